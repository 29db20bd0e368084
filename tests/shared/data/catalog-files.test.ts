import { describe, expect, it } from "vitest";
import {
  fileExtension,
  isCatalogExtension,
  objectPathFromUrl,
  validateCatalogFile,
} from "../../../shared/data/catalog-files";
import { CATALOG_MAX_BYTES } from "../../../shared/types/domain";

describe("fileExtension()", () => {
  it("returns the lower-cased text after the last dot", () => {
    expect(fileExtension("Catalog 2026.Final.PDF")).toBe("pdf");
    expect(fileExtension("spec.docx")).toBe("docx");
  });
  it("returns an empty string when there is no dot", () => {
    expect(fileExtension("README")).toBe("");
  });
});

describe("isCatalogExtension()", () => {
  it("accepts pdf, doc and docx only (spec §5)", () => {
    expect(["pdf", "doc", "docx"].every(isCatalogExtension)).toBe(true);
    expect(["txt", "exe", "html", "", "pdf.exe"].some(isCatalogExtension)).toBe(false);
  });
  it("is not fooled by Object.prototype keys", () => {
    expect(isCatalogExtension("constructor")).toBe(false);
  });
});

describe("validateCatalogFile()", () => {
  it("accepts a small PDF", () => {
    expect(validateCatalogFile({ name: "tools.pdf", size: 2048 })).toBeNull();
  });
  it("refuses other types with a message naming the file and the allowed types", () => {
    expect(validateCatalogFile({ name: "notes.txt", size: 10 })).toMatch(/notes\.txt.*\.pdf, \.doc or \.docx/);
  });
  it("refuses files over the 50 MiB bucket limit and empty files", () => {
    expect(validateCatalogFile({ name: "big.pdf", size: CATALOG_MAX_BYTES + 1 })).toMatch(/limit is 50 MB/);
    expect(validateCatalogFile({ name: "empty.pdf", size: 0 })).toMatch(/empty/);
  });
});

describe("objectPathFromUrl()", () => {
  it("takes the last two path segments of a public URL (spec §7 Catalog delete)", () => {
    expect(
      objectPathFromUrl("http://localhost:54321/storage/v1/object/public/content-files/catalogs/1732180000000.pdf"),
    ).toBe("catalogs/1732180000000.pdf");
  });
  it("percent-decodes the segments", () => {
    expect(objectPathFromUrl("https://x.supabase.co/storage/v1/object/public/content-files/catalogs/a%20b.pdf")).toBe(
      "catalogs/a b.pdf",
    );
  });
  it("throws a DataError for a URL with fewer than two segments", () => {
    expect(() => objectPathFromUrl("https://example.com/file.pdf")).toThrow(/Cannot find a storage path/);
  });
});
