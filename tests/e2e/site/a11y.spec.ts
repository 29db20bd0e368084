import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { hydrated, ROUTES, scrollThroughHome } from "./helpers";

test.describe("accessibility (axe)", () => {
  // One test per route, so the two workers share them out.
  for (const path of [...ROUTES.map(([p]) => p), "/not-a-page"]) {
    test(`${path}: no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      // The home page's lower sections as a visitor who scrolled down sees them.
      if (path === "/") await scrollThroughHome(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const problems = violations
        .filter((x) => x.impact === "serious" || x.impact === "critical")
        .map(
          (v) =>
            `${path}: ${v.id} (${v.impact}) ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(", ")}`,
        );
      expect(problems).toEqual([]);
    });
  }

  test("the mobile menu passes axe when open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((x) => x.impact === "serious" || x.impact === "critical").map((v) => v.id)).toEqual([]);
  });

  test("a visible toast passes axe and its close button is labelled", async ({ page }) => {
    await page.goto("/get-quote");
    await hydrated(page);
    const form = page.locator("form");
    await form.getByLabel("First Name").fill("Ada");
    await form.getByLabel("Last Name").fill("Lovelace");
    await form.getByLabel("Email Address").fill("ada@example.com");
    await form.getByLabel("Company Name").fill("Analytical Drilling");
    await form.getByLabel("Project Type").selectOption("horizontal");
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "Quote Request Submitted" });
    await expect(toast.getByRole("button", { name: "Close notification" })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include(".mantine-Notifications-root").analyze();
    expect(violations.filter((x) => x.impact === "serious" || x.impact === "critical").map((v) => v.id)).toEqual([]);
  });
});
