/**
 * Published pictures from the site's own origin (issue #24): the white
 * papers' and case studies' first cover is their page's largest paint, and a
 * picture on Storage's origin cannot arrive before a second connection is
 * set up (two round trips on a phone). The site build copies every
 * `content-images` picture its pages show, with the variants their `srcset`
 * names, into `<site>/media/content-images/<path>` (site/scripts/site-media.ts),
 * and the public pages draw them from there.
 *
 * Only the public site turns this on (`serveSiteMedia()` in
 * site-media-switch.ts, called by its server and browser entries before
 * anything renders); the admin and the
 * desktop app keep Storage's URLs, since drafts are never copied. Rows keep
 * their Storage URLs everywhere (lists, item pages' og:image, JSON-LD): only
 * the `src` and `srcset` a public page draws change. A picture published
 * after the last build has no copy yet: its `/media/` request fails and the
 * page falls back to the Storage URL (shared/content-cards/lazy-image.tsx,
 * site/src/lib/lazy-reveal.ts).
 */
import { imageSrcSet } from "./image-variants";
import { siteMediaServed } from "./site-media-switch";
import { IMAGES_BUCKET } from "./storage-layout";
import { parsePublicObjectUrl } from "./storage-urls";

/** The site path every copied picture lives under: `/media/<bucket>/<object path>`. */
export const SITE_MEDIA_PREFIX = "/media/";

/** The site path of `path` (an object path, decoded) in `bucket`: each segment percent-encoded. */
export function siteMediaPath(bucket: string, path: string): string {
  return `${SITE_MEDIA_PREFIX}${[bucket, ...path.split("/")].map(encodeURIComponent).join("/")}`;
}

/**
 * The bucket and decoded object path of a site media path (`/media/content-images/a/b.png`);
 * null for anything else, a malformed escape, or a path that climbs (`..`).
 */
export function parseSiteMediaPath(sitePath: string): { bucket: string; path: string } | null {
  if (!sitePath.startsWith(SITE_MEDIA_PREFIX)) return null;
  let segments: string[];
  try {
    segments = sitePath.slice(SITE_MEDIA_PREFIX.length).split("/").map(decodeURIComponent);
  } catch {
    return null;
  }
  if (segments.length < 2 || segments.some((s) => s === "" || s === "." || s === ".." || s.includes("/"))) return null;
  const [bucket, ...rest] = segments;
  return bucket === IMAGES_BUCKET ? { bucket, path: rest.join("/") } : null;
}

/** The site path of a public `content-images` URL, or null for any other URL. */
export function siteMediaUrl(url: string): string | null {
  const object = parsePublicObjectUrl(url);
  return object && object.bucket === IMAGES_BUCKET ? siteMediaPath(object.bucket, object.path) : null;
}

/** What a picture element draws: `src` and the `srcset` of its variants (null when it has none). */
export interface PictureSource {
  src: string;
  srcSet: string | null;
}

/**
 * How a public page draws the stored picture at `url` (a public Storage URL
 * the caller has checked is our server's): from the site's copies when they
 * are served and `url` is in `content-images` (`fallback`: the Storage
 * source to try when a copy is missing), else from Storage (`fallback` null).
 */
export function pictureSource(url: string): { shown: PictureSource; fallback: PictureSource | null } {
  const stored = { src: url, srcSet: imageSrcSet(url) };
  const copy = siteMediaServed() ? siteMediaUrl(url) : null;
  if (copy === null) return { shown: stored, fallback: null };
  return { shown: { src: copy, srcSet: imageSrcSet(url, siteMediaPath) }, fallback: stored };
}
