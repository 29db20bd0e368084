/**
 * The engine of site search (issue #14), run in the search worker
 * (search-service.ts, search-worker.ts). Fetches the language's build-time index file (the pages, and
 * the database rows as of the build) and, at the same time, the current
 * database rows over plain fetch with the anon key (lib/public-lists.ts), so a white paper published after the
 * build is found too. Indexes them with MiniSearch and answers queries.
 *
 * The index file is small and comes first: search answers from it at once
 * (pages, and the rows as of the build), then `live` gives the same search
 * with the current rows once they have arrived. When the database cannot be
 * reached, `live` keeps the rows of the build; when the index file cannot be
 * loaded, only database content is searched; both failing raises an error.
 *
 * Issue #24: once the page is idle, the entry has the worker build this
 * file's index ahead of the first open (`prepareSiteSearch`), so the first
 * search answers as fast as a later one. It is built in slices of a few
 * milliseconds, which keep the page free where the browser has no workers
 * and the service runs in the page. The current rows are still read only
 * when search opens.
 */
import MiniSearch from "minisearch";
import type { Locale } from "../../app/paths";
import {
  INDEX_OPTIONS,
  QUERY_OPTIONS,
  type SearchDoc,
  type SearchIndexFile,
  type SearchKind,
} from "./search-documents";
import { loadIndexFile } from "./search-index-file";
import type { ContentRows } from "./search-records";
import { decodeTerm } from "./search-text";

/** One search hit: the stored document plus the matched index terms (for highlighting). */
export interface SearchHit {
  id: string;
  kind: SearchKind;
  title: string;
  text: string;
  url: string;
  /** Index terms that matched, normalised ("pdc", "随钻"). */
  terms: string[];
  /**
   * The hit's language when it is not the page's: "en" for the English content a Chinese page's search
   * also finds (issue #30, search-fallback.ts). Absent for hits in the page's language.
   */
  lang?: Locale;
}

/** Where the database content of a loaded search comes from. */
export type RecordsSource =
  /** read from the database when search opened */
  | "live"
  /** the rows of the build, while the current ones are on their way */
  | "loading"
  /** the rows of the build, because the database could not be reached */
  | "build"
  /** none: neither the build nor the browser could read the database */
  | "none";

/** A loaded search: answers queries in one language. */
export interface SiteSearch {
  /** Hits for `query`, best first (empty for a blank query). */
  search(query: string): SearchHit[];
  records: RecordsSource;
  /** While `records` is "loading": the search with the current rows (or the build's, when they cannot be read). */
  live?: Promise<SiteSearch>;
}

/** Keep a loaded search for this long before fetching again on the next open (ms). */
const FRESH_MS = 30_000;
const cache = new Map<Locale, { at: number; search: Promise<SiteSearch> }>();

/**
 * Longest the index build ahead of use works in one task before it lets the
 * page run (ms; a tap waits at most about this long, times a slow phone's
 * CPU factor, plus one document).
 */
export const PREPARE_SLICE_MS = 4;

/** What the index built ahead of use is searched for once, so its query code is warm (matches or not). */
const WARM_UP_QUERY = "drilling 钻井";

/** A search over `docs`, indexed now, in one task. */
function searchOver(docs: SearchDoc[], records: RecordsSource, live?: Promise<SiteSearch>): SiteSearch {
  const index = new MiniSearch<SearchDoc>(INDEX_OPTIONS);
  index.addAll(docs);
  return searchWith(index, records, live);
}

function searchWith(index: MiniSearch<SearchDoc>, records: RecordsSource, live?: Promise<SiteSearch>): SiteSearch {
  return {
    records,
    live,
    search(query) {
      if (query.trim() === "") return [];
      return index.search(query, QUERY_OPTIONS).map((r) => ({
        id: String(r.id),
        kind: r.kind as SearchKind,
        title: r.title as string,
        text: r.text as string,
        url: r.url as string,
        terms: r.terms.map(decodeTerm),
      }));
    },
  };
}

/** A language's index file and the index over its documents (pages and the rows of the build). */
interface FileIndex {
  file: SearchIndexFile;
  index: MiniSearch<SearchDoc>;
}

