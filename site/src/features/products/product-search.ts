/**
 * Product catalog search and category filter (spec §2 Product catalog; issue
 * #14 part 4), pure so it can be unit-tested. The products themselves are the
 * locales' `catalog.products` (the spec's four sample products plus the
 * company's own MWD and LWD tools, so every category lists at least one); the
 * counts shown come from that one list. The rule is the site's one
 * card-filter rule (islands/card-filter.ts), which the page applies in plain
 * DOM (issue #24).
 */
import { cardMatches, searchableText, type FilterKey } from "../../islands/card-filter";

/** Dropdown values: "all" then the five categories of spec §2. */
export const PRODUCT_CATEGORIES = ["all", "Drill Bits", "Stabilizers", "Reamers", "MWD Tools", "LWD Tools"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** A built-in sample product of the catalog page (texts in the page's language, `category` one of the spec's). */
export interface SampleProduct {
  id: string;
  name: string;
  description: string;
  category: Exclude<ProductCategory, "all">;
  specs: string[];
}

/** True when `value` is one of the dropdown's values (what a `<select>` may hold before hydration). */
export function isProductCategory(value: string): value is ProductCategory {
  return (PRODUCT_CATEGORIES as readonly string[]).includes(value);
}

/** The filter key of a product card: its category, and its name and description as searchable text. */
export const productKey = (p: { name: string; description: string; category: string }): FilterKey => ({
  value: p.category,
  text: searchableText(p.name, p.description),
});

/** Products whose name or description contains `query` (case-insensitive, trimmed) and whose category matches ("all" matches any). */
export function filterProducts<T extends { name: string; description: string; category: string }>(
  products: readonly T[],
  query: string,
  category: string,
): T[] {
  const state = { choice: category, query };
  return products.filter((p) => cardMatches(productKey(p), state));
}

/** How many of `products` each dropdown value lists: { all: n, "Drill Bits": k, … } (every category present, 0 if none). */
export function categoryCounts(products: readonly { category: string }[]): Record<ProductCategory, number> {
  const counts = Object.fromEntries(PRODUCT_CATEGORIES.map((c) => [c, 0])) as Record<ProductCategory, number>;
  for (const p of products) {
    counts.all += 1;
    if (isProductCategory(p.category) && p.category !== "all") counts[p.category] += 1;
  }
  return counts;
}
