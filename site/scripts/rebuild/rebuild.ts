/**
 * The partial rebuild of the local builder (issue #27): against the client
 * assets, SSR bundle and state the last full build kept (build-state.ts),
 * reads the public lists again, re-renders only the pages a change affects
 * (affected-pages.ts) in every language, rewrites sitemap.xml, `_redirects`,
 * `_headers` and the search index, then removes the pages of items no longer
 * public, and the picture copies no page names any more (site-media.ts,
 * issue #24). Every file is swapped atomically (atomic-write.ts), removals
 * come last (after `_redirects` sends an old address on). No Vite build.
 */
import path from "node:path";
import type { Locale } from "../../src/app/paths";
import type { SearchDoc } from "../../src/features/search/search-documents";
import {
  loadServerEntry,
  pageFile,
  prerenderPage,
  readManifest,
  writeSiteIndexes,
  type PrerenderContext,
} from "../prerender";
import { affectedPages, itemRecords } from "./affected-pages";
import { removeFile } from "./atomic-write";
import { readBuildState, ssrDirOf, writeBuildState } from "./build-state";
import { parseChanges } from "./changes";
import { pruneSiteMedia } from "../site-media";

/** What one rebuild did. */
export interface RebuildResult {
  /** Whether every page was re-rendered (the changes did not say what changed). */
  all: boolean;
  /** Files written: pages (every language). */
  rendered: number;
  /** Pages removed (every language). */
  removed: number;
  /** Picture copies (issue #24, site-media.ts): downloaded, not readable from Storage, removed. */
  media: { copied: number; missing: number; removed: number };
  /** Wall time in ms. */
  ms: number;
}

/**
 * Loads what a rebuild of `outDir` needs (the SSR bundle, Vite's settings
 * loader) ahead of the first one, so the first publish does not wait for it.
 * @throws Error when the SSR bundle is missing (no full build yet).
 */
export async function warmUp(outDir: string): Promise<void> {
  await loadServerEntry(ssrDirOf(path.resolve(outDir)));
  await import("../headers");
}

/**
 * Rebuilds the pages `changes` (a build record's `changes`, changes.ts)
 * affect in the site built into `outDir`.
 * @throws Error when there is no kept state (no full build yet), a public
 *   list or the search content cannot be read (nothing is removed then), or
 *   a page fails to render; pages written before the error stay (each whole).
 */
export async function rebuildSite(outDir: string, changes: unknown): Promise<RebuildResult> {
  const started = Date.now();
  const root = path.resolve(outDir);
  const ssrDir = ssrDirOf(root);
  const state = await readBuildState(ssrDir);
  const server = await loadServerEntry(ssrDir);
  const ctx: PrerenderContext = {
    outDir: root,
    server,
    manifest: await readManifest(root),
    template: state.template,
    entry: state.entry,
    siteUrl: state.siteUrl,
  };
  const lists = await server.readPublicLists();
  const unread = Object.entries(lists).filter(([, rows]) => rows === undefined);
  // A list that could not be read would look empty: its item pages must not be removed for that.
  if (unread.length > 0) throw new Error(`Public lists not read: ${unread.map(([label]) => label).join(", ")}`);

  const items = itemRecords(lists);
  const affected = affectedPages(parseChanges(changes), state, items);
  const routes = { ...state.routes };
  let rendered = 0;
  const media = { copied: 0, missing: 0, removed: 0 };
  for (const englishPath of affected.render) {
    const shown = new Set<string>();
    for (const locale of server.LOCALES) {
      const page = await prerenderPage(ctx, lists, server.withLocale(englishPath, locale), locale, null);
      for (const label of Object.keys(page.usedLists)) shown.add(label);
      media.copied += page.media.copied;
      media.missing += page.media.missing.length;
      rendered++;
    }
    if (englishPath in routes) routes[englishPath] = [...shown].sort();
  }
  await writeSiteIndexes(ctx, lists, routes, state.searchPages as Record<Locale, SearchDoc[]>, true);
  let removed = 0;
  for (const englishPath of affected.remove) {
    for (const locale of server.LOCALES) {
      await removeFile(root, pageFile(root, server.withLocale(englishPath, locale)));
      removed++;
    }
  }
  // Copies no page names any more (a hidden item's pictures) go last, after the pages that named them.
  media.removed = await pruneSiteMedia(root);
  await writeBuildState(ssrDir, { ...state, routes, items });
  return { all: affected.all, rendered, removed, media, ms: Date.now() - started };
}
