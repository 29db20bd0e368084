/**
 * Site search on demand (issue #14): loaded by the header's search button
 * (components/layout/header-behaviour.ts) on its first use, it brings the
 * dialog the header opened at once (features/search/search-shell.ts) to
 * life (features/search/search-dialog.ts). Plain DOM (issue #24): no React,
 * no i18next, no MiniSearch (the index is the search worker's,
 * features/search/search-client.ts); its texts come with the page.
 */
import type { Locale } from "../app/paths";
import { runSearchDialog } from "../features/search/search-dialog";
import type { SearchShell } from "../features/search/search-shell";

/** Runs search in `shell`, the dialog the header opened, in `locale`; a dialog closed meanwhile stays closed. */
export function openSearch(shell: SearchShell, locale: Locale): void {
  runSearchDialog(shell, locale);
}
