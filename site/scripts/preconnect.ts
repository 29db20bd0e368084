/**
 * Preconnect hints for a prerendered page (issue #24: covers on the data
 * pages are their LCP element, fetched from Storage's origin): every other
 * origin the page's HTML loads Storage objects from gets
 * `<link rel="preconnect">`, so the connection opens while the HTML and CSS
 * are still arriving, not when the picture is first requested.
 */

/** Storage object URLs in HTML: `<origin>/storage/v1/object/…`. */
const STORAGE_URL = /(https?:\/\/[^\s"'/<>]+)\/storage\/v1\/object\//g;

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
