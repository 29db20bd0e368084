/**
 * Shared builders for the local Supabase tests: clients for the three callers
 * of spec §6 (anonymous visitor, signed-in non-admin, admin), row counts and
 * raw API requests. Accounts and sample rows: tests/fixtures/.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { createSupabaseClient, type AppSupabaseClient } from "../../shared/supabase/client";
import { signInWithPassword } from "../../shared/data/auth";
import type { RunningServer } from "../../supabase/server/testing";
import { solveAltchaChallenge } from "../../supabase/server/testing";
import { memoryStorage } from "../fixtures/storage";

/** A fresh anon client (no session kept between tests, no background refresh). */
export function anonClient(server: Pick<RunningServer, "url" | "anonKey">): AppSupabaseClient {
  return createSupabaseClient({
    url: server.url,
    anonKey: server.anonKey,
    autoRefreshToken: false,
    persistSession: false,
  });
}

/**
 * A service_role client (bypasses RLS; Auth's admin API), untyped so tests may
 * name any table or RPC; no session kept, no background refresh.
 */
export function serviceClient(server: Pick<RunningServer, "url" | "serviceRoleKey">): SupabaseClient {
  return createClient(server.url, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/** A client signed in as `account` through the real captcha + password flow. */
export async function signedInClient(
  server: Pick<RunningServer, "url" | "anonKey" | "deps">,
  account: { email: string; password: string },
): Promise<AppSupabaseClient> {
  const client = createSupabaseClient({
    url: server.url,
    anonKey: server.anonKey,
    autoRefreshToken: false,
    persistSession: true,
    storage: memoryStorage(),
  });
  const token = server.deps.captcha ? await solveAltchaChallenge(server.url) : "";
  await signInWithPassword(client, account.email, account.password, token);
  return client;
}

/** Direct row count of a table (as the superuser, bypassing RLS). */
export async function countOf(server: Pick<RunningServer, "db">, table: string): Promise<number> {
  if (!/^[a-z_.]+$/.test(table)) throw new Error("bad table");
  const r = await server.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return r.rows[0]!.n;
}

/**
 * fetch() of `<server.url><path>` as a client would send it: the anon key as
 * `apikey`, `token` as the bearer, JSON content type; `init.headers` override.
 */
export function apiFetch(
  server: Pick<RunningServer, "url" | "anonKey">,
  path: string,
  token: string,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      ...(init.headers as Record<string, string> | undefined),
    },
  });
}
