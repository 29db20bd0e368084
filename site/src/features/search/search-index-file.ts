/**
 * The build's search index file of a language (`search/<locale>.json`,
 * written by site/scripts/search-index.ts), requested as soon as the visitor
 * opens search (issue #24): the header starts the request with the
 * dialog's code, in the same round, and the search engine takes that
 * request instead of making its own.
 */
import type { Locale } from "../../app/paths";
import type { SearchIndexFile } from "./search-documents";

/** URL path of the index file of `locale`. */
export const searchIndexPath = (locale: Locale) => `/search/${locale}.json`;

/** Requests started ahead of the engine, by language; each is taken once. */
const started = new Map<Locale, Promise<SearchIndexFile>>();

async function load(locale: Locale): Promise<SearchIndexFile> {
  // Revalidated each time: a new build's index replaces the cached one.
  const response = await fetch(searchIndexPath(locale), { cache: "no-cache" });
  if (!response.ok) throw new Error(`Search index ${searchIndexPath(locale)}: HTTP ${response.status}`);
  return (await response.json()) as SearchIndexFile;
}

/** Starts loading the index file of `locale` now (when search opens), unless a request is already waiting. */
export function startIndexFile(locale: Locale): void {
  if (started.has(locale)) return;
  const request = load(locale);
  // Failures surface when the engine takes the request.
  request.catch(() => undefined);
  started.set(locale, request);
}

/**
 * The index file of `locale`: the request startIndexFile() began, or a new one.
 * @throws Error when it cannot be loaded (network, HTTP status, JSON).
 */
export function takeIndexFile(locale: Locale): Promise<SearchIndexFile> {
  const request = started.get(locale);
  started.delete(locale);
  return request ?? load(locale);
}
