/**
 * The two public settings every visitor's page needs to read public content
 * (issue #13): the Supabase URL and the anon key, read from Vite's
 * `import.meta.env` with the local backend's defaults. No validation library
 * here, so the public pages do not load one; `env.ts` validates the full
 * settings where the Supabase client, forms and admin load them.
 */

import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from "../local-defaults";

// `?? {}`: the build scripts import this module under Node, where there is no import.meta.env.
const raw = () => (import.meta.env ?? {}) as Record<string, string | undefined>;

/** Supabase project URL (no trailing slash) and anon key of this build, read on each use. */
export const publicEnv = {
  get supabaseUrl(): string {
    return (raw().VITE_SUPABASE_URL || LOCAL_SUPABASE_URL).replace(/\/+$/, "");
  },
  get anonKey(): string {
    return raw().VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;
  },
};
