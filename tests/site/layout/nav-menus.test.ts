import { describe, expect, it } from "vitest";
import { PUBLIC_ROUTES } from "../../../site/src/app/paths";
import { buildYear } from "../../../site/src/components/layout/build-year";
import { NAV_MENUS, navMenus, navPanelId } from "../../../site/src/components/layout/nav-menus";
import { common as en } from "../../../site/src/i18n/locales/en/common";
import { common as zh } from "../../../site/src/i18n/locales/zh/common";

const keysOf = (menu: string) => NAV_MENUS.find((m) => m.key === menu)!.groups.flatMap((g) => g.routes);

describe("NAV_MENUS (issue #30)", () => {
  it("lists every route under /products/, /services/ and /resources/ in its own menu, once", () => {
    for (const [menu, prefix] of [
      ["products", "/products/"],
      ["services", "/services/"],
      ["resources", "/resources/"],
    ] as const) {
      const expected = PUBLIC_ROUTES.filter((r) => r.path.startsWith(prefix)).map((r) => r.key);
      expect(expected.length).toBeGreaterThan(3);
      expect(keysOf(menu)).toEqual(expect.arrayContaining(expected));
    }
    const all = NAV_MENUS.flatMap((m) => m.groups.flatMap((g) => g.routes));
    expect(new Set(all).size).toBe(all.length);
  });

  it("puts the product pages at the site's root (Explore RSS Solutions, Watch Demo) in Products, after the /products/ pages", () => {
    const pages = NAV_MENUS[0]!.groups.find((g) => g.key === "pages")!.routes;
    expect(pages.slice(-2)).toEqual(["exploreRss", "watchDemo"]);
    expect(pages.slice(0, 4)).toEqual(["rssSystems", "drillingTools", "measurementTools", "softwareSolutions"]);
  });

  it("groups the enquiry forms of Products as requests", () => {
    const requests = NAV_MENUS[0]!.groups.find((g) => g.key === "requests")!.routes;
    expect(requests).toEqual(["technicalDocs", "representative", "sales", "consultation", "demo"]);
  });

  it("leaves the home, company, quote and privacy pages out (the anchors, Get Quote and the footer reach them)", () => {
    const all = NAV_MENUS.flatMap((m) => m.groups.flatMap((g) => g.routes));
    for (const key of ["home", "quote", "about", "careers", "contact", "news", "privacy"])
      expect(all).not.toContain(key);
  });

  it("follows the route table: a new route under /services/ is in Services, a menu without routes has no group", () => {
    const menus = navMenus([
      { key: "training", path: "/services/training", page: "services/service-page" },
      { key: "news", path: "/services/new-one", page: "services/service-page" },
    ] as never);
    expect(menus.map((m) => m.key)).toEqual(["products", "services", "resources"]);
    expect(menus[1]!.groups).toEqual([{ key: "pages", routes: ["training", "news"] }]);
    expect(menus[0]!.groups).toEqual([]);
    expect(menus[2]!.groups).toEqual([]);
  });

  it("has a label for every link and group heading in English and Chinese", () => {
    for (const locale of [en, zh]) {
      for (const menu of NAV_MENUS) {
        expect(locale.footer[menu.key]).toBeTruthy();
        for (const group of menu.groups) {
          expect((locale.header.groups[menu.key] as Record<string, string>)[group.key]).toBeTruthy();
          for (const key of group.routes) expect(locale.meta[key].title, key).toBeTruthy();
        }
      }
    }
  });

  it("names each panel after its menu", () => {
    expect(navPanelId("resources")).toBe("nav-menu-resources");
  });
});

describe("buildYear()", () => {
  it("is the UTC year of the build date", () => {
    expect(buildYear(new Date("2026-11-27T12:00:00Z"))).toBe(2026);
    // 23:30 in New York on New Year's Eve is already the next year in UTC.
    expect(buildYear(new Date("2026-12-31T23:30:00-05:00"))).toBe(2027);
  });
  it("defaults to now", () => {
    expect(buildYear()).toBe(new Date().getUTCFullYear());
  });
});
