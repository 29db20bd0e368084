/**
 * The product catalog lists the company's own tools (issue #14 part 4; spec
 * §2 Product catalog, §9 figures): in both languages every category of the
 * dropdown lists at least one product, the option's count and the count line
 * match the cards shown, a search for "MWD" (any case) finds the MWD tools,
 * and search and category combine, on the page only (no request is made).
 */
import { expect, test } from "@playwright/test";
import { href, type Locale } from "../../../site/src/app/paths";
import { PRODUCT_CATEGORIES } from "../../../site/src/features/products/product-search";
import { en } from "../../../site/src/i18n/locales/en";
import { zh } from "../../../site/src/i18n/locales/zh";
import { hydrated } from "./helpers";

const COPY = { en, zh } as const;
/** The count line ("2 products" / "2 个产品") for `n` products. */
const countLine = (locale: Locale, n: number) =>
  locale === "en" ? `${n} product${n === 1 ? "" : "s"}` : `${n} 个产品`;

for (const locale of ["en", "zh"] as const) {
  const copy = COPY[locale].catalog;

  test(`every category lists its products and the counts match (${locale})`, async ({ page }) => {
    await page.goto(href("productCatalog", locale));
    await hydrated(page);
    const requests: string[] = [];
    // Data requests (the code prefetched once the page is idle, issue #24, does not count).
    page.on("request", (r) => {
      if (["fetch", "xhr"].includes(r.resourceType())) requests.push(r.url());
    });
    const cards = page.getByTestId("product-card").filter({ visible: true });
    const select = page.getByLabel(copy.category);
    for (const category of PRODUCT_CATEGORIES) {
      await select.selectOption(category);
      const expected = copy.products.filter((p) => category === "all" || p.category === category);
      expect(expected.length, category).toBeGreaterThan(0);
      await expect(cards).toHaveCount(expected.length);
      await expect(page.getByText(countLine(locale, expected.length), { exact: true })).toBeVisible();
      for (const p of expected) await expect(cards.filter({ hasText: p.name })).toHaveCount(1);
      // The option names its count: "MWD Tools (2)".
      const option = select.locator(`option[value="${category}"]`);
      await expect(option).toHaveText(new RegExp(`[(（]${expected.length}[)）]$`));
    }
    expect(requests).toEqual([]);
  });

  test(`a search for "MWD" in any case finds the MWD tools (${locale})`, async ({ page }) => {
    await page.goto(href("productCatalog", locale));
    await hydrated(page);
    const cards = page.getByTestId("product-card").filter({ visible: true });
    const search = page.getByRole("searchbox", { name: copy.search });
    const mwd = copy.products.filter((p) => p.category === "MWD Tools");
    for (const query of ["MWD", "mwd"]) {
      await search.fill(query);
      await expect(cards).toHaveCount(mwd.length);
      for (const p of mwd) await expect(cards.filter({ hasText: p.name })).toHaveCount(1);
    }
    await page.getByLabel(copy.category).selectOption("LWD Tools");
    await expect(cards).toHaveCount(0);
    await expect(page.getByText(copy.empty)).toBeVisible();
    await search.fill("lwd");
    await expect(cards).toHaveCount(copy.products.filter((p) => p.category === "LWD Tools").length);
  });
}

test("the MWD and LWD cards show the spec §9 figures", async ({ page }) => {
  await page.goto(href("productCatalog"));
  const card = (name: string) => page.getByTestId("product-card").filter({ hasText: name });
  for (const figure of ["±0.1° accuracy", "0.01° resolution", "Rated to 25,000 psi"])
    await expect(card("MWD Directional Tool").getByText(figure)).toBeVisible();
  await expect(card("MWD Turbine Generator").getByText("48 V, 500 W")).toBeVisible();
  await expect(card("LWD Gamma Ray Tool").getByText("0-500 API range")).toBeVisible();
});
