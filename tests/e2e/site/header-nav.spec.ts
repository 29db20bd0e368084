/**
 * The header's Products, Services and Resources menus (issue #30): in both
 * languages, on a desktop and at 390 px, with the keyboard and with touch,
 * with JavaScript and without it (the menus are popovers and `<details>`, so
 * they work before the page's code loads), they reach every product, service
 * and resource page of the route table. Also: the header keeps its 64 px and
 * does not overflow or shift, the open menus pass axe, and the footer's year
 * is the current one.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { href, LOCALES, PUBLIC_ROUTES, type Locale, type RouteKey } from "../../../site/src/app/paths";
import { en } from "../../../site/src/i18n/locales/en";
import { zh } from "../../../site/src/i18n/locales/zh";
import { hydrated } from "./helpers";

const COPY = { en, zh };
type Menu = "products" | "services" | "resources";

/** What each menu must reach, read from the route table here (not from nav-menus.ts, which it checks). */
const PAGES: Record<Menu, RouteKey[]> = {
  products: PUBLIC_ROUTES.filter((r) => r.path.startsWith("/products/") || r.page.startsWith("products/")).map(
    (r) => r.key,
  ),
  services: PUBLIC_ROUTES.filter((r) => r.path.startsWith("/services/")).map((r) => r.key),
  resources: PUBLIC_ROUTES.filter((r) => r.path.startsWith("/resources/")).map((r) => r.key),
};
const MENUS = Object.keys(PAGES) as Menu[];

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Where a test starts: the About page (in no menu) in `locale`. */
const start = (locale: Locale) => href("about", locale);

/** How a visitor reaches a menu: the wide header's toggle, or the phone menu's toggle and then its section. */
interface MenuAccess {
  /** What holds the menu's links once it is open. */
  links: Locator;
  /** Opens it with the keyboard (toggle focused, Enter; on a phone Tab to the section and Enter). */
  openByKeyboard(): Promise<void>;
  /** Opens it with taps. */
  openByTouch(): Promise<void>;
  /** What gets the focus back when Escape closes the menu. */
  toggle: Locator;
}

function access(page: Page, locale: Locale, menu: Menu, phone: boolean): MenuAccess {
  const label = COPY[locale].footer[menu];
  if (!phone) {
    const toggle = page
      .getByRole("navigation", { name: COPY[locale].header.mainNav })
      .getByRole("button", { name: label, exact: true });
    const links = page.locator(`#nav-menu-${menu}`);
    return {
      links,
      toggle,
      async openByKeyboard() {
        await toggle.focus();
        await page.keyboard.press("Enter");
        await expect(links).toBeVisible();
      },
      async openByTouch() {
        await toggle.tap();
        await expect(links).toBeVisible();
      },
    };
  }
  const burger = page.locator("header button.burger");
  const mobile = page.locator("#mobile-menu");
  const summary = mobile.locator("summary", { hasText: label });
  const links = mobile.locator("details").filter({ has: page.locator("summary", { hasText: label }) });
  return {
    links,
    toggle: burger,
    async openByKeyboard() {
      await burger.focus();
      await page.keyboard.press("Enter");
      await expect(mobile).toBeVisible();
      for (let i = 0; i < 40 && !(await summary.evaluate((s) => s === document.activeElement)); i++)
        await page.keyboard.press("Tab");
      await expect(summary).toBeFocused();
      // A section opened earlier stays open (Enter would close it).
      if ((await links.getAttribute("open")) === null) await page.keyboard.press("Enter");
      await expect(links).toHaveAttribute("open", "");
    },
    async openByTouch() {
      await burger.tap();
      await expect(mobile).toBeVisible();
      await summary.tap();
      await expect(links).toHaveAttribute("open", "");
    },
  };
}

/** The hrefs the focus visits pressing Tab from where it is until it leaves `container`. */
async function tabThrough(page: Page, container: Locator): Promise<string[]> {
  const visited: string[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const inside = await container.evaluate((el) => el.contains(document.activeElement));
    if (!inside) break;
    visited.push(await page.evaluate(() => document.activeElement?.getAttribute("href") ?? "(no link)"));
  }
  return visited;
}

/** The page's h1 once `key`'s page (in `locale`) has loaded. */
async function arrivedAt(page: Page, locale: Locale, key: RouteKey): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${href(key, locale).replace(/[/]/g, "\\/")}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", locale === "zh" ? "zh-CN" : "en");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "before any script (JavaScript disabled)";
  for (const phone of [false, true]) {
    const size = phone ? "390 px" : "desktop";
    for (const locale of LOCALES) {
      test.describe(`header menus, ${locale}, ${size}, ${mode}`, () => {
        test.use({ javaScriptEnabled, viewport: phone ? PHONE : DESKTOP });

        test("the keyboard opens each menu, Tab visits every page's link, Escape closes it, Enter follows one", async ({
          page,
        }) => {
          await page.goto(start(locale));
          if (javaScriptEnabled) await hydrated(page);
          for (const menu of MENUS) {
            const menuAccess = access(page, locale, menu, phone);
            // Escape from inside: the menu closes and the focus is back on its toggle.
            await menuAccess.openByKeyboard();
            await page.keyboard.press("Tab");
            await expect(menuAccess.links.locator(":focus")).toHaveCount(1);
            await page.keyboard.press("Escape");
            await expect(menuAccess.links).toBeHidden();
            await expect(menuAccess.toggle).toBeFocused();
            await menuAccess.openByKeyboard();
            const visited = await tabThrough(page, menuAccess.links);
            expect(visited, menu).toEqual(expect.arrayContaining(PAGES[menu].map((key) => href(key, locale))));
            expect(visited.length, menu).toBe(PAGES[menu].length);
            await page.keyboard.press("Escape");
            await expect(menuAccess.links).toBeHidden();
          }
          // Enter on a link loads its page.
          const last = PAGES.resources.at(-1)!;
          const menuAccess = access(page, locale, "resources", phone);
          await menuAccess.openByKeyboard();
          await menuAccess.links.locator(`a[href="${href(last, locale)}"]`).focus();
          await page.keyboard.press("Enter");
          await arrivedAt(page, locale, last);
        });

        test.describe("touch", () => {
          test.use({ hasTouch: true, isMobile: phone });
          test("a tap on each menu and one of its links reaches every product, service and resource page", async ({
            page,
          }) => {
            test.slow();
            await page.goto(start(locale));
            for (const menu of MENUS) {
              for (const key of PAGES[menu]) {
                const menuAccess = access(page, locale, menu, phone);
                await menuAccess.openByTouch();
                const link = menuAccess.links.getByRole("link", { name: COPY[locale].meta[key].title, exact: true });
                await expect(link).toHaveAttribute("href", href(key, locale));
                await link.tap();
                await arrivedAt(page, locale, key);
              }
            }
          });
        });
      });
    }
  }
}

