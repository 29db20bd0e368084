/** Quote request fields, options and validation of spec §3 Quote request form and §5 Quote form. */
import { FORMATIONS, PROJECT_TYPES, QUOTE_BUDGETS, QUOTE_TIMELINES } from "../../../../shared/types/domain";
import type { FieldSpec } from "../../components/forms/form-fields";

/** The text and select fields in page order (newsletter is a checkbox, rendered separately). */
export const QUOTE_FIELDS: FieldSpec[] = [
  { name: "firstName", kind: "text", required: true, autoComplete: "given-name" },
  { name: "lastName", kind: "text", required: true, autoComplete: "family-name" },
  { name: "email", kind: "email", required: true, autoComplete: "email" },
  { name: "company", kind: "text", required: true, autoComplete: "organization" },
  { name: "phone", kind: "tel", autoComplete: "tel" },
  { name: "projectType", kind: "select", asterisk: true, options: PROJECT_TYPES },
  { name: "expectedDepth", kind: "text", placeholder: true },
  { name: "formation", kind: "select", options: FORMATIONS },
  { name: "timeline", kind: "select", options: QUOTE_TIMELINES },
  { name: "budget", kind: "select", options: QUOTE_BUDGETS },
  { name: "additionalRequirements", kind: "textarea", placeholder: true },
];
