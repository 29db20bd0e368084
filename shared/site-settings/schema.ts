/**
 * The site settings' zod schemas (issue #30), used by the admin form (through
 * @mantine/form), by updateSiteSettings before it writes, and by the site
 * build when it reads the row. Each rule matches a CHECK of the migrations
 * (20261204110000_site_settings.sql, 20261205100000_site_settings_offices.sql),
 * so what the form accepts the database stores. Issues carry admin text keys (shared/admin/i18n: `validation.*`,
 * `siteSettings.validation.*`).
 */
import { z } from "../zod-jitless";
import {
  CONTACT_COLUMNS,
  DEPARTMENTS,
  LEGAL_COLUMNS,
  SETTINGS_COLUMNS,
  SETTINGS_LIMITS,
  OFFICE_FIELDS,
  SOCIAL_NETWORKS,
  emailColumn,
  phoneColumn,
  socialColumn,
  type ContactSettings,
  type LegalTexts,
  type Office,
  type SiteSettings,
} from "./fields";

/** An inline error of the settings form: an admin text key. */
export type SettingsFieldError =
  | "validation.required"
  | "validation.tooLong"
  | "siteSettings.validation.phone"
  | "siteSettings.validation.email"
  | "siteSettings.validation.https";

/** The database's phone rule: digits with spaces, brackets, dots or dashes, an optional leading +, 5 to 40 characters. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{3,38}[0-9]$/;
/** The database's e-mail rule: local part, @, a domain with at least one dot, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** The database's social URL rule: https, a host with a dot, no spaces. */
export const HTTPS_URL_PATTERN = /^https:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/;

const required = (max: number) =>
  z
    .string()
    .refine((v) => v.trim() !== "", { error: "validation.required" satisfies SettingsFieldError })
    .refine((v) => v.trim().length <= max, { error: "validation.tooLong" satisfies SettingsFieldError });

const phone = () =>
  required(40).refine((v) => v.trim() === "" || PHONE_PATTERN.test(v.trim()), {
    error: "siteSettings.validation.phone" satisfies SettingsFieldError,
  });

const email = () =>
  required(SETTINGS_LIMITS.email).refine((v) => v.trim() === "" || EMAIL_PATTERN.test(v.trim()), {
    error: "siteSettings.validation.email" satisfies SettingsFieldError,
  });

/** A social URL field: blank (no icon) or an https URL. */
const socialUrl = () =>
  z
    .string()
    .refine((v) => v.trim().length <= SETTINGS_LIMITS.url, { error: "validation.tooLong" satisfies SettingsFieldError })
    .refine((v) => v.trim() === "" || HTTPS_URL_PATTERN.test(v.trim()), {
      error: "siteSettings.validation.https" satisfies SettingsFieldError,
    });

const legal = () =>
  z
    .string()
    .refine((v) => v.length <= SETTINGS_LIMITS.legal, { error: "validation.tooLong" satisfies SettingsFieldError });

/**
 * The form's values: every setting as text ("" for a social network without
 * a profile), and the branch offices as a list of texts.
 */
export type SiteSettingsForm = Record<Exclude<keyof SiteSettings, "offices">, string> & { offices: Office[] };

/** A branch office's rules: every member required, within its limit; the phone and e-mail rules of the departments. */
export const officeSchema = z.object({
  name_en: required(SETTINGS_LIMITS.officeName),
  name_zh: required(SETTINGS_LIMITS.officeName),
  location_en: required(SETTINGS_LIMITS.officeLocation),
  location_zh: required(SETTINGS_LIMITS.officeLocation),
  address_en: required(SETTINGS_LIMITS.address),
  address_zh: required(SETTINGS_LIMITS.address),
  phone: phone(),
  email: email(),
});

/** A new, empty office row of the form. */
export const emptyOffice = (): Office => Object.fromEntries(OFFICE_FIELDS.map((field) => [field, ""])) as Office;

/** The form's schema: every field with its rule, each wrong field reported at once. */
export const siteSettingsFormSchema = z.object({
  company_name_en: required(SETTINGS_LIMITS.name),
  company_name_zh: required(SETTINGS_LIMITS.name),
  address_en: required(SETTINGS_LIMITS.address),
  address_zh: required(SETTINGS_LIMITS.address),
  ...Object.fromEntries(
    DEPARTMENTS.flatMap((d) => [
      [phoneColumn(d), phone()],
      [emailColumn(d), email()],
    ]),
  ),
  ...Object.fromEntries(SOCIAL_NETWORKS.map((n) => [socialColumn(n), socialUrl()])),
  ...Object.fromEntries(LEGAL_COLUMNS.map((c) => [c, legal()])),
  offices: z
    .array(officeSchema)
    .max(SETTINGS_LIMITS.offices, { error: "validation.tooLong" satisfies SettingsFieldError }),
}) as unknown as z.ZodType<SiteSettingsForm, SiteSettingsForm>;

/** The form's values of stored settings (null social URLs as ""). */
export function settingsToForm(settings: SiteSettings): SiteSettingsForm {
  const texts = Object.fromEntries([...CONTACT_COLUMNS, ...LEGAL_COLUMNS].map((c) => [c, settings[c] ?? ""]));
  return { ...texts, offices: settings.offices.map((office) => ({ ...office })) } as SiteSettingsForm;
}

/**
 * The settings to store from valid form values: texts trimmed (legal texts
 * kept as typed), blank social URLs null, each office's members trimmed.
 */
export function formToSettings(form: SiteSettingsForm): SiteSettings {
  const out: Record<string, unknown> = {};
  for (const column of CONTACT_COLUMNS) {
    const value = form[column].trim();
    out[column] = column.endsWith("_url") && value === "" ? null : value;
  }
  out.offices = form.offices.map(
    (office) => Object.fromEntries(OFFICE_FIELDS.map((field) => [field, office[field].trim()])) as Office,
  );
  for (const column of LEGAL_COLUMNS) out[column] = form[column];
  return out as unknown as SiteSettings;
}

/**
 * Settings read from the database (or anywhere untrusted), checked by the
 * same rules: the settings, or null when the row is missing a column or
 * breaks a rule.
 */
export function parseStoredSettings(row: unknown): SiteSettings | null {
  if (!row || typeof row !== "object") return null;
  const record = row as Record<string, unknown>;
  const form: Record<string, unknown> = {};
  for (const column of SETTINGS_COLUMNS) {
    const value = record[column];
    if (column === "offices") form[column] = value;
    else if (value === null && column.endsWith("_url")) form[column] = "";
    else if (typeof value === "string") form[column] = value;
    else return null;
  }
  const parsed = siteSettingsFormSchema.safeParse(form);
  return parsed.success ? formToSettings(parsed.data) : null;
}

/** The contact part of the settings. */
export const contactPart = (s: SiteSettings): ContactSettings =>
  Object.fromEntries(CONTACT_COLUMNS.map((c) => [c, s[c]])) as unknown as ContactSettings;
/** The legal texts of the settings. */
export const legalPart = (s: SiteSettings): LegalTexts =>
  Object.fromEntries(LEGAL_COLUMNS.map((c) => [c, s[c]])) as unknown as LegalTexts;
