import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { hydrated, ROUTES } from "./helpers";

test.describe("accessibility (axe)", () => {
  test.setTimeout(180_000);
  test("no serious or critical violations on any public route", async ({ page }) => {
    const problems: string[] = [];
    for (const path of [...ROUTES.map(([p]) => p), "/not-a-page"]) {
      await page.goto(path);
      await hydrated(page);
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(300);
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations.filter((x) => x.impact === "serious" || x.impact === "critical")) {
        problems.push(
          `${path}: ${v.id} (${v.impact}) ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

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
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "Quote Request Submitted" });
    await expect(toast.getByRole("button", { name: "Close notification" })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include(".mantine-Notifications-root").analyze();
    expect(violations.filter((x) => x.impact === "serious" || x.impact === "critical").map((v) => v.id)).toEqual([]);
  });
});
