/**
 * Database rows as search documents (issue #14): reading the rows search
 * covers (the public lists, plain fetch with the anon key) and turning them
 * into documents in one language. Used by the build for the index file and
 * by the browser for the live rows, which it loads after the first answer
 * (issue #24).
 *
 * Issue #26: a white paper, case study, video or news item leads to its own
 * page (`itemHref`); documentation to its entry on the list page. The item
 * pages are prerendered, so a row the build did not see has no page yet: the
 * browser's current rows lead to the page the build made for that row
 * (`linkBuiltPages`), or to the row on its list page when there is none.
 */
import { documentName, localized } from "../../../../shared/content/translations";
import type { CaseStudy, Documentation, NewsItem, Video, WhitePaper } from "../../../../shared/types/domain";
import { href, itemHref, itemRouteOf, type Locale } from "../../app/paths";
import {
  CASE_STUDIES_LIST,
  DOCUMENTATION_LIST,
  NEWS_LIST,
  VIDEOS_LIST,
  WHITE_PAPERS_LIST,
} from "../../lib/public-lists";
import type { PublicRestOptions } from "../../lib/public-rest";
import { itemAnchor, type RecordKind } from "../../lib/item-anchor";
import { RECORD_ITEM_TABLE, RECORD_ROUTE, type SearchDoc } from "./search-documents";

/** Where a row leads on its list page, in `locale`: ("video", "1f…", "zh") → "/zh/resources/video-library#video-1f…". */
export const listUrl = (kind: RecordKind, id: string, locale: Locale): string =>
  href(RECORD_ROUTE[kind], locale, itemAnchor(kind, id));

/**
 * Where a row's result leads, in `locale` (issue #26): the item's own page
 * for the kinds with item pages ("/zh/company/news/<slug>"), the row on its
 * list page for documentation and for a row without a slug.
 */
export function recordUrl(kind: RecordKind, row: { id: string; slug?: string | null }, locale: Locale): string {
  const table = RECORD_ITEM_TABLE[kind];
  return table && row.slug ? itemHref(table, row.slug, locale) : listUrl(kind, row.id, locale);
}
const join = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim() !== "").join(" · ");

/** The database rows search covers. */
export interface ContentRows {
  whitePapers: WhitePaper[];
  caseStudies: CaseStudy[];
  videos: Video[];
  documentation: Documentation[];
  /** Published news items (issue #26). */
  news: NewsItem[];
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
      url: recordUrl("whitePaper", p, locale),
    });
  for (const c of rows.caseStudies)
    docs.push({
      id: `caseStudy:${c.id}`,
      kind: "caseStudy",
      title: localized(c, "title", locale),
      text: join(localized(c, "description", locale), localized(c, "location", locale), String(c.year)),
      url: recordUrl("caseStudy", c, locale),
    });
  for (const v of rows.videos)
    docs.push({
      id: `video:${v.id}`,
      kind: "video",
      title: localized(v, "title", locale),
      text: localized(v, "description", locale),
      url: recordUrl("video", v, locale),
    });
  for (const d of rows.documentation)
    docs.push({
      id: `documentation:${d.id}`,
      kind: "documentation",
      title: localized(d, "title", locale),
      text: join(localized(d, "description", locale), ...d.documents.map((doc) => documentName(doc, locale))),
      url: recordUrl("documentation", d, locale),
    });
  for (const n of rows.news)
    docs.push({
      id: `news:${n.id}`,
      kind: "news",
      title: localized(n, "title", locale),
      text: join(localized(n, "excerpt", locale), localized(n, "body", locale), n.date_published),
      url: recordUrl("news", n, locale),
    });
  return docs;
}

/**
 * The browser's current rows `live` (documents of recordDocs in `locale`)
 * with the links the built site can answer (issue #26): a row that leads to
 * an item page leads to the page the build made for it (`built`: the index
 * file's records, same id; its slug may have changed since, and the old
 * page still shows it), or, when the build made none (a row published after
 * the build, or a build without the database), to the row on its list page.
 * Other documents are returned as they are.
 */
export function linkBuiltPages(live: readonly SearchDoc[], built: readonly SearchDoc[], locale: Locale): SearchDoc[] {
  const builtUrl = new Map(built.map((doc) => [doc.id, doc.url]));
  return live.map((doc) => {
    if (!itemRouteOf(doc.url)) return doc;
    const page = builtUrl.get(doc.id);
    if (page && itemRouteOf(page)) return page === doc.url ? doc : { ...doc, url: page };
    const kind = doc.kind as RecordKind;
    return { ...doc, url: listUrl(kind, doc.id.slice(kind.length + 1), locale) };
  });
}

/**
 * Reads every row search covers, as the anon role (what any visitor may see),
 * through the public lists (lib/public-lists.ts: plain fetch, no
 * supabase-js), in the browser and at build time alike.
 * @throws DataError when a table cannot be read.
 */
export async function fetchContentRows(options: PublicRestOptions = {}): Promise<ContentRows> {
  const [whitePapers, caseStudies, videos, documentation, news] = await Promise.all([
    WHITE_PAPERS_LIST.fetch(options),
    CASE_STUDIES_LIST.fetch(options),
    VIDEOS_LIST.fetch(options),
    DOCUMENTATION_LIST.fetch(options),
    NEWS_LIST.fetch(options),
  ]);
  return { whitePapers, caseStudies, videos, documentation, news };
}
