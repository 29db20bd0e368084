/**
 * The builder's side of the site's build records (issue #27,
 * `public.site_builds`, migration 20261202100000_site_builds.sql): claim the
 * requested builds when a build starts (`claim_site_build`) and record how it
 * ended (`finish_site_build`), over supabase-js with the service_role key
 * (both functions are service_role only). Used by the local builder
 * (runner.ts) and by a hosted static build (build-report.ts).
 */
import { createClient } from "@supabase/supabase-js";

/** The most characters of an error the record keeps (the database keeps as many). */
export const BUILD_ERROR_MAX = 2_000;

/** A claimed build: the id to finish, and the union of the claimed requests' changes (changes.ts parses them). */
export interface ClaimedBuild {
  id: number;
  changes: unknown;
}

/** Claims and finishes builds. */
export interface BuildRecords {
  /**
   * Claims every requested build; null when none was requested.
   * @throws Error with the server's message when the call fails.
   */
  claim(): Promise<ClaimedBuild | null>;
  /**
   * Records build `id` (and every earlier one it covered) as live, or failed with `error`.
   * @throws Error with the server's message when the call fails.
   */
  finish(id: number, ok: boolean, error?: unknown): Promise<void>;
}

/** An error as the build record shows it: its message (no stack), at most BUILD_ERROR_MAX characters. */
export function buildErrorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.trim() || "The build failed.").slice(0, BUILD_ERROR_MAX);
}

/** The build records of the project at `url`, through its service_role key. */
export function buildRecords(url: string, serviceRoleKey: string): BuildRecords {
  const client = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return {
    async claim() {
      const { data, error } = await client.rpc("claim_site_build");
      if (error) throw new Error(`claim_site_build: ${error.message}`);
      const row = data as { id?: number | string | null; changes?: unknown } | null;
      // Nothing requested: null, or (PostgREST's null composite) an object whose fields are all null.
      if (!row || row.id === null || row.id === undefined) return null;
      return { id: Number(row.id), changes: row.changes ?? [] };
    },
    async finish(id, ok, failure) {
      const { error } = await client.rpc("finish_site_build", {
        p_id: id,
        p_ok: ok,
        p_error: ok ? null : buildErrorText(failure),
      });
      if (error) throw new Error(`finish_site_build: ${error.message}`);
    },
  };
}
