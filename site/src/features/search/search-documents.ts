/**
 * What site search indexes (issue #14): one document shape for static pages
 * and database content, the kinds results are grouped by, the index file's
 * shape, and the MiniSearch options shared by the build (which writes the
 * documents) and the browser (which indexes and queries them). How database
 * rows become documents is search-records.ts, loaded by the browser only
 * for the live rows (issue #24: the first answer needs none of it).
 */
import type { Options, SearchOptions } from "minisearch";
import type { ItemPageTable } from "../../../../shared/content/item-pages";
import type { Locale, RouteKey } from "../../app/paths";
import type { RecordKind } from "../../lib/item-anchor";
import { indexTokens, isEncodedHan, queryTerms } from "./search-text";

/** Result groups, in the order the dialog shows them. */
export const SEARCH_KINDS = [
  "page",
  "whitePaper",
  "caseStudy",
  "video",
  "documentation",
  "news",
] as const satisfies readonly ("page" | RecordKind)[];
/** One result group. */
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The page that lists each database kind. */
export const RECORD_ROUTE: Record<RecordKind, RouteKey> = {
  whitePaper: "whitePapers",
  caseStudy: "caseStudies",
  video: "videoLibrary",
  documentation: "documentation",
  news: "news",
};

/**
 * The table whose item pages (issue #26) a database kind's results lead to;
 * documentation has none (its results lead to the entry on its list page).
 */
export const RECORD_ITEM_TABLE: Partial<Record<RecordKind, ItemPageTable>> = {
  whitePaper: "white_papers",
  caseStudy: "case_studies",
  video: "videos",
  news: "news",
};

/** One searchable thing: a page in one language, or a database row in one language. */
export interface SearchDoc {
  /** Unique within a language: `page:<english path>` or `<kind>:<row id>`. */
  id: string;
  kind: SearchKind;
  /** Heading shown as the result's title. */
  title: string;
  /** Body text searched and excerpted (plain text). */
  text: string;
  /**
   * Where the result leads, in the document's language: a page (`/zh/products/rss-systems`), an item's
   * page (`/zh/company/news/<slug>`, issue #26) or an entry on its list page (`/resources/documentation#documentation-<id>`).
   */
  url: string;
}

/** The index file the build writes per language (`search/<locale>.json`). */
export interface SearchIndexFile {
  version: 1;
  locale: Locale;
  /** ISO time of the build. */
  builtAt: string;
  /** The prerendered pages. */
  pages: SearchDoc[];
  /** Database rows as the build saw them: used when the database cannot be reached from the browser. */
  records: SearchDoc[];
}

/** MiniSearch index options: title weighs more than body; the tokenizer of search-text.ts. */
export const INDEX_OPTIONS: Options<SearchDoc> = {
  fields: ["title", "text"],
  storeFields: ["kind", "title", "text", "url"],
  tokenize: indexTokens,
  processTerm: (term) => term,
};

/**
 * MiniSearch query options: every term must match (AND); words match as
 * prefixes and, from 4 letters on, with one typo in five letters; Chinese pairs
 * match exactly.
 */
export const QUERY_OPTIONS: SearchOptions = {
  combineWith: "AND",
  boost: { title: 3 },
  tokenize: queryTerms,
  processTerm: (term) => term,
  prefix: (term) => !isEncodedHan(term),
  fuzzy: (term) => (!isEncodedHan(term) && term.length >= 4 ? 0.2 : false),
};
