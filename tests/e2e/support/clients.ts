/**
 * supabase-js clients of the browser tests, against the test backend: a
 * visitor's (anon key) and the server side's (service_role, never given to a
 * page), e.g. to read back enquiries, which visitors cannot read.
 */
import { createClient } from "@supabase/supabase-js";
import { createSupabaseClient } from "../../../shared/supabase/client";
import type { Database } from "../../../shared/types/database";
import { DEFAULT_SERVICE_ROLE_KEY } from "../../../supabase/server/keys";
import { ANON_KEY, API_URL } from "./env";

/** A visitor's client: the anon key, no session kept. */
export const visitor = () => createSupabaseClient({ url: API_URL, anonKey: ANON_KEY, persistSession: false });

/** The server side's client (service_role). */
export const service = () =>
  createClient<Database>(API_URL, DEFAULT_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
