// The benchmark's route set (issue #13): ≥ 8 pages per language, the required kinds, and the --routes option;
// issue #26: two item pages of each type, seeded items, in the default set.
import { describe, expect, it } from "vitest";
import { ITEM_PAGE_TABLES } from "../../../shared/content/item-pages";
import { SEED_SLUG_CHANGES } from "../../../supabase/seed/content";
import { itemRouteOf, LOCALES, PUBLIC_ROUTES } from "../../../site/src/app/paths";
import {
  DEFAULT_BENCH_ITEMS,
  DEFAULT_BENCH_KEYS,
  parseBenchRoutes,
  parseBenchTargets,
} from "../../../site/bench/routes";

describe("bench routes", () => {
  it("measures at least 8 pages per language by default, including home, a product, a form and the data pages", () => {
    const routes = parseBenchRoutes(undefined);
    for (const locale of LOCALES) expect(routes.filter((r) => r.locale === locale).length).toBeGreaterThanOrEqual(8);
    const paths = routes.map((r) => r.path);
    for (const path of [
      "/",
      "/zh",
      "/products/rss-systems",
      "/get-quote",
      "/zh/get-quote",
      "/resources/white-papers",
      "/resources/case-studies",
      "/resources/video-library",
      "/zh/resources/video-library",
    ])
      expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(parseBenchRoutes("  ")).toEqual(routes);
    expect((DEFAULT_BENCH_KEYS.length + DEFAULT_BENCH_ITEMS.length) * LOCALES.length).toBe(routes.length);
  });

  it("measures two seeded item pages of each type by default, in every language, under their list's key", () => {
    const items = parseBenchRoutes(undefined).filter((r) => itemRouteOf(r.path));
    for (const table of ITEM_PAGE_TABLES)
      for (const locale of LOCALES)
        expect(items.filter((r) => r.locale === locale && itemRouteOf(r.path)!.table === table)).toHaveLength(2);
    // The seed's items with a changed slug are measured at their current address.
    for (const change of SEED_SLUG_CHANGES.filter((c) => DEFAULT_BENCH_ITEMS.some((i) => i.table === c.table)))
      expect(DEFAULT_BENCH_ITEMS.map((i) => i.slug)).not.toContain(change.firstSlug);
    expect(items.map((r) => [r.key, r.locale, r.path])).toContainEqual([
      "caseStudies",
      "zh",
      "/zh/resources/case-studies/north-sea-extended-reach-producer",
    ]);
    expect(items.map((r) => r.path)).toContain("/resources/white-papers/downhole-turbine-power-48-v-at-190-350-gpm");
  });

  it('"all" is every public route in every language', () => {
    const all = parseBenchRoutes("all");
    expect(all).toHaveLength(PUBLIC_ROUTES.length * LOCALES.length);
    expect(all.map((r) => r.path)).toContain("/zh/privacy");
  });

  it("a comma-separated list names pages in either language", () => {
    expect(parseBenchRoutes("/, /zh ,/zh/get-quote,/products/rss-systems/")).toEqual([
      { key: "home", locale: "en", path: "/" },
      { key: "home", locale: "zh", path: "/zh" },
      { key: "quote", locale: "zh", path: "/zh/get-quote" },
      { key: "rssSystems", locale: "en", path: "/products/rss-systems" },
    ]);
  });

  it("a list may name item pages", () => {
    expect(parseBenchRoutes("/zh/company/news/record-lateral-drilled-in-the-permian-basin/")).toEqual([
      { key: "news", locale: "zh", path: "/zh/company/news/record-lateral-drilled-in-the-permian-basin" },
    ]);
    expect(() => parseBenchRoutes("/company/news/Not_A_Slug")).toThrow(
      'Not a public route: "/company/news/Not_A_Slug"',
    );
  });

  it("refuses a path that is not a public route, naming it", () => {
    expect(() => parseBenchRoutes("/,/nope")).toThrow('Not a public route: "/nope"');
    expect(() => parseBenchRoutes("/admin")).toThrow("/admin");
  });

  it("measures the admin's first paint with the default set, all, or when the list names /admin", () => {
    expect(parseBenchTargets(undefined)).toEqual({ routes: parseBenchRoutes(undefined), admin: true });
    expect(parseBenchTargets("all").admin).toBe(true);
    expect(parseBenchTargets("/,/zh")).toEqual({ routes: parseBenchRoutes("/,/zh"), admin: false });
    expect(parseBenchTargets("/zh, /admin/")).toEqual({ routes: parseBenchRoutes("/zh"), admin: true });
    expect(parseBenchTargets("/admin")).toEqual({ routes: [], admin: true });
    expect(() => parseBenchTargets("/admin,/nope")).toThrow("/nope");
  });
});
