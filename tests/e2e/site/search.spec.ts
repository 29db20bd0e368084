/**
 * Site search (issue #14 part 1), driven with the keyboard in real Chromium
 * against the built site and the local backend: `/` opens it, typing searches
 * the page's language, ↑/↓ move, Enter opens; static pages and database
 * content (also content added after the build) are found; nothing of search
 * is downloaded before the visitor opens it. Results are links (issue #26:
 * `<a href role="option">`); an item published after the build, which has no
 * page yet, leads to its card on the list page.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { service } from "../support/clients";
import { hydrated } from "./helpers";

/** Requests that belong to search: the search worker (with MiniSearch), its chunks and the index files. */
const SEARCH_REQUEST = /search-worker|search-records|minisearch|\/search\/(en|zh)\.json/;

/** Opens search with `/`, types `query` and moves with ↓ until the result leading to `url` is selected. */
async function chooseResult(page: Page, query: string, url: string | RegExp): Promise<void> {
  await page.keyboard.press("/");
  const input = page.getByRole("combobox");
  await expect(input).toBeFocused();
  await page.keyboard.type(query);
  // The results are for the whole query once the listbox is no longer busy.
  await expect(page.locator("#site-search-results")).not.toHaveAttribute("aria-busy", "true");
  const wanted = page.locator('[role="option"]').filter({ has: page.locator("mark") });
  await expect(wanted.first()).toBeVisible();
  const count = await page.getByRole("option").count();
  for (let i = 0; i < count; i++) {
    const selected = page.locator('[role="option"][aria-selected="true"]');
    const target = await selected.getAttribute("href");
    if (target && (typeof url === "string" ? target === url : url.test(target))) {
      await expect(input).toHaveAttribute("aria-activedescendant", (await selected.getAttribute("id"))!);
      return;
    }
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`No result for "${query}" leads to ${String(url)}`);
}

