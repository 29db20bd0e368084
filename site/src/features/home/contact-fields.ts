/**
 * The home contact form's fields (spec §2 Home; the shared `contact` form of
 * shared/enquiries/forms.ts) and where the home copy keeps their labels
 * (`home.contact.*`, flat keys since issue #3).
 */
import { fieldsOf } from "../../components/forms/field-spec";
import type { FieldKeys } from "../../components/forms/form-fields";

/** The contact form's fields with the project details placeholder. */
export const CONTACT_FIELDS = fieldsOf("contact", { projectDetails: { placeholder: true } });

const LABEL_KEY: Readonly<Record<string, string>> = {
  firstName: "home.contact.firstName",
  lastName: "home.contact.lastName",
  company: "home.contact.company",
  email: "home.contact.email",
  phone: "home.contact.phoneLabel",
  projectDetails: "home.contact.details",
};

/** Translation keys of the contact form's labels and placeholder (it has no selects). */
export const CONTACT_KEYS: FieldKeys = {
  label: (key) => LABEL_KEY[key] ?? `home.contact.${key}`,
  placeholder: () => "home.contact.detailsPlaceholder",
  option: (key, value) => `home.contact.${key}.${value}`,
};
