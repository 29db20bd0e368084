/**
 * Chinese where Chinese is missing (issue #30), in real Chromium against the
 * built site and the seeded local backend:
 * - search on a `/zh` page also finds the English content ("turbine"), after
 *   the Chinese results, marked English (a visible "英文" badge, `lang="en"`
 *   on the English texts), leading to the Chinese pages;
 * - an item without a Chinese translation carries a visible "英文" marker in
 *   its list and on its own page (the seed has untranslated rows: a white
 *   paper and a video);
 * - durations stored in English only read with Chinese units on the video
 *   library's Chinese page;
 * - a first visit whose browser prefers Chinese gets a dismissible offer to
 *   switch on an English page (never a redirect), remembered; a browser
 *   preferring English gets none.
 */
import { expect, test, type Page } from "@playwright/test";
import { videoDurationLabel } from "../../../shared/content/units";
import { itemHref } from "../../../site/src/app/paths";
import { hydrated, selectRows } from "./helpers";

interface Row {
  id: string;
  slug: string;
  title: string;
  title_zh: string | null;
  duration?: string;
  duration_zh?: string | null;
  duration_seconds?: number | null;
}
const untranslated = (rows: Row[]) => rows.filter((row) => !row.title_zh?.trim());

/** Resolves once the browser has been idle after the page's load (the offer is shown by then, if at all). */
const idle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const done = () => setTimeout(resolve, 300);
        if (document.readyState !== "complete") window.addEventListener("load", () => requestIdleCallback(done));
        else requestIdleCallback(done, { timeout: 3000 });
      }),
  );

