/**
 * The BuildStore of the site-build-hook handler over supabase-js (issue #27):
 * records a failed hook call with `finish_site_build(id, false, error)`, which
 * only service_role (or an `sb_secret_…` key) may execute.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { BuildStore } from "./handler.ts";

/**
 * A store over `client`, which must carry the service_role (secret) key.
 * `fail` throws an Error with PostgREST's message when the call fails.
 */
export function supabaseBuildStore(client: SupabaseClient): BuildStore {
  return {
    async fail(id, error) {
      const res = await client.rpc("finish_site_build", { p_id: id, p_ok: false, p_error: error });
      if (res.error) throw new Error(`finish_site_build failed: ${res.error.message}`);
    },
  };
}
