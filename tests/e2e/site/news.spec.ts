/**
 * /company/news reads the `news` table (issue #26): the built page shows the
 * seeded items (the ones the copy used to carry) in English and, under
 * /zh/, in Chinese, the newest featured one as the featured story, and its
 * category buttons filter the cards.
 */
import { expect, test } from "@playwright/test";
import { href } from "../../../site/src/app/paths";
import { en } from "../../../site/src/i18n/locales/en";
import { zh } from "../../../site/src/i18n/locales/zh";
import { NEWS } from "../../../supabase/seed/content";

const COPY = { en, zh } as const;

for (const locale of ["en", "zh"] as const) {
  const copy = COPY[locale];
  const titleOf = (item: (typeof NEWS)[number]) => (locale === "zh" ? item.title_zh! : item.title);

  test(`news (${locale}): the seeded items from the database, and the category filter`, async ({ page }) => {
    await page.goto(href("news", locale));
    const cards = page.getByTestId("news-item").filter({ visible: true });
    await expect(cards).toHaveCount(NEWS.length);
    for (const item of NEWS) {
      const card = cards.filter({ has: page.getByRole("heading", { name: titleOf(item), exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(locale === "zh" ? item.excerpt_zh! : item.excerpt);
      await expect(card.getByTestId("news-category")).toHaveText(copy.news.categories[item.category as "award"]);
    }
    const featured = NEWS.find((item) => item.featured)!;
    await expect(page.getByRole("heading", { level: 2, name: titleOf(featured) })).toBeVisible();
    await expect(cards.filter({ hasText: copy.news.featured })).toHaveCount(1);

    for (const category of ["award", "productLaunch"] as const) {
      const button = page.getByRole("button", { name: copy.news.categories[category], exact: true });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      const expected = NEWS.filter((item) => item.category === category).map(titleOf);
      expect(expected.length).toBeGreaterThan(0);
      await expect(cards).toHaveCount(expected.length);
      for (const title of expected) await expect(cards.filter({ hasText: title })).toHaveCount(1);
    }
    await page.getByRole("button", { name: copy.news.categories.all, exact: true }).click();
    await expect(cards).toHaveCount(NEWS.length);
  });
}
