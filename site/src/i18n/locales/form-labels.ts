/**
 * The field and option labels of one enquiry form for a locale file: only the
 * fields the form shows (shared/enquiries/forms.ts), from one language's
 * shared label tables (shared/enquiries/labels.ts for English, labels-zh.ts
 * for Chinese), with option keys as the locale files key them.
 */
import { ENQUIRY_FIELDS, type EnquiryForm } from "../../../../shared/enquiries/forms";
import { optionLabels } from "../../components/forms/field-spec";

/** `{ fields, options }` of `form` from `fieldLabels` and `optionTable` (one language's tables). */
export function labelsOf(
  form: EnquiryForm,
  fieldLabels: Readonly<Record<EnquiryForm, Readonly<Record<string, string>>>>,
  optionTable: Readonly<Record<EnquiryForm, Readonly<Record<string, Readonly<Record<string, string>>>>>>,
) {
  return {
    fields: Object.fromEntries(ENQUIRY_FIELDS[form].map((f) => [f.key, fieldLabels[form][f.key]])) as Record<
      string,
      string
    >,
    options: optionLabels(optionTable[form]),
  };
}
