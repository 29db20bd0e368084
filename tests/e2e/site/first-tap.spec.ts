/**
 * The first tap answers without waiting for React (issue #24). The list
 * filters of white papers, news and the product catalog answer in plain DOM
 * (src/islands/dom-filter.ts): the tap filters the cards with no script
 * requested and nothing hydrated. Once the page is idle, the code a later
 * use needs (the page island's) is already in the HTTP cache: prefetched,
 * not run; so is the page the language toggle leads to, and the search
 * worker has built the search index. How fast, against a tap once the code is
 * loaded, is `npm run bench:interaction`'s to print.
 */
import { expect, test, type Page } from "@playwright/test";
import { SEED_VIDEO_WITHOUT_FILE } from "../../../supabase/seed/content";
import { href } from "../../../site/src/app/paths";
import { en } from "../../../site/src/i18n/locales/en";
import { zh } from "../../../site/src/i18n/locales/zh";
import { PRERENDERED_LISTS_ID } from "../../../site/src/lib/prerendered-lists";

const COPY = { en, zh } as const;

/**
 * Waits for the page's small entry to have run (`html[data-hydrated]`), its
 * prefetch to be under way, the search worker to have started (it builds the
 * search index off the main thread) and the network to be idle, without
 * touching the page island (helpers' hydrated() would reach for it and
 * hydrate it).
 */
async function entryRan(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
  // A visitor looking around (the mouse moving) starts the prefetch without its delay.
  await page.mouse.move(5, 5);
  await page.mouse.move(40, 60);
  // A page whose island has code to prefetch (the catalog's, for one, has none: it never hydrates).
  if ((await page.locator('meta[name="island-code"]').count()) > 0)
    await page.locator('link[rel="prefetch"]').first().waitFor({ state: "attached", timeout: 15_000 });
  // ...and has the search worker started, to build the search index ahead of use: not the work of a later tap.
  await expect
    .poll(() => page.workers().some((worker) => /search-worker/.test(worker.url())), { timeout: 15_000 })
    .toBe(true);
  await page.waitForLoadState("networkidle");
}

/** The rows of `list` the built page at `path` carries (its prerendered list), as the database gave them at build time. */
async function builtRows(page: Page, path: string, list = "white papers"): Promise<{ category: string }[]> {
  const html = await (await page.request.get(path)).text();
  const json = html.match(new RegExp(`<script type="application/json" id="${PRERENDERED_LISTS_ID}">([^<]*)</script>`));
  expect(json, "the page carries its prerendered rows").not.toBeNull();
  return (JSON.parse(json![1]!) as Record<string, { category: string }[]>)[list]!;
}

/** Collects the URLs of scripts the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") urls.push(r.url());
  });
  return urls;
}

for (const locale of ["en", "zh"] as const) {
  const copy = COPY[locale];

  test(`white papers (${locale}): a filter tap filters the cards with no script loaded and nothing hydrated`, async ({
    page,
  }) => {
    // Other specs change the papers after the build; a page whose rows changed hydrates at once
    // (islands/list-freshness.ts). The database answers here with the rows the page was built with.
    const rows = await builtRows(page, href("whitePapers", locale));
    await page.route("**/rest/v1/white_papers*", (route) => route.fulfill({ json: rows }));
    await page.goto(href("whitePapers", locale));
    await entryRan(page);
    const scripts = scriptRequests(page);
    const cards = page.getByTestId("white-paper").filter({ visible: true });
    await expect(cards).toHaveCount(rows.length);
    const button = page.getByRole("button", { name: copy.whitePapers.filters.TechnicalAnalysis, exact: true });
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(cards).toHaveCount(rows.filter((r) => r.category === "technical_analysis").length);
    await expect(page.getByRole("button", { name: copy.whitePapers.filters.AllPapers })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(scripts).toEqual([]);
    await expect(page.locator("[data-island][data-hydrated]")).toHaveCount(0);
  });

  test(`news (${locale}): a category tap filters the items with no script loaded`, async ({ page }) => {
    // The items come from the database since issue #26; it answers with the rows the page was built with.
    const rows = await builtRows(page, href("news", locale), "news");
    await page.route("**/rest/v1/news*", (route) => route.fulfill({ json: rows }));
    await page.goto(href("news", locale));
    await entryRan(page);
    const scripts = scriptRequests(page);
    const cards = page.getByTestId("news-item").filter({ visible: true });
    await expect(cards).toHaveCount(rows.length);
    await page.getByRole("button", { name: copy.news.categories.award }).click();
    const awards = rows.filter((r) => r.category === "award");
    expect(awards.length).toBeGreaterThan(0);
    await expect(cards).toHaveCount(awards.length);
    expect(scripts).toEqual([]);
  });

  test(`product catalog (${locale}): typing filters at once with no script loaded`, async ({ page }) => {
    await page.goto(href("productCatalog", locale));
    await entryRan(page);
    const scripts = scriptRequests(page);
    await page.getByRole("searchbox", { name: copy.catalog.search }).pressSequentially("MWD");
    const mwd = copy.catalog.products.filter((p) => /mwd/i.test(`${p.name} ${p.description}`));
    await expect(page.getByTestId("product-card").filter({ visible: true })).toHaveCount(mwd.length);
    expect(scripts).toEqual([]);
  });
}

