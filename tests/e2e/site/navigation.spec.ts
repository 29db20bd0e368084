import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers";

test.describe("header", () => {
  test("nav buttons scroll to the home sections on /", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, id] of [
      ["Features", "features"],
      ["Specifications", "specs"],
      ["About", "about"],
      ["Contact", "contact"],
    ]) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expect(page.locator(`section#${id}`)).toBeInViewport();
    }
    await nav.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page.locator("#home")).toBeInViewport();
  });

  test("nav buttons on other pages go to the full anchor URL", async ({ page }) => {
    await page.goto("/company/about");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Specifications" }).click();
    await expect(page).toHaveURL(/\/#specs$/);
    await expect(page.locator("section#specs")).toBeInViewport();
  });

  test("Get Quote links to /get-quote", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Get Quote" }).click();
    await expect(page).toHaveURL(/\/get-quote$/);
    await expect(page.getByRole("heading", { name: "RSS Drilling System Quote Request" })).toBeVisible();
  });

  test("header is fixed and 64 px high", async ({ page }) => {
    await page.goto("/");
    const box = await page.getByRole("banner").boundingBox();
    expect(box?.height).toBe(64);
    await page.mouse.wheel(0, 1500);
    await expect(page.getByRole("banner")).toBeInViewport();
  });

  test("hero links go to the RSS solutions and demo pages", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("#home");
    await expect(hero.getByRole("link", { name: "Explore RSS Solutions" })).toHaveAttribute(
      "href",
      "/explore-rss-solutions",
    );
    await expect(hero.getByRole("link", { name: "Watch Demo" })).toHaveAttribute("href", "/watch-demo");
    for (const text of ["48V", "350", "500W"]) await expect(hero.getByText(text, { exact: true })).toBeVisible();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens with the toggle, closes after an item is chosen, and by Escape", async ({ page }) => {
    await page.goto("/company/news");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator("section#contact")).toBeInViewport();
  });

  test("is reachable with the keyboard", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Home" })).toBeFocused();
  });
});

test.describe("language", () => {
  test("switches to the Chinese page in place, remembers the choice and switches back", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: /Switch language to Chinese/ }).click();
    await expect(page).toHaveURL(/\/zh$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("连续导向，掌控每一英尺井眼");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(
      page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "技术规格" }),
    ).toHaveAttribute("href", "/zh#specs");

    // The remembered choice sends an English URL to its Chinese page.
    await page.goto("/products/drilling-tools");
    await expect(page).toHaveURL(/\/zh\/products\/drilling-tools$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("钻井工具");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    expect(await page.title()).toContain("钻井工具");
    await hydrated(page);

    await page.getByRole("link", { name: /切换到英文/ }).click();
    await expect(page).toHaveURL(/\/products\/drilling-tools$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drilling tools");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await hydrated(page);
    await expect(page).toHaveURL(/\/products\/drilling-tools$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drilling tools");
  });
});
