/** The catalog data module's pure parts (issue #27): the form's schema and the public buttons' pick. */
import { describe, expect, it } from "vitest";
import { catalogDetails, catalogFormSchema, pickCatalog } from "../../shared/data/catalog-files";
import { CATALOG_TITLE_MAX } from "../../shared/types/domain";

const issues = (form: unknown) => {
  const result = catalogFormSchema.safeParse(form);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("catalogFormSchema", () => {
  it("accepts a title, a category of the list and a language", () => {
    expect(issues({ title: "Drilling tools 2027", category: "drilling-tools", language: "zh" })).toEqual({});
  });

  it("says which field to fix with the admin's message keys", () => {
    expect(issues({ title: "  ", category: "", language: "en" })).toEqual({
      title: "validation.required",
      category: "validation.required",
    });
    expect(issues({ title: "x".repeat(CATALOG_TITLE_MAX + 1), category: "drill-bits", language: "de" })).toEqual({
      title: "validation.tooLong",
      category: "validation.required",
      language: "validation.required",
    });
    expect(issues({ title: ` ${"x".repeat(CATALOG_TITLE_MAX)} `, category: "rss-systems", language: "en" })).toEqual(
      {},
    );
  });
});

describe("catalogDetails()", () => {
  it("trims the title and adds the status", () => {
    expect(catalogDetails({ title: "  Tools  ", category: "software-solutions", language: "en" }, "draft")).toEqual({
      title: "Tools",
      category: "software-solutions",
      language: "en",
      status: "draft",
    });
  });
});

describe("pickCatalog()", () => {
  const row = (id: string, category: string, language: string, created_at: string, status = "published") => ({
    id,
    category,
    language,
    created_at,
    status,
  });
  const rows = [
    row("old-en", "drilling-tools", "en", "2026-01-01T00:00:00Z"),
    row("new-en", "drilling-tools", "en", "2026-03-01T00:00:00Z"),
    row("draft-zh", "drilling-tools", "zh", "2026-04-01T00:00:00Z", "draft"),
    row("rss-zh", "rss-systems", "zh", "2026-02-01T00:00:00Z"),
  ];

  it("takes the newest published file of the category and language, whatever the list's order", () => {
    expect(pickCatalog(rows, "drilling-tools", "en")).toEqual({ catalog: rows[1], fallback: false });
    expect(pickCatalog(rows, "rss-systems", "zh")).toEqual({ catalog: rows[3], fallback: false });
  });

  it("falls back to the newest English file on a Chinese page, marked, and ignores drafts", () => {
    expect(pickCatalog(rows, "drilling-tools", "zh")).toEqual({ catalog: rows[1], fallback: true });
  });

  it("is null when the category has no published file (no fallback from English)", () => {
    expect(pickCatalog(rows, "measurement-tools", "zh")).toBeNull();
    expect(pickCatalog(rows, "rss-systems", "en")).toBeNull();
  });
});
