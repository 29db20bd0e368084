/**
 * The site settings' fields (issue #30, `public.site_settings`,
 * supabase/migrations/20261204110000_site_settings.sql and
 * 20261205100000_site_settings_offices.sql): the one list of the
 * departments, social networks, office fields and legal pages the admin
 * form, the zod schema, the build and the site read.
 */

/** Departments with a phone number and an e-mail address (`<department>_phone`, `<department>_email`). */
export const DEPARTMENTS = ["general", "sales", "support", "emergency", "careers", "press"] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** Social networks with a profile URL (`<network>_url`); a network without one shows no icon. */
export const SOCIAL_NETWORKS = ["linkedin", "x", "youtube", "facebook"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The legal pages whose text lives in the settings (`<page>_en`, `<page>_zh`). */
export const LEGAL_PAGES = ["terms", "cookies"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** Languages of the texts (English, Chinese). */
export const SETTINGS_LANGUAGES = ["en", "zh"] as const;
export type SettingsLanguage = (typeof SETTINGS_LANGUAGES)[number];

/** Column of a department's phone / e-mail. */
export const phoneColumn = (d: Department) => `${d}_phone` as const;
export const emailColumn = (d: Department) => `${d}_email` as const;
/** Column of a network's profile URL. */
export const socialColumn = (n: SocialNetwork) => `${n}_url` as const;
/** Column of a legal page's text in a language. */
export const legalColumn = (p: LegalPage, l: SettingsLanguage) => `${p}_${l}` as const;

/** Limits, as the migrations' CHECK constraints have them (characters; `offices`: entries). */
export const SETTINGS_LIMITS = {
  name: 200,
  address: 500,
  email: 254,
  url: 500,
  legal: 50_000,
  officeName: 200,
  officeLocation: 200,
  offices: 12,
} as const;

/** The members of a branch office, in form order. */
export const OFFICE_FIELDS = [
  "name_en",
  "name_zh",
  "location_en",
  "location_zh",
  "address_en",
  "address_zh",
  "phone",
  "email",
] as const;
export type OfficeField = (typeof OFFICE_FIELDS)[number];

/**
 * A branch office of the contact page (an element of `offices`): its name,
 * city and country, and postal address in both languages, a phone number and
 * an e-mail address. The headquarters are not one: they are the company's
 * address with the general phone and e-mail.
 */
export type Office = Record<OfficeField, string>;

/** Everything the site shows but the legal texts: small enough to travel with every page. */
export interface ContactSettings {
  company_name_en: string;
  company_name_zh: string;
  address_en: string;
  address_zh: string;
  general_phone: string;
  general_email: string;
  sales_phone: string;
  sales_email: string;
  support_phone: string;
  support_email: string;
  emergency_phone: string;
  emergency_email: string;
  careers_phone: string;
  careers_email: string;
  press_phone: string;
  press_email: string;
  linkedin_url: string | null;
  x_url: string | null;
  youtube_url: string | null;
  facebook_url: string | null;
}

/** The branch offices, in display order (at most SETTINGS_LIMITS.offices): only the contact page shows them. */
export interface OfficeSettings {
  offices: Office[];
}

/** The legal pages' texts. */
export interface LegalTexts {
  terms_en: string;
  terms_zh: string;
  cookies_en: string;
  cookies_zh: string;
}

/** The editable settings (the row without `id` and `updated_at`). */
export type SiteSettings = ContactSettings & OfficeSettings & LegalTexts;

/** The columns of ContactSettings (each one text, or null), in form order. */
export const CONTACT_COLUMNS = [
  "company_name_en",
  "company_name_zh",
  "address_en",
  "address_zh",
  ...DEPARTMENTS.flatMap((d) => [phoneColumn(d), emailColumn(d)]),
  ...SOCIAL_NETWORKS.map(socialColumn),
] as (keyof ContactSettings)[];

/** The columns of LegalTexts. */
export const LEGAL_COLUMNS = LEGAL_PAGES.flatMap((p) =>
  SETTINGS_LANGUAGES.map((l) => legalColumn(p, l)),
) as (keyof LegalTexts)[];

/** Every editable column. */
export const SETTINGS_COLUMNS: (keyof SiteSettings)[] = [...CONTACT_COLUMNS, "offices", ...LEGAL_COLUMNS];

/** The `tel:` link of a phone number: its digits, with the leading + kept ("+1 (713) 555-0142" → "tel:+17135550142"). */
export function telHref(phone: string): `tel:${string}` {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`;
}
