/**
 * The build's read of the site settings (issue #30): the one row of
 * `public.site_settings` over plain fetch with the anon key (as a visitor,
 * like the public lists, lib/public-lists.ts), checked with the settings'
 * schema and handed to the prerender as three lists: the contact details
 * (app/contact-info.ts SETTINGS_LIST, on every page), the legal texts
 * (LEGAL_LIST, read by the Terms of Service and Cookie Policy pages) and the
 * branch offices (OFFICES_LIST, read by the contact page). When no
 * backend answers, or the row breaks a rule, the defaults of
 * shared/site-settings/defaults.ts (the seed's values) stand in, with a
 * warning. Build side only (the SSR bundle's readPublicLists).
 */
import { DEFAULT_SITE_SETTINGS } from "../../../shared/site-settings/defaults";
import { SETTINGS_COLUMNS, type SiteSettings } from "../../../shared/site-settings/fields";
import { contactPart, legalPart, parseStoredSettings } from "../../../shared/site-settings/schema";
import { publicEnv } from "../../../shared/supabase/public-env";
import { readPublicLists as readContentLists } from "../lib/public-lists";
import type { PublicRestOptions } from "../lib/public-rest";
import { LEGAL_LIST, OFFICES_LIST, SETTINGS_LIST } from "./contact-info";

/**
 * The stored settings, or the defaults with a warning when they cannot be
 * read (no backend, an error, no row) or break a rule.
 */
export async function readSiteSettings(
  options: Omit<PublicRestOptions, "signal"> = {},
  timeoutMs = 5_000,
): Promise<SiteSettings> {
  const key = options.anonKey ?? publicEnv.anonKey;
  const base = (options.url ?? publicEnv.supabaseUrl).replace(/\/+$/, "");
  try {
    const response = await fetch(`${base}/rest/v1/site_settings?select=${SETTINGS_COLUMNS.join(",")}`, {
      headers: { apikey: key, Authorization: `Bearer ${key}`, Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
    const rows = (await response.json()) as unknown[];
    const settings = parseStoredSettings(rows[0]);
    if (!settings) throw new Error(rows.length === 0 ? "no settings row" : "the stored settings break a rule");
    return settings;
  } catch (error) {
    console.warn(`Prerender: site settings not read (${String(error)}); the pages show the default (seed) details`);
    return DEFAULT_SITE_SETTINGS;
  }
}

/**
 * The prerender's lists of `settings`: the contact details and the legal
 * texts (one row each), and the branch offices (one row each).
 */
export function settingsLists(settings: SiteSettings): Record<string, unknown[]> {
  return {
    [SETTINGS_LIST]: [contactPart(settings)],
    [LEGAL_LIST]: [legalPart(settings)],
    [OFFICES_LIST]: settings.offices,
  };
}

/**
 * Every list the prerender uses: the public content lists (lib/public-lists.ts
 * readPublicLists) and the site settings' three.
 */
export async function readPublicLists(
  options: Omit<PublicRestOptions, "signal"> = {},
  timeoutMs = 5_000,
): Promise<Record<string, unknown[] | undefined>> {
  const [lists, settings] = await Promise.all([
    readContentLists(options, timeoutMs),
    readSiteSettings(options, timeoutMs),
  ]);
  return { ...lists, ...settingsLists(settings) };
}
