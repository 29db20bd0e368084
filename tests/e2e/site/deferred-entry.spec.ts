/**
 * The prerendered page paints before any of the app's code is requested
 * (issue #13, `deferredEntry` in site/scripts/build.ts): the entry and its
 * preloads start only after the browser has reported the first contentful
 * paint, in both languages, and the page still hydrates.
 */
import { expect, test } from "@playwright/test";

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
