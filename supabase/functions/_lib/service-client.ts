/**
 * The server-side Supabase client of our Edge Functions (issues #9, #27):
 * the platform's SUPABASE_URL with its secret key, the new `default` secret
 * key of `SUPABASE_SECRET_KEYS` when the project has one, else the legacy
 * SUPABASE_SERVICE_ROLE_KEY. No session is kept or refreshed. The key never
 * leaves the function. Hand-written (not copied by `npm run functions:sync`);
 * `_` folders are not deployed as functions of their own.
 */
import { createClient } from "@supabase/supabase-js";

/** Reads one environment variable (Deno.env.get in a function, a map in tests). */
export type EnvReader = (name: string) => string | undefined;

/**
 * The secret key from `env`.
 * @throws Error naming `functionName` when neither key is set.
 */
export function secretKeyFromEnv(env: EnvReader, functionName: string): string {
  try {
    const keys = JSON.parse(env("SUPABASE_SECRET_KEYS") ?? "{}") as Record<string, unknown>;
    if (typeof keys.default === "string" && keys.default) return keys.default;
  } catch {
    // not JSON: fall back to the legacy key
  }
  const legacy = env("SUPABASE_SERVICE_ROLE_KEY");
  if (!legacy) throw new Error(`${functionName}: neither SUPABASE_SECRET_KEYS nor SUPABASE_SERVICE_ROLE_KEY is set`);
  return legacy;
}

/**
 * A supabase-js client for the project, with the secret key (bypasses RLS).
 * @throws Error naming `functionName` when SUPABASE_URL or both keys are missing.
 */
export function serviceClientFromEnv(env: EnvReader, functionName: string) {
  const url = env("SUPABASE_URL");
  if (!url) throw new Error(`${functionName}: SUPABASE_URL is not set`);
  return createClient(url, secretKeyFromEnv(env, functionName), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/**
 * A public key of the project from `env` (issue #29: calls made with a
 * caller's own token): SUPABASE_ANON_KEY, else the `default` key of
 * `SUPABASE_PUBLISHABLE_KEYS`.
 * @throws Error naming `functionName` when neither is set.
 */
export function publicKeyFromEnv(env: EnvReader, functionName: string): string {
  const anon = env("SUPABASE_ANON_KEY");
  if (anon) return anon;
  try {
    const keys = JSON.parse(env("SUPABASE_PUBLISHABLE_KEYS") ?? "{}") as Record<string, unknown>;
    if (typeof keys.default === "string" && keys.default) return keys.default;
  } catch {
    // not JSON
  }
  throw new Error(`${functionName}: neither SUPABASE_ANON_KEY nor SUPABASE_PUBLISHABLE_KEYS is set`);
}
