import { describe, expect, it } from "vitest";
import { filterProducts, PRODUCT_CATEGORIES } from "../../site/src/features/products/product-search";
import { en } from "../../site/src/i18n/locales/en";

const products = en.catalog.products;

describe("filterProducts()", () => {
  it("offers all plus the five categories of the spec", () => {
    expect(PRODUCT_CATEGORIES).toEqual(["all", "Drill Bits", "Stabilizers", "Reamers", "MWD Tools", "LWD Tools"]);
  });
  it("has the four built-in sample products", () => {
    expect(products.map((p) => p.name)).toEqual([
      "PDC Drill Bits",
      "Roller Cone Bits",
      "Integral Stabilizers",
      "Expandable Reamers",
    ]);
  });
  it("returns everything for an empty query and all", () => {
    expect(filterProducts(products, "", "all")).toHaveLength(4);
  });
  it("matches the name, ignoring case", () => {
    expect(filterProducts(products, "pdc", "all").map((p) => p.id)).toEqual(["pdc"]);
  });
  it("matches the description, ignoring case", () => {
    expect(filterProducts(products, "HYDRAULICALLY", "all").map((p) => p.id)).toEqual(["reamer"]);
  });
  it("filters by category", () => {
    expect(filterProducts(products, "", "Drill Bits").map((p) => p.id)).toEqual(["pdc", "roller"]);
    expect(filterProducts(products, "", "MWD Tools")).toEqual([]);
  });
  it("combines search and category", () => {
    expect(filterProducts(products, "bits", "Stabilizers")).toEqual([]);
    expect(filterProducts(products, "roller", "Drill Bits").map((p) => p.id)).toEqual(["roller"]);
  });
});
