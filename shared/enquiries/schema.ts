/**
 * One zod schema per enquiry form (issue #9), built from ENQUIRY_FIELDS: the
 * site shows its messages beside the fields, the data module checks a
 * payload before sending it, and the `enquiries` table's check constraints
 * enforce the same rules on the server.
 *
 * Error messages are message keys, not text, so each caller words them in
 * its own language: `required`, `email`, `tooLong`, `option`, `date`,
 * `pastDate` (issue #30: a consultation date before the visitor's today).
 */
import { z } from "../zod-jitless";
import { isCalendarDate, localToday } from "./dates";
import { EMAIL_PATTERN } from "./email";
import {
  ENQUIRY_FIELDS,
  SPLIT_NAME_FORMS,
  type ContactColumn,
  type EnquiryFieldSpec,
  type EnquiryForm,
  type EnquiryLocale,
} from "./forms";

export { DATE_PATTERN, isCalendarDate, localToday } from "./dates";
export { EMAIL_DOMAIN_PATTERN_ATTR, EMAIL_PATTERN, isEnquiryEmail } from "./email";
export { newIdempotencyKey } from "./idempotency";

/** The message keys a schema reports (see the module comment). */
export type EnquiryIssue = "required" | "email" | "tooLong" | "option" | "date" | "pastDate";

/** What a visitor typed into a form: every field as text, `newsletter` as a boolean. */
export type EnquiryValues = Record<string, string | boolean | undefined>;

function fieldSchema(field: EnquiryFieldSpec): z.ZodType {
  if (field.kind === "checkbox") return z.boolean().optional();
  let text = z.string({ error: "required" }).trim();
  if (field.maxLength !== undefined) text = text.max(field.maxLength, { error: "tooLong" });
  if (field.kind === "select") {
    const options = (field.options ?? []) as [string, ...string[]];
    const option = z.enum(options, { error: "option" });
    if (field.required) return text.min(1, { error: "required" }).pipe(option);
    return z.union([z.literal(""), option], { error: "option" }).optional();
  }
  if (field.required) {
    const required = text.min(1, { error: "required" });
    return field.kind === "email" ? required.regex(EMAIL_PATTERN, { error: "email" }) : required;
  }
  if (field.kind === "email") return text.regex(EMAIL_PATTERN, { error: "email" }).or(z.literal("")).optional();
  if (field.kind === "date") {
    // Not in the past where the spec schedules something (issue #30): the visitor's today or later.
    const day = text.refine(isCalendarDate, { error: "date" }).refine((v) => v >= localToday(), { error: "pastDate" });
    return z.union([z.literal(""), day]).optional();
  }
  return text.optional();
}

const cache = new Map<EnquiryForm, z.ZodObject>();

/**
 * The schema of `form`: an object with one entry per field of ENQUIRY_FIELDS;
 * unknown keys are dropped. Parse errors carry EnquiryIssue message keys and
 * the field key as `path[0]`.
 */
export function enquirySchema(form: EnquiryForm): z.ZodObject {
  let schema = cache.get(form);
  if (!schema) {
    schema = z.object(Object.fromEntries(ENQUIRY_FIELDS[form].map((f) => [f.key, fieldSchema(f)])));
    cache.set(form, schema);
  }
  return schema;
}

/** Field key → message key of the first problem with that field; empty when `values` is valid. */
export function enquiryErrors(form: EnquiryForm, values: EnquiryValues): Record<string, EnquiryIssue> {
  const result = enquirySchema(form).safeParse(values);
  if (result.success) return {};
  const errors: Record<string, EnquiryIssue> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    if (!(key in errors)) errors[key] = issue.message as EnquiryIssue;
  }
  return errors;
}

/** The row a visitor's request inserts into `public.enquiries` (the columns anon may write). */
export interface EnquiryInsert {
  form: EnquiryForm;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  position: string | null;
  /** The form's other fields (spec §3 names); empty ones are left out. */
  details: Record<string, string | boolean>;
  locale: EnquiryLocale;
  /** Path of the page the form was sent from, e.g. `/products/request-demo`. */
  page: string;
  /** The submission's UUID (issue #30): the table stores one row per key; null when the caller has none. */
  idempotency_key: string | null;
}

/**
 * Builds the insert row from valid `values` (run enquirySchema first): trims
 * text, leaves out empty fields, joins first and last name into `name` on the
 * quote and contact forms; `where.idempotencyKey` becomes `idempotency_key`.
 */
export function toEnquiryInsert(
  form: EnquiryForm,
  values: EnquiryValues,
  where: { locale: EnquiryLocale; page: string; idempotencyKey?: string },
): EnquiryInsert {
  const text = (key: string) => {
    const v = values[key];
    return typeof v === "string" ? v.trim() : "";
  };
  const columns: Partial<Record<ContactColumn, string>> = {};
  const details: Record<string, string | boolean> = {};
  for (const field of ENQUIRY_FIELDS[form]) {
    if (field.kind === "checkbox") {
      details[field.key] = values[field.key] === true;
      continue;
    }
    const v = text(field.key);
    if (!v) continue;
    if (field.store === "column") columns[field.key as ContactColumn] = v;
    else details[field.key] = v;
  }
  const name = SPLIT_NAME_FORMS.has(form) ? `${text("firstName")} ${text("lastName")}`.trim() : (columns.name ?? "");
  return {
    form,
    name,
    email: columns.email ?? "",
    phone: columns.phone ?? null,
    company: columns.company ?? null,
    position: columns.position ?? null,
    details,
    locale: where.locale,
    page: where.page,
    idempotency_key: where.idempotencyKey ?? null,
  };
}