test("once the page is idle, the island's code is prefetched, not run, and the search worker is started", async ({
  page,
}) => {
  const prefetched: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() !== "document") prefetched.push(new URL(r.url()).pathname);
  });
  const prefetchStatus = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Preload.prefetchStatusUpdated", (event) =>
    prefetchStatus.set(new URL(event.prefetchUrl).pathname, event.status),
  );
  await cdp.send("Preload.enable");
  const rows = await builtRows(page, href("whitePapers"));
  await page.route("**/rest/v1/white_papers*", (route) => route.fulfill({ json: rows }));
  await page.goto(href("whitePapers"));
  await entryRan(page);
  const listed = await page.evaluate(() =>
    ["island-code"].flatMap(
      (name) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(" ") ?? [],
    ),
  );
  expect(listed.length).toBeGreaterThan(2);
  // One prefetch per file, and the page in the other language (where the language toggle leads), by speculation rules.
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(new Set(listed).size, { timeout: 15_000 });
  const rules = await page.locator('script[type="speculationrules"]').textContent();
  expect(JSON.parse(rules!)).toEqual({
    prefetch: [{ where: { selector_matches: "a[data-language-switch]" }, eagerness: "immediate" }],
  });
  // Chromium reports the speculative prefetch through its Preload domain, not as a page request.
  await expect.poll(() => prefetchStatus.get(href("whitePapers", "zh")), { timeout: 15_000 }).toBe("Ready");
  await expect.poll(() => listed.every((file) => prefetched.includes(file)), { timeout: 15_000 }).toBe(true);
  // The island's code fetched, not run: the island is not hydrated; the search worker builds its index, and no dialog opens.
  await expect(page.locator("[data-island][data-hydrated]")).toHaveCount(0);
  await expect(page.locator("[data-search-root]")).toHaveCount(0);
});

for (const locale of ["en", "zh"] as const) {
  test(`Get a Quote (${locale}): a submit before the form's code has loaded is answered by the browser at once, in the page's language`, async ({
    page,
  }) => {
    // Hold the island's code back: whatever answers this tap cannot be React.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/hydrate-page-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(href("quote", locale));
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    const form = page.locator("form");
    await form.getByRole("button", { name: COPY[locale].quote.form.submit, exact: true }).click();
    const firstName = form.locator('[name="firstName"]');
    await expect(firstName).toBeFocused();
    expect(await firstName.evaluate((el) => (el as HTMLInputElement).validationMessage)).toBe(
      COPY[locale].validation.required,
    );
    await expect(page.locator("[data-island][data-hydrated]")).toHaveCount(0);
    // Typing clears the message; once the code arrives the form is React's and still holds the text.
    await firstName.fill("Ada");
    expect(await firstName.evaluate((el) => (el as HTMLInputElement).validationMessage)).toBe("");
    release();
    await expect(page.locator("[data-island][data-hydrated]")).toHaveCount(1);
    await expect(firstName).toHaveValue("Ada");
  });
}

for (const locale of ["en", "zh"] as const) {
  test(`video library (${locale}): Watch Video answers with no script loaded and nothing hydrated`, async ({
    page,
  }) => {
    // Other specs change the videos after the build (a changed list hydrates the page): answer with the built rows.
    const rows = await builtRows(page, href("videoLibrary", locale), "videos");
    await page.route("**/rest/v1/videos*", (route) => route.fulfill({ json: rows }));
    await page.goto(href("videoLibrary", locale));
    await entryRan(page);
    const scripts = scriptRequests(page);
    // The seeded video without a file (issue #28): the answer is spec §8's toast.
    const noFile = (rows as unknown as { id: string; title: string }[]).find((r) => r.id === SEED_VIDEO_WITHOUT_FILE)!;
    await page.getByTestId("video-card").filter({ hasText: noFile.title }).getByRole("button").click();
    const toast = page.getByRole("alert").filter({ hasText: COPY[locale].videoLibrary.unavailableTitle });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(COPY[locale].videoLibrary.unavailableText);
    expect(scripts).toEqual([]);
    await expect(page.locator("[data-island][data-hydrated]")).toHaveCount(0);
    await toast.getByRole("button", { name: COPY[locale].common.closeToast }).click();
    await expect(toast).toBeHidden();
  });
}
