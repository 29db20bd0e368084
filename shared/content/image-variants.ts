/**
 * Pictures at their shown size (issue #24): the single source of truth for
 * the WebP variants of every picture in the `content-images` bucket (covers,
 * case study images, video thumbnails, documentation images): which widths
 * each content folder gets, where each variant is stored, and the
 * `srcset` / `sizes` the public cards render from a stored public URL.
 *
 * A variant of the object `white-papers/<id>/image-<stamp>.png` at 480 px is
 * `variants/white-papers/<id>/image-<stamp>.png.w480.webp` in the same
 * bucket. The variants live in their own `variants/` tree rather than beside
 * the original so that listing an item's folder still lists only its own
 * files (the admin's checks and the trash purge read those listings). A
 * variant is never wider than its original: for a narrower original it is
 * the original's width, re-encoded. Every upload path (the admin's save,
 * the seed) stores the variants before the row's URL is written, and
 * `npm run images:variants` makes them for older objects, so the cards may
 * list them in `srcset` without checking.
 */
import { CONTENT_FOLDERS, IMAGES_BUCKET } from "./storage-layout";
import { parsePublicObjectUrl, publicObjectUrl } from "./storage-urls";

/** The folder, inside the images bucket, that holds every variant. */
export const VARIANTS_FOLDER = "variants";

/** MIME type of every variant. */
export const VARIANT_MIME_TYPE = "image/webp";

/** WebP quality of the variants, 0-1 (canvas `toBlob`'s scale; sharp gets it x 100). */
export const VARIANT_QUALITY = 0.8;

/**
 * Widths in pixels of the variants made for each content folder's pictures,
 * smallest first: from the narrowest slot the layouts show them in (1x) to
 * about 3x the widest one a phone shows. Documentation images are only ever
 * shown 128 px wide.
 */
export const VARIANT_WIDTHS: Readonly<Record<string, readonly number[]>> = {
  [CONTENT_FOLDERS.white_papers]: [320, 480, 640, 960, 1280],
  [CONTENT_FOLDERS.case_studies]: [320, 480, 640, 960, 1280],
  [CONTENT_FOLDERS.videos]: [320, 480, 640, 960],
  [CONTENT_FOLDERS.documentation]: [128, 256, 384],
  // News pictures (issue #26): a third of the page, the featured story half of it.
  [CONTENT_FOLDERS.news]: [320, 480, 640, 960, 1280],
};

const VARIANT_SUFFIX = /\.w(\d+)\.webp$/;

/** Whether `path` (an object path in the images bucket) is a variant rather than an original. */
export function isVariantPath(path: string): boolean {
  return path.startsWith(`${VARIANTS_FOLDER}/`);
}

/**
 * The variant widths of the original stored at `path` in the images bucket:
 * VARIANT_WIDTHS of its top folder; empty for a variant, a path outside the
 * content folders, or one that is not a file (`a/`).
 */
export function variantWidths(path: string): readonly number[] {
  if (isVariantPath(path) || path.endsWith("/")) return [];
  const top = path.split("/", 1)[0]!;
  return Object.hasOwn(VARIANT_WIDTHS, top) ? VARIANT_WIDTHS[top]! : [];
}

/** The object path of the `width`-px WebP variant of the original at `path`, e.g. `variants/<path>.w480.webp`. */
export function variantPath(path: string, width: number): string {
  return `${VARIANTS_FOLDER}/${path}.w${width}.webp`;
}

/** Every variant of the original at `path`: its width in px and object path, smallest first (none when it gets none). */
export function variantsOf(path: string): { width: number; path: string }[] {
  return variantWidths(path).map((width) => ({ width, path: variantPath(path, width) }));
}

/**
 * The original and width of a variant path; null for any other path.
 * E.g. `variants/videos/a/thumbnail-1.png.w320.webp` → `{ original: "videos/a/thumbnail-1.png", width: 320 }`.
 */
export function parseVariantPath(path: string): { original: string; width: number } | null {
  if (!isVariantPath(path)) return null;
  const match = VARIANT_SUFFIX.exec(path);
  if (!match) return null;
  return { original: path.slice(VARIANTS_FOLDER.length + 1, match.index), width: Number(match[1]) };
}

/**
 * The `srcset` of a stored picture's public URL: its variants as
 * `<url> <width>w`, smallest first. Null when the URL is not an original in
 * the `content-images` bucket of a content folder (an external link, another
 * bucket, a variant): then the picture is rendered from its URL alone. The
 * caller decides whether the URL's server is ours. `urlOf(bucket, path)`
 * gives each variant's URL: by default its public URL on the same project;
 * the public site passes its own copies' paths (site-media.ts, issue #24).
 */
