/** Product catalog search and category filter (spec §2 Product catalog), pure so it can be unit-tested. */

/** Dropdown values: "all" then the five categories of spec §2. */
export const PRODUCT_CATEGORIES = ["all", "Drill Bits", "Stabilizers", "Reamers", "MWD Tools", "LWD Tools"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** A built-in sample product of the catalog page. */
export interface SampleProduct {
  id: string;
  name: string;
  description: string;
  category: Exclude<ProductCategory, "all">;
  specs: string[];
}

/** Products whose name or description contains `query` (case-insensitive) and whose category matches ("all" matches any). */
export function filterProducts<T extends { name: string; description: string; category: string }>(
  products: readonly T[],
  query: string,
  category: string,
): T[] {
  const needle = query.trim().toLowerCase();
  return products.filter(
    (p) =>
      (category === "all" || p.category === category) &&
      (needle === "" || p.name.toLowerCase().includes(needle) || p.description.toLowerCase().includes(needle)),
  );
}
