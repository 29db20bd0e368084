/**
 * The site's Supabase client (config/supabase.ts), loaded on first use: the
 * client library stays out of every page's hydration, and data pages fetch
 * once it has arrived.
 */
import type { AppSupabaseClient } from "../../../shared/supabase/client";

let client: Promise<AppSupabaseClient> | undefined;

/** Resolves to the shared client, importing it once. */
export function dataClient(): Promise<AppSupabaseClient> {
  return (client ??= import("../config/supabase").then((m) => m.supabase));
}
