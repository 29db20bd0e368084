/**
 * The switch of the site's picture copies (issue #24, site-media.ts): on for
 * the public site's pages, off everywhere else (the admin, the desktop app).
 * A module of its own so the site's small browser entry can turn it on
 * without carrying the URL code.
 */

let served = false;

/** Turns the site's copies on for this page (the public site's entries; never the admin). */
export function serveSiteMedia(on = true): void {
  served = on;
}

/** Whether this page draws published pictures from the site's copies. */
export function siteMediaServed(): boolean {
  return served;
}
