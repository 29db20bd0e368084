/**
 * The build's search index file of a language (`search/<locale>.json`,
 * written by site/scripts/search-index.ts), loaded by the search engine in
 * the search worker (issue #24: once the page is idle, ahead of the first
 * search).
 */
import type { Locale } from "../../app/paths";
import type { SearchIndexFile } from "./search-documents";

/** URL path of the index file of `locale`. */
export const searchIndexPath = (locale: Locale) => `/search/${locale}.json`;

/**
 * Loads the index file of `locale`, revalidated each time (a new build's
 * index replaces the cached one).
 * @throws Error when it cannot be loaded (network, HTTP status, JSON).
 */
export async function loadIndexFile(locale: Locale): Promise<SearchIndexFile> {
  const response = await fetch(searchIndexPath(locale), { cache: "no-cache" });
  if (!response.ok) throw new Error(`Search index ${searchIndexPath(locale)}: HTTP ${response.status}`);
  return (await response.json()) as SearchIndexFile;
}
