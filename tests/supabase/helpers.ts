/**
 * Shared builders for the local Supabase tests: clients for the three callers
 * of spec §6 (anonymous visitor, signed-in non-admin, admin) and sample rows.
 */
import { createSupabaseClient, type AppSupabaseClient } from "../../shared/supabase/client";
import { signInWithPassword } from "../../shared/data/auth";
import type { EditorialTable } from "../../shared/types/domain";
import type { RunningServer } from "../../supabase/server/testing";
import { solveAltchaChallenge } from "../../supabase/server/testing";

export const ADMIN = { email: "admin@example.com", password: "admin-password" };
export const EDITOR = { email: "editor@example.com", password: "editor-password" };

/** A fresh anon client (no session kept between tests, no background refresh). */
export function anonClient(server: Pick<RunningServer, "url" | "anonKey">): AppSupabaseClient {
  return createSupabaseClient({
    url: server.url,
    anonKey: server.anonKey,
    autoRefreshToken: false,
    persistSession: false,
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

/** An in-memory session store, one per client. */
export function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

let n = 0;
/** A valid white paper insert payload with a unique title. */
export function whitePaper(over: Record<string, unknown> = {}) {
  n++;
  return {
    title: `Test paper ${n}`,
    description: "A test white paper",
    author: "Tester",
    date_published: "2026-01-01",
    pages: 3,
    ...over,
  };
}
/** A valid case study insert payload. */
export function caseStudy(over: Record<string, unknown> = {}) {
  n++;
  return { title: `Test case ${n}`, description: "A test case", location: "Testville", year: 2020, ...over };
}
/** A valid video insert payload. */
export function video(over: Record<string, unknown> = {}) {
  n++;
  return {
    title: `Test video ${n}`,
    description: "A test video",
    duration: "5 min",
    date_published: "2026-01-01",
    ...over,
  };
}
/** A valid documentation insert payload. */
export function documentation(over: Record<string, unknown> = {}) {
  n++;
  return { title: `Test doc ${n}`, description: "A test doc", category: "manual", documents: [], ...over };
}
/** A valid insert payload of each editorial content type (issue #12), by table. */
export const EDITORIAL_SAMPLES: Record<EditorialTable, () => Record<string, unknown>> = {
  white_papers: whitePaper,
  case_studies: caseStudy,
  videos: video,
  documentation,
};

/** A valid catalog_files insert payload. */
export function catalogRow(over: Record<string, unknown> = {}) {
  n++;
  return {
    name: `cat-${n}.pdf`,
    file_url: `http://x/storage/v1/object/public/content-files/catalogs/${n}.pdf`,
    file_size: 10,
    mime_type: "application/pdf",
    ...over,
  };
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
