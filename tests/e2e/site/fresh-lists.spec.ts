/**
 * No layout shift from fresh data (issue #27, Done when: "a browser test with
 * a list changed under an open page measures CLS ≤ 0.01"). The white papers
 * page is open; a paper is published and the page's newest paper trashed
 * (supabase-js, server side); the visitor comes back to the tab, so the page
 * checks its list again (islands/list-freshness.ts). What is on screen does
 * not move: the change is announced ("1 new paper", in a polite live region)
 * and shown when the visitor presses Show. The Chinese page, opened on the
 * changed list, announces it in Chinese.
 *
 * It publishes and trashes for a moment (restored after), so it runs alone
 * (playwright.config.ts RUN_ALONE).
 */
import { expect, type Page, test } from "@playwright/test";
import { service } from "../support/clients";
import { freshListShow } from "../support/fresh-lists";

/** The layout shifts not caused by input (what CLS sums), recorded from the page's start. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shiftScore: number };
    w.shiftScore = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.shiftScore += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The page's layout-shift score so far, after two frames (so pending entries are reported). */
const shiftScore = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { shiftScore: number }).shiftScore)),
        ),
      ),
  );

/** The visitor leaves the tab and comes back (headless Chromium never hides a page, so the events are played). */
const comeBackToTab = (page: Page): Promise<void> =>
  page.evaluate(() => {
    for (const state of ["hidden", "visible"]) {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
      document.dispatchEvent(new Event("visibilitychange"));
    }
  });

const listRead = (page: Page) => page.waitForResponse((r) => r.url().includes("/rest/v1/white_papers") && r.ok());

test("a list changed under an open page moves nothing (CLS ≤ 0.01), announces it and shows it on Show, in both languages", async ({
  page,
}) => {
  const db = service();
  const title = `Fresh-list paper ${Date.now()}`;
  const titleZh = `新鲜列表论文 ${Date.now()}`;
  let newId: string | undefined;
  let trashedId: string | undefined;
  try {
    await recordShifts(page);
    const firstRead = listRead(page);
    await page.goto("/resources/white-papers");
    await firstRead;
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    // The list is in the HTML (prerendered), and its first card on screen: what must not move.
    await expect(page.locator("#prerendered-lists")).toBeAttached();
    const first = page.getByTestId("white-paper").first();
    await expect(first).toBeInViewport();
    trashedId = (await first.getAttribute("id"))!.replace(/^white-paper-/, "");
    const before = await first.boundingBox();

    const inserted = await db
      .from("white_papers")
      .insert({
        title,
        title_zh: titleZh,
        description: "Published while a visitor had the list open.",
        author: "Fresh List Test",
        date_published: "2099-01-01",
        status: "published",
      })
      .select("id")
      .single();
    expect(inserted.error).toBeNull();
    newId = inserted.data!.id;
    const trashed = await db.from("white_papers").update({ deleted_at: new Date().toISOString() }).eq("id", trashedId);
    expect(trashed.error).toBeNull();

    const reread = listRead(page);
    await comeBackToTab(page);
    await reread;
    const status = page.getByTestId("fresh-list-bar").getByRole("status");
    await expect(status).toHaveText("1 new paper");
    await expect(freshListShow(page)).toHaveText("Show");
    // Nothing moved: the trashed paper is still where it was, the new one not inserted yet.
    expect(await shiftScore(page)).toBeLessThanOrEqual(0.01);
    expect(await first.boundingBox()).toEqual(before);
    await expect(page.locator(`#white-paper-${newId}`)).toHaveCount(0);

    await freshListShow(page).click();
    await expect(page.locator(`#white-paper-${newId}`)).toBeVisible();
    await expect(page.locator(`#white-paper-${trashedId}`)).toHaveCount(0);
    await expect(status).toHaveText("");

    // The Chinese page, opened on the changed list, announces it in Chinese and moves nothing either.
    const zhRead = listRead(page);
    await page.goto("/zh/resources/white-papers");
    await zhRead;
    await expect(status).toHaveText("有 1 篇新论文");
    await expect(freshListShow(page)).toHaveText("显示");
    expect(await shiftScore(page)).toBeLessThanOrEqual(0.01);
    await freshListShow(page).click();
    await expect(page.locator(`#white-paper-${newId}`)).toContainText(titleZh);
  } finally {
    if (newId) await db.from("white_papers").delete().eq("id", newId);
    if (trashedId) await db.from("white_papers").update({ deleted_at: null }).eq("id", trashedId);
  }
});
