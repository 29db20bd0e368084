/**
 * Quote request fields (spec §3 Quote request form, §5 Quote form): the
 * shared `quote` form's fields (shared/enquiries/forms.ts) with the page's
 * placeholders; the newsletter checkbox is the last field.
 */
import { fieldsOf, type FieldSpec } from "../../components/forms/field-spec";

/** The quote form's fields in page order. */
export const QUOTE_FIELDS: FieldSpec[] = fieldsOf("quote", {
  expectedDepth: { placeholder: true },
  additionalRequirements: { placeholder: true },
});
