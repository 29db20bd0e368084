import { expect, test } from "@playwright/test";
import { hydrated, ROUTES } from "./helpers";

test.describe("public routes", () => {
  test("every route renders its heading, header and footer, with its own title", async ({ page }) => {
    const titles = new Set<string>();
    for (const [path, heading] of ROUTES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getUTCFullYear()} `);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.trim().length ?? 0, path).toBeGreaterThan(40);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(ROUTES.length);
  });

  test("footer has every spec link, the three policy pages and no social icon without a profile URL", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const href of [
      "/products/rss-systems",
      "/products/drilling-tools",
      "/products/measurement-tools",
      "/products/software-solutions",
      "/services/technical-support",
      "/services/training",
      "/services/maintenance",
      "/services/consulting",
      "/resources/documentation",
      "/resources/case-studies",
      "/resources/white-papers",
      "/resources/video-library",
      "/company/about",
      "/company/careers",
      "/company/news",
      "/company/contact",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    // Issue #30: the policies are real pages, and the seeded site settings set no social profile (no icon).
    for (const [name, path] of [
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Cookie Policy", "/cookies"],
    ] as const)
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", path);
    await expect(footer.getByRole("list", { name: "Social media" })).toHaveCount(0);
  });

  test("unknown paths show the not-found page with status 404 and log the path", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await hydrated(page);
    expect(errors.some((e) => e.includes("/no/such/page"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("following a link to an unknown path shows the not-found page too", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/missing";
      link.textContent = "Missing";
      document.getElementById("main")!.prepend(link);
    });
    await page.getByRole("link", { name: "Missing" }).click();
    await expect(page).toHaveURL(/\/missing$/);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  });

  test("sitemap.xml lists the public routes and robots.txt disallows /admin", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const [path] of ROUTES) expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain("/admin");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
  });

  test("admin shells exist as static files", async ({ request }) => {
    for (const path of ["/admin", "/admin/dashboard"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
  });
});

test.describe("prerendered HTML (JavaScript disabled)", () => {
  test.use({ javaScriptEnabled: false });
  for (const [path, heading] of [ROUTES[0]!, ROUTES[8]!, ROUTES[17]!, ROUTES[14]!]) {
    test(`${path} has its content without JavaScript`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getUTCFullYear()} `);
    });
  }
  test("home sections are in the static HTML", async ({ page }) => {
    await page.goto("/");
    for (const id of ["features", "specs", "about", "contact"])
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    await expect(page.getByText("Continuous Proportional Steering", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
  });
});
