/**
 * Hydrates one page island (issue #13), loaded only when the island is
 * first used (islands/arm-island.ts): the page's module and its copy in the
 * URL's language (PAGE_COPY), then React hydrates the page's content against
 * its prerendered HTML, inside the same providers the prerender used
 * (AppProviders, without re-emitting Mantine's style tags, which the HTML
 * already has). Resolves once the first render is committed and marks
 * the island `data-hydrated="true"`.
 */
import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { Locale } from "../app/paths";
import { PAGE_LOADERS } from "../app/page-modules";
import { AppProviders } from "../app/app-providers";
import { changeLanguage, loadCopy } from "../i18n";
import { PAGE_COPY, type PageName } from "../i18n/copy-modules";

/** Calls `onCommit` once, after the first commit (client only; renders just its children). */
function CommitMarker({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** Loads `page` (a PageName) and its copy in `locale`, then hydrates it into `island`; rejects if its code cannot load. */
export async function hydratePage(island: HTMLElement, page: string, kind: string, locale: Locale): Promise<void> {
  const load = PAGE_LOADERS[page];
  if (!load) throw new Error(`No page module src/features/${page}.tsx`);
  const [{ default: Page }] = await Promise.all([
    load(),
    loadCopy(locale, PAGE_COPY[page as PageName] ?? []),
    changeLanguage(locale),
  ]);
  await new Promise<void>((resolve) => {
    const committed = () => {
      island.dataset.hydrated = "true";
      resolve();
    };
    startTransition(() => {
      hydrateRoot(
        island,
        <StrictMode>
          <CommitMarker onCommit={committed}>
            <AppProviders styleTags={false}>
              <Page kind={kind} />
            </AppProviders>
          </CommitMarker>
        </StrictMode>,
      );
    });
  });
}
