/**
 * Per-route document head (issue #3 SEO, issue #10 languages), shared by the
 * prerender and the client: title, meta description, canonical URL and the
 * `hreflang` alternates (en, zh-CN, x-default) of a public page.
 */
import type { TFunction } from "i18next";
import { absoluteUrl, LOCALE_TAG, LOCALES, localeOf, pageKeyOf, publicRouteOf, withLocale } from "../app/paths";

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
}

/** Absolute URLs of a public route in every language plus x-default (the English one), for heads and the sitemap. */
export function alternatesOf(path: string, origin?: string): Alternate[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: LOCALE_TAG[locale], href: absoluteUrl(withLocale(path, locale), origin) })),
    { hreflang: "x-default", href: absoluteUrl(path, origin) },
  ];
}

/** Title, description, canonical URL and alternates of `pathname`, with `t` in the page's language. */
export function documentMetaOf(pathname: string, t: TFunction, origin?: string): DocumentMeta {
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
  ];
}
