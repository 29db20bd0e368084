/**
 * Structured data of the item pages (issue #26: JSON-LD in the head, so
 * search engines read what an item is): a white paper is a TechArticle, a
 * case study and a news item an Article, a video a VideoObject (with its
 * thumbnail, upload date and ISO 8601 duration). Written into
 * `<script type="application/ld+json">` by lib/document-meta.ts; a data
 * block, so the site's CSP (config/security-headers.ts inlineScripts) does
 * not hash it.
 */
import { isoDurationOrNull } from "../../../shared/content/iso-duration";
import { absoluteUrl, itemHref, LOCALE_TAG, type Locale } from "../app/paths";
import type { FoundItem } from "../features/items/item-lookup";
import { itemTitle, pictureUrl, seoDescription } from "../features/items/item-text";

/** A JSON-LD object (schema.org vocabulary). */
export type JsonLd = Record<string, unknown>;

/** The schema.org type of each table's items. */
export const ITEM_SCHEMA_TYPE = {
  white_papers: "TechArticle",
  case_studies: "Article",
  videos: "VideoObject",
  news: "Article",
} as const;

/** `url` (absolute, or a path on the site) as an absolute URL against `origin`; null when empty or unreadable. */
export function absoluteAssetUrl(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, `${origin.replace(/\/$/, "")}/`).href;
  } catch {
    return null;
  }
}

/** The day of an ISO date or timestamp ("2026-09-14T10:00:00Z" → "2026-09-14"); the text itself when it is not one. */
const isoDay = (value: string) => (/^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : value);

/** Drops the entries whose value is null, undefined or "" (schema.org readers prefer a missing property to an empty one). */
const compact = (data: JsonLd): JsonLd =>
  Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null && value !== undefined && value !== ""));

/**
 * The JSON-LD of an item's page in `locale`: its type (ITEM_SCHEMA_TYPE),
 * title, description (the SEO description, as the meta description), the
 * absolute URL of the page and of its picture, language and the publisher
 * (`brand`, the site's organisation, at `origin`).
 */
export function itemJsonLd(found: FoundItem, locale: Locale, origin: string, brand: string): JsonLd {
  const url = absoluteUrl(itemHref(found.table, found.row.slug, locale), origin);
  const image = absoluteAssetUrl(pictureUrl(found), origin);
  const publisher = { "@type": "Organization", name: brand, url: absoluteUrl("/", origin) };
  const common = {
    "@context": "https://schema.org",
    "@type": ITEM_SCHEMA_TYPE[found.table],
    url,
    inLanguage: LOCALE_TAG[locale],
    description: seoDescription(found, locale),
  };
  const title = itemTitle(found, locale).text;
  switch (found.table) {
    case "videos": {
      const row = found.row;
      return compact({
        ...common,
        name: title,
        thumbnailUrl: image,
        uploadDate: isoDay(row.date_published),
        duration: isoDurationOrNull(row.duration) ?? isoDurationOrNull(row.duration_zh),
        contentUrl: absoluteAssetUrl(row.video_url, origin),
        publisher,
      });
    }
    case "white_papers":
      return compact({
        ...common,
        headline: title,
        image,
        author: { "@type": "Person", name: found.row.author },
        datePublished: isoDay(found.row.date_published),
        dateModified: found.row.updated_at,
        mainEntityOfPage: url,
        publisher,
      });
    case "case_studies":
      return compact({
        ...common,
        headline: title,
        image,
        author: publisher,
        // A case study has its project's year, not a publication date: it went live when it was created.
        datePublished: found.row.created_at,
        dateModified: found.row.updated_at,
        mainEntityOfPage: url,
        publisher,
      });
    case "news":
      return compact({
        ...common,
        headline: title,
        image,
        author: publisher,
        datePublished: isoDay(found.row.date_published),
        dateModified: found.row.updated_at,
        mainEntityOfPage: url,
        publisher,
      });
  }
}

/** `data` as a `<script type="application/ld+json">` element, with `<` escaped so no text can close the element. */
export function jsonLdScript(data: JsonLd): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}
