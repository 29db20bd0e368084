/**
 * A URL per language (issue #10): every public route exists at its English
 * path and under /zh/, prerendered in its language, hydrates with no
 * hydration error, carries canonical and hreflang links, and is in the
 * sitemap; the header toggle switches in place to the other URL (typing,
 * query and #section kept) and remembers the choice, which sends a
 * returning visitor from an English URL to the Chinese page before paint;
 * unknown paths get the not-found page of their language.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { href, itemRouteOf, LOCALES, LOCALE_TAG, PUBLIC_ROUTES, type Locale } from "../../../site/src/app/paths";
import { COPY_MODULES, copySource, type PageName } from "../../../site/src/i18n/copy-modules";
import { PAGE_HYDRATION } from "../../../site/src/islands/page-hydration";
import { SITE_DIR } from "../support/env";
import { HOME_LOWER_SECTIONS, ROUTES, scrollThroughHome } from "./helpers";

const CJK = /[\u4e00-\u9fff]/;

/** Collects uncaught page errors and console errors that report a hydration problem (React #418, #423, #425). */
function watchHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|Minified React error #4(18|23|25)/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

/** URL paths of the chunks holding English copy beyond the core (src/i18n/locales/en/*.ts), from the build's manifest. */
function englishCopyChunks(): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(SITE_DIR, ".vite/manifest.json"), "utf8")) as Record<
    string,
    { file: string }
  >;
  return new Set(
    COPY_MODULES.map((module) => {
      const chunk = manifest[copySource("en", module)];
      if (!chunk) throw new Error(`No chunk for the English ${module} copy in the manifest`);
      return `/${chunk.file}`;
    }),
  );
}

/** Waits until React has hydrated (or rendered) the page: entry-client marks <html data-hydrated>. */
async function hydratedRoot(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/**
 * Uses the page's content the way a visitor's first press does (issue #13:
 * content hydrates on first use) and waits until React has hydrated it; a
 * static page must stay unhydrated.
 */
async function touchContent(page: Page, pathname: string): Promise<void> {
  const island = page.locator("[data-island]");
  const name = (await island.getAttribute("data-island")) as PageName;
  await island.dispatchEvent("pointerdown");
  if (PAGE_HYDRATION[name].hydrate === "static") {
    await page.waitForLoadState("networkidle");
    await expect(island, pathname).not.toHaveAttribute("data-hydrated");
  } else await expect(island, pathname).toHaveAttribute("data-hydrated", "true");
}

for (const locale of LOCALES) {
  test(`every public route in ${locale} is prerendered in its language and hydrates without a hydration error`, async ({
    page,
  }) => {
    test.slow();
    const errors = watchHydrationErrors(page);
    for (const route of PUBLIC_ROUTES) {
      const path = href(route.key, locale);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html"), path).toHaveAttribute("lang", LOCALE_TAG[locale]);
      const h1 = page.getByRole("heading", { level: 1 });
      if (locale === "en") await expect(h1, path).toHaveText(ROUTES.find(([p]) => p === route.path)![1]);
      else await expect(h1, path).toHaveText(CJK);
      await hydratedRoot(page);
      if (route.key === "home") await scrollThroughHome(page);
      else await touchContent(page, path);

      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname, path).toBe(path);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href")!).pathname]),
        );
      expect(alternates, path).toEqual([
        ["en", href(route.key, "en")],
        ["zh-CN", href(route.key, "zh")],
        ["x-default", href(route.key, "en")],
      ]);
      expect(errors, path).toEqual([]);
    }
  });
}

