/**
 * Page islands before hydration (issue #13): a public page loads only its
 * small browser entry; the page's content hydrates when the visitor first
 * reaches for it, and what they did before that is not lost: a button
 * clicked before hydration does its job once the content has hydrated, and
 * a static page never loads React at all.
 */
import { expect, test } from "@playwright/test";
import { selectRows } from "./helpers";

test("a click on a button before the content has hydrated is replayed after hydration", async ({ page }) => {
  const [catalog] = await selectRows<{ name: string }>(
    "catalog_files",
    "select=*&category=eq.drilling-tools&language=eq.en&order=created_at.desc&limit=1",
  );
  await page.goto("/products/drilling-tools");
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
  const island = page.locator("[data-island]");
  await expect(island).not.toHaveAttribute("data-hydrated");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Catalog" }).click();
  await expect(island).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("alert").filter({ hasText: "Download Started" })).toContainText(catalog!.name);
  expect((await download).suggestedFilename()).toBe(catalog!.name);
});

test("a static page loads its small entry and no React, even when used", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
  await page.goto("/products/technical-specifications");
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
  await page.getByRole("main").click();
  await page.keyboard.press("Tab");
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(
    scripts.some((s) => /hydrate-page|client|react/i.test(s)),
    scripts.join(", "),
  ).toBe(false);
  await expect(page.locator("[data-island]")).not.toHaveAttribute("data-hydrated");
});

test("the header works without the page's content hydrating: menu, Escape, and search", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/products/technical-specifications");
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press("/");
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.locator("[data-island]")).not.toHaveAttribute("data-hydrated");
});

test("a static page's lazy illustrations fade in as they scroll into view, without hydrating", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/products/rss-systems");
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
  const last = page.locator(".lazy-image[data-lazy-reveal]").last();
  await expect(last).toContainText("Loading...");
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator(".lazy-image__content--loaded")).toHaveCount(1);
  await expect(last.locator(".lazy-image__placeholder")).toBeHidden();
  await expect(page.locator("[data-island]")).not.toHaveAttribute("data-hydrated");
});
