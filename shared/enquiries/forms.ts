/**
 * The seven enquiry forms of issue #9, the one source of truth for what each
 * form stores: the quote form (spec §3 Quote request form), the home contact
 * form (spec §2 Home) and the five enquiry forms (spec §3 Enquiry form
 * payloads, Option values), with the required rules of spec §5 and the
 * length limits the `enquiries` table enforces.
 *
 * The migration `supabase/migrations/20261124100000_enquiries.sql` mirrors
 * these lists in its check constraints; `tests/supabase/enquiries-schema.test.ts`
 * proves, value by value, that the two agree.
 */
import {
  CONSULTATION_DURATIONS,
  CONSULTATION_TYPES,
  DEMO_TIMELINES,
  DEMO_TYPES,
  DOCUMENT_TYPES,
  FORMATIONS,
  PLATFORM_INTERESTS,
  PREFERRED_CONTACTS,
  PREFERRED_TIMES,
  PROJECT_TYPES,
  QUOTE_BUDGETS,
  QUOTE_TIMELINES,
  REPRESENTATIVE_INQUIRY_TYPES,
  REPRESENTATIVE_TIMEFRAMES,
  SALES_BUDGETS,
  SALES_INQUIRY_TYPES,
  SALES_TIMELINES,
  TEAM_SIZES,
  URGENCIES,
} from "../types/domain";
import { LANGUAGES } from "../i18n/languages";

/** The `form` column: which form an enquiry came from. */
export const ENQUIRY_FORMS = [
  "quote",
  "contact",
  "technical_docs",
  "representative",
  "sales",
  "consultation",
  "demo",
] as const;
export type EnquiryForm = (typeof ENQUIRY_FORMS)[number];

