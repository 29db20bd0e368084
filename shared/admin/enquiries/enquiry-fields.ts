/**
 * How the admin inbox reads one stored enquiry (issue #9, spec §3 Enquiry form
 * payloads and Option values): every field of its form labelled exactly as
 * the form labels it (FIELD_LABELS), select values as the form shows them
 * (OPTION_LABELS), the newsletter box as Yes/No. Pure functions: the detail
 * view, the list and the CSV export (csv.ts) all read rows through here.
 * Labels are English unless an admin language is given (issue #10; the CSV
 * stays English so its columns line up across exports).
 */
import { ENQUIRY_FIELDS, type EnquiryFieldSpec, type EnquiryForm } from "../../enquiries/forms";
import type { Enquiry } from "../../data/enquiries";
import { ADMIN_RESOURCES, type AdminLanguage } from "../i18n";
import { enquiryFieldLabel, enquiryOptionLabel } from "../i18n/enquiry-labels";

/** One labelled field of an enquiry: payload key, the form's label and the display value ("" when empty). */
export interface LabelledField {
  key: string;
  label: string;
  value: string;
}

/** Display text of a checkbox value: "Yes" when ticked, "No" otherwise (in `language`). */
export const yesNo = (value: unknown, language: AdminLanguage = "en"): string =>
  ADMIN_RESOURCES[language].enquiries[value === true ? "yes" : "no"];

/** The label of a select value on `form`'s field `key` (spec §3 Option values); unknown values as stored. */
export function optionText(form: EnquiryForm, key: string, value: string, language: AdminLanguage = "en"): string {
  return enquiryOptionLabel(language, form, key, value);
}

/** The label `form` shows for field `key`; the key itself for a field the form does not have. */
export function fieldLabel(form: EnquiryForm, key: string, language: AdminLanguage = "en"): string {
  return enquiryFieldLabel(language, form, key);
}

/** The raw stored value of `field` on `enquiry`: a contact column, or a key of `details`. */
function rawValue(enquiry: Enquiry, field: Pick<EnquiryFieldSpec, "key" | "store">): unknown {
  if (field.store === "column") return enquiry[field.key as keyof Enquiry];
  return enquiry.details?.[field.key];
}

/**
 * Display value of one field: option label for selects, Yes/No for the
 * checkbox, the stored text otherwise; "" when the visitor left it empty.
 */
export function fieldValue(enquiry: Enquiry, field: EnquiryFieldSpec, language: AdminLanguage = "en"): string {
  const raw = rawValue(enquiry, field);
  if (field.kind === "checkbox") return yesNo(raw, language);
  if (raw === null || raw === undefined || raw === "") return "";
  const text = String(raw);
  return field.kind === "select" ? optionText(enquiry.form, field.key, text, language) : text;
}

/**
 * Every field of the enquiry's form in the form's order, labelled as on the
 * form; detail keys the form does not know (an older form version) follow,
 * labelled by their key, so nothing stored is hidden. Labels and option
 * values in `language` (default English).
 */
export function labelledFields(enquiry: Enquiry, language: AdminLanguage = "en"): LabelledField[] {
  const fields = ENQUIRY_FIELDS[enquiry.form] ?? [];
  const known = new Set(fields.map((f) => f.key));
  const rows = fields.map((field) => ({
    key: field.key,
    label: fieldLabel(enquiry.form, field.key, language),
    value: fieldValue(enquiry, field, language),
  }));
  for (const [key, value] of Object.entries(enquiry.details ?? {})) {
    if (!known.has(key))
      rows.push({ key, label: key, value: typeof value === "boolean" ? yesNo(value, language) : value });
  }
  return rows;
}
