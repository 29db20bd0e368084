/**
 * The public content lists of the data pages (spec §7 public lists), one
 * entry each: the label (cache key of useRemoteList, key of the prerendered
 * lists) and the read, over plain fetch with the anon key (public-rest.ts).
 * The pages and the prerender (issue #13) both read them from here.
 */
import { PUBLIC_CATALOG_COLUMNS, type PublicCatalog } from "../../../shared/content/catalogs";
import { parseDocuments } from "../../../shared/data/documentation";
import type { ItemPageTable } from "../../../shared/content/item-pages";
import { NEWS_TABLE } from "../../../shared/content/news";
import type { CaseStudy, ContentTable, Documentation, NewsItem, Video, WhitePaper } from "../../../shared/types/domain";
import { publicList, type PublicRestOptions } from "./public-rest";

/** One public list: its label and how to read it (newest first, as spec §7 orders it). */
export interface PublicListSpec<T> {
  label: string;
  /** The table its rows come from (issue #27: a change to that table re-renders the pages showing the list). */
  table: ContentTable;
  fetch: (options?: PublicRestOptions) => Promise<T[]>;
}

export const WHITE_PAPERS_LIST: PublicListSpec<WhitePaper> = {
  label: "white papers",
  table: "white_papers",
  fetch: (options) => publicList<WhitePaper>("white_papers", "date_published", options),
};
export const CASE_STUDIES_LIST: PublicListSpec<CaseStudy> = {
  label: "case studies",
  table: "case_studies",
  fetch: (options) => publicList<CaseStudy>("case_studies", "year", options),
};
export const VIDEOS_LIST: PublicListSpec<Video> = {
  label: "videos",
  table: "videos",
  fetch: (options) => publicList<Video>("videos", "date_published", options),
};
export const DOCUMENTATION_LIST: PublicListSpec<Documentation> = {
  label: "documentation",
  table: "documentation",
  fetch: (options) =>
    publicList<Documentation>("documentation", "created_at", options).then((rows) =>
      rows.map((row) => ({ ...row, documents: parseDocuments(row.documents) })),
    ),
};

/** The news page's items (issue #26), newest `date_published` first. */
export const NEWS_LIST: PublicListSpec<NewsItem> = {
  label: "news",
  table: NEWS_TABLE,
  fetch: (options) => publicList<NewsItem>(NEWS_TABLE, "date_published", options),
};

/** The columns of a news item the home page's "Latest news" shows (issue #26). */
export const LATEST_NEWS_COLUMNS = ["id", "slug", "title", "title_zh", "category", "date_published"] as const;
/** A news item as the home page's "Latest news" has it. */
export type LatestNewsItem = Pick<NewsItem, (typeof LATEST_NEWS_COLUMNS)[number]>;
/** How many news items the home page shows. */
export const LATEST_NEWS_COUNT = 3;

/**
 * The home page's "Latest news" (issue #26: the home page reads the news
 * table): the newest LATEST_NEWS_COUNT items, only the columns it shows, so
 * the home page's HTML carries three short rows rather than the whole list.
 */
export const LATEST_NEWS_LIST: PublicListSpec<LatestNewsItem> = {
  label: "latest news",
  table: NEWS_TABLE,
  fetch: (options) =>
    publicList<LatestNewsItem>(NEWS_TABLE, "date_published", options, {
      select: LATEST_NEWS_COLUMNS,
      limit: LATEST_NEWS_COUNT,
    }),
};

/** The list holding each type's items, for its item pages (issue #26). */
export const ITEM_LISTS: Record<ItemPageTable, PublicListSpec<WhitePaper | CaseStudy | Video | NewsItem>> = {
  white_papers: WHITE_PAPERS_LIST,
  case_studies: CASE_STUDIES_LIST,
  videos: VIDEOS_LIST,
  news: NEWS_LIST,
};

/**
 * The published catalog files (issue #27), newest first, with the columns the
 * Download Catalog buttons use; each button picks its category and language
 * (pickCatalog). Visitors read published rows only (RLS).
 */
export const CATALOGS_LIST: PublicListSpec<PublicCatalog> = {
  label: "catalogs",
  table: "catalog_files",
  fetch: (options) =>
    publicList<PublicCatalog>("catalog_files", "created_at", options, { select: PUBLIC_CATALOG_COLUMNS }),
};

/** Every public list, for the prerender. */
export const PUBLIC_LISTS: readonly PublicListSpec<unknown>[] = [
  WHITE_PAPERS_LIST,
  CASE_STUDIES_LIST,
  VIDEOS_LIST,
  DOCUMENTATION_LIST,
  NEWS_LIST,
  LATEST_NEWS_LIST,
  CATALOGS_LIST,
];

/**
 * Reads every public list (build side), each within `timeoutMs`; a list that
 * cannot be read is left out (its page prerenders with the spinner and fetches
 * in the browser, as before), with a warning.
 */
export async function readPublicLists(
  options: Omit<PublicRestOptions, "signal"> = {},
  timeoutMs = 5_000,
): Promise<Record<string, unknown[] | undefined>> {
  const entries = await Promise.all(
    PUBLIC_LISTS.map(async (list) => {
      try {
        return [list.label, await list.fetch({ ...options, signal: AbortSignal.timeout(timeoutMs) })] as const;
      } catch (error) {
        console.warn(`Prerender: ${list.label} not read (${String(error)}); the page will fetch it in the browser`);
        return [list.label, undefined] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}
