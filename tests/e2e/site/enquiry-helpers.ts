/**
 * The seven enquiry forms as the browser tests drive them (issue #9): where
 * each form lives, its button and toast, sample values for every field (from
 * the shared field specs, shared/enquiries/forms.ts), filling them by their
 * English labels (shared/enquiries/labels.ts), and reading the stored rows
 * back with the service_role key (visitors cannot read enquiries).
 */
import type { Enquiry } from "../../../shared/data/enquiries";
import { expect, type Locator, type Page } from "@playwright/test";
import { ENQUIRY_FIELDS, SPLIT_NAME_FORMS, type EnquiryForm } from "../../../shared/enquiries/forms";
import { FIELD_LABELS } from "../../../shared/enquiries/labels";
import { DEFAULT_CONTACT_SETTINGS } from "../../../shared/site-settings/defaults";
import { service } from "../support/clients";

/** One form: its page, submit button and the toast it shows once the enquiry is stored (spec §8). */
export interface FormCase {
  form: EnquiryForm;
  path: string;
  submit: string;
  toast: { title: string; text: string };
  /** The phone and e-mail shown beside the form (offered when sending fails). */
  phone: string;
  email: string;
}

// The seeded site settings (issue #30): the sales team beside the quote and enquiry forms, the general contact on the home page.
const SALES = DEFAULT_CONTACT_SETTINGS.sales_email;
const INFO = DEFAULT_CONTACT_SETTINGS.general_email;
const PHONE = DEFAULT_CONTACT_SETTINGS.sales_phone;
const GENERAL_PHONE = DEFAULT_CONTACT_SETTINGS.general_phone;

/** The seven forms. */
export const FORM_CASES: FormCase[] = [
  {
    form: "quote",
    path: "/get-quote",
    submit: "Submit Quote Request",
    toast: {
      title: "Quote Request Submitted",
      text: "Our team will contact you within 24 hours to discuss your drilling requirements.",
    },
    phone: PHONE,
    email: SALES,
  },
  {
    form: "contact",
    path: "/",
    submit: "Send Message",
    toast: { title: "Message received", text: "Thank you. An engineer will reply within one business day." },
    phone: GENERAL_PHONE,
    email: INFO,
  },
  {
    form: "technical_docs",
    path: "/products/request-technical-docs",
    submit: "Request Documentation",
    toast: {
      title: "Request received",
      text: "Your documentation request is noted. Delivery follows the urgency you selected.",
    },
    phone: PHONE,
    email: SALES,
  },
  {
    form: "representative",
    path: "/products/contact-representative",
    submit: "Contact Me",
    toast: { title: "Request received", text: "A representative will contact you within 24 hours." },
    phone: PHONE,
    email: SALES,
  },
  {
    form: "sales",
    path: "/products/contact-sales-team",
    submit: "Send Enquiry",
    toast: {
      title: "Enquiry received",
      text: "Our sales team responds within 24 hours; proposals follow in 48-72 hours.",
    },
    phone: PHONE,
    email: SALES,
  },
  {
    form: "consultation",
    path: "/products/schedule-consultation",
    submit: "Schedule Consultation",
    toast: { title: "Request received", text: "We will confirm your consultation slot by e-mail." },
    phone: PHONE,
    email: SALES,
  },
  {
    form: "demo",
    path: "/products/request-demo",
    submit: "Request Demo",
    toast: { title: "Request received", text: "A product specialist will contact you to book the demo." },
    phone: PHONE,
    email: SALES,
  },
];

/** A value per field key: text for inputs and selects, true for the checkbox. */
export type FormValues = Record<string, string | boolean>;

/** A short random id, so every test finds exactly its own rows. */
export const runId = () => Math.random().toString(36).slice(2, 10);

/**
 * Sample values for every field of `form`: text fields name themselves and
 * the run, the e-mail is unique to the run, each select takes its last
 * option, the date is 15 March of next year (never in the past), the checkbox is ticked.
 */
