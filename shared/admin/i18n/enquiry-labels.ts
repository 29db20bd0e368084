/**
 * How the inbox names an enquiry's fields and select values in each admin
 * language (issue #10 item 4). English is shared/enquiries/labels.ts (the
 * labels of the site's forms, the CSV and the e-mail); Chinese reads as the
 * site's Chinese forms do. A key missing here falls back to the English
 * label, then to the key itself, so nothing stored is hidden.
 */
import type { EnquiryForm } from "../../enquiries/forms";
import { FIELD_LABELS, OPTION_LABELS } from "../../enquiries/labels";
import { FIELD_LABELS_ZH, OPTION_LABELS_ZH } from "../../enquiries/labels-zh";
import type { AdminLanguage } from "./index";

/** Labels of one language: form → field → label, and form → field → value → label. */
export interface EnquiryLabelTable {
  fields: Record<EnquiryForm, Record<string, string>>;
  options: Record<EnquiryForm, Record<string, Record<string, string>>>;
}

/** The Chinese labels (shared/enquiries/labels-zh.ts, also what the site's Chinese forms show). */
export const ENQUIRY_LABELS_ZH: EnquiryLabelTable = { fields: FIELD_LABELS_ZH, options: OPTION_LABELS_ZH };

/** The label tables of each admin language. */
export const ENQUIRY_LABEL_TABLES: Record<AdminLanguage, EnquiryLabelTable> = {
  en: { fields: FIELD_LABELS, options: OPTION_LABELS },
  zh: ENQUIRY_LABELS_ZH,
};

/** The label of `form`'s field `key` in `language`: then the English label, then the key. */
export function enquiryFieldLabel(language: AdminLanguage, form: EnquiryForm, key: string): string {
  return ENQUIRY_LABEL_TABLES[language].fields[form]?.[key] ?? FIELD_LABELS[form]?.[key] ?? key;
}

/** The label of select value `value` of `form`'s field `key` in `language`: then English, then the value as stored. */
export function enquiryOptionLabel(language: AdminLanguage, form: EnquiryForm, key: string, value: string): string {
  return ENQUIRY_LABEL_TABLES[language].options[form]?.[key]?.[value] ?? OPTION_LABELS[form]?.[key]?.[value] ?? value;
}
