/**
 * Per-route document head (issue #3 SEO, issue #10 languages), shared by the
 * prerender and the client: title, meta description, canonical URL and the
 * `hreflang` alternates (en, zh-CN, x-default) of a public page.
 *
 * An item page (issue #26) gets its item's SEO title and description
 * (defaulting to the title and the description or excerpt), its own
 * canonical URL and alternates, Open Graph and Twitter card tags with the
 * item's picture as an absolute URL, and its JSON-LD (lib/structured-data.ts).
 */
import type { TFunction } from "i18next";
import {
  absoluteUrl,
  itemHref,
  LOCALE_TAG,
  LOCALES,
  localeOf,
  pageKeyOf,
  publicRouteOf,
  SITE_URL,
  withLocale,
  type Locale,
} from "../app/paths";
import { itemPath } from "../../../shared/content/item-pages";
import { itemAt, type FoundItem } from "../features/items/item-lookup";
import { pictureAlt, pictureUrl, seoDescription, seoTitle } from "../features/items/item-text";
import { absoluteAssetUrl, itemJsonLd, jsonLdScript, type JsonLd } from "./structured-data";

/** One `<link rel="alternate">`: its hreflang and absolute URL. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/** Head data of one page. */
export interface DocumentMeta {
  title: string;
  description: string;
  /** The page's own absolute URL; null for pages that are not public routes (not found, admin). */
  canonical: string | null;
  /** The page in every language plus x-default (English); empty when canonical is null. */
  alternates: Alternate[];
  /** Open Graph and Twitter card data beyond title and description (item pages, issue #26). */
  social?: SocialMeta;
  /** The page's structured data (item pages, issue #26). */
  jsonLd?: JsonLd;
}

/** Open Graph / Twitter card data of a page (issue #26). */
export interface SocialMeta {
  /** og:type: "article", "video.other" (videos) or "website". */
  type: "article" | "video.other" | "website";
  /** The page's picture: absolute URL and alt text; absent when the page has none. */
  image?: { url: string; alt: string };
  /** og:locale of the page ("en_US"), and of its other languages. */
  locale: string;
  alternateLocales: string[];
}

/** og:locale of each language (Open Graph wants language_TERRITORY). */
export const OG_LOCALE: Record<Locale, string> = { en: "en_US", zh: "zh_CN" };

/**
 * The site-wide picture shared for an item page without one of its own (a
 * path under site/public; issue #26): the brand's share card, 1200×630 PNG,
 * drawn by site/scripts/share-card.ts. Its alt text is the brand's name
 * (the card shows the brand's mark and no text).
 */
export const SITE_SHARE_IMAGE = "/share-card.png";

/** Absolute URLs of a public route in every language plus x-default (the English one), for heads and the sitemap. */
export function alternatesOf(path: string, origin?: string): Alternate[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: LOCALE_TAG[locale], href: absoluteUrl(withLocale(path, locale), origin) })),
    { hreflang: "x-default", href: absoluteUrl(path, origin) },
  ];
}

/**
 * The head of an item's page in `locale` (issue #26), `t` in that language:
 * `${SEO title} | brand`, the SEO description, canonical and alternates of
 * the item's page, Open Graph (article; video.other for videos) and Twitter
 * card tags with its picture (else the site's share card, SITE_SHARE_IMAGE), and its JSON-LD.
 */
export function itemDocumentMeta(found: FoundItem, locale: Locale, t: TFunction, origin?: string): DocumentMeta {
  const base = origin ?? SITE_URL;
  const own = pictureUrl(found);
  const picture = absoluteAssetUrl(own ?? SITE_SHARE_IMAGE, base);
  const alt = own ? pictureAlt(found, locale).text : t("brand.name");
  return {
    title: `${seoTitle(found, locale)} | ${t("brand.name")}`,
    description: seoDescription(found, locale),
    canonical: absoluteUrl(itemHref(found.table, found.row.slug, locale), origin),
    alternates: alternatesOf(itemPath(found.table, found.row.slug), origin),
    social: {
      type: found.table === "videos" ? "video.other" : "article",
      image: picture ? { url: picture, alt } : undefined,
      locale: OG_LOCALE[locale],
      alternateLocales: LOCALES.filter((l) => l !== locale).map((l) => OG_LOCALE[l]),
    },
    jsonLd: itemJsonLd(found, locale, base, t("brand.name")),
  };
}

/** Title, description, canonical URL and alternates of `pathname`, with `t` in the page's language (an item page's: itemDocumentMeta). */
export function documentMetaOf(pathname: string, t: TFunction, origin?: string): DocumentMeta {
  const item = itemAt(pathname);
  if (item) return itemDocumentMeta(item, localeOf(pathname), t, origin);
  const key = pageKeyOf(pathname);
  const route = publicRouteOf(pathname);
  return {
    title: `${t(`meta.${key}.title`)} | ${t("brand.name")}`,
    description: t(`meta.${key}.description`),
    canonical: route ? absoluteUrl(withLocale(route.path, localeOf(pathname)), origin) : null,
    alternates: route ? alternatesOf(route.path, origin) : [],
  };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const metaTag = (attribute: "name" | "property", key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;

/** Open Graph and Twitter card tags of `meta.social` (none without it). */
function socialTags(meta: DocumentMeta): string[] {
  const social = meta.social;
  if (!social) return [];
  const image = social.image;
  return [
    metaTag("property", "og:type", social.type),
    ...(meta.canonical ? [metaTag("property", "og:url", meta.canonical)] : []),
    metaTag("property", "og:locale", social.locale),
    ...social.alternateLocales.map((locale) => metaTag("property", "og:locale:alternate", locale)),
    ...(image ? [metaTag("property", "og:image", image.url), metaTag("property", "og:image:alt", image.alt)] : []),
    metaTag("name", "twitter:card", image ? "summary_large_image" : "summary"),
    metaTag("name", "twitter:title", meta.title),
    metaTag("name", "twitter:description", meta.description),
    ...(image ? [metaTag("name", "twitter:image", image.url), metaTag("name", "twitter:image:alt", image.alt)] : []),
  ];
}

/** The head tags of `meta` as HTML (the prerender). */
export function documentMetaHtml(meta: DocumentMeta): string[] {
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.canonical ? [`<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`] : []),
    ...meta.alternates.map(
      (a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`,
    ),
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    ...socialTags(meta),
    ...(meta.jsonLd ? [jsonLdScript(meta.jsonLd)] : []),
  ];
}
