/** The route table and its URL helpers (site/src/app/paths.ts, issue #10), and the router built from it. */
import { matchRoutes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import {
  href,
  localeOf,
  pageKeyOf,
  PUBLIC_ROUTES,
  publicRouteOf,
  routePattern,
  stripLocale,
  switchLocale,
  withLocale,
} from "../../site/src/app/paths";
import { routes } from "../../site/src/app/routes";
import { alternatesOf, documentMetaOf } from "../../site/src/lib/document-meta";
import { localeRedirectScript } from "../../site/src/app/locale-redirect";

describe("href()", () => {
  it("gives the English path unprefixed and the Chinese one under /zh", () => {
    expect(href("home")).toBe("/");
    expect(href("home", "zh")).toBe("/zh");
    expect(href("rssSystems", "en")).toBe("/products/rss-systems");
    expect(href("rssSystems", "zh")).toBe("/zh/products/rss-systems");
    expect(href("home", "zh", "specs")).toBe("/zh#specs");
    expect(href("quote", "en", "form")).toBe("/get-quote#form");
  });
});

describe("reading a pathname", () => {
  it("finds the language only on a whole /zh segment", () => {
    expect(localeOf("/zh")).toBe("zh");
    expect(localeOf("/zh/company/about")).toBe("zh");
    expect(localeOf("/zhong/company")).toBe("en");
    expect(localeOf("/company/zh")).toBe("en");
    expect(localeOf("/")).toBe("en");
  });
  it("strips the prefix back to the English path", () => {
    expect(stripLocale("/zh")).toBe("/");
    expect(stripLocale("/zh/privacy")).toBe("/privacy");
    expect(stripLocale("/privacy")).toBe("/privacy");
  });
  it("maps either language's path, with or without a trailing slash, to its route", () => {
    expect(publicRouteOf("/zh/resources/video-library/")?.key).toBe("videoLibrary");
    expect(publicRouteOf("/resources/video-library")?.key).toBe("videoLibrary");
    expect(publicRouteOf("/zh/nope")).toBeUndefined();
    expect(pageKeyOf("/zh/nope")).toBe("notFound");
    expect(pageKeyOf("/admin/dashboard")).toBe("admin");
  });
  it("switches a location to the other language keeping query and hash", () => {
    expect(switchLocale("/get-quote", "?a=1", "#f", "zh")).toBe("/zh/get-quote?a=1#f");
    expect(switchLocale("/zh", "", "#specs", "en")).toBe("/#specs");
    expect(switchLocale("/", "", "#contact", "zh")).toBe("/zh#contact");
    expect(withLocale("/#about", "zh")).toBe("/zh#about");
  });
});

describe("the router built from the table", () => {
  it("has one pattern per route matching both languages", () => {
    expect(routePattern("/")).toBe("/zh?");
    expect(routePattern("/company/about")).toBe("/zh?/company/about");
  });
  it("matches every route in both languages to the same route object, and unknown paths to the not-found route", () => {
    for (const route of PUBLIC_ROUTES) {
      const en = matchRoutes(routes, href(route.key, "en"))!;
      const zh = matchRoutes(routes, href(route.key, "zh"))!;
      expect(en.at(-1)!.route.path, route.key).toBe(routePattern(route.path));
      expect(zh.at(-1)!.route, route.key).toBe(en.at(-1)!.route);
    }
    for (const unknown of ["/nope", "/zh/nope", "/zh/zh/company/about", "/en/company/about"])
      expect(matchRoutes(routes, unknown)!.at(-1)!.route.path, unknown).toBe("*");
    expect(matchRoutes(routes, "/admin/dashboard")!.at(-1)!.route.path).toBe("/admin/*");
  });
});

describe("document head", () => {
  const t = ((key: string) => key) as never;
  it("gives a public page its canonical URL and the en, zh-CN and x-default alternates", () => {
    const meta = documentMetaOf("/zh/company/about", t, "https://www.example.com");
    expect(meta.canonical).toBe("https://www.example.com/zh/company/about");
    expect(meta.alternates).toEqual(alternatesOf("/company/about", "https://www.example.com"));
    expect(meta.alternates).toEqual([
      { hreflang: "en", href: "https://www.example.com/company/about" },
      { hreflang: "zh-CN", href: "https://www.example.com/zh/company/about" },
      { hreflang: "x-default", href: "https://www.example.com/company/about" },
    ]);
  });
  it("gives the not-found page neither", () => {
    const meta = documentMetaOf("/zh/nope", t, "https://www.example.com");
    expect(meta.canonical).toBeNull();
    expect(meta.alternates).toEqual([]);
  });
});

describe("the redirect for a returning Chinese visitor", () => {
  /** Runs the inline script with a stored choice at a location; returns where it sent the browser (or null). */
  function run(
    stored: string | null,
    pathname: string,
    search = "",
    hash = "",
    navigation = "navigate",
  ): string | null {
    let target: string | null = null;
    const html = { hidden: false };
    const code = localeRedirectScript().replace(/^<script>|<\/script>$/g, "");
    new Function("localStorage", "location", "document", "performance", code)(
      { getItem: () => stored },
      { pathname, search, hash, replace: (url: string) => (target = url) },
      { documentElement: html },
      { getEntriesByType: () => [{ type: navigation }] },
    );
    if (target) expect(html.hidden).toBe(true);
    return target;
  }
  it("leaves a page reached with the back or forward button alone (the visitor returns to the page they left)", () => {
    expect(run("zh", "/get-quote", "?from=x", "", "back_forward")).toBeNull();
    expect(run("zh", "/get-quote", "?from=x", "", "reload")).toBe("/zh/get-quote?from=x");
  });
  it("sends to the Chinese twin keeping query and hash", () => {
    expect(run("zh", "/")).toBe("/zh");
    expect(run("zh", "/products/rss-systems", "?q=1", "#specs")).toBe("/zh/products/rss-systems?q=1#specs");
  });
  it("does nothing without a Chinese choice", () => {
    expect(run(null, "/")).toBeNull();
    expect(run("en", "/company/about")).toBeNull();
  });
});