export function imageSrcSet(
  url: string | null | undefined,
  urlOf?: (bucket: string, path: string) => string,
): string | null {
  const object = url ? parsePublicObjectUrl(url) : null;
  if (!object || object.bucket !== IMAGES_BUCKET) return null;
  const variants = variantsOf(object.path);
  if (variants.length === 0) return null;
  const variantUrl = urlOf ?? ((bucket: string, path: string) => publicObjectUrl(object.origin, bucket, path));
  return variants.map((v) => `${variantUrl(IMAGES_BUCKET, v.path)} ${v.width}w`).join(", ");
}

/** Mantine's breakpoints (the theme keeps the defaults), in em. */
export const BREAKPOINTS_EM = { xs: 36, sm: 48, md: 62, lg: 75, xl: 88 } as const;

/** A breakpoint name, or `base` for the smallest screens. */
export type Breakpoint = "base" | keyof typeof BREAKPOINTS_EM;

/** The page frame a grid sits in: Mantine's `Container size="lg"` (1140 px, 16 px padding) and `spacing="lg"` (20 px). */
export interface GridFrame {
  /** The container's max-width in px, padding included. Default 1140. */
  maxWidth?: number;
  /** The container's inline padding on each side, px. Default 16. */
  padding?: number;
  /** The gap between columns, px. Default 20. */
  gap?: number;
}

/**
 * A `sizes` attribute for pictures that fill one column of a Mantine
 * `SimpleGrid` with `cols` (e.g. `{ base: 1, sm: 2, lg: 3 }`) inside `frame`:
 * a fixed width in px where the container is at its max-width, else a
 * `calc()` of the viewport, widest media condition first. Breakpoints are
 * written in em as Mantine's are (16 px each).
 */
export function gridSizes(cols: Partial<Record<Breakpoint, number>>, frame: GridFrame = {}): string {
  const { maxWidth = 1140, padding = 16, gap = 20 } = frame;
  const steps = (Object.entries(cols) as [Breakpoint, number][])
    .map(([name, n]) => ({
      from: name === "base" ? 0 : BREAKPOINTS_EM[name] * 16,
      n,
      when: name === "base" ? null : `(min-width: ${BREAKPOINTS_EM[name]}em)`,
    }))
    .sort((a, b) => a.from - b.from);
  if (steps.length === 0 || steps[0]!.from !== 0) steps.unshift({ from: 0, n: 1, when: null });
  const fixed = (n: number) => `${Math.round((maxWidth - 2 * padding - gap * (n - 1)) / n)}px`;
  const fluid = (n: number) =>
    n === 1 ? `calc(100vw - ${2 * padding}px)` : `calc((100vw - ${2 * padding + gap * (n - 1)}px) / ${n})`;
  // Each step holds from its breakpoint to the next; the container stops growing at maxWidth.
  const parts: { when: string | null; value: string }[] = [];
  steps.forEach((step, i) => {
    const to = steps[i + 1]?.from ?? Infinity;
    const when = step.when;
    if (step.from >= maxWidth) parts.push({ when, value: fixed(step.n) });
    else if (to <= maxWidth) parts.push({ when, value: fluid(step.n) });
    else {
      parts.push({ when, value: fluid(step.n) });
      parts.push({ when: `(min-width: ${maxWidth}px)`, value: fixed(step.n) });
    }
  });
  return parts
    .reverse()
    .map((p) => (p.when ? `${p.when} ${p.value}` : p.value))
    .join(", ");
}

/**
 * The `sizes` of each public card's picture, from the layouts of the pages
 * in site/src/features/resources (their `SimpleGrid` columns) and the cards
 * (documentation entries draw their image 128 px wide).
 */
export const IMAGE_SIZES = {
  /** White papers page: 1 column, 2 from sm, 3 from lg. */
  whitePaperCover: gridSizes({ base: 1, sm: 2, lg: 3 }),
  /** Case studies page: 1 column, 2 from md. */
  caseStudyImage: gridSizes({ base: 1, md: 2 }),
  /** Video library: 1 column, 2 from sm, 4 from lg. */
  videoThumbnail: gridSizes({ base: 1, sm: 2, lg: 4 }),
  /** Documentation entries: a fixed 128 px picture. */
  documentationImage: "128px",
  /** News page (issue #26): 1 column, 2 from sm, 3 from lg (the featured story: half the page from md). */
  newsImage: gridSizes({ base: 1, sm: 2, lg: 3 }),
  newsFeaturedImage: gridSizes({ base: 1, md: 2 }),
} as const;
