/**
 * The route table of the public site: the one source of its routes (spec §2
 * route list, /privacy of issue #9) and of their URLs in each language
 * (issue #10). The router (routes.tsx), the prerender list and sitemap
 * (scripts/build.ts, through entry-server.tsx), the document head
 * (lib/document-meta.ts) and the browser tests all read it.
 *
 * English pages live at the spec's paths; Chinese ones at the same path under
 * `/zh` (`/zh`, `/zh/products/rss-systems`). `href(key, locale)` builds a URL;
 * `localeOf` and `stripLocale` read one.
 */

import { isUnderAdmin } from "../../../shared/admin/admin-paths";
import {
  ITEM_PAGE_TABLES,
  ITEM_PAGE_TYPES,
  isSlug,
  itemPath,
  type ItemPageTable,
} from "../../../shared/content/item-pages";
import { LANGUAGES } from "../../../shared/i18n/languages";
import { LOCAL_SITE_ORIGIN } from "../../../shared/local-defaults";

/** Languages of the public site (spec §3 Language), English first (the default, at unprefixed paths). */
export const LOCALES = LANGUAGES;
/** One language of the public site. */
export type Locale = (typeof LOCALES)[number];

/** URL prefix of each language: English has none. */
export const LOCALE_PREFIX: Record<Locale, "" | `/${string}`> = { en: "", zh: "/zh" };

/** BCP 47 tag of each language: `<html lang>`, `hreflang` and the sitemap's alternates. */
export const LOCALE_TAG: Record<Locale, string> = { en: "en", zh: "zh-CN" };

/**
 * Every public route: its meta key (document title and description come from
 * `meta.<key>` in the locales) and its page module under `src/features/`
 * (enquiry and service pages share one module and get the key as their kind).
 */
export const PUBLIC_ROUTES = [
  { key: "home", path: "/", page: "home/home-page" },
  { key: "quote", path: "/get-quote", page: "quote/quote-page" },
  { key: "exploreRss", path: "/explore-rss-solutions", page: "products/explore-rss-page" },
  { key: "watchDemo", path: "/watch-demo", page: "products/watch-demo-page" },
  { key: "about", path: "/company/about", page: "company/about-page" },
  { key: "careers", path: "/company/careers", page: "company/careers-page" },
  { key: "contact", path: "/company/contact", page: "company/contact-page" },
  { key: "news", path: "/company/news", page: "company/news-page" },
  { key: "rssSystems", path: "/products/rss-systems", page: "products/rss-systems-page" },
  { key: "drillingTools", path: "/products/drilling-tools", page: "products/drilling-tools-page" },
  { key: "measurementTools", path: "/products/measurement-tools", page: "products/measurement-tools-page" },
  { key: "softwareSolutions", path: "/products/software-solutions", page: "products/software-solutions-page" },
  { key: "technicalDocs", path: "/products/request-technical-docs", page: "enquiries/enquiry-page" },
  { key: "representative", path: "/products/contact-representative", page: "enquiries/enquiry-page" },
  { key: "productCatalog", path: "/products/product-catalog", page: "products/product-catalog-page" },
  { key: "sales", path: "/products/contact-sales-team", page: "enquiries/enquiry-page" },
  {
    key: "measurementSolutions",
    path: "/products/explore-measurement-solutions",
    page: "products/measurement-solutions-page",
  },
  {
    key: "technicalSpecifications",
    path: "/products/technical-specifications",
    page: "products/technical-specifications-page",
  },
  { key: "consultation", path: "/products/schedule-consultation", page: "enquiries/enquiry-page" },
  { key: "platforms", path: "/products/explore-platforms", page: "products/platforms-page" },
  { key: "demo", path: "/products/request-demo", page: "enquiries/enquiry-page" },
  { key: "technicalSupport", path: "/services/technical-support", page: "services/service-page" },
  { key: "training", path: "/services/training", page: "services/service-page" },
  { key: "consulting", path: "/services/consulting", page: "services/service-page" },
  { key: "maintenance", path: "/services/maintenance", page: "services/service-page" },
  { key: "documentation", path: "/resources/documentation", page: "resources/documentation-page" },
  { key: "caseStudies", path: "/resources/case-studies", page: "resources/case-studies-page" },
  { key: "whitePapers", path: "/resources/white-papers", page: "resources/white-papers-page" },
  { key: "videoLibrary", path: "/resources/video-library", page: "resources/video-library-page" },
  { key: "privacy", path: "/privacy", page: "legal/privacy-page" },
  // Issue #30: their texts are site settings the admin edits (app/contact-info.ts legalText).
  { key: "terms", path: "/terms", page: "legal/legal-text-page" },
  { key: "cookies", path: "/cookies", page: "legal/legal-text-page" },
] as const;

/** One public route. */
export type PublicRoute = (typeof PUBLIC_ROUTES)[number];
/** Key of a public route ("home", "rssSystems", …). */
export type RouteKey = PublicRoute["key"];
/** English path of a public route ("/", "/products/rss-systems", …). */
export type RoutePath = PublicRoute["path"];
/** Meta key of any page, including the not-found and admin pages. */
export type PageKey = RouteKey | "notFound" | "admin";

/** Page module of the not-found page (under `src/features/`), prerendered once per language. */
export const NOT_FOUND_PAGE = "system/not-found-page";

const BY_KEY = new Map<string, PublicRoute>(PUBLIC_ROUTES.map((r) => [r.key, r]));
const BY_PATH = new Map<string, PublicRoute>(PUBLIC_ROUTES.map((r) => [r.path, r]));