test.describe("site search", () => {
  test("before it is opened, search downloads only its worker and this language's index, once the page is idle", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    for (const [path, locale] of [
      ["/", "en"],
      ["/products/rss-systems", "en"],
      ["/zh/resources/white-papers", "zh"],
    ] as const) {
      requested.length = 0;
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByTestId("search-toggle")).toBeVisible();
      // Loaded when the page is idle (islands/on-use-code.ts): the search worker and the page's own index, which it indexes.
      await expect
        .poll(() => requested.filter((u) => SEARCH_REQUEST.test(u)).map((u) => new URL(u).pathname))
        .toEqual(expect.arrayContaining([expect.stringMatching(/search-worker/), `/search/${locale}.json`]));
      // Not the current rows: those only when search opens.
      expect(requested.filter((u) => /search-records/.test(u))).toEqual([]);
      expect(requested.filter((u) => /\/search\/(en|zh)\.json/.test(u)).map((u) => new URL(u).pathname)).toEqual([
        `/search/${locale}.json`,
      ]);
      // No dialog until the visitor opens it.
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }

    requested.length = 0;
    await page.getByTestId("search-toggle").click();
    await expect(page.getByRole("dialog", { name: "站内搜索" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "搜索产品、服务和资源" })).toBeFocused();
    // The index prefetched with the page answers: opening asks for no index again. A Chinese page's search
    // also searches the English content (issue #30): its index comes now, when search opens, not before.
    await page.keyboard.type("随钻");
    await expect(page.getByRole("option").first()).toBeVisible();
    expect(requested.filter((u) => /\/search\/(en|zh)\.json/.test(u)).map((u) => new URL(u).pathname)).toEqual([
      "/search/en.json",
    ]);
  });

  test("search runs with no React and no Supabase client", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    // A page with no island of its own (the product pages hydrate when their catalogs changed, issue #27).
    await page.goto("/company/about");
    await hydrated(page);
    await page.getByTestId("search-toggle").click();
    await page.keyboard.type("turbine");
    await expect(page.getByRole("option").first()).toBeVisible();
    // The search worker and, for the current rows, the small module that reads them over plain fetch.
    expect(scripts.filter((u) => /search-(worker|records)/.test(u)).length).toBeGreaterThan(0);
    expect(scripts.filter((u) => /react|jsx-runtime|i18n|supabase|client-|hydrate-page/i.test(u))).toEqual([]);
  });

  for (const [query, url, heading] of [
    ["MWD", "/products/measurement-tools", /Measurement tools/],
    ["PDC", "/products/drilling-tools", /Drilling tools/],
    ["turbine", "/products/rss-systems", /RSS systems/],
  ] as const) {
    test(`"${query}" finds ${url} with the keyboard`, async ({ page }) => {
      await page.goto("/company/about");
      await hydrated(page);
      await chooseResult(page, query, url);
      const option = page.locator('[role="option"][aria-selected="true"]');
      await expect(option.locator("mark").first()).toHaveText(new RegExp(query, "i"));
      await expect(page.locator("#site-search-results [role=group]").first()).toHaveAccessibleName("Pages");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  }

  test('"随钻" on a Chinese page finds the Chinese measurement tools page', async ({ page }) => {
    await page.goto("/zh");
    await hydrated(page);
    await chooseResult(page, "随钻", "/zh/products/measurement-tools");
    await expect(page.locator('[role="option"][aria-selected="true"] mark').first()).toHaveText("随钻");
    // Every result of a Chinese search leads to a Chinese page.
    for (const target of await page.getByRole("option").evaluateAll((els) => els.map((e) => e.getAttribute("href"))))
      expect(target).toMatch(/^\/zh(\/|$)/);
    await expect(page.locator("#site-search-results [role=group]").first()).toHaveAccessibleName("页面");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/zh/products/measurement-tools");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  });

  test("a white paper added after the build is found in both languages and shown on its page", async ({ page }) => {
    const db = service();
    const { data, error } = await db
      .from("white_papers")
      .insert({
        title: "Quasar lateral whirl field study",
        title_zh: "类星体横向涡动现场研究",
        description: "A white paper published after the site was built.",
        description_zh: "网站构建之后发布的白皮书。",
        author: "Search Test",
        date_published: "2026-11-20",
      })
      .select("id")
      .single();
    expect(error).toBeNull();
    const id = data!.id;
    try {
      await page.goto("/resources/case-studies");
      await hydrated(page);
      await chooseResult(page, "quasar whirl", `/resources/white-papers#white-paper-${id}`);
      const selected = page.locator('[role="option"][aria-selected="true"]');
      await expect(selected).toContainText("Quasar lateral whirl field study");
      await expect(page.locator("#site-search-results [role=group]", { has: selected })).toHaveAccessibleName(
        "White papers",
      );
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(`/resources/white-papers#white-paper-${id}`);
      const card = page.locator(`#white-paper-${id}`);
      await expect(card).toBeFocused();
      await expect(card).toBeInViewport();

      await page.goto("/zh");
      await hydrated(page);
      await chooseResult(page, "类星体", `/zh/resources/white-papers#white-paper-${id}`);
      await expect(page.locator('[role="option"][aria-selected="true"]')).toContainText("类星体横向涡动现场研究");
    } finally {
      await db.from("white_papers").delete().eq("id", id);
    }
  });

  test("Escape closes and gives focus back; Tab stays in the dialog; no results says so", async ({ page }) => {
    await page.goto("/products/software-solutions");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Search the site (shortcut: /)" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await expect(dialog).toBeVisible();
    await page.keyboard.type("zzqxv");
    await expect(dialog.getByRole("status")).toHaveText("No results for “zzqxv”. Try another word.");
    await expect(page.getByRole("listbox")).toBeHidden();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Close search" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("combobox")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(page).toHaveURL("/products/software-solutions");
    // `/` typed into a text field is text, not the shortcut.
    await page.goto("/get-quote");
    await hydrated(page);
    await page.locator("form").getByLabel("First Name").fill("a/b");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("on a phone: the header keeps 64 px, search opens full screen and passes axe", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/zh/products/drilling-tools");
    await hydrated(page);
    expect((await page.locator("header.site-header").boundingBox())!.height).toBe(64);
    // Search, Get Quote, the language switch and the menu toggle all fit on the screen.
    for (const control of [page.getByTestId("search-toggle"), page.locator(".burger")]) {
      const { x, width } = (await control.boundingBox())!;
      expect(x + width).toBeLessThanOrEqual(390);
    }
    await page.getByRole("button", { name: "站内搜索（快捷键：/）" }).click();
    await page.getByRole("combobox").fill("钻头");
    await expect(page.getByRole("option").first()).toBeVisible();
    const box = (await page.getByTestId("search-dialog").boundingBox())!;
    expect(box.width).toBe(390);
    const { violations } = await new AxeBuilder({ page }).include("[data-testid=search-dialog]").analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });
});
