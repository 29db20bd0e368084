/**
 * The routes `npm run bench:site` measures (issue #13): one list, named here
 * only. The default set is home, a product page, the product catalog, the
 * technical specifications, a form page, the four data pages and (issue #26)
 * two item pages of each type (seeded items), in every language
 * ((9 + 8) × 2 = 34 pages); `all` is every public route in every language.
 * `/admin` is measured apart (its first paint beside a public page's, issue #24).
 */
import { ITEM_PAGE_TABLES, ITEM_PAGE_TYPES, slugify, type ItemPageTable } from "../../shared/content/item-pages";
import { CASE_STUDIES, NEWS, VIDEOS, WHITE_PAPERS } from "../../supabase/seed/content";
import {
  LOCALES,
  PUBLIC_ROUTES,
  href,
  itemHref,
  itemRouteOf,
  localeOf,
  publicRouteOf,
  type Locale,
  type RouteKey,
} from "../src/app/paths";

/** One measured page: its route key (an item page's: its list's), its language and its URL path. */
export interface BenchRoute {
  key: RouteKey;
  locale: Locale;
  path: string;
}

/** Route keys of the default set (issue #13: ≥ 8 per language, home, a product page, a form page, the data pages). */
export const DEFAULT_BENCH_KEYS: readonly RouteKey[] = [
  "home",
  "rssSystems",
  "productCatalog",
  "technicalSpecifications",
  "quote",
  "whitePapers",
  "caseStudies",
  "videoLibrary",
  "documentation",
];

/** One item page (issue #26): its table and slug. */
export interface BenchItem {
  table: ItemPageTable;
  slug: string;
}

/** The seeded rows of each type with item pages (supabase/seed/content.ts), in seed order. */
const SEEDED: Record<ItemPageTable, readonly { title: string }[]> = {
  white_papers: WHITE_PAPERS,
  case_studies: CASE_STUDIES,
  videos: VIDEOS,
  news: NEWS,
};

/**
 * Item pages of the default set (issue #26): the first two seeded items of
 * each type (among them each type's item with a changed slug), at the slug
 * the database makes from the English title (`slugify`, as its trigger does).
 */
export const DEFAULT_BENCH_ITEMS: readonly BenchItem[] = ITEM_PAGE_TABLES.flatMap((table) =>
  SEEDED[table].slice(0, 2).map((row) => ({ table, slug: slugify(row.title) })),
);

/** The route key of a table's list page, which its item pages are measured under ("white_papers" → "whitePapers"). */
function listKeyOf(table: ItemPageTable): RouteKey {
  return publicRouteOf(ITEM_PAGE_TYPES[table].listPath)!.key;
}

/** The pages of `keys` and then of `items` in every language, language by language (English first). */
export function routesOf(keys: readonly RouteKey[], items: readonly BenchItem[] = []): BenchRoute[] {
  return LOCALES.flatMap((locale) => [
    ...keys.map((key) => ({ key, locale, path: href(key, locale) })),
    ...items.map(({ table, slug }) => ({ key: listKeyOf(table), locale, path: itemHref(table, slug, locale) })),
  ]);
}

/**
 * The pages a `--routes` / `BENCH_ROUTES` value names: undefined or "" → the
 * default set; "all" → every public route in every language; otherwise a
 * comma-separated list of URL paths in either language ("/,/zh,/get-quote",
 * item pages too: "/zh/company/news/<slug>").
 * @throws Error naming a path that is neither a public route nor an item page's.
 */
export function parseBenchRoutes(value: string | undefined): BenchRoute[] {
  const text = (value ?? "").trim();
  if (!text) return routesOf(DEFAULT_BENCH_KEYS, DEFAULT_BENCH_ITEMS);
  if (text === "all") return routesOf(PUBLIC_ROUTES.map((r) => r.key));
  return text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)
    .map((path) => {
      const route = publicRouteOf(path);
      const item = route ? undefined : itemRouteOf(path);
      const locale = localeOf(path);
      if (item) return { key: listKeyOf(item.table), locale, path: itemHref(item.table, item.slug, locale) };
      if (!route)
        throw new Error(
          `Not a public route: "${path}" (use a path such as / or /zh/get-quote, an item page such as /company/news/<slug>, or "all")`,
        );
      return { key: route.key, locale, path: href(route.key, locale) };
    });
}

/** The admin's one URL: not a public route, measured by its first paint (admin-paint.ts). */
export const ADMIN_PATH = "/admin";

/**
 * What a `--routes` / `BENCH_ROUTES` value asks bench:site for: the public pages
 * (parseBenchRoutes) and whether to measure the admin's first paint. The default
 * set and `all` include the admin; a list includes it when it names `/admin`
 * (`--routes /admin` measures the admin alone).
 * @throws Error as parseBenchRoutes.
 */
export function parseBenchTargets(value: string | undefined): { routes: BenchRoute[]; admin: boolean } {
  const text = (value ?? "").trim();
  if (!text || text === "all") return { routes: parseBenchRoutes(text), admin: true };
  const paths = text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const publicPaths = paths.filter((p) => p.replace(/\/+$/, "") !== ADMIN_PATH);
  return {
    routes: publicPaths.length > 0 ? parseBenchRoutes(publicPaths.join(",")) : [],
    admin: publicPaths.length < paths.length,
  };
}