/** The route of `key`. */
export function routeOf(key: RouteKey): PublicRoute {
  return BY_KEY.get(key)!;
}

/** Prefixes an English site path with the language's prefix: ("/", "zh") → "/zh"; ("/get-quote#x", "zh") → "/zh/get-quote#x". */
export function withLocale(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  if (path === "/") return prefix;
  if (path.startsWith("/#") || path.startsWith("/?")) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/** URL path of route `key` in `locale`, with an optional `#hash` (no leading #): href("rssSystems", "zh") → "/zh/products/rss-systems". */
export function href(key: RouteKey, locale: Locale = "en", hash?: string): string {
  const path = withLocale(routeOf(key).path, locale);
  return hash ? `${path}#${hash}` : path;
}

/** The language a pathname is in: "zh" for `/zh` and `/zh/…`, else "en". */
export function localeOf(pathname: string): Locale {
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIX[locale];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale;
  }
  return "en";
}

/** The pathname without its language prefix: "/zh/products/x" → "/products/x", "/zh" → "/". */
export function stripLocale(pathname: string): string {
  const prefix = LOCALE_PREFIX[localeOf(pathname)];
  if (!prefix) return pathname;
  const rest = pathname.slice(prefix.length);
  return rest === "" ? "/" : rest;
}

/** The same location in another language (search and #hash kept): ("/zh/get-quote", "?a=1", "#f", "en") → "/get-quote?a=1#f". */
export function switchLocale(pathname: string, search: string, hash: string, locale: Locale): string {
  return `${withLocale(stripLocale(pathname), locale)}${search}${hash}`;
}

/** The public route a pathname shows (either language, trailing slash ignored), or undefined. */
export function publicRouteOf(pathname: string): PublicRoute | undefined {
  const bare = stripLocale(pathname);
  const clean = bare !== "/" && bare.endsWith("/") ? bare.slice(0, -1) : bare;
  return BY_PATH.get(clean);
}

/** Meta key of a pathname: the public route's key, "admin" under /admin, else "notFound". */
export function pageKeyOf(pathname: string): PageKey {
  const found = publicRouteOf(pathname);
  if (found) return found.key;
  if (isUnderAdmin(pathname)) return "admin";
  return "notFound";
}

/** Router path pattern matching route `path` in every language: "/products/x" → "/zh?/products/x", "/" → "/zh?". */
export function routePattern(path: RoutePath): string {
  // One optional static segment per prefixed language, so both URLs share one route object and
  // switching language keeps the page mounted (what the visitor typed stays).
  const optional = LOCALES.filter((l) => LOCALE_PREFIX[l])
    .map((l) => `${LOCALE_PREFIX[l]}?`)
    .join("");
  return path === "/" ? optional : `${optional}${path}`;
}

/**
 * Page module of every item page (issue #26: one page per published white
 * paper, case study, video and news item, at `<list path>/<slug>` in each
 * language; shared/content/item-pages.ts says which types and where).
 */
export const ITEM_PAGE = "items/item-page";

/** One item page's address, read: its table and slug. */
export interface ItemRoute {
  table: ItemPageTable;
  slug: string;
}

/** URL path of an item's page in `locale`: ("news", "x", "zh") → "/zh/company/news/x". */
export function itemHref(table: ItemPageTable, slug: string, locale: Locale = "en"): string {
  return withLocale(itemPath(table, slug), locale);
}

/**
 * The item page a pathname addresses (either language, trailing slash
 * ignored): "/zh/resources/case-studies/north-sea" → { table: "case_studies",
 * slug: "north-sea" }; undefined for any other path, or a segment that is not
 * a valid slug. Whether such an item exists is the page's business.
 */
export function itemRouteOf(pathname: string): ItemRoute | undefined {
  const bare = stripLocale(pathname).replace(/\/$/, "");
  for (const table of ITEM_PAGE_TABLES) {
    const prefix = `${ITEM_PAGE_TYPES[table].listPath}/`;
    if (!bare.startsWith(prefix)) continue;
    const slug = bare.slice(prefix.length);
    return isSlug(slug) ? { table, slug } : undefined;
  }
  return undefined;
}

/** Router path pattern of a table's item pages in every language: "/zh?/resources/white-papers/:slug". */
export function itemRoutePattern(table: ItemPageTable): string {
  return `${routePattern(ITEM_PAGE_TYPES[table].listPath as RoutePath)}/:slug`;
}

/** The Privacy Policy page (issue #9): the footer link and every form's consent sentence lead here. */
export const PRIVACY_ROUTE: RouteKey = "privacy";
/** The Terms of Service and Cookie Policy pages (issue #30): the footer links lead here. */
export const TERMS_ROUTE: RouteKey = "terms";
export const COOKIES_ROUTE: RouteKey = "cookies";

/** The home page's anchor sections, in page order (spec §2 Header). */
export const HOME_SECTIONS = ["home", "features", "specs", "about", "contact"] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** Public base URL used for canonical links and the sitemap (build-time VITE_SITE_URL), without a trailing slash. */
export const SITE_URL: string = ((import.meta.env?.VITE_SITE_URL as string | undefined) || LOCAL_SITE_ORIGIN).replace(
  /\/$/,
  "",
);

/** Absolute URL of a site path on SITE_URL (or `origin`). */
export function absoluteUrl(path: string, origin: string = SITE_URL): string {
  return `${origin.replace(/\/$/, "")}${path}`;
}

/** An English site path, optionally with a #section: what links in components and page configs are written as. */
export type SitePath = RoutePath | `${RoutePath}#${string}`;
