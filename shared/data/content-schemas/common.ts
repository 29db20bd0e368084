/**
 * The building blocks of the content schemas (spec §5 Validation, issue #25):
 * the inline error keys, the file fields (issue #11), whole numbers, the
 * optional Chinese fields (issue #10), and the helper that turns a schema's
 * issues into one error per field. Each content type's schema sits beside
 * this module; the admin dialog validates its form with it (through
 * @mantine/form) and saveContentItem checks a payload with it before saving.
 */
import { PUBLISH_AT_COLUMN, publishAtFromField, publishAtToField } from "../../content/scheduling";
import type { TranslatedField, TranslatedTable } from "../../content/translations";
import { TRANSLATED_FIELDS, zhColumn } from "../../content/translations";
import { z } from "../../zod-jitless";
import { fileRefusal, type FileKind, isHttpUrl } from "../content-objects";

/** An inline error: the admin text key of its message (shown in the admin language). */
export type FieldError =
  | "validation.required"
  | "validation.wholeNumber"
  | "validation.url"
  | "validation.fileType"
  | "validation.fileSize"
  | "validation.fileEmpty"
  | "validation.tooLong"
  | "validation.documentPending"
  | "validation.dateTime"
  | "validation.slug"
  | "validation.slugTaken"
  | "validation.altRequired"
  // Videos (issue #28): the file, its upload, the embed link and captions.
  | "validation.videoType"
  | "validation.videoSize"
  | "validation.videoUploading"
  | "validation.embedUrl"
  | "validation.videoOrEmbed"
  | "validation.captionsType"
  | "validation.captionsFormat";

/** Inline errors keyed by form field; a missing key means the field is fine. */
export type FieldErrors<F> = Partial<Record<keyof F, FieldError>>;

/** The error of an empty required field ('This field is required'). */
export const REQUIRED_MESSAGE: FieldError = "validation.required";

/** The error of a number field that does not hold a whole number ('Enter a whole number'). */
export const WHOLE_NUMBER_MESSAGE: FieldError = "validation.wholeNumber";

/** A file chosen in a dialog, waiting for Save, and where its URL goes in the payload. */
export interface PendingUpload {
  file: File;
  kind: FileKind;
  /** The object name's slot (storage-layout's contentObjectPath): pdf, image, thumbnail, document. */
  slot: "pdf" | "image" | "thumbnail" | "document";
  /** The payload field that receives the URL (`pdf_url`, `image_url`, `thumbnail_url`, `documents`). */
  field: string;
  /** For `documents`: the index of the document whose `download_url` receives it. */
  index?: number;
}

/** What a content schema makes of a valid form: the payload to save and the files to upload first. */
export interface ParsedContent<Input> {
  value: Input;
  uploads: PendingUpload[];
}

/** A content type's schema: form values in, the payload and its uploads out; issues carry FieldError keys. */
export type ContentSchema<F, Input> = z.ZodType<ParsedContent<Input>, F>;

/**
 * Result of parsing a form: the payload to send with the files to upload on
 * Save (their URLs filled in then, issue #11), or the inline errors to show.
 */
export type ParseResult<T, F> =
  { ok: true; value: T; uploads: PendingUpload[] } | { ok: false; errors: FieldErrors<F> };

/** Whether a text field is blank (empty or whitespace only). */
export const isBlank = (value: string): boolean => value.trim() === "";

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

/*
 * The rules below never abort a parse (no `abort: true`, no pipes): zod skips
 * an object's cross-field checks once an issue aborted, and the dialog shows
 * every wrong field of a submit at once.
 */

/** The error of a text longer than its limit ('This text is too long'; issue #26). */
export const TOO_LONG_MESSAGE: FieldError = "validation.tooLong";

/** A text of at most `max` characters once trimmed (`validation.tooLong` beyond; issue #26). */
export const withinLimit = (schema: z.ZodString, max: number) =>
  schema.refine((v) => v.trim().length <= max, { error: TOO_LONG_MESSAGE });

