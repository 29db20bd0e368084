/**
 * The admin paints at once (issue #24). /admin used to wait for a first
 * contentful paint that its empty shell never had (the 3 s fallback of the
 * public pages' deferred loader fired): blank, then the sign-in form after
 * 5–6 s here. Its HTML now paints the sign-in card's skeleton (its title in
 * the stored admin language) before any of the admin's code runs. How fast,
 * against a public page's heading, is for a benchmark to print (speed targets
 * are never timed tests here); this spec checks what paints without the code.
 */
import { expect, test } from "@playwright/test";

for (const [language, stored, title] of [
  ["English", null, "Admin Sign In"],
  ["Chinese", "zh", "管理员登录"],
] as const) {
  test(`/admin (${language}) shows the card's title in its language before the admin's code runs`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    try {
      if (stored) await context.addInitScript((l) => localStorage.setItem("admin.language", l), stored);
      const page = await context.newPage();
      // Hold back the admin's code: only the HTML shell paints.
      await page.route(/\/assets\/.*\.js$/, () => undefined);
      await page.goto("/admin", { waitUntil: "commit" });
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
      await expect(page.locator("#root form")).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
}
