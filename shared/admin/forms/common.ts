/**
 * Shared helpers of the admin form parsers (spec §5): required checks,
 * integer parsing, optional text, and the optional Chinese fields of each
 * content type (issue #10, from TRANSLATED_FIELDS).
 */
import type { PendingUpload } from "../../data/content-save";
import { TRANSLATED_FIELDS, type TranslatedField, type TranslatedTable, zhColumn } from "../../content/translations";

/** An inline error: the admin text key of its message (shown in the admin language). */
export type FieldError =
  | "validation.required"
  | "validation.wholeNumber"
  | "validation.url"
  | "validation.fileType"
  | "validation.fileSize"
  | "validation.fileEmpty"
  | "validation.documentPending";

/** Inline errors keyed by form field; a missing key means the field is fine. */
export type FieldErrors<F> = Partial<Record<keyof F, FieldError>>;

/**
 * Result of parsing a form: the payload to send with the files to upload on
 * Save (their URLs filled in then, issue #11), or the inline errors to show.
 */
export type ParseResult<T, F> =
  { ok: true; value: T; uploads?: PendingUpload[] } | { ok: false; errors: FieldErrors<F> };

/** The error of an empty required field ('This field is required'). */
export const REQUIRED_MESSAGE: FieldError = "validation.required";

/** The error of a number field that does not hold a whole number ('Enter a whole number'). */
export const WHOLE_NUMBER_MESSAGE: FieldError = "validation.wholeNumber";

/** Whether a text field is blank (empty or whitespace only). */
export const isBlank = (value: string): boolean => value.trim() === "";

/** Adds REQUIRED_MESSAGE for each of `fields` that is blank in `form`. */
export function requireFields<F extends object>(form: F, fields: readonly (keyof F)[], errors: FieldErrors<F>): void {
  for (const field of fields) {
    const value: unknown = form[field];
    if (typeof value !== "string" || isBlank(value)) errors[field] = REQUIRED_MESSAGE;
  }
}

/**
 * A whole number typed in a field (issue #11: never truncated): the number
 * for digits with an optional sign, NaN for anything else ("21.5", "1e3",
 * "many", blank). Use isFraction() to tell a decimal from text.
 */
export function parseInteger(value: string): number {
  const text = value.trim();
  return /^[+-]?\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** Whether a field holds a number that is not whole ("21.5", "1e-1"): refused, never truncated. */
export const isFraction = (value: string): boolean => {
  const text = value.trim();
  return text !== "" && Number.isFinite(Number(text)) && !/^[+-]?\d+$/.test(text);
};

/** An optional text field: trimmed, or null when blank (e.g. image_url, pdf_url). */
export const optionalText = (value: string): string | null => (isBlank(value) ? null : value.trim());

/** A number column shown in a text field: "" for null, else its decimal text. */
export const numberToField = (value: number | null | undefined): string =>
  value === null || value === undefined ? "" : String(value);

/** Whether two plain form objects differ (the dialog's unsaved-changes check). */
export const formsDiffer = (a: unknown, b: unknown): boolean => JSON.stringify(a) !== JSON.stringify(b);

/** The Chinese inputs of a content type's form: `<field>_zh` as the text typed, for each translated field. */
export type ChineseFields<T extends TranslatedTable> = { [F in TranslatedField<T> as `${F}_zh`]: string };

/** What the Chinese inputs save: the trimmed text, or null when blank (the page then shows the English). */
export type ChineseValues<T extends TranslatedTable> = { [F in TranslatedField<T> as `${F}_zh`]: string | null };

const chineseColumns = (table: TranslatedTable): string[] => TRANSLATED_FIELDS[table].map((f) => zhColumn(f));

/** Empty Chinese inputs of `table`'s Add dialog. */
export function emptyChinese<T extends TranslatedTable>(table: T): ChineseFields<T> {
  return Object.fromEntries(chineseColumns(table).map((column) => [column, ""])) as ChineseFields<T>;
}

/** The Chinese inputs of the Edit dialog, from a stored row ("" for null). */
export function chineseToForm<T extends TranslatedTable>(table: T, row: object): ChineseFields<T> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(
    chineseColumns(table).map((column) => [column, typeof values[column] === "string" ? values[column] : ""]),
  ) as ChineseFields<T>;
}

/** The Chinese columns to save from the form: trimmed text, null when blank (issue #10: empty saves as null). */
export function parseChinese<T extends TranslatedTable>(table: T, form: ChineseFields<T>): ChineseValues<T> {
  const values = form as Record<string, string>;
  return Object.fromEntries(
    chineseColumns(table).map((column) => [column, optionalText(values[column] ?? "")]),
  ) as ChineseValues<T>;
}
