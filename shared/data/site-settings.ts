/**
 * Reading and saving the site settings (issue #30, `public.site_settings`,
 * one row): everyone may read them, admins save them (RLS); a save requests
 * a build of every page (the table's trigger). The admin's "Site settings"
 * screen and the tests use this module; the site build reads the same row
 * over plain fetch (site/src/app/site-settings-build.ts).
 */
import { DEFAULT_SITE_SETTINGS } from "../site-settings/defaults";
import { SETTINGS_COLUMNS, type SiteSettings } from "../site-settings/fields";
import { type SiteSettingsForm, formToSettings, siteSettingsFormSchema } from "../site-settings/schema";
import type { AppSupabaseClient } from "../supabase/client";
import { DataError, toDataError } from "./errors";

/** The settings as stored, with when they last changed (null: never edited). */
export interface StoredSiteSettings {
  settings: SiteSettings;
  updatedAt: string | null;
}

/** The columns read: every setting and updated_at. */
export const SITE_SETTINGS_SELECT = [...SETTINGS_COLUMNS, "updated_at"].join(",");

/**
 * The stored settings.
 * @throws DataError on a failed request; code `not_found` when the row is missing.
 */
export async function fetchSiteSettings(client: AppSupabaseClient): Promise<StoredSiteSettings> {
  const { data, error, status } = await client.from("site_settings").select(SITE_SETTINGS_SELECT).maybeSingle();
  if (error) throw toDataError(error, status);
  if (!data) throw new DataError("The site settings row is missing", { code: "not_found" });
  const { updated_at: updatedAt, ...settings } = data as unknown as SiteSettings & { updated_at: string | null };
  return { settings: settings as SiteSettings, updatedAt };
}

/**
 * Saves `form` (the admin form's values) after checking it with the form's
 * schema, and returns what was stored.
 * @throws DataError: code `invalid` (nothing sent) when a field breaks a rule;
 *   PostgREST's 23514 when the database refuses a value; `not_found` when no
 *   row was updated (a caller who is not an admin: RLS hides the row from the update).
 */
export async function updateSiteSettings(
  client: AppSupabaseClient,
  form: SiteSettingsForm,
): Promise<StoredSiteSettings> {
  const parsed = siteSettingsFormSchema.safeParse(form);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw new DataError(`Invalid site settings: ${fields.join(", ")}`, { code: "invalid", details: fields.join(",") });
  }
  const { data, error, status } = await client
    .from("site_settings")
    .update(formToSettings(parsed.data))
    .eq("id", true)
    .select(SITE_SETTINGS_SELECT);
  if (error) throw toDataError(error, status);
  const row = (data as unknown as (SiteSettings & { updated_at: string | null })[] | null)?.[0];
  if (!row)
    throw new DataError("The site settings were not saved (only admins may change them)", { code: "not_found" });
  const { updated_at: updatedAt, ...settings } = row;
  return { settings: settings as SiteSettings, updatedAt };
}

/**
 * The seed's step (supabase/seed/seed.ts): writes the default settings
 * (shared/site-settings/defaults.ts, clearly fictional) into the row while
 * nobody has edited it (`updated_at` null), so a re-run never overwrites what
 * staff saved. Needs a client that may update the row (service_role or an
 * admin). Resolves with whether it wrote.
 * @throws DataError on a failed request.
 */
export async function seedSiteSettings(client: AppSupabaseClient): Promise<boolean> {
  const { data, error, status } = await client
    .from("site_settings")
    .update(DEFAULT_SITE_SETTINGS)
    .eq("id", true)
    .is("updated_at", null)
    .select("id");
  if (error) throw toDataError(error, status);
  return (data ?? []).length > 0;
}
