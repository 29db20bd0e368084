/**
 * The five enquiry forms of spec §3 (payload fields and option values) with
 * the required rules of spec §5: Full Name and Email everywhere, Company on
 * sales and demo; labelled-required selects are not enforced.
 */
import {
  CONSULTATION_DURATIONS,
  CONSULTATION_TYPES,
  DEMO_TIMELINES,
  DEMO_TYPES,
  DOCUMENT_TYPES,
  PLATFORM_INTERESTS,
  PREFERRED_CONTACTS,
  PREFERRED_TIMES,
  REPRESENTATIVE_INQUIRY_TYPES,
  REPRESENTATIVE_TIMEFRAMES,
  SALES_BUDGETS,
  SALES_INQUIRY_TYPES,
  SALES_TIMELINES,
  TEAM_SIZES,
  URGENCIES,
} from "../../../../shared/types/domain";
import type { FieldSpec } from "../../components/forms/form-fields";

/** The five enquiry forms of spec §3. */
export type EnquiryKind = "technicalDocs" | "representative" | "sales" | "consultation" | "demo";

const name: FieldSpec = { name: "name", kind: "text", required: true, autoComplete: "name" };
const email: FieldSpec = { name: "email", kind: "email", required: true, autoComplete: "email" };
const phone: FieldSpec = { name: "phone", kind: "tel", autoComplete: "tel" };
const company: FieldSpec = { name: "company", kind: "text", autoComplete: "organization" };
const companyRequired: FieldSpec = { ...company, required: true };
const position: FieldSpec = { name: "position", kind: "text", autoComplete: "organization-title" };

/** Fields of each enquiry form, in payload order. */
export const ENQUIRY_FIELDS: Record<EnquiryKind, FieldSpec[]> = {
  technicalDocs: [
    name,
    email,
    company,
    position,
    { name: "documentType", kind: "select", asterisk: true, options: DOCUMENT_TYPES },
    { name: "urgency", kind: "select", options: URGENCIES },
    { name: "specificRequests", kind: "textarea", placeholder: true },
  ],
  representative: [
    name,
    email,
    phone,
    company,
    { name: "inquiryType", kind: "select", asterisk: true, options: REPRESENTATIVE_INQUIRY_TYPES },
    { name: "preferredContact", kind: "select", options: PREFERRED_CONTACTS },
    { name: "timeframe", kind: "select", options: REPRESENTATIVE_TIMEFRAMES },
    { name: "message", kind: "textarea", placeholder: true },
  ],
  sales: [
    name,
    email,
    phone,
    companyRequired,
    position,
    { name: "inquiryType", kind: "select", asterisk: true, options: SALES_INQUIRY_TYPES },
    { name: "budget", kind: "select", options: SALES_BUDGETS },
    { name: "timeline", kind: "select", options: SALES_TIMELINES },
    { name: "projectDetails", kind: "textarea", placeholder: true },
  ],
  consultation: [
    name,
    email,
    phone,
    company,
    position,
    { name: "consultationType", kind: "select", asterisk: true, options: CONSULTATION_TYPES },
    { name: "preferredDate", kind: "date" },
    { name: "preferredTime", kind: "select", options: PREFERRED_TIMES },
    { name: "duration", kind: "select", options: CONSULTATION_DURATIONS },
    { name: "objectives", kind: "textarea", placeholder: true },
  ],
  demo: [
    name,
    email,
    phone,
    companyRequired,
    position,
    { name: "platformInterest", kind: "select", asterisk: true, options: PLATFORM_INTERESTS },
    { name: "demoType", kind: "select", options: DEMO_TYPES },
    { name: "teamSize", kind: "select", options: TEAM_SIZES },
    { name: "timeline", kind: "select", options: DEMO_TIMELINES },
    { name: "specificRequirements", kind: "textarea", placeholder: true },
  ],
};

/** An empty payload of `kind` (every field ""). */
export function emptyPayload(kind: EnquiryKind): Record<string, string> {
  return Object.fromEntries(ENQUIRY_FIELDS[kind].map((f) => [f.name, ""]));
}
