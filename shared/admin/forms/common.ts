/** Shared helpers of the admin form parsers (spec §5): required checks, integer parsing, optional text. */

/** Inline error messages keyed by form field; a missing key means the field is fine. */
export type FieldErrors<F> = Partial<Record<keyof F, string>>;

/** Result of parsing a form: the payload to send, or the inline errors to show. */
export type ParseResult<T, F> = { ok: true; value: T } | { ok: false; errors: FieldErrors<F> };

/** The message shown under an empty required field. */
export const REQUIRED_MESSAGE = "This field is required";

/** The message shown under a number field that does not hold a whole number. */
export const WHOLE_NUMBER_MESSAGE = "Enter a whole number";

/** Whether a text field is blank (empty or whitespace only). */
export const isBlank = (value: string): boolean => value.trim() === "";

/** Adds REQUIRED_MESSAGE for each of `fields` that is blank in `form`. */
export function requireFields<F extends object>(form: F, fields: readonly (keyof F)[], errors: FieldErrors<F>): void {
  for (const field of fields) {
    const value: unknown = form[field];
    if (typeof value !== "string" || isBlank(value)) errors[field] = REQUIRED_MESSAGE;
  }
}

/** parseInt base 10 of a trimmed field: NaN when it does not start with a number. */
export const parseInteger = (value: string): number => Number.parseInt(value.trim(), 10);

/** An optional text field: trimmed, or null when blank (e.g. image_url, pdf_url). */
export const optionalText = (value: string): string | null => (isBlank(value) ? null : value.trim());

/** A number column shown in a text field: "" for null, else its decimal text. */
export const numberToField = (value: number | null | undefined): string =>
  value === null || value === undefined ? "" : String(value);

/** Whether two plain form objects differ (the dialog's unsaved-changes check). */
export const formsDiffer = (a: unknown, b: unknown): boolean => JSON.stringify(a) !== JSON.stringify(b);
