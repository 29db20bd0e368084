/**
 * Not-found everywhere (spec §2; issue #14 part 3): an unknown path in every
 * section of the site, in both languages and under /admin, shows the
 * not-found page ('Oops! Page not found' or its Chinese) with a working link
 * back, logs the path to the console, and (for the static server) answers
 * 404. /admin/not-a-real-page used to answer 200 and render nothing: the
 * admin's catch-all route navigated to itself.
 */
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./helpers";

/** An unknown path of the public site, its not-found text, link and where the link leads. */
interface SiteCase {
  path: string;
  text: string;
  link: string;
  home: string;
  /** The home page's h1 in that language. */
  heading: RegExp;
}

const EN = { text: "Oops! Page not found", link: "Return to Home", home: "/", heading: /Steer every foot of the well/ };
const ZH = { text: "抱歉！页面未找到", link: "返回首页", home: "/zh", heading: /[\u4e00-\u9fff]/ };

const SITE_CASES: SiteCase[] = [
  { path: "/unknown", ...EN },
  { path: "/products/unknown", ...EN },
  { path: "/company/unknown", ...EN },
  { path: "/services/unknown/deeper", ...EN },
  { path: "/resources/unknown", ...EN },
  { path: "/zh/unknown", ...ZH },
  { path: "/zh/products/unknown", ...ZH },
  { path: "/zh/resources/unknown", ...ZH },
  { path: "/zh/admin/unknown", ...ZH },
];

/** Collects the page's console errors. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}

test.describe("unknown paths of the public site", () => {
  for (const c of SITE_CASES) {
    test(`${c.path} shows the not-found page with a link home`, async ({ page }) => {
      const errors = consoleErrors(page);
      const response = await page.goto(c.path);
      expect(response?.status()).toBe(404);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
      await expect(main.getByText(c.text, { exact: true })).toBeVisible();
      await hydrated(page);
      expect(errors.some((e) => e.includes(c.path))).toBe(true);
      const link = main.getByRole("link", { name: c.link });
      await expect(link).toHaveAttribute("href", c.home);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${c.home === "/" ? "" : c.home}/?$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.heading);
    });
  }
});

test.describe("unknown paths of the admin", () => {
  for (const path of ["/admin/unknown", "/admin/not-a-real-page", "/admin/dashboard/unknown"]) {
    test(`${path} shows the not-found page (status 404) with links home and back to the admin`, async ({ page }) => {
      const errors = consoleErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
      await expect(page.getByText("Oops! Page not found", { exact: true })).toBeVisible();
      expect(errors.some((e) => e.includes(path))).toBe(true);
      await expect(page).toHaveURL(new RegExp(`${path}$`));

      await page.getByRole("link", { name: "Back to the admin console" }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();

      await page.goBack();
      await page.getByRole("link", { name: "Return to Home" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(EN.heading);
    });
  }

  test("in the admin's language: Chinese text and a link to the Chinese home page", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("admin.language", "zh"));
    const response = await page.goto("/admin/unknown");
    expect(response?.status()).toBe(404);
    await expect(page.getByText(ZH.text, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "返回管理后台" })).toHaveAttribute("href", "/admin");
    await page.getByRole("link", { name: ZH.link }).click();
    await expect(page).toHaveURL(/\/zh$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ZH.heading);
  });

  test("the admin's own pages still answer 200", async ({ request }) => {
    for (const path of ["/admin", "/admin/dashboard"]) expect((await request.get(path)).status(), path).toBe(200);
  });
});
