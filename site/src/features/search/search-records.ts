/**
 * Database rows as search documents (issue #14): reading the rows search
 * covers (the public lists, plain fetch with the anon key) and turning them
 * into documents in one language. Used by the build for the index file and
 * by the browser for the live rows, which it loads after the first answer
 * (issue #24).
 */
import { documentName, localized } from "../../../../shared/content/translations";
import type { CaseStudy, Documentation, NewsItem, Video, WhitePaper } from "../../../../shared/types/domain";
import { href, type Locale } from "../../app/paths";
import {
  CASE_STUDIES_LIST,
  DOCUMENTATION_LIST,
  NEWS_LIST,
  VIDEOS_LIST,
  WHITE_PAPERS_LIST,
} from "../../lib/public-lists";
import type { PublicRestOptions } from "../../lib/public-rest";
import { itemAnchor, type RecordKind } from "../../lib/item-anchor";
import { RECORD_ROUTE, type SearchDoc } from "./search-documents";

const recordUrl = (kind: RecordKind, id: string, locale: Locale) =>
  href(RECORD_ROUTE[kind], locale, itemAnchor(kind, id));
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
  for (const n of rows.news)
    docs.push({
      id: `news:${n.id}`,
      kind: "news",
      title: localized(n, "title", locale),
      text: join(localized(n, "excerpt", locale), localized(n, "body", locale), n.date_published),
      url: recordUrl("news", n.id, locale),
    });
  return docs;
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
