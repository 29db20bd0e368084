import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers";

test.describe("home page", () => {
  test("has the spec's sections: four feature cards with three benefits, four stats and four values, the contact form", async ({
    page,
  }) => {
    await page.goto("/");
    const features = page.locator("section#features");
    await expect(features.getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(features.locator("ul.benefits > li")).toHaveCount(12);
    const about = page.locator("section#about");
    for (const value of ["25+", "1000+", "200+", "50+"])
      await expect(about.getByText(value, { exact: true })).toBeVisible();
    for (const name of ["Innovation", "Reliability", "Safety", "Excellence"])
      await expect(about.getByRole("heading", { name })).toBeVisible();
    const contact = page.locator("section#contact form");
    for (const label of ["First Name", "Last Name", "Company", "Email Address", "Phone Number", "Project Details"]) {
      await expect(contact.getByLabel(label, { exact: false }).first()).toBeVisible();
    }
    await expect(contact.getByLabel("Project Details")).toHaveAttribute("placeholder", /drilling project/);
    await expect(contact.getByRole("button", { name: "Send Message" })).toBeVisible();
  });

  test("below-the-fold sections load their code only when scrolled to, without losing the server HTML", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto("/");
    await hydrated(page);
    expect(scripts.some((u) => u.includes("contact-section"))).toBe(false);
    await page.locator("section#contact").scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((u) => u.includes("contact-section"))).toBe(true);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
  });

  test("lazy images show 'Loading...' until scrolled into view, then fade in", async ({ page }) => {
    // Every seeded news item has a picture (issue #26), and the browser may fetch a lazy image well
    // before it is in view: hold the pictures back until the last one is scrolled to, so the
    // placeholder is seen whatever the browser's lazy-load distance.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // From the site's own copies (issue #24) or Storage.
    await page.route(/\/storage\/v1\/object\/public\/content-images\/|\/media\/content-images\//, async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 412, height: 823 });
    // The load event waits for the eager pictures, which are held too.
    await page.goto("/company/news", { waitUntil: "domcontentloaded" });
    const last = page.locator(".lazy-image").last();
    await expect(last).toContainText("Loading...");
    release();
    await hydrated(page);
    await last.scrollIntoViewIfNeeded();
    await expect(last.locator(".lazy-image__content--loaded")).toHaveCount(1);
    // Without React (the news page hydrates only when used or when its rows changed, issues #24 and #26) the
    // placeholder is hidden, not removed.
    await expect(last.getByText("Loading...")).toBeHidden();
  });
});
