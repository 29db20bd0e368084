/**
 * The EnquiryStore of the notify-enquiry handler over supabase-js (issue #9,
 * item 5): reads and marks `public.enquiries` rows through the Data API with
 * a service_role (or `sb_secret_…`) key, which may read every row and write
 * `notified_at` / `notify_error` (the migration grants service_role all).
 * Used by the hosted function (`index.ts`) and the local backend alike.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { EnquiryRecord, EnquiryStore } from "./handler.ts";

/** The columns read for the e-mail (EnquiryRecord). */
export const ENQUIRY_RECORD_COLUMNS =
  "id, form, name, email, phone, company, position, details, locale, page, created_at, notified_at";

/**
 * A store over `client`, which must carry a key that bypasses RLS.
 * Each method throws an Error with PostgREST's message when the request fails.
 */
export function supabaseEnquiryStore(client: SupabaseClient): EnquiryStore {
  const table = () => client.from("enquiries");
  const update = async (id: string, change: Record<string, string | null>, what: string) => {
    const { error } = await table().update(change).eq("id", id);
    if (error) throw new Error(`${what}: ${error.message}`);
  };
  return {
    async get(id) {
      const { data, error } = await table().select(ENQUIRY_RECORD_COLUMNS).eq("id", id).maybeSingle();
      if (error) throw new Error(`Reading the enquiry failed: ${error.message}`);
      return (data as EnquiryRecord | null) ?? null;
    },
    markNotified: (id) =>
      update(id, { notified_at: new Date().toISOString(), notify_error: null }, "Setting notified_at failed"),
    markFailed: (id, reason) => update(id, { notify_error: reason }, "Setting notify_error failed"),
  };
}