export function sampleValues(form: EnquiryForm, run: string): FormValues {
  const values: FormValues = {};
  for (const field of ENQUIRY_FIELDS[form]) {
    if (field.kind === "checkbox") values[field.key] = true;
    else if (field.kind === "email") values[field.key] = `${form.replace("_", "-")}.${run}@example.com`;
    else if (field.kind === "tel") values[field.key] = "+1 713 555 0100";
    else if (field.kind === "date") values[field.key] = `${new Date().getFullYear() + 1}-03-15`;
    else if (field.kind === "select") values[field.key] = field.options!.at(-1)!;
    else if (field.kind === "textarea") values[field.key] = `${field.key} of ${form} ${run}\nsecond line`;
    else values[field.key] = `${field.key} ${run}`;
  }
  return values;
}

/** The form element of `form` on the page. */
export const formOf = (page: Page, form: EnquiryForm): Locator => page.locator(`form[data-enquiry-form="${form}"]`);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The field `key` of `form`, found by its English label as the visitor sees it (" *" on required ones). */
export const fieldOf = (formLocator: Locator, form: EnquiryForm, key: string): Locator =>
  formLocator.getByLabel(new RegExp(`^${escapeRegExp(FIELD_LABELS[form][key]!)}( \\*)?$`));

/**
 * Opens the form's page and waits until React has taken the form over: the
 * page's content hydrates on first use (issue #13), here a press on the
 * form, and the home contact section once it nears the viewport, so it is
 * scrolled to first.
 */
export async function openForm(page: Page, c: FormCase): Promise<Locator> {
  await page.goto(c.path);
  // The browser entry arms the page's content once it has run.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
  const form = formOf(page, c.form);
  await form.scrollIntoViewIfNeeded();
  await form.dispatchEvent("pointerdown");
  await expect(form).toHaveAttribute("data-hydrated", "true");
  return form;
}

/** Fills (or selects, or ticks) every field of `values` in the form. */
export async function fillForm(formLocator: Locator, form: EnquiryForm, values: FormValues): Promise<void> {
  for (const field of ENQUIRY_FIELDS[form]) {
    const value = values[field.key];
    if (value === undefined) continue;
    const input = fieldOf(formLocator, form, field.key);
    if (field.kind === "checkbox") {
      if (value) await input.check();
    } else if (field.kind === "select") await input.selectOption(String(value));
    else await input.fill(String(value));
  }
}

/** Asserts that every field of the form still holds `values`. */
export async function expectValues(formLocator: Locator, form: EnquiryForm, values: FormValues): Promise<void> {
  for (const field of ENQUIRY_FIELDS[form]) {
    const value = values[field.key];
    if (value === undefined) continue;
    const input = fieldOf(formLocator, form, field.key);
    if (field.kind === "checkbox") {
      if (value) await expect(input, field.key).toBeChecked();
      else await expect(input, field.key).not.toBeChecked();
    } else await expect(input, field.key).toHaveValue(String(value));
  }
}

export { expectToast } from "../support/toast";

/** The stored enquiries with this e-mail address (service_role: visitors cannot read enquiries). */
export async function enquiriesByEmail(email: string): Promise<Enquiry[]> {
  const { data, error } = await service().from("enquiries").select("*").eq("email", email);
  if (error) throw new Error(`GET enquiries: ${error.message}`);
  return data as Enquiry[];
}

/**
 * The row `values` should become, worked out independently of the site's
 * code: the contact fields as columns (first and last name joined into
 * `name` on the quote and contact forms), the rest in `details`.
 */
export function expectedRow(form: EnquiryForm, values: FormValues, where: { locale: string; page: string }) {
  const columns: Record<string, string | null> = { phone: null, company: null, position: null };
  const details: Record<string, string | boolean> = {};
  for (const field of ENQUIRY_FIELDS[form]) {
    const value = values[field.key];
    if (field.kind === "checkbox") details[field.key] = value === true;
    else if (value === undefined || value === "") continue;
    else if (field.store === "column") columns[field.key] = String(value);
    else details[field.key] = String(value);
  }
  const name = SPLIT_NAME_FORMS.has(form) ? `${values.firstName} ${values.lastName}` : String(values.name);
  return { form, ...columns, name, details, locale: where.locale, page: where.page, status: "new" };
}
