/**
 * Site search on demand (issue #14): loaded by the header's search button
 * (components/layout/header-behaviour.ts) on its first use, it brings the
 * dialog the header opened at once (features/search/search-shell.ts) to
 * life (features/search/search-dialog.ts). Plain DOM (issue #24): no React,
 * no i18next; its texts come with the page. Once the visitor looks around
 * (islands/on-use-code.ts), the entry loads it too and builds the search
 * index ahead of the first open (`prepareSearch`), so the first search
 * answers as fast as a later one.
 */
import type { Locale } from "../app/paths";
import { runSearchDialog } from "../features/search/search-dialog";
import { prepareSiteSearch } from "../features/search/search-engine";
import type { SearchShell } from "../features/search/search-shell";

/** Runs search in `shell`, the dialog the header opened, in `locale`; a dialog closed meanwhile stays closed. */
export function openSearch(shell: SearchShell, locale: Locale): void {
  runSearchDialog(shell, locale);
}

/** Builds `locale`'s search index ahead of the first open (see above). Resolves when it is ready; never rejects. */
export function prepareSearch(locale: Locale): Promise<void> {
  return prepareSiteSearch(locale);
}