/** The `status` column: new → in_progress → closed (an admin may move it either way). */
export const ENQUIRY_STATUSES = ["new", "in_progress", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/**
 * How long a closed enquiry is kept after its last change, in months (the
 * Privacy Policy's promise). `private.purge_expired_enquiries()` deletes the
 * older ones: daily on hosted (pg_cron), at every start locally.
 */
export const ENQUIRY_RETENTION_MONTHS = 24;

/** The `locale` column: the language the visitor used (spec §3 Language). */
export const ENQUIRY_LOCALES = LANGUAGES;
export type EnquiryLocale = (typeof ENQUIRY_LOCALES)[number];

/** Maximum lengths in characters, enforced by the table's check constraints. */
export const ENQUIRY_LIMITS = {
  name: 200,
  /** First or last name on the quote and contact forms: two parts and a space fit `name`. */
  namePart: 99,
  email: 254,
  phone: 50,
  company: 200,
  position: 200,
  /** One-line details: expected depth. */
  shortText: 200,
  /** Free text: project details, requests, objectives, requirements. */
  longText: 5000,
  /** The admin's internal note. */
  note: 5000,
  /** The `page` column (the path the form was sent from). */
  page: 300,
} as const;

/**
 * The per-window limits of `private.enquiry_rate_limit()` (issue #30), as the
 * migration `20261203120000_enquiry_promises.sql` sets them by default:
 * enquiries per (client address, e-mail address), per client address (a
 * shared office or rig network), and the window in minutes.
 */
export const ENQUIRY_RATE_LIMIT = { perSender: 5, perAddress: 50, windowMinutes: 10 } as const;

/** The contact columns every enquiry row has (the rest of a form lives in `details`). */
export const CONTACT_COLUMNS = ["name", "email", "phone", "company", "position"] as const;
export type ContactColumn = (typeof CONTACT_COLUMNS)[number];

/** One field of a form: where it is stored, how it is entered and what it accepts. */
export interface EnquiryFieldSpec {
  /** Payload key: a contact column, or a key of `details` (spec §3 names). */
  key: string;
  /** `column`: one of CONTACT_COLUMNS; `details`: a key of the `details` jsonb. */
  store: "column" | "details";
  kind: "text" | "email" | "tel" | "date" | "textarea" | "select" | "checkbox";
  /**
   * Enforced in the browser and by the table. Spec §5 left the selects it
   * "labels required" unenforced; issue #30 enforces every asterisk.
   */
  required?: boolean;
  /** Allowed values of a select (spec §3 Option values). */
  options?: readonly string[];
  /** Maximum length in characters (text kinds). */
  maxLength?: number;
}

const col = (key: ContactColumn, extra: Partial<EnquiryFieldSpec> = {}): EnquiryFieldSpec => ({
  key,
  store: "column",
  kind: key === "email" ? "email" : key === "phone" ? "tel" : "text",
  maxLength: ENQUIRY_LIMITS[key],
  ...extra,
});
const name = col("name", { required: true });
const email = col("email", { required: true });
const phone = col("phone");
const company = col("company");
const companyRequired = col("company", { required: true });
const position = col("position");
const firstName: EnquiryFieldSpec = {
  key: "firstName",
  store: "details",
  kind: "text",
  required: true,
  maxLength: ENQUIRY_LIMITS.namePart,
};
const lastName: EnquiryFieldSpec = { ...firstName, key: "lastName" };
const select = (key: string, options: readonly string[], required = false): EnquiryFieldSpec => ({
  key,
  store: "details",
  kind: "select",
  options,
  ...(required ? { required } : {}),
});
const longText = (key: string): EnquiryFieldSpec => ({
  key,
  store: "details",
  kind: "textarea",
  maxLength: ENQUIRY_LIMITS.longText,
});

/** Every form's fields, in the order the form shows them. */
export const ENQUIRY_FIELDS: Record<EnquiryForm, readonly EnquiryFieldSpec[]> = {
  quote: [
    firstName,
    lastName,
    email,
    companyRequired,
    phone,
    select("projectType", PROJECT_TYPES, true),
    { key: "expectedDepth", store: "details", kind: "text", maxLength: ENQUIRY_LIMITS.shortText },
    select("formation", FORMATIONS),
    select("timeline", QUOTE_TIMELINES),
    select("budget", QUOTE_BUDGETS),
    longText("additionalRequirements"),
    { key: "newsletter", store: "details", kind: "checkbox" },
  ],
  contact: [firstName, lastName, company, email, phone, longText("projectDetails")],
  technical_docs: [
    name,
    email,
    company,
    position,
    select("documentType", DOCUMENT_TYPES, true),
    select("urgency", URGENCIES),
    longText("specificRequests"),
  ],
  representative: [
    name,
    email,
    phone,
    company,
    select("inquiryType", REPRESENTATIVE_INQUIRY_TYPES, true),
    select("preferredContact", PREFERRED_CONTACTS),
    select("timeframe", REPRESENTATIVE_TIMEFRAMES),
    longText("message"),
  ],
  sales: [
    name,
    email,
    phone,
    companyRequired,
    position,
    select("inquiryType", SALES_INQUIRY_TYPES, true),
    select("budget", SALES_BUDGETS),
    select("timeline", SALES_TIMELINES),
    longText("projectDetails"),
  ],
  consultation: [
    name,
    email,
    phone,
    company,
    position,
    select("consultationType", CONSULTATION_TYPES, true),
    { key: "preferredDate", store: "details", kind: "date" },
    select("preferredTime", PREFERRED_TIMES),
    select("duration", CONSULTATION_DURATIONS),
    longText("objectives"),
  ],
  demo: [
    name,
    email,
    phone,
    companyRequired,
    position,
    select("platformInterest", PLATFORM_INTERESTS, true),
    select("demoType", DEMO_TYPES),
    select("teamSize", TEAM_SIZES),
    select("timeline", DEMO_TIMELINES),
    longText("specificRequirements"),
  ],
};

/** Forms that ask for first and last name separately; the `name` column joins them. */
export const SPLIT_NAME_FORMS: ReadonlySet<EnquiryForm> = new Set(["quote", "contact"]);

/** The fields of `form` stored in `details`. */
export const detailFields = (form: EnquiryForm): EnquiryFieldSpec[] =>
  ENQUIRY_FIELDS[form].filter((f) => f.store === "details");

/** The contact columns `form` has (the others stay null). */
export const formColumns = (form: EnquiryForm): ContactColumn[] => {
  const own = ENQUIRY_FIELDS[form].filter((f) => f.store === "column").map((f) => f.key as ContactColumn);
  return SPLIT_NAME_FORMS.has(form) ? ["name", ...own] : own;
};