test.describe("search on a Chinese page", () => {
  test('"turbine" finds the English content, marked English, after the Chinese results', async ({ page }) => {
    const [video] = (await selectRows<Row>("videos")).filter((v) => v.title === "Turbine Generator Field Installation");
    expect(video, "the seed's turbine video").toBeDefined();
    await page.goto("/zh/resources/case-studies");
    await hydrated(page);
    await page.getByTestId("search-toggle").click();
    await expect(page.getByRole("combobox")).toBeFocused();
    await page.keyboard.type("turbine");

    const english = page.locator('#site-search-results [role="group"][data-lang="en"]');
    await expect(english.first()).toBeVisible();
    // The group says its results are English, in Chinese.
    await expect(english.first().locator(".search-results__heading")).toContainText("（英文）");
    const hit = page.getByRole("option").filter({ hasText: video!.title });
    await expect(hit).toHaveCount(1);
    await expect(hit).toHaveAttribute("href", itemHref("videos", video!.slug, "zh"));
    await expect(hit.locator(".search-hit__lang")).toHaveText("英文");
    await expect(hit.locator(".search-hit__title")).toHaveAttribute("lang", "en");
    await expect(hit.locator(".search-hit__text")).toHaveAttribute("lang", "en");
    await expect(hit.locator("mark").first()).toHaveText(/turbine/i);

    // Chinese results first: no result of the page's language after an English one.
    const langs = await page
      .locator('#site-search-results [role="group"]')
      .evaluateAll((groups) => groups.map((g) => g.getAttribute("data-lang") ?? "page"));
    expect(langs.indexOf("page") === -1 || langs.lastIndexOf("page") < langs.indexOf("en")).toBe(true);

    // The English result leads to the Chinese page of that video.
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`${itemHref("videos", video!.slug, "zh")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("涡轮发电机现场安装");
  });

  test('"涡轮" finds the Chinese results only once, with no English duplicates', async ({ page }) => {
    await page.goto("/zh/resources/case-studies");
    await hydrated(page);
    await page.getByTestId("search-toggle").click();
    await page.keyboard.type("涡轮");
    await expect(page.getByRole("option").first()).toBeVisible();
    const hrefs = await page.getByRole("option").evaluateAll((options) => options.map((o) => o.getAttribute("href")));
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});

test.describe("untranslated items on Chinese pages", () => {
  test("a white paper without Chinese is marked English in the list and on its page", async ({ page }) => {
    const papers = await selectRows<Row>("white_papers");
    const [paper] = untranslated(papers);
    expect(paper, "the seed has a white paper without Chinese").toBeDefined();
    const translated = papers.find((p) => p.title_zh?.trim())!;

    await page.goto("/zh/resources/white-papers");
    const card = page.getByTestId("white-paper").filter({ hasText: paper!.title });
    await expect(card.getByTestId("english-marker")).toHaveText("英文");
    await expect(card.getByRole("heading", { name: paper!.title })).toHaveAttribute("lang", "en");
    const other = page.getByTestId("white-paper").filter({ hasText: translated.title_zh! });
    await expect(other).toHaveCount(1);
    await expect(other.getByTestId("english-marker")).toHaveCount(0);

    await page.goto(itemHref("white_papers", paper!.slug, "zh"));
    const article = page.getByTestId("item-page");
    await expect(article.getByTestId("english-marker")).toHaveText("英文");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
    // The English page has no marker.
    await page.goto(itemHref("white_papers", paper!.slug, "en"));
    await expect(page.getByTestId("item-page")).toBeVisible();
    await expect(page.getByTestId("english-marker")).toHaveCount(0);
  });

  test("the video library's Chinese page: the untranslated video is marked, and durations have Chinese units", async ({
    page,
  }) => {
    const videos = await selectRows<Row>("videos");
    const [video] = untranslated(videos);
    expect(video, "the seed has a video without Chinese").toBeDefined();

    await page.goto("/zh/resources/video-library");
    const card = page.getByTestId("video-card").filter({ hasText: video!.title });
    await expect(card.getByTestId("english-marker")).toHaveText("英文");
    // Its duration as the page shows it: the clock time, the Chinese value, or the English one with Chinese units.
    const expected = videoDurationLabel({ ...video!, duration: video!.duration ?? "" }, "zh");
    await expect(card).toContainText(expected);
    // No card shows an English unit of time ("50 min").
    const durations = await page
      .getByTestId("video-card")
      .evaluateAll((cards) => cards.map((c) => c.textContent ?? ""));
    expect(durations.length).toBe(videos.length);
    for (const text of durations) expect(text).not.toMatch(/\d\s*(min|mins|minutes?|hrs?|hours?)\b/i);
    // A video stored as "50 min" without a Chinese value reads "50 分钟".
    if (video!.duration_seconds == null && /^\d+ min$/.test(video!.duration ?? ""))
      await expect(card).toContainText(`${video!.duration!.replace(" min", "")} 分钟`);

    await page.goto(itemHref("videos", video!.slug, "zh"));
    await expect(page.getByTestId("item-page").getByTestId("english-marker")).toHaveText("英文");
    await expect(page.getByTestId("item-page")).toContainText(expected);
  });
});

test.describe("the offer to switch to Chinese, browser preferring Chinese", () => {
  test.use({ locale: "zh-CN" });

  test("a first visit to an English page is offered Chinese, not redirected; closing it is remembered", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const offer = page.getByRole("complementary", { name: "查看中文版？" });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute("lang", "zh-CN");
    // Never a redirect, and the offer takes no focus.
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expect(offer.getByRole("link", { name: "切换到中文" })).toHaveAttribute("href", "/zh");
    // Fixed to the window: it moved nothing on the page.
    expect(await offer.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(shifts).toBeLessThan(0.01);

    await offer.getByRole("button", { name: "关闭，继续浏览英文版" }).click();
    await expect(offer).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe("/");

    await page.goto("/products/rss-systems");
    await hydrated(page);
    await idle(page);
    await expect(page.getByTestId("language-offer")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/products/rss-systems");
  });

  test("taking the offer opens the Chinese page, keeps the query and #section, and remembers Chinese", async ({
    page,
  }) => {
    await page.goto("/products/rss-systems?ref=offer#specs");
    await hydrated(page);
    const offer = page.getByTestId("language-offer");
    await expect(offer).toBeVisible();
    await offer.getByRole("link", { name: "切换到中文" }).click();
    await expect(page).toHaveURL(/\/zh\/products\/rss-systems\?ref=offer#specs$/);
    expect(await page.evaluate(() => localStorage.getItem("site.language"))).toBe("zh");
    // The remembered choice now sends English pages to Chinese (app/locale-redirect.ts), with no offer.
    await page.goto("/");
    await expect(page).toHaveURL(/\/zh$/);
    await hydrated(page);
    await expect(page.getByTestId("language-offer")).toHaveCount(0);
  });

  test("on a phone the offer fits the screen and a Chinese page offers nothing", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/zh/company/about");
    await hydrated(page);
    await idle(page);
    await expect(page.getByTestId("language-offer")).toHaveCount(0);
    await page.goto("/company/about");
    await hydrated(page);
    const box = await page.getByTestId("language-offer").boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  });
});

test.describe("the offer to switch to Chinese, browser preferring English", () => {
  test.use({ locale: "en-US" });

  test("an English-preferring browser gets no offer", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await idle(page);
    await expect(page.locator("template#language-offer")).toHaveCount(1);
    await expect(page.getByTestId("language-offer")).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe("/");
  });
});
