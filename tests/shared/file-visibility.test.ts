/**
 * Where an item's files belong (shared/content/file-visibility.ts, issue #27):
 * the bucket pairs, the folders an item owns, a catalog's object, and which
 * way a move goes. The sync itself: tests/supabase/file-visibility.test.ts.
 */
import { describe, expect, it } from "vitest";
import {
  catalogObjectOf,
  isItemFolderTable,
  itemFolders,
  itemParentFolders,
  moveDirection,
} from "../../shared/content/file-visibility";
import {
  bucketPairs,
  DOCUMENTS_BUCKET,
  IMAGES_BUCKET,
  PRIVATE_TWIN_BUCKETS,
} from "../../shared/content/storage-layout";

const files = { public: DOCUMENTS_BUCKET, private: "content-files-private" } as const;
const images = { public: IMAGES_BUCKET, private: "content-images-private" } as const;

describe("bucketPairs()", () => {
  it("has one pair per entry of PRIVATE_TWIN_BUCKETS, the two content pairs among them", () => {
    expect(bucketPairs()).toHaveLength(Object.keys(PRIVATE_TWIN_BUCKETS).length);
    expect(bucketPairs()).toEqual(expect.arrayContaining([files, images]));
  });
});

describe("itemFolders()", () => {
  it("is the item folder in the documents pair, plus the variants folder in the images pair", () => {
    expect(itemFolders("white_papers", "p1", files)).toEqual(["white-papers/p1"]);
    expect(itemFolders("news", "n1", images)).toEqual(["news/n1", "variants/news/n1"]);
    expect(itemParentFolders("case_studies", images)).toEqual(["case-studies", "variants/case-studies"]);
  });

  it("knows the five content tables and no other", () => {
    expect(["white_papers", "case_studies", "videos", "documentation", "news"].every(isItemFolderTable)).toBe(true);
    expect(isItemFolderTable("catalog_files")).toBe(false);
    expect(isItemFolderTable("toString")).toBe(false);
  });
});

describe("catalogObjectOf()", () => {
  it("reads the public bucket and path of a stored catalog URL", () => {
    expect(catalogObjectOf("http://127.0.0.1:54321/storage/v1/object/public/content-files/catalogs/17.pdf")).toEqual({
      bucket: DOCUMENTS_BUCKET,
      path: "catalogs/17.pdf",
    });
  });

  it("is null for an external link, a private bucket's URL, another folder or no URL", () => {
    expect(catalogObjectOf("https://example.com/catalog.pdf")).toBeNull();
    expect(
      catalogObjectOf("http://127.0.0.1:54321/storage/v1/object/public/content-files-private/catalogs/1.pdf"),
    ).toBeNull();
    expect(
      catalogObjectOf("http://127.0.0.1:54321/storage/v1/object/public/content-files/white-papers/1.pdf"),
    ).toBeNull();
    expect(catalogObjectOf(null)).toBeNull();
  });
});

describe("moveDirection()", () => {
  it("moves a visible item's objects private → public, a hidden one's public → private", () => {
    expect(moveDirection(images, true)).toEqual({ from: "content-images-private", to: IMAGES_BUCKET });
    expect(moveDirection(images, false)).toEqual({ from: IMAGES_BUCKET, to: "content-images-private" });
  });
});
