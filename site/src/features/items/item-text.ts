/**
 * An item page's texts in the page's language (issue #26, issue #10): a
 * Chinese page shows a field's `_zh` column and falls back to the English
 * one where it is empty; the fallback is marked (`lang="en"`) so screen
 * readers and search engines read it as English. Also the texts of the
 * page's head: the SEO title and description (defaulting to the title and
 * the description, the excerpt for news), the picture and its alt text.
 */
import { ITEM_PAGE_TYPES } from "../../../../shared/content/item-pages";
import { hasLatinWords, videoDurationLabel } from "../../../../shared/content/units";
import type { VideoDurationFields } from "../../../../shared/content/video-duration";
import type { Locale } from "../../app/paths";
import type { FoundItem } from "./item-lookup";

/** A text for the page and, when it is the English fallback on a Chinese page, its language. */
export interface LocalText {
  text: string;
  /** "en" when an English text stands in on a Chinese page; absent when the text is in the page's language. */
  lang?: "en";
}

const present = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/**
 * The text of `row[field]` in `locale`: on "zh" `row[field + "_zh"]` when it
 * has text, else the English value marked `lang: "en"`. Null when neither
 * has text.
 */
export function localText(row: object, field: string, locale: Locale): LocalText | null {
  const values = row as Record<string, unknown>;
  if (locale === "zh") {
    const chinese = values[`${field}_zh`];
    if (present(chinese)) return { text: chinese };
    const english = values[field];
    return present(english) ? { text: english, lang: "en" } : null;
  }
  const english = values[field];
  return present(english) ? { text: english } : null;
}

/** The `lang` attribute of a text: `{ lang: "en" }` for an English fallback, else nothing. */
export const langProps = (text: LocalText | null | undefined): { lang?: string } =>
  text?.lang ? { lang: text.lang } : {};

/** The field holding an item's summary: the excerpt for news, the description for the others. */
export const summaryField = (found: FoundItem): "excerpt" | "description" =>
  found.table === "news" ? "excerpt" : "description";

/** The item's title in `locale` (never null: the title is required). */
export function itemTitle(found: FoundItem, locale: Locale): LocalText {
  return localText(found.row, "title", locale) ?? { text: found.row.title };
}

/** The item's summary in `locale` (description, or the excerpt for news); null when empty. */
export function itemSummary(found: FoundItem, locale: Locale): LocalText | null {
  return localText(found.row, summaryField(found), locale);
}

/**
 * The item's SEO title in `locale`: its SEO title in that language, else its
 * title in that language, else the English SEO title, else the English
 * title (so a Chinese page prefers Chinese text).
 */
export function seoTitle(found: FoundItem, locale: Locale): string {
  const row = found.row as Record<string, unknown>;
  const candidates = locale === "zh" ? [row.seo_title_zh, row.title_zh] : [];
  return [...candidates, row.seo_title, row.title].find(present) ?? found.row.title;
}

/** The item's SEO description in `locale`, with the same preferences as seoTitle over the summary. */
export function seoDescription(found: FoundItem, locale: Locale): string {
  const row = found.row as Record<string, unknown>;
  const field = summaryField(found);
  const candidates = locale === "zh" ? [row.seo_description_zh, row[`${field}_zh`]] : [];
  return [...candidates, row.seo_description, row[field]].find(present) ?? "";
}

/** The item's stored picture URL (cover, thumbnail), or null. */
export function pictureUrl(found: FoundItem): string | null {
  const url = (found.row as Record<string, unknown>)[ITEM_PAGE_TYPES[found.table].pictureColumn];
  return present(url) ? url : null;
}

/** The picture's alt text in `locale` (its alt columns, the English one standing in), else the item's title. */
export function pictureAlt(found: FoundItem, locale: Locale): LocalText {
  const [english] = ITEM_PAGE_TYPES[found.table].altColumns;
  return localText(found.row, english, locale) ?? itemTitle(found, locale);
}

/**
 * A video's length in `locale` (issue #28 clock time from `duration_seconds`;
 * issue #30: a Chinese page without `duration_zh` shows the English text with
 * Chinese units, "50 min" → "50 分钟", shared/content/units.ts), marked
 * English only when words the unit table does not know remain. Null when empty.
 */
export function videoDuration(row: VideoDurationFields, locale: Locale): LocalText | null {
  const text = videoDurationLabel(row, locale).trim();
  if (text === "") return null;
  return locale === "zh" && hasLatinWords(text) ? { text, lang: "en" } : { text };
}