test.describe("desktop menus", () => {
  test.use({ viewport: DESKTOP });
  for (const javaScriptEnabled of [true, false]) {
    test(`one panel at a time, and a click outside closes it (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: DESKTOP });
      const page = await context.newPage();
      await page.goto("/zh/company/news");
      const nav = page.getByRole("navigation", { name: "主导航" });
      await nav.getByRole("button", { name: "产品", exact: true }).click();
      await expect(page.locator("#nav-menu-products")).toBeVisible();
      await nav.getByRole("button", { name: "服务", exact: true }).click();
      await expect(page.locator("#nav-menu-services")).toBeVisible();
      await expect(page.locator("#nav-menu-products")).toBeHidden();
      await page.mouse.click(640, 700);
      await expect(page.locator("#nav-menu-services")).toBeHidden();
      await context.close();
    });
  }

  test("the toggles say whether their panel is open (aria-expanded), and search closes an open panel", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const toggle = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Resources", exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // "/" opens search above the page: an open panel closes first.
    await toggle.click();
    await page.keyboard.press("/");
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.locator("#nav-menu-resources")).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the open Products panel passes axe", async ({ page }) => {
    await page.goto("/products/rss-systems");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products", exact: true }).click();
    await expect(page.locator("#nav-menu-products")).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include("header").analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });
});

test.describe("phone menu", () => {
  test.use({ viewport: PHONE });

  test("with a section open passes axe, and closes once a page is chosen", async ({ page }) => {
    await page.goto("/zh/company/about");
    await hydrated(page);
    await page.getByRole("button", { name: "打开菜单" }).click();
    const menu = page.getByRole("navigation", { name: "移动端导航" });
    await menu.locator("summary", { hasText: "资源" }).click();
    await expect(menu.getByRole("link", { name: "白皮书", exact: true })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include("header").analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    // Opening another section closes the first (one at a time).
    await menu.locator("summary", { hasText: "服务" }).click();
    await expect(menu.getByRole("link", { name: "技术支持", exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "白皮书", exact: true })).toBeHidden();
    await menu.getByRole("link", { name: "技术支持", exact: true }).click();
    await expect(page).toHaveURL(/\/zh\/services\/technical-support$/);
    await expect(page.getByRole("button", { name: "打开菜单" })).toBeVisible();
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });
});

test.describe("header layout", () => {
  for (const locale of LOCALES) {
    test(`${locale}: 64 px high, nothing overflows at 1181, 1280 and 1440 px, and the load shifts nothing in it`, async ({
      page,
    }) => {
      for (const width of [1181, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(href("home", locale));
        await hydrated(page);
        expect((await page.locator("header.site-header").boundingBox())!.height, `${width}`).toBe(64);
        const inner = await page
          .locator(".site-header__inner")
          .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
        expect(inner.scroll, `${width}`).toBeLessThanOrEqual(inner.client);
        // Every menu toggle is on the screen, in the one row.
        for (const menu of MENUS) {
          const box = (await page.locator(`button[popovertarget="nav-menu-${menu}"]`).boundingBox())!;
          expect(box.x + box.width, `${width} ${menu}`).toBeLessThanOrEqual(width);
          expect(box.y + box.height, `${width} ${menu}`).toBeLessThanOrEqual(64);
        }
        const shifts = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              new PerformanceObserver((list) => {
                const header = document.querySelector("header")!;
                const moved = list
                  .getEntries()
                  .filter((entry) =>
                    ((entry as unknown as { sources?: { node?: Node }[] }).sources ?? []).some(
                      (source) => source.node && header.contains(source.node),
                    ),
                  );
                resolve(moved.length);
              }).observe({ type: "layout-shift", buffered: true });
              // No entry at all: nothing shifted.
              setTimeout(() => resolve(0), 500);
            }),
        );
        expect(shifts, `${width}`).toBe(0);
      }
    });
  }
});

test.describe("footer", () => {
  test.use({ javaScriptEnabled: false });
  for (const locale of LOCALES) {
    test(`${locale}: the copyright year is the current year`, async ({ page }) => {
      const year = new Date().getUTCFullYear();
      await page.goto(href("contact", locale));
      await expect(page.getByRole("contentinfo")).toContainText(`© ${year} ProSteer`);
      await expect(page.getByRole("contentinfo")).not.toContainText("© 2024");
    });
  }
});
