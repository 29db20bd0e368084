/**
 * The routes `npm run bench:site` measures (issue #13): one list, named here
 * only. The default set is home, a product page, the product catalog, the
 * technical specifications, a form page and the four data pages, in every
 * language (9 × 2 = 18 pages); `all` is every public route in every language.
 * `/admin` is measured apart (its first paint beside a public page's, issue #24).
 */
import { LOCALES, PUBLIC_ROUTES, href, localeOf, publicRouteOf, type Locale, type RouteKey } from "../src/app/paths";

/** One measured page: its route key, its language and its URL path. */
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

/** The pages of `keys` in every language, language by language (English first). */
export function routesOf(keys: readonly RouteKey[]): BenchRoute[] {
  return LOCALES.flatMap((locale) => keys.map((key) => ({ key, locale, path: href(key, locale) })));
}

/**
 * The pages a `--routes` / `BENCH_ROUTES` value names: undefined or "" → the
 * default set; "all" → every public route in every language; otherwise a
 * comma-separated list of URL paths in either language ("/,/zh,/get-quote").
 * @throws Error naming a path that is not a public route.
 */
export function parseBenchRoutes(value: string | undefined): BenchRoute[] {
  const text = (value ?? "").trim();
  if (!text) return routesOf(DEFAULT_BENCH_KEYS);
  if (text === "all") return routesOf(PUBLIC_ROUTES.map((r) => r.key));
  return text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)
    .map((path) => {
      const route = publicRouteOf(path);
      if (!route) throw new Error(`Not a public route: "${path}" (use a path such as / or /zh/get-quote, or "all")`);
      const locale = localeOf(path);
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
