/**
 * The site's view of the shared enquiry fields (issue #9): what each form
 * asks for comes from `shared/enquiries/forms.ts` (ENQUIRY_FIELDS, spec §3,
 * §5); this module only adds how a field looks on the page.
 */
import { ENQUIRY_FIELDS, type EnquiryFieldSpec, type EnquiryForm } from "../../../../shared/enquiries/forms";

/** Presentation-only extras of a field. */
export interface FieldLook {
  /** Has a translated placeholder (see FormFields' `keys.placeholder`). */
  placeholder?: boolean;
  /** Browser autocomplete token (defaults by field key, see AUTOCOMPLETE). */
  autoComplete?: string;
  /** Takes the full row (textareas and checkboxes always do). */
  wide?: boolean;
}

/** A shared field spec plus its look. */
export type FieldSpec = EnquiryFieldSpec & FieldLook;

/** Autocomplete tokens of the common contact fields (HTML autofill names). */
export const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  firstName: "given-name",
  lastName: "family-name",
  name: "name",
  email: "email",
  phone: "tel",
  company: "organization",
  position: "organization-title",
};

/**
 * The fields of `form` in the shared order, each with its default
 * autocomplete token and the `looks` given for its key.
 */
export function fieldsOf(form: EnquiryForm, looks: Readonly<Record<string, FieldLook>> = {}): FieldSpec[] {
  return ENQUIRY_FIELDS[form].map((field) => ({
    ...field,
    ...(AUTOCOMPLETE[field.key] ? { autoComplete: AUTOCOMPLETE[field.key] } : {}),
    ...looks[field.key],
  }));
}

/** Locale key of an option value: dots (i18next's key separator) become underscores, e.g. 1.5hours → 1_5hours. */
export const optionKey = (value: string) => value.replace(/\./g, "_");

/** Re-keys option labels (value → label) with optionKey, for the locales. */
export function optionLabels(labels: Readonly<Record<string, Readonly<Record<string, string>>>>) {
  return Object.fromEntries(
    Object.entries(labels).map(([field, options]) => [
      field,
      Object.fromEntries(Object.entries(options).map(([value, label]) => [optionKey(value), label])),
    ]),
  ) as Record<string, Record<string, string>>;
}
