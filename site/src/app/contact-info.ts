/**
 * The company's details on the public pages (issue #30): company name,
 * address, a phone number and an e-mail address per department, the branch
 * offices and the social profiles, all from the site settings the admin edits
 * (`public.site_settings`, shared/site-settings). The build reads them once
 * (app/site-settings-build.ts) and hands them to the prerender as the
 * prerendered list SETTINGS_LIST, so every page is rendered with them and a
 * page that hydrates reads the same values from its HTML. Without them (the
 * dev server) the defaults of shared/site-settings/defaults.ts stand in.
 */
import { DEFAULT_CONTACT_SETTINGS, DEFAULT_OFFICE_SETTINGS } from "../../../shared/site-settings/defaults";
import {
  SOCIAL_NETWORKS,
  socialColumn,
  telHref,
  type ContactSettings,
  type Department,
  type LegalPage,
  type LegalTexts,
  type Office,
  type SocialNetwork,
} from "../../../shared/site-settings/fields";
import { peekPrerenderedList, prerenderedList } from "../lib/prerendered-lists";
import type { Locale } from "./paths";

/** The prerendered list carrying the contact settings (one row). */
export const SETTINGS_LIST = "site settings";
/** The prerendered list carrying the legal texts (one row); read only at build time. */
export const LEGAL_LIST = "legal texts";
/** The prerendered list carrying the branch offices (one row per office); read only at build time. */
export const OFFICES_LIST = "branch offices";

/** The contact settings of this build (the defaults when the build had none). */
export function siteSettings(): ContactSettings {
  return prerenderedList<ContactSettings>(SETTINGS_LIST)?.[0] ?? DEFAULT_CONTACT_SETTINGS;
}

/** A department's phone (as shown and as a tel: link) and e-mail (as shown and as a mailto: link). */
export interface DepartmentContact {
  phone: string;
  phoneHref: `tel:${string}`;
  email: string;
  emailHref: `mailto:${string}`;
}

/** The contact of `department` in this build's settings. */
export function departmentContact(department: Department): DepartmentContact {
  const settings = siteSettings();
  const phone = settings[`${department}_phone`];
  const email = settings[`${department}_email`];
  return { phone, phoneHref: telHref(phone), email, emailHref: `mailto:${email}` };
}

/** The company's name in `locale`. */
export const companyName = (locale: Locale): string => siteSettings()[`company_name_${locale}`];
/** The company's postal address in `locale`. */
export const companyAddress = (locale: Locale): string => siteSettings()[`address_${locale}`];

/** An office as the contact page shows it in one language (a branch office, or the headquarters). */
export interface BranchOffice {
  title: string;
  location: string;
  address: string;
  phone: string;
  email: string;
}

/**
 * The branch offices of this build's settings in `locale`, in display order
 * (the headquarters are not among them; the defaults when the build had
 * none). Read without putting them into the page's HTML as JSON: the contact
 * page, the only one showing them, never hydrates.
 */
export function branchOffices(locale: Locale): BranchOffice[] {
  const offices = peekPrerenderedList<Office>(OFFICES_LIST) ?? DEFAULT_OFFICE_SETTINGS.offices;
  return offices.map((office) => ({
    title: office[`name_${locale}`],
    location: office[`location_${locale}`],
    address: office[`address_${locale}`],
    phone: office.phone,
    email: office.email,
  }));
}

/** The social profiles that are set, in SOCIAL_NETWORKS order (a network without a URL shows no icon). */
export function socialProfiles(): { network: SocialNetwork; url: string }[] {
  const settings = siteSettings();
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = settings[socialColumn(network)];
    return url ? [{ network, url }] : [];
  });
}

/**
 * The text of legal page `page` in `locale` ("" when the build had none). Read
 * without putting the texts into the page's HTML as JSON: the legal pages
 * never hydrate.
 */
export function legalText(page: LegalPage, locale: Locale): string {
  return peekPrerenderedList<LegalTexts>(LEGAL_LIST)?.[0]?.[`${page}_${locale}`] ?? "";
}
