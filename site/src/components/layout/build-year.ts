/**
 * The copyright year of the footer (issue #30): the year of the build, in
 * UTC, so the line moves on with every rebuild instead of being written into
 * the copy. The public pages are prerendered and their footer never renders
 * in the browser, so this runs at the prerender, in this one place.
 */

/** The UTC year of `date` (default: now, i.e. the build when the prerender calls it): 2026 for 2026-11-27. */
export function buildYear(date: Date = new Date()): number {
  return date.getUTCFullYear();
}
