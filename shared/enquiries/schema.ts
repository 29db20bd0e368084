/**
 * One zod schema per enquiry form (issue #9), built from ENQUIRY_FIELDS: the
 * site shows its messages beside the fields, the data module checks a
 * payload before sending it, and the `enquiries` table's check constraints
 * enforce the same rules on the server.
 *
 * Error messages are message keys, not text, so each caller words them in
 * its own language: `required`, `email`, `tooLong`, `option`, `date`.
 */
import { z } from "../zod-jitless";
import {
  ENQUIRY_FIELDS,
  SPLIT_NAME_FORMS,
  type ContactColumn,
  type EnquiryFieldSpec,
  type EnquiryForm,
  type EnquiryLocale,
} from "./forms";

/** The message keys a schema reports (see the module comment). */
export type EnquiryIssue = "required" | "email" | "tooLong" | "option" | "date";

/** What a visitor typed into a form: every field as text, `newsletter` as a boolean. */
export type EnquiryValues = Record<string, string | boolean | undefined>;

/** The same e-mail shape the table's constraint accepts: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A calendar date as the date input sends it. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function fieldSchema(field: EnquiryFieldSpec): z.ZodType {
  if (field.kind === "checkbox") return z.boolean().optional();
  let text = z.string({ error: "required" }).trim();
  if (field.maxLength !== undefined) text = text.max(field.maxLength, { error: "tooLong" });
  if (field.required) {
    const required = text.min(1, { error: "required" });
    return field.kind === "email" ? required.regex(EMAIL_PATTERN, { error: "email" }) : required;
  }
  if (field.kind === "email") return text.regex(EMAIL_PATTERN, { error: "email" }).or(z.literal("")).optional();
  if (field.kind === "select") {
    const options = (field.options ?? []) as [string, ...string[]];
    return z.union([z.literal(""), z.enum(options, { error: "option" })], { error: "option" }).optional();
  }
  if (field.kind === "date") return text.regex(DATE_PATTERN, { error: "date" }).or(z.literal("")).optional();
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
}

/**
 * Builds the insert row from valid `values` (run enquirySchema first): trims
 * text, leaves out empty fields, joins first and last name into `name` on the
 * quote and contact forms.
 */
export function toEnquiryInsert(
  form: EnquiryForm,
  values: EnquiryValues,
  where: { locale: EnquiryLocale; page: string },
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
  };
}
