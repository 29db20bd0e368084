/** Display helpers of the admin lists: locale dates and numbers, file sizes, labels (spec §2, §9). */
import { NEWS_CATEGORIES } from "../../content/news";
import { DOCUMENTATION_CATEGORIES, VIDEO_CATEGORIES, WHITE_PAPER_CATEGORIES } from "../../types/domain";
import { type AdminKey, type AdminT, adminT } from "../i18n";

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

/** The content types with named categories: the stored values they know and the messages group naming them. */
const CATEGORY_NAMES = {
  white_papers: { known: WHITE_PAPER_CATEGORIES, group: "whitePaperCategories" },
  videos: { known: VIDEO_CATEGORIES, group: "videoCategories" },
  documentation: { known: DOCUMENTATION_CATEGORIES, group: "documentationCategories" },
  news: { known: NEWS_CATEGORIES, group: "newsCategories" },
} as const;

/**
 * A stored category of `table`'s content in the admin language of `t` (default:
 * the current one): the name of a category the type knows, any other value as
 * stored (documentation's categories are free text: the editor sees what they typed).
 */
export function categoryLabel(table: keyof typeof CATEGORY_NAMES, value: string, t: AdminT = adminT): string {
  const { known, group } = CATEGORY_NAMES[table];
  return (known as readonly string[]).includes(value) ? t(`${group}.${value}` as AdminKey) : value;
}

/**
 * A moment (ISO timestamp) as date and time in `locale` (Intl.DateTimeFormat,
 * medium date, short time), e.g. "Nov 24, 2026, 10:15 AM"; an absent value is
 * "", an unreadable one is returned as given.
 */
export function formatDateTime(value: string | null | undefined, locale?: string): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
}
