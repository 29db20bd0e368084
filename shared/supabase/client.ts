/**
 * Supabase client factory shared by the public site, the browser admin and the
 * desktop console (spec §6: anon key, session in local storage, auto refresh).
 */
import { createClient, type SupabaseClient, type SupportedStorage } from "@supabase/supabase-js";
import type { Database } from "../types/database";

/** The typed client every data module takes as its first argument. */
export type AppSupabaseClient = SupabaseClient<Database>;

export interface ClientSettings {
  /** Project URL, e.g. `http://localhost:54321` or `https://<ref>.supabase.co`. */
  url: string;
  /** The anon (public) key. Never the service_role key. */
  anonKey: string;
  /**
   * Where the session is kept. Defaults to the browser's localStorage (spec §6);
   * the desktop console passes its safeStorage-backed adapter; Node tests pass
   * nothing and get supabase-js's in-memory default.
   */
  storage?: SupportedStorage;
  /** Storage key of the session; defaults to supabase-js's `sb-<ref>-auth-token`. */
  storageKey?: string;
  /** Whether to refresh the access token in the background (default true). */
  autoRefreshToken?: boolean;
  /** Whether to keep the session at all (default true). */
  persistSession?: boolean;
}

/**
 * Creates the typed Supabase client.
 * @throws Error when `url` is not an http(s) URL or `anonKey` is empty.
 */
export function createSupabaseClient(settings: ClientSettings): AppSupabaseClient {
  if (!/^https?:\/\//.test(settings.url)) {
    throw new Error(`Supabase URL must start with http:// or https:// (got "${settings.url}")`);
  }
  if (!settings.anonKey) throw new Error("Supabase anon key is empty");
  const storage =
    settings.storage ?? (typeof globalThis.localStorage !== "undefined" ? globalThis.localStorage : undefined);
  const client = createClient<Database>(settings.url, settings.anonKey, {
    auth: {
      storage,
      // supabase-js treats an explicit undefined as a key named "undefined".
      ...(settings.storageKey ? { storageKey: settings.storageKey } : {}),
      autoRefreshToken: settings.autoRefreshToken ?? true,
      persistSession: settings.persistSession ?? true,
      detectSessionInUrl: false,
    },
  });
  projects.set(client, { url: settings.url.replace(/\/+$/, ""), anonKey: settings.anonKey });
  return client;
}

/** The project URL and anon key each client was created with (what a raw request needs). */
const projects = new WeakMap<AppSupabaseClient, { url: string; anonKey: string }>();

/**
 * The project URL (no trailing slash) and anon key of a client made by
 * createSupabaseClient, for the few requests supabase-js cannot make (an
 * upload with progress, issue #11).
 * @throws Error for a client created elsewhere.
 */
export function clientProject(client: AppSupabaseClient): { url: string; anonKey: string } {
  const project = projects.get(client);
  if (!project) throw new Error("This Supabase client was not created with createSupabaseClient");
  return project;
}
