/**
 * What site search indexes (issue #14): one document shape for static pages
 * and database content, the kinds results are grouped by, how database rows
 * become documents, and the MiniSearch options shared by the build (which
 * writes the documents) and the browser (which indexes and queries them).
 */
import type { Options, SearchOptions } from "minisearch";
import type { AppSupabaseClient } from "../../../../shared/supabase/client";
import type { CaseStudy, Documentation, Video, WhitePaper } from "../../../../shared/types/domain";
import { documentName, localized } from "../../../../shared/content/translations";
// The entity modules, not shared/data's index: that would bring the enquiry forms' schemas along.
import { listCaseStudies } from "../../../../shared/data/case-studies";
import { listDocumentation } from "../../../../shared/data/documentation";
import { listVideos } from "../../../../shared/data/videos";
import { listWhitePapers } from "../../../../shared/data/white-papers";
import { href, type Locale, type RouteKey } from "../../app/paths";
import { itemAnchor, type RecordKind } from "./item-anchor";
import { indexTokens, isEncodedHan, queryTerms } from "./search-text";

/** Result groups, in the order the dialog shows them. */
export const SEARCH_KINDS = ["page", "whitePaper", "caseStudy", "video", "documentation"] as const satisfies readonly (
  "page" | RecordKind
)[];
/** One result group. */
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The page that lists each database kind. */
export const RECORD_ROUTE: Record<RecordKind, RouteKey> = {
  whitePaper: "whitePapers",
  caseStudy: "caseStudies",
  video: "videoLibrary",
  documentation: "documentation",
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
  /** Where the result leads, in the document's language (e.g. `/zh/products/rss-systems`). */
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

/** URL path of the index file of `locale`. */
export const searchIndexPath = (locale: Locale) => `/search/${locale}.json`;

const recordUrl = (kind: RecordKind, id: string, locale: Locale) =>
  href(RECORD_ROUTE[kind], locale, itemAnchor(kind, id));
const join = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim() !== "").join(" · ");

/** The database rows search covers. */
export interface ContentRows {
  whitePapers: WhitePaper[];
  caseStudies: CaseStudy[];
  videos: Video[];
  documentation: Documentation[];
}

/** The rows as documents in `locale` (Chinese text where there is one, else English, as on the pages). */
export function recordDocs(rows: ContentRows, locale: Locale): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const p of rows.whitePapers)
    docs.push({
      id: `whitePaper:${p.id}`,
      kind: "whitePaper",
      title: localized(p, "title", locale),
      text: join(localized(p, "description", locale), p.author),
      url: recordUrl("whitePaper", p.id, locale),
    });
  for (const c of rows.caseStudies)
    docs.push({
      id: `caseStudy:${c.id}`,
      kind: "caseStudy",
      title: localized(c, "title", locale),
      text: join(localized(c, "description", locale), localized(c, "location", locale), String(c.year)),
      url: recordUrl("caseStudy", c.id, locale),
    });
  for (const v of rows.videos)
    docs.push({
      id: `video:${v.id}`,
      kind: "video",
      title: localized(v, "title", locale),
      text: localized(v, "description", locale),
      url: recordUrl("video", v.id, locale),
    });
  for (const d of rows.documentation)
    docs.push({
      id: `documentation:${d.id}`,
      kind: "documentation",
      title: localized(d, "title", locale),
      text: join(localized(d, "description", locale), ...d.documents.map((doc) => documentName(doc, locale))),
      url: recordUrl("documentation", d.id, locale),
    });
  return docs;
}

/**
 * Reads every row search covers, as the anon role (what any visitor may see),
 * through the shared data modules.
 * @throws DataError when a table cannot be read.
 */
export async function fetchContentRows(client: AppSupabaseClient): Promise<ContentRows> {
  const [whitePapers, caseStudies, videos, documentation] = await Promise.all([
    listWhitePapers(client),
    listCaseStudies(client),
    listVideos(client),
    listDocumentation(client),
  ]);
  return { whitePapers, caseStudies, videos, documentation };
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