test.describe("a returning visitor who chose Chinese", () => {
  for (const viewport of [
    { name: "desktop", width: 1280, height: 800 },
    { name: "phone", width: 390, height: 844 },
  ]) {
    test(`reloading / on a ${viewport.name} shows every home section in Chinese with no hydration error`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const errors = watchHydrationErrors(page);
      await page.goto("/");
      await hydratedRoot(page);
      await page.getByRole("link", { name: /Switch language to Chinese/ }).click();
      await expect(page).toHaveURL(/\/zh$/);

      // Back on the English URL: sent to the Chinese page before anything is painted.
      await page.goto("/");
      await expect(page).toHaveURL(/\/zh$/);
      await page.reload();
      await expect(page).toHaveURL(/\/zh$/);
      await hydratedRoot(page);
      await scrollThroughHome(page);
      for (const id of ["home", ...HOME_LOWER_SECTIONS]) {
        const section = page.locator(`section#${id}`);
        await expect(section, id).toHaveCount(1);
        await expect(section.locator("h1, h2").first(), id).toHaveText(CJK);
      }
      await expect(page.locator("section#contact").getByRole("button", { name: "发送消息" })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test("an English page is never painted: the first paint is already the Chinese page", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("site.language", "zh");
      // Record the <h1> text at every animation frame from the start of every document.
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      const look = () => {
        const h1 = document.querySelector("h1");
        if (h1 && !document.documentElement.hidden) seen.push(`${location.pathname}:${h1.textContent}`);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto("/products/rss-systems");
    await expect(page).toHaveURL(/\/zh\/products\/rss-systems$/);
    await hydratedRoot(page);
    const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
    expect(seen.length).toBeGreaterThan(0);
    expect(
      seen.every((s) => s.startsWith("/zh/") && CJK.test(s)),
      seen.join(" | "),
    ).toBe(true);
  });
});

test.describe("the language toggle", () => {
  test("keeps what was typed, the query and the #section, and the back button returns to English", async ({ page }) => {
    await page.goto("/get-quote?from=test");
    await hydratedRoot(page);
    const firstName = page.locator('form [name="firstName"]');
    await firstName.fill("Ada");
    await page.getByRole("link", { name: /Switch language to Chinese/ }).click();
    await expect(page).toHaveURL(/\/zh\/get-quote\?from=test$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("button", { name: "提交报价申请" })).toBeVisible();
    await expect(firstName).toHaveValue("Ada");
    expect(await page.evaluate(() => localStorage.getItem("site.language"))).toBe("zh");
    await expect(page).toHaveTitle(/报价/);

    await page.goBack();
    await expect(page).toHaveURL(/\/get-quote\?from=test$/);
    await expect(page.getByRole("button", { name: "Submit Quote Request" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.goto("/zh#specs");
    await hydratedRoot(page);
    await page.getByRole("link", { name: /切换到英文/ }).click();
    await expect(page).toHaveURL(/\/#specs$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Steer every foot of the well/);
    expect(await page.evaluate(() => localStorage.getItem("site.language"))).toBe("en");
  });

  test("a Chinese page loaded first loads no English copy; switching to English keeps what was typed", async ({
    page,
  }) => {
    // Chinese pages load no English copy (issue #13). The English page puts the typed text back, so its form hydrates at once (with its copy).
    const englishCopy = englishCopyChunks();
    const english: string[] = [];
    page.on("request", (request) => {
      if (englishCopy.has(new URL(request.url()).pathname)) english.push(request.url());
    });
    await page.goto("/zh/get-quote");
    await hydratedRoot(page);
    expect(english).toEqual([]);
    const firstName = page.locator('form [name="firstName"]');
    await firstName.fill("Ada");
    await page.getByRole("link", { name: /切换到英文/ }).click();
    await expect(page).toHaveURL(/\/get-quote$/);
    await expect(page.getByRole("button", { name: "Submit Quote Request" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ROUTES.find(([p]) => p === "/get-quote")![1]);
    await expect(firstName).toHaveValue("Ada");
    await expect(page.locator("[data-island]")).toHaveAttribute("data-hydrated", "true");
    await page.waitForLoadState("networkidle");
    await expect(firstName).toHaveValue("Ada");
    expect(english).toHaveLength(1);
    await page.goBack();
    await expect(page.getByRole("button", { name: "提交报价申请" })).toBeVisible();
    await expect(firstName).toHaveValue("Ada");
  });

  test("internal links stay in the page's language", async ({ page }) => {
    await page.goto("/zh/products/drilling-tools");
    await hydratedRoot(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "视频库" })).toHaveAttribute("href", "/zh/resources/video-library");
    await footer.getByRole("link", { name: "视频库" }).click();
    await expect(page).toHaveURL(/\/zh\/resources\/video-library$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CJK);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await page.getByRole("banner").getByRole("link", { name: "获取报价" }).click();
    await expect(page).toHaveURL(/\/zh\/get-quote$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the toggle is a plain link to the other language's page", async ({ page }) => {
    await page.goto("/products/rss-systems");
    await page.getByRole("link", { name: /Switch language to Chinese/ }).click();
    await expect(page).toHaveURL(/\/zh\/products\/rss-systems$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CJK);
    await expect(page.getByRole("link", { name: /切换到英文/ })).toHaveAttribute("href", "/products/rss-systems");
  });
});

const NOT_FOUND: Record<Locale, { text: RegExp; home: string }> = {
  en: { text: /Oops! Page not found/, home: "/" },
  zh: { text: CJK, home: "/zh" },
};

for (const locale of LOCALES) {
  test(`unknown paths in ${locale} get the ${locale} not-found page with status 404`, async ({ page }) => {
    const path = locale === "en" ? "/no/such/page" : "/zh/no/such/page";
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", LOCALE_TAG[locale]);
    await hydratedRoot(page);
    const main = page.getByRole("main");
    await expect(main.locator("p").first()).toHaveText(NOT_FOUND[locale].text);
    await expect(main.getByRole("link")).toHaveAttribute("href", NOT_FOUND[locale].home);
  });
}

test("sitemap.xml lists every route in both languages with hreflang alternates", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  // Every route in both languages; the rest are item pages (issue #26), checked one by one in item-pages.spec.ts.
  expect(locs.filter((path) => !itemRouteOf(path)).sort()).toEqual(
    LOCALES.flatMap((l) => PUBLIC_ROUTES.map((r) => href(r.key, l))).sort(),
  );
  expect(locs.filter((path) => itemRouteOf(path)).length).toBeGreaterThan(0);
  for (const route of PUBLIC_ROUTES) {
    for (const [lang, locale] of [
      ["en", "en"],
      ["zh-CN", "zh"],
      ["x-default", "en"],
    ] as const) {
      expect(sitemap).toMatch(
        new RegExp(`hreflang="${lang}" href="[^"]*${href(route.key, locale).replace(/[/?]/g, "\\$&")}"`),
      );
    }
  }
});

test.describe("content from the database", () => {
  test("Chinese pages show each item's Chinese text and fall back to English where it has none", async ({ page }) => {
    await page.goto("/zh/resources/white-papers");
    const papers = page.getByTestId("white-paper");
    await expect(papers.filter({ hasText: "硬地层中的旋转导向闭环控制" })).toHaveCount(1);
    await expect(papers.filter({ hasText: "Geothermal Wells: Steering at 175 °C" })).toHaveCount(1);
    await expect(papers.filter({ hasText: "Closed-Loop Rotary Steerable Control" })).toHaveCount(0);

    await page.goto("/zh/resources/video-library");
    const walkthrough = page.getByTestId("video-card").filter({ hasText: "RSS-675 产品介绍" }).first();
    // Its length is read from its seeded file (issue #28: duration_seconds, m:ss in every language).
    await expect(walkthrough.getByText(/^\d+:\d{2}$/)).toBeVisible();

    await page.goto("/zh/resources/documentation");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "操作手册（PDF）" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Material Certificates" })).toBeVisible();
    await expect(main.getByText("Maintenance Guide", { exact: true }).first()).toBeVisible();

    await page.goto("/resources/white-papers");
    await expect(papers.filter({ hasText: "Closed-Loop Rotary Steerable Control" })).toHaveCount(1);
    await expect(papers.filter({ hasText: "硬地层" })).toHaveCount(0);
  });
});
