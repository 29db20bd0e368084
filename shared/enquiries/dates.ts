/**
 * Calendar days of the enquiry forms (issue #30), free of zod so the site's
 * first-load script (native-validation.ts) can use them: today in the
 * visitor's time zone and the check of a real calendar day, both as the
 * date input's YYYY-MM-DD text.
 */

/** A calendar date as the date input sends it. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the time zone of `now`'s environment (the visitor's) as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** True when `text` (YYYY-MM-DD) names a real calendar day (2026-02-30 does not). */
export function isCalendarDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const [y, m, d] = text.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}