/** A required text field: `validation.required` when blank. */
export const requiredText = () => z.string().refine((v) => !isBlank(v), { error: REQUIRED_MESSAGE });

/**
 * A required whole number typed as text (case study year): `validation.required`
 * when blank, else `validation.wholeNumber` for anything but digits.
 */
export const requiredWholeNumber = () =>
  requiredText().refine((v) => isBlank(v) || !Number.isNaN(parseInteger(v)), { error: WHOLE_NUMBER_MESSAGE });

/**
 * A whole number whose other text counts as 0 (white paper pages, video
 * views; spec §5): only a decimal is refused (`validation.wholeNumber`, issue
 * #11). Read it with lenientInteger(); `required` makes a blank one
 * `validation.required`.
 */
export const decimalRefused = ({ required = false } = {}) =>
  (required ? requiredText() : z.string()).refine((v) => !isFraction(v), { error: WHOLE_NUMBER_MESSAGE });

/** The value of a decimalRefused field: its whole number, or 0 for blank or other text. */
export const lenientInteger = (value: string): number => {
  const n = parseInteger(value);
  return Number.isNaN(n) ? 0 : n;
};

/**
 * An optional whole number with no fallback (case study percents): blank is
 * null, anything but digits is `validation.wholeNumber`. Read it with optionalInteger().
 */
export const optionalWholeNumber = () =>
  z.string().refine((v) => isBlank(v) || !Number.isNaN(parseInteger(v)), { error: WHOLE_NUMBER_MESSAGE });

/** The value of an optionalWholeNumber field: null when blank, else its whole number. */
export const optionalInteger = (value: string): number | null => (isBlank(value) ? null : parseInteger(value));

/** What a file field holds (issue #11). */
export interface FileFieldValue {
  /** The stored or typed link; "" for none. */
  url: string;
  /** A file chosen in this dialog, uploaded on Save in place of `url`; null for none. */
  file: File | null;
}

/** A file field prefilled with a stored URL (or empty). */
export const fileField = (url: string | null | undefined = ""): FileFieldValue => ({ url: url ?? "", file: null });

/** The inline error of a chosen file that cannot be stored as `kind`, or null when it can. */
export function fileError(file: { name: string; size: number }, kind: FileKind): FieldError | null {
  const refusal = fileRefusal(file, kind);
  if (refusal === "type") return "validation.fileType";
  if (refusal === "size") return "validation.fileSize";
  if (refusal === "empty") return "validation.fileEmpty";
  return null;
}

/** The inline error of a typed link, or null when it is blank or an absolute http(s) URL. */
export const linkError = (url: string): FieldError | null =>
  url.trim() === "" || isHttpUrl(url) ? null : "validation.url";

/** Where a file field's upload goes: its kind and object-name slot. */
export interface FileSlot {
  kind: FileKind;
  slot: PendingUpload["slot"];
}

/** An optional link typed as text (video_url): `validation.url` unless blank or absolute http(s). */
export const optionalLink = () =>
  z.string().check((ctx) => {
    const error = linkError(ctx.value);
    if (error) ctx.issues.push({ code: "custom", message: error, input: ctx.value });
  });

/** The shape of a file field's value: a link and a chosen file or null. */
const fileFieldShape = z.object({ url: z.string(), file: z.custom<File>((v) => v instanceof File).nullable() });

/**
 * A file field that stores a `kind` (issue #11): a chosen file must be an
 * accepted type, within the size limit and not empty (`validation.fileType`,
 * `fileSize`, `fileEmpty`); a link must be blank or absolute http(s)
 * (`validation.url`). The issue is reported on the field itself.
 */
export const fileFieldSchema = (kind: FileKind) =>
  fileFieldShape.check((ctx) => {
    const { url, file } = ctx.value;
    const error = file ? fileError(file, kind) : linkError(url);
    if (error) ctx.issues.push({ code: "custom", message: error, input: ctx.value });
  });

/**
 * A valid file field named `field` as payload and upload: a chosen file
 * becomes a pending upload (the payload gets null until Save fills in its
 * URL), a link is trimmed (null when blank).
 */
