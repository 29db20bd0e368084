/**
 * Which visible texts of the content types have a Chinese version (issue
 * #10), and how a page picks the text for its language. Each translated
 * field `f` has an optional column `f_zh` (migration
 * 20261125100000_content_translations.sql); documents of a documentation
 * entry may carry `name_zh`. A `/zh/` page shows the Chinese text and falls
 * back to the English where the Chinese is empty.
 */
import type { Language } from "../i18n/languages";
import type { DocumentLink } from "../types/domain";
import { NEWS_TRANSLATED_FIELDS } from "./news";

/** The translated fields of each content table (each has a `<field>_zh` column). */
export const TRANSLATED_FIELDS = {
  white_papers: ["title", "description"],
  case_studies: ["title", "description", "location"],
  videos: ["title", "description", "duration"],
  documentation: ["title", "description"],
  news: NEWS_TRANSLATED_FIELDS,
} as const;

/** A content table with translated fields. */
export type TranslatedTable = keyof typeof TRANSLATED_FIELDS;
/** The translated fields of `T`. */
export type TranslatedField<T extends TranslatedTable> = (typeof TRANSLATED_FIELDS)[T][number];

/** A content language: the site's and the admin's. */
export type ContentLocale = Language;

/** The column holding the Chinese text of `field`: "title" → "title_zh". */
export const zhColumn = <F extends string>(field: F): `${F}_zh` => `${field}_zh`;

const present = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/**
 * The text of `row[field]` for `locale`: in "zh" the `<field>_zh` value when
 * it has non-blank text, else the English value (which may be null for
 * optional fields).
 */
export function localized<R extends Record<string, unknown>, F extends keyof R & string>(
  row: R,
  field: F,
  locale: ContentLocale,
): R[F] {
  if (locale === "zh") {
    const chinese = (row as Record<string, unknown>)[zhColumn(field)];
    if (present(chinese)) return chinese as R[F];
  }
  return row[field];
}

/** A document's name for `locale`: `name_zh` in "zh" when it has text, else `name`. */
export function documentName(document: Pick<DocumentLink, "name" | "name_zh">, locale: ContentLocale): string {
  return locale === "zh" && present(document.name_zh) ? document.name_zh : document.name;
}

/**
 * Whether a `locale` page shows `row[field]` in English (issue #30): a
 * Chinese page, no Chinese text in `<field>_zh`, English text in `field`
 * (localized falls back to it).
 */
export function isEnglishFallback(row: object, field: string, locale: ContentLocale): boolean {
  const values = row as Record<string, unknown>;
  return locale === "zh" && !present(values[zhColumn(field)]) && present(values[field]);
}

/** The `lang` attribute of `row[field]` on a `locale` page: `{ lang: "en" }` for the English fallback, else none. */
export const fallbackLang = (row: object, field: string, locale: ContentLocale): { lang?: "en" } =>
  isEnglishFallback(row, field, locale) ? { lang: "en" } : {};

/**
 * How much of an item a `locale` page shows in English (issue #30, the
 * "English" marker): "all" when its title falls back to English (the item
 * has no Chinese version), "part" when another of `fields` does, null when
 * everything shown is in the page's language (always on English pages).
 */
export function englishShare(row: object, fields: readonly string[], locale: ContentLocale): "all" | "part" | null {
  if (locale !== "zh") return null;
  if (isEnglishFallback(row, "title", locale)) return "all";
  return fields.some((field) => isEnglishFallback(row, field, locale)) ? "part" : null;
}
