/**
 * The two public settings every visitor's page needs to read public content
 * (issue #13): the Supabase URL and the anon key, read from Vite's
 * `import.meta.env` with the local backend's defaults. No validation library
 * here, so the public pages do not load one; `env.ts` validates the full
 * settings where the Supabase client, forms and admin load them.
 */

/** The local CLI's well-known anon key (a public JWT, signed with the local secret). */
export const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

/** The local backend's URL, the default project URL. */
export const LOCAL_SUPABASE_URL = "http://localhost:54321";

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