export function fileFieldValue(
  value: FileFieldValue,
  field: string,
  { kind, slot }: FileSlot,
): { url: string | null; upload: PendingUpload | null } {
  if (value.file) return { url: null, upload: { file: value.file, kind, slot, field } };
  return { url: optionalText(value.url), upload: null };
}

/** The Chinese inputs of a content type's form: `<field>_zh` as the text typed, for each translated field. */
export type ChineseFields<T extends TranslatedTable> = { [F in TranslatedField<T> as `${F}_zh`]: string };

/** What the Chinese inputs save: the trimmed text, or null when blank (the page then shows the English). */
export type ChineseValues<T extends TranslatedTable> = { [F in TranslatedField<T> as `${F}_zh`]: string | null };

const chineseColumns = (table: TranslatedTable): string[] => TRANSLATED_FIELDS[table].map((f) => zhColumn(f));

/** The schema shape of `table`'s Chinese inputs: each optional free text (issue #10). */
export const chineseShape = <T extends TranslatedTable>(table: T): { [K in keyof ChineseFields<T>]: z.ZodString } =>
  Object.fromEntries(chineseColumns(table).map((column) => [column, z.string()])) as {
    [K in keyof ChineseFields<T>]: z.ZodString;
  };

/** Empty Chinese inputs of `table`'s Add dialog. */
export function emptyChinese<T extends TranslatedTable>(table: T): ChineseFields<T> {
  return Object.fromEntries(chineseColumns(table).map((column) => [column, ""])) as ChineseFields<T>;
}

/** The Chinese inputs of the Edit dialog, from a stored row or payload ("" for null or absent). */
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

/**
 * Field name → error key of the first issue on each field of `error` (the
 * field is the issue's first path segment). Used by parseContentForm and the
 * data checks; the dialog gets the same errors through the zod resolver.
 */
export function issuesToErrors<F>(error: z.ZodError): FieldErrors<F> {
  const errors: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (!(key in errors)) errors[key] = issue.message as FieldError;
  }
  return errors as FieldErrors<F>;
}

/**
 * Validates `form` with a content type's `schema` (spec §5).
 * @returns the payload and the files to upload on Save, or one inline error
 *   key per field that is wrong.
 */
export function parseContentForm<F, Input>(schema: ContentSchema<F, Input>, form: F): ParseResult<Input, F> {
  const result = schema.safeParse(form);
  if (!result.success) return { ok: false, errors: issuesToErrors<F>(result.error) };
  return { ok: true, value: result.data.value, uploads: result.data.uploads };
}

/**
 * The go-live field of every content form (issue #26, scheduled publishing):
 * a `datetime-local` value ("YYYY-MM-DDTHH:mm", local time) or "" for none.
 */
export type PublishAtForm = { [PUBLISH_AT_COLUMN]: string };

/** The error of a go-live field that holds no date and time ('Enter a date and time'). */
export const DATE_TIME_MESSAGE: FieldError = "validation.dateTime";

/**
 * The schema shape of the go-live field: optional; blank means live as soon
 * as published; a time in the past is accepted and means live now.
 */
export const publishAtShape = () => ({
  [PUBLISH_AT_COLUMN]: z.string().refine((v) => publishAtFromField(v) !== undefined, { error: DATE_TIME_MESSAGE }),
});

/** The Add dialog's empty go-live field. */
export const emptyPublishAt = (): PublishAtForm => ({ [PUBLISH_AT_COLUMN]: "" });

/** The Edit dialog's go-live field from a stored row or payload (local time; "" when none). */
export const publishAtToForm = (row: { publish_at?: string | null }): PublishAtForm => ({
  [PUBLISH_AT_COLUMN]: publishAtToField(row[PUBLISH_AT_COLUMN]),
});

/** The go-live column to save from a valid form: an ISO timestamp, or null when blank. */
export const parsePublishAt = (form: PublishAtForm): { publish_at: string | null } => ({
  [PUBLISH_AT_COLUMN]: publishAtFromField(form[PUBLISH_AT_COLUMN]) ?? null,
});
