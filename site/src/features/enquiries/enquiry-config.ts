/**
 * The five enquiry pages (spec §2 Product pages, §3 payloads and option
 * values, §5): each page's kind (its locale prefix `enquiry.<kind>`) and the
 * shared form it sends (shared/enquiries/forms.ts), with the page's
 * placeholders. Full Name and Email are required everywhere, Company on sales
 * and demo, and each page's subject select marked with an asterisk (issue
 * #30; all from the shared field specs).
 */
import type { EnquiryForm } from "../../../../shared/enquiries/forms";
import { fieldsOf, type FieldSpec } from "../../components/forms/field-spec";

/** The five enquiry pages of spec §2 (locale prefix `enquiry.<kind>`). */
export type EnquiryKind = "technicalDocs" | "representative" | "sales" | "consultation" | "demo";

/** The shared form (the `form` column) each page sends. */
export const FORM_OF_KIND: Record<EnquiryKind, EnquiryForm> = {
  technicalDocs: "technical_docs",
  representative: "representative",
  sales: "sales",
  consultation: "consultation",
  demo: "demo",
};

/** Fields of each enquiry page, in the shared order; free-text fields have placeholders. */
export const ENQUIRY_FIELDS: Record<EnquiryKind, FieldSpec[]> = {
  technicalDocs: fieldsOf("technical_docs", { specificRequests: { placeholder: true } }),
  representative: fieldsOf("representative", { message: { placeholder: true } }),
  sales: fieldsOf("sales", { projectDetails: { placeholder: true } }),
  consultation: fieldsOf("consultation", { objectives: { placeholder: true } }),
  demo: fieldsOf("demo", { specificRequirements: { placeholder: true } }),
};
