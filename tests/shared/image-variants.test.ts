/**
 * shared/content/image-variants.ts (issue #24): where each stored picture's
 * WebP variants live, which widths each content folder gets, the `srcset`
 * built from a stored public URL, and `sizes` matching the resources pages'
 * grids (Mantine's breakpoints, Container lg, spacing lg).
 */
import { describe, expect, it } from "vitest";
import {
  gridSizes,
  IMAGE_SIZES,
  imageSrcSet,
  isVariantPath,
  parseVariantPath,
  VARIANT_WIDTHS,
  variantPath,
  variantsOf,
  variantWidths,
} from "../../shared/content/image-variants";
import { CONTENT_FOLDERS, contentObjectPath } from "../../shared/content/storage-layout";

const ORIGIN = "http://127.0.0.1:54321";
const COVER = "white-papers/5eed/image-1768435200000.png";
const publicUrl = (path: string, bucket = "content-images") => `${ORIGIN}/storage/v1/object/public/${bucket}/${path}`;

describe("variantPath()", () => {
  it("puts a variant under variants/ with the original's full path, its width and .webp", () => {
    expect(variantPath(COVER, 480)).toBe("variants/white-papers/5eed/image-1768435200000.png.w480.webp");
  });

  it("reads back to the original and width; other paths are not variants", () => {
    expect(parseVariantPath(variantPath(COVER, 960))).toEqual({ original: COVER, width: 960 });
    expect(isVariantPath(variantPath(COVER, 960))).toBe(true);
    expect(isVariantPath(COVER)).toBe(false);
    expect(parseVariantPath(COVER)).toBeNull();
    expect(parseVariantPath("variants/white-papers/5eed/x.png")).toBeNull();
  });
});

describe("variantWidths()", () => {
  it("gives every content folder its widths, smallest first, and each card's 2x slot is covered", () => {
    for (const folder of Object.values(CONTENT_FOLDERS)) {
      const widths = VARIANT_WIDTHS[folder]!;
      expect(widths.length).toBeGreaterThan(0);
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    }
    expect(variantWidths(contentObjectPath("white_papers", "a", "image", "png", 1))).toEqual([
      320, 480, 640, 960, 1280,
    ]);
    expect(variantWidths(contentObjectPath("documentation", "a", "image", "png", 1))).toEqual([128, 256, 384]);
    // Desktop white paper cover 356 px at 2x, documentation image 128 px at 3x.
    expect(Math.max(...VARIANT_WIDTHS[CONTENT_FOLDERS.white_papers]!)).toBeGreaterThanOrEqual(712);
    expect(Math.max(...VARIANT_WIDTHS[CONTENT_FOLDERS.documentation]!)).toBeGreaterThanOrEqual(384);
  });

  it("gives none to variants, folders and paths outside the content folders", () => {
    expect(variantWidths(variantPath(COVER, 320))).toEqual([]);
    expect(variantWidths("white-papers/5eed/")).toEqual([]);
    expect(variantWidths("logos/a.png")).toEqual([]);
    expect(variantWidths("catalogs/1.pdf")).toEqual([]);
    expect(variantsOf("logos/a.png")).toEqual([]);
  });
});

describe("imageSrcSet()", () => {
  it("lists a stored picture's variants as width descriptors on the same server", () => {
    expect(imageSrcSet(publicUrl(COVER))).toBe(
      [320, 480, 640, 960, 1280].map((w) => `${publicUrl(`variants/${COVER}.w${w}.webp`)} ${w}w`).join(", "),
    );
  });

  it("keeps the origin of the stored URL and percent-encodes path segments", () => {
    expect(imageSrcSet("https://abc.supabase.co/storage/v1/object/public/content-images/videos/a%20b/t.png?x=1")).toBe(
      [320, 480, 640, 960]
        .map(
          (w) =>
            `https://abc.supabase.co/storage/v1/object/public/content-images/variants/videos/a%20b/t.png.w${w}.webp ${w}w`,
        )
        .join(", "),
    );
  });

  it("is null for external links, other buckets, variants and pictures outside the content folders", () => {
    expect(imageSrcSet("https://images.example.com/cover.png")).toBeNull();
    expect(imageSrcSet(publicUrl("white-papers/5eed/pdf-1.pdf", "content-files"))).toBeNull();
    expect(imageSrcSet(publicUrl(variantPath(COVER, 320)))).toBeNull();
    expect(imageSrcSet(publicUrl("logos/a.png"))).toBeNull();
    expect(imageSrcSet(null)).toBeNull();
    expect(imageSrcSet("not a url")).toBeNull();
  });
});

describe("gridSizes()", () => {
  it("describes the white papers grid: 1 column, 2 from sm (48em), 3 from lg (75em) in a 1140 px container", () => {
    expect(gridSizes({ base: 1, sm: 2, lg: 3 })).toBe(
      "(min-width: 75em) 356px, (min-width: 1140px) 544px, (min-width: 48em) calc((100vw - 52px) / 2), calc(100vw - 32px)",
    );
    expect(IMAGE_SIZES.whitePaperCover).toBe(gridSizes({ base: 1, sm: 2, lg: 3 }));
  });

  it("fixes the width once the container stops growing and starts from one column", () => {
    expect(gridSizes({ md: 2 })).toBe(
      "(min-width: 1140px) 544px, (min-width: 62em) calc((100vw - 52px) / 2), calc(100vw - 32px)",
    );
    expect(gridSizes({ base: 1, xl: 4 }, { maxWidth: 1000, padding: 10, gap: 10 })).toBe(
      "(min-width: 88em) 238px, (min-width: 1000px) 980px, calc(100vw - 20px)",
    );
    expect(IMAGE_SIZES.documentationImage).toBe("128px");
  });
});
