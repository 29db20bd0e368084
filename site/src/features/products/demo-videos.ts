/**
 * Which videos the watch-demo page plays (issue #28): the product demo of
 * its master card and one video per library card, in the cards' order
 * (Overview, Technology, Operations, Technical). Named by slug, the videos'
 * stable address; a video renamed since keeps its old slug among
 * `previous_slugs`, so it is still found. A slug that matches no published
 * video leaves its card without a play button, as before issue #28.
 */
import type { Video } from "../../../../shared/types/domain";

/** The product demo (the seed's "RSS-675 Product Walkthrough"). */
export const DEMO_VIDEO_SLUG = "rss-675-product-walkthrough";

/** The library cards' videos, in the cards' order. */
export const DEMO_LIBRARY_SLUGS = [
  "steering-in-real-time-with-geosteer-cloud",
  "directional-driller-training-toolface-control",
  "making-up-the-rss-bottom-hole-assembly",
  "turbine-generator-field-installation",
] as const;

/** The video of `rows` whose slug (or an earlier one) is `slug`, or undefined. */
export function videoBySlug<V extends Pick<Video, "slug" | "previous_slugs">>(
  rows: readonly V[],
  slug: string,
): V | undefined {
  return rows.find((row) => row.slug === slug) ?? rows.find((row) => row.previous_slugs?.includes(slug));
}