/** Indexes built ahead of the first open (prepareSiteSearch), by language; each is taken once. */
const prepared = new Map<Locale, Promise<FileIndex>>();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Adds `docs` to `index` one by one, letting the page run whenever a slice of work has taken `sliceMs`. */
async function addInSlices(index: MiniSearch<SearchDoc>, docs: readonly SearchDoc[], sliceMs: number): Promise<void> {
  let sliceStart = performance.now();
  for (const doc of docs) {
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTask();
      sliceStart = performance.now();
    }
    index.add(doc);
  }
}

/**
 * Loads the index file of `locale` and indexes it: in one task (search is
 * open and waiting), or in slices of `sliceMs` between which the page stays free.
 */
async function indexFile(locale: Locale, sliceMs?: number): Promise<FileIndex> {
  const file = await loadIndexFile(locale);
  const index = new MiniSearch<SearchDoc>(INDEX_OPTIONS);
  const docs = [...file.pages, ...file.records];
  if (sliceMs === undefined) index.addAll(docs);
  else await addInSlices(index, docs, sliceMs);
  return { file, index };
}

/**
 * Builds the index of `locale`'s index file ahead of the first open (issue
 * #24; the worker runs it once the page is idle), so opening search only
 * reads the current rows. Does nothing when search was already loaded or is
 * being prepared. `sliceMs`: see PREPARE_SLICE_MS. Resolves when the index
 * is ready; never rejects (a failure is met again, and reported, when search
 * opens).
 */
export function prepareSiteSearch(locale: Locale, sliceMs = PREPARE_SLICE_MS): Promise<void> {
  if (cache.has(locale)) return Promise.resolve();
  let preparing = prepared.get(locale);
  if (!preparing) {
    preparing = indexFile(locale, sliceMs).then((built) => {
      // One query ahead of the visitor's: the first search then runs warm code, as a later one does.
      built.index.search(WARM_UP_QUERY, QUERY_OPTIONS);
      return built;
    });
    prepared.set(locale, preparing);
  }
  return preparing.then(
    () => undefined,
    () => undefined,
  );
}

/** The current rows, read once for every language opened within FRESH_MS (a Chinese page's search opens English too, issue #30). */
let currentRows: { at: number; rows: Promise<ContentRows> } | undefined;

function readCurrentRows(fetchContentRows: () => Promise<ContentRows>): Promise<ContentRows> {
  if (currentRows && Date.now() - currentRows.at < FRESH_MS) return currentRows.rows;
  const read = { at: Date.now(), rows: fetchContentRows() };
  currentRows = read;
  read.rows.catch(() => {
    if (currentRows === read) currentRows = undefined;
  });
  return read.rows;
}

async function load(locale: Locale): Promise<SiteSearch> {
  // The current rows, in the documents of `locale` (their code, with the public lists, loads now, in parallel),
  // linked to the item pages the build made (`built`: the index file's records; issue #26).
  const rows = import("./search-records").then(async ({ fetchContentRows, recordDocs, linkBuiltPages }) => {
    const docs = recordDocs(await readCurrentRows(fetchContentRows), locale);
    return (built: readonly SearchDoc[]) => linkBuiltPages(docs, built, locale);
  });
  const ahead = prepared.get(locale);
  prepared.delete(locale);
  let built: FileIndex;
  try {
    built = await (ahead ?? indexFile(locale));
  } catch (fileError) {
    const current = await rows.catch(() => {
      throw fileError;
    });
    // No index file: which item pages were built is unknown; every row leads to its list page.
    return searchOver(current([]), "live");
  }
  const { file, index } = built;
  const fallback = (): SiteSearch => searchWith(index, file.records.length > 0 ? "build" : "none");
  const live = rows.then((current) => searchOver([...file.pages, ...current(file.records)], "live"), fallback);
  return searchWith(index, "loading", live);
}

/** The search of `locale`, loaded on first use and again once FRESH_MS have passed. A failed load is not kept. */
export function loadSiteSearch(locale: Locale): Promise<SiteSearch> {
  const cached = cache.get(locale);
  if (cached && Date.now() - cached.at < FRESH_MS) return cached.search;
  const search = load(locale);
  cache.set(locale, { at: Date.now(), search });
  search.catch(() => cache.delete(locale));
  return search;
}
