/**
 * The browser side of site search (issue #14), loaded only when the visitor
 * opens search: fetches the language's build-time index file (the pages) and,
 * at the same time, the current database rows through the anon client, so a
 * white paper published after the build is found too; indexes both with
 * MiniSearch and answers queries.
 *
 * When the database cannot be reached, the rows the build saw (in the same
 * file) stand in for it; when the file cannot be loaded, only database
 * content is searched. Both failing raises an error.
 */
import MiniSearch from "minisearch";
import type { Locale } from "../../app/paths";
import { dataClient } from "../../lib/data-client";
import {
  fetchContentRows,
  INDEX_OPTIONS,
  QUERY_OPTIONS,
  recordDocs,
  searchIndexPath,
  type SearchDoc,
  type SearchIndexFile,
  type SearchKind,
} from "./search-documents";

/** One search hit: the stored document plus the matched index terms (for highlighting). */
export interface SearchHit {
  id: string;
  kind: SearchKind;
  title: string;
  text: string;
  url: string;
  /** Index terms that matched, normalised ("pdc", "随钻"). */
  terms: string[];
}

/** A loaded search: answers queries in one language. */
export interface SiteSearch {
  /** Hits for `query`, best first (empty for a blank query). */
  search(query: string): SearchHit[];
  /** Whether database content is current ("live") or as of the build ("build"), or missing ("none"). */
  records: "live" | "build" | "none";
}

/** Keep a loaded search for this long before fetching again on the next open (ms). */
const FRESH_MS = 30_000;
const cache = new Map<Locale, { at: number; search: Promise<SiteSearch> }>();

async function loadIndexFile(locale: Locale): Promise<SearchIndexFile> {
  const response = await fetch(searchIndexPath(locale), { cache: "no-cache" });
  if (!response.ok) throw new Error(`Search index ${searchIndexPath(locale)}: HTTP ${response.status}`);
  return (await response.json()) as SearchIndexFile;
}

async function build(locale: Locale): Promise<SiteSearch> {
  const [file, rows] = await Promise.allSettled([
    loadIndexFile(locale),
    dataClient().then((client) => fetchContentRows(client)),
  ]);
  if (file.status === "rejected" && rows.status === "rejected") throw file.reason;
  const pages = file.status === "fulfilled" ? file.value.pages : [];
  const live = rows.status === "fulfilled" ? recordDocs(rows.value, locale) : undefined;
  const fallback = file.status === "fulfilled" ? file.value.records : [];
  const docs: SearchDoc[] = [...pages, ...(live ?? fallback)];
  const index = new MiniSearch<SearchDoc>(INDEX_OPTIONS);
  index.addAll(docs);
  return {
    records: live ? "live" : fallback.length > 0 ? "build" : "none",
    search(query) {
      if (query.trim() === "") return [];
      return index.search(query, QUERY_OPTIONS).map((r) => ({
        id: String(r.id),
        kind: r.kind as SearchKind,
        title: r.title as string,
        text: r.text as string,
        url: r.url as string,
        terms: r.terms,
      }));
    },
  };
}

/** The search of `locale`, loaded on first use and again once FRESH_MS have passed. A failed load is not kept. */
export function loadSiteSearch(locale: Locale): Promise<SiteSearch> {
  const cached = cache.get(locale);
  if (cached && Date.now() - cached.at < FRESH_MS) return cached.search;
  const search = build(locale);
  cache.set(locale, { at: Date.now(), search });
  search.catch(() => cache.delete(locale));
  return search;
}
