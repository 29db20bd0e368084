/**
 * The prerendered page paints before any of the app's code is requested
 * (issue #13, `deferredEntry` in site/scripts/build.ts): the entry and its
 * preloads start only after the browser has reported the first contentful
 * paint, in both languages, and the page still hydrates.
 */
import { expect, test } from "@playwright/test";
import { EAGER_COMPILE_HINT } from "../../../site/scripts/start-chunks";

for (const path of ["/", "/zh", "/products/rss-systems", "/zh/resources/documentation"]) {
  test(`${path}: no script is requested before the first contentful paint, and the page hydrates`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(timing.fcp).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(0);
    const early = timing.scripts.filter((script) => script.start < timing.fcp!);
    expect(early, `scripts requested before FCP at ${timing.fcp} ms`).toEqual([]);
  });
}

// The start-up's code arrives in few files (site/scripts/start-chunks.ts, issue #24: TBT): every file is a request
// and a compile task on the page's main thread; the entry used to pull in 13 files, a data page 23. Now: the entry,
// "start", "lists" and the few small modules the admin or the captcha page also loads at start.
for (const path of ["/", "/resources/white-papers", "/zh/resources/documentation"]) {
  test(`${path}: the start-up and the data check load at most 7 script files, marked for eager compiling`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // The data check's file too, when the page has one (it starts with the page's behaviour).
    await page.waitForLoadState("networkidle");
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((name) => name.endsWith(".js") && !name.includes("search-worker")),
    );
    expect(scripts.length, scripts.join(" ")).toBeLessThanOrEqual(7);
    const start = scripts.find((name) => /\/assets\/start-[\w-]+\.js$/.test(name));
    expect(start, scripts.join(" ")).toBeDefined();
    const text = await (await page.request.get(start!)).text();
    expect(text.startsWith(EAGER_COMPILE_HINT)).toBe(true);
  });
}
