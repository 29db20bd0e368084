import { describe, expect, it } from "vitest";
import {
  categoryCounts,
  filterProducts,
  isProductCategory,
  PRODUCT_CATEGORIES,
} from "../../site/src/features/products/product-search";
import { en } from "../../site/src/i18n/locales/en";
import { zh } from "../../site/src/i18n/locales/zh";

const products = en.catalog.products;
const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);

describe("filterProducts()", () => {
  it("offers all plus the five categories of the spec", () => {
    expect(PRODUCT_CATEGORIES).toEqual(["all", "Drill Bits", "Stabilizers", "Reamers", "MWD Tools", "LWD Tools"]);
  });
  it("keeps the spec's four built-in sample products first, then the company's MWD and LWD tools", () => {
    expect(products.map((p) => p.name)).toEqual([
      "PDC Drill Bits",
      "Roller Cone Bits",
      "Integral Stabilizers",
      "Expandable Reamers",
      "MWD Directional Tool",
      "MWD Turbine Generator",
      "LWD Gamma Ray Tool",
      "LWD Resistivity Tool",
    ]);
  });
  it("returns everything for an empty query and all", () => {
    expect(filterProducts(products, "", "all")).toHaveLength(products.length);
    expect(filterProducts(products, "   ", "all")).toHaveLength(products.length);
  });
  it("matches the name, ignoring case", () => {
    expect(ids(filterProducts(products, "pdc", "all"))).toEqual(["pdc"]);
    expect(ids(filterProducts(products, "STABILIZER", "all"))).toEqual(["stabilizer"]);
    expect(ids(filterProducts(products, "mwd", "all"))).toEqual(["mwd", "turbine"]);
    expect(ids(filterProducts(products, "MWD", "all"))).toEqual(["mwd", "turbine"]);
  });
  it("matches the description, ignoring case", () => {
    expect(ids(filterProducts(products, "HYDRAULICALLY", "all"))).toEqual(["reamer"]);
    expect(ids(filterProducts(products, "geosteering", "all"))).toEqual(["gamma"]);
  });
  it("does not match the specs or the category name", () => {
    expect(filterProducts(products, "25,000 psi", "all")).toEqual([]);
    expect(filterProducts(products, "Reamers", "all").map((p) => p.id)).toEqual(["reamer"]);
    expect(filterProducts(products, "Tools", "all")).toEqual(filterProducts(products, "tools", "all"));
  });
  it("filters by category", () => {
    expect(ids(filterProducts(products, "", "Drill Bits"))).toEqual(["pdc", "roller"]);
    expect(ids(filterProducts(products, "", "MWD Tools"))).toEqual(["mwd", "turbine"]);
    expect(ids(filterProducts(products, "", "LWD Tools"))).toEqual(["gamma", "resistivity"]);
  });
  it("combines search and category", () => {
    expect(filterProducts(products, "bits", "Stabilizers")).toEqual([]);
    expect(ids(filterProducts(products, "roller", "Drill Bits"))).toEqual(["roller"]);
    expect(ids(filterProducts(products, "turbine", "MWD Tools"))).toEqual(["turbine"]);
    expect(filterProducts(products, "turbine", "LWD Tools")).toEqual([]);
  });
});

describe("the built-in sample products (issue #14)", () => {
  it("list at least one product in every category, in both languages", () => {
    for (const list of [en.catalog.products, zh.catalog.products]) {
      const counts = categoryCounts(list);
      for (const category of PRODUCT_CATEGORIES) expect(counts[category], category).toBeGreaterThan(0);
      expect(counts.all).toBe(list.length);
    }
  });
  it("are the same products in the same categories in English and Chinese", () => {
    expect(zh.catalog.products.map((p) => [p.id, p.category])).toEqual(products.map((p) => [p.id, p.category]));
    for (const list of [en.catalog.products, zh.catalog.products]) {
      for (const p of list) {
        expect(isProductCategory(p.category) && p.category !== "all", p.id).toBe(true);
        expect(p.specs.length, p.id).toBeGreaterThan(0);
      }
    }
  });
  it("carry the spec §9 figures of the measurement tools and the turbine", () => {
    const specs = (id: string) => products.find((p) => p.id === id)!.specs.join(" | ");
    expect(specs("mwd")).toMatch(/±0\.1°.*0\.01°.*25,000 psi/);
    expect(specs("turbine")).toMatch(/48 V, 500 W.*190-350 GPM/);
    expect(specs("gamma")).toMatch(/0-500 API.*25,000 psi.*1-60 ft\/min/);
  });
  it("finds the MWD tools on the Chinese page too", () => {
    expect(ids(filterProducts(zh.catalog.products, "mwd", "all"))).toEqual(["mwd", "turbine"]);
  });
});

describe("categoryCounts()", () => {
  it("counts every dropdown value, with 0 for an empty category", () => {
    expect(categoryCounts([{ category: "Reamers" }, { category: "Reamers" }])).toEqual({
      all: 2,
      "Drill Bits": 0,
      Stabilizers: 0,
      Reamers: 2,
      "MWD Tools": 0,
      "LWD Tools": 0,
    });
  });
  it("counts the built-in products per category", () => {
    expect(categoryCounts(products)).toEqual({
      all: 8,
      "Drill Bits": 2,
      Stabilizers: 1,
      Reamers: 1,
      "MWD Tools": 2,
      "LWD Tools": 2,
    });
  });
});

describe("isProductCategory()", () => {
  it("accepts the dropdown values only", () => {
    expect(isProductCategory("MWD Tools")).toBe(true);
    expect(isProductCategory("all")).toBe(true);
    expect(isProductCategory("mwd tools")).toBe(false);
    expect(isProductCategory("")).toBe(false);
  });
});
