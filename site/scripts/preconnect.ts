/**
 * Preconnect hints for a prerendered page (issue #24: covers on the data
 * pages are their LCP element): every other origin the page's HTML loads
 * Storage objects from (pictures the build has no copy of) gets
 * `<link rel="preconnect">`, so the connection opens while the HTML and CSS
 * are still arriving, not when the picture is first requested.
 */

/**
 * Storage object URLs the page loads as it paints: `<origin>/storage/v1/object/…` at the start of a
 * `src`, `srcset` or `poster` value. Links (downloads) and the Storage fallback of a picture drawn from
 * the site's own copy (`data-fallback-src`, issue #24: shared/content/site-media.ts) open nothing.
 */
const STORAGE_URL = /\s(?:src|srcset|poster)="(https?:\/\/[^\s"'/<>]+)\/storage\/v1\/object\//gi;

/** The distinct origins, other than `siteOrigin`, of the Storage objects `html` refers to, in order of appearance. */
export function storageOrigins(html: string, siteOrigin?: string): string[] {
  const origins = new Set<string>();
  for (const [, origin] of html.matchAll(STORAGE_URL)) if (origin && origin !== siteOrigin) origins.add(origin);
  return [...origins];
}

/** The `<link rel="preconnect">` elements for storageOrigins(html) ("" when there are none). */
export function preconnectLinks(html: string, siteOrigin?: string): string {
  return storageOrigins(html, siteOrigin)
    .map((origin) => `<link rel="preconnect" href="${origin}" />`)
    .join("\n    ");
}
