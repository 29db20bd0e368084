/**
 * The page modules of the public site, one per `src/features/<folder>/<name>-page.tsx`,
 * keyed by "<folder>/<name>" (the route table's `page`, app/paths.ts). The
 * router (routes.tsx, prerender and admin SPA) and the page island
 * (islands/hydrate-page.tsx, issue #13) load pages from here.
 */
import type { ComponentType } from "react";

/** Props every page module's component accepts: enquiry and service pages read their kind (the route key). */
export type PageProps = { kind: string };
/** A page module: its default export is the page component. */
export type PageModule = { default: ComponentType<PageProps> };

/** Loaders of every page module, keyed by "<folder>/<name>". */
export const PAGE_LOADERS: Record<string, () => Promise<PageModule>> = Object.fromEntries(
  Object.entries(import.meta.glob<PageModule>("../features/*/*-page.tsx")).map(([file, load]) => [
    file.replace(/^\.\.\/features\//, "").replace(/\.tsx$/, ""),
    load,
  ]),
);
