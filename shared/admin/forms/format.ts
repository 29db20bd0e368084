/** Display helpers of the admin lists: locale dates and numbers, file sizes, labels, search (spec §2, §9). */
import { type AdminT, adminT } from "../i18n";

/**
 * A date in the user's locale (Intl.DateTimeFormat, medium style). A plain
 * `YYYY-MM-DD` is read as that calendar day, not UTC midnight; an unreadable
 * value is returned as given.
 */
export function formatDate(value: string | null | undefined, locale?: string): string {
  if (!value) return "";
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(date);
}

/** A whole or decimal number in `locale`'s digits and grouping (Intl.NumberFormat), e.g. 1,234 in en-US. */
export const formatNumber = (value: number, locale?: string): string => new Intl.NumberFormat(locale).format(value);

/**
 * A file size in KB, Math.round(bytes / 1024), or 'Unknown' when absent
 * (spec §2 catalog, §9), in the admin language of `t` (default: the current one).
 */
export const formatFileSize = (bytes: number | null | undefined, t: AdminT = adminT): string =>
  bytes === null || bytes === undefined
    ? t("catalog.sizeUnknown")
    : t("catalog.sizeKb", { size: Math.round(bytes / 1024) });

/** A stored option value as a label: underscores and dashes to spaces, first letters upper-case. */
export const optionLabel = (value: string): string =>
  value
    .split(/[_-]/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");

/** Whether any of `fields` contains every word of `query`, ignoring case (the list search). */
export function matchesSearch(query: string, fields: readonly (string | number | null | undefined)[]): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields
    .filter((f) => f !== null && f !== undefined)
    .join(" ")
    .toLowerCase();
  return words.every((w) => haystack.includes(w));
}

/**
 * A moment (ISO timestamp) as date and time in `locale` (Intl.DateTimeFormat,
 * medium date, short time); an unreadable value is returned as given.
 */
export function formatDateTime(value: string, locale?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
}
