/**
 * A fake Supabase backend behind a real supabase-js client: `fetch` answers
 * only the routes a test registers; any other request is recorded as
 * unhandled and fails (style §11 honest test doubles).
 */
import { createClient } from "@supabase/supabase-js";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import type { Database } from "../../shared/types/database";
import { memoryStorage } from "../fixtures/storage";

export const FAKE_URL = "http://backend.test";
export const FAKE_STORAGE_KEY = "sb-test-auth-token";

export type Handler = (req: {
  method: string;
  path: string;
  body: unknown;
  /** The query string (PostgREST filters such as `file_url=eq.…`). */
  query: URLSearchParams;
}) => Response | Promise<Response>;

/** A JSON response. */
export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const b64url = (obj: unknown) => Buffer.from(JSON.stringify(obj)).toString("base64url");

/** A GoTrue password-grant answer for user `id` (unsigned JWT; the client does not verify it). */
export function sessionFor(id: string, email: string) {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const accessToken = `${b64url({ alg: "HS256", typ: "JWT" })}.${b64url({ sub: id, email, role: "authenticated", exp, aud: "authenticated" })}.sig`;
  return {
    access_token: accessToken,
    token_type: "bearer",
    expires_in: 3600,
    expires_at: exp,
    refresh_token: `refresh-${id}`,
    user: {
      id,
      aud: "authenticated",
      role: "authenticated",
      email,
      app_metadata: {},
      user_metadata: {},
      created_at: "2025-01-01T00:00:00Z",
    },
  };
}

/** A session storage already holding user `id`'s session, as after a sign-in (default: the admin). */
export function signedInStorage(id = "u-admin", email = "admin@example.com") {
  return memoryStorage({ [FAKE_STORAGE_KEY]: JSON.stringify(sessionFor(id, email)) });
}

/** Creates a fake backend: register routes with `on`, build clients with `client`. */
export function createFakeBackend() {
  const routes = new Map<string, Handler>();
  const requests: string[] = [];
  const unhandled: string[] = [];

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input.toString() : input.url);
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const key = `${method} ${url.pathname}`;
    requests.push(key);
    const handler =
      routes.get(key) ??
      [...routes.entries()].find(([route]) => route.endsWith("*") && key.startsWith(route.slice(0, -1)))?.[1];
    if (!handler) {
      unhandled.push(key);
      throw new Error(`Unhandled request ${key}`);
    }
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    return handler({ method, path: url.pathname, body, query: url.searchParams });
  };

  return {
    requests,
    unhandled,
    /** Registers the answer to `METHOD /path` (query string ignored; a trailing `*` matches any rest). */
    on: (route: string, handler: Handler) => void routes.set(route, handler),
    /** How many times `METHOD /path` was requested. */
    requestCount: (key: string) => requests.filter((r) => r === key).length,
    /** A typed supabase-js client talking to this backend (no background refresh). */
    client: (storage = memoryStorage()): AppSupabaseClient =>
      createClient<Database>(FAKE_URL, "anon-key", {
        auth: {
          storage,
          storageKey: FAKE_STORAGE_KEY,
          autoRefreshToken: false,
          persistSession: true,
          detectSessionInUrl: false,
        },
        global: { fetch: fakeFetch },
      }),
  };
}

/**
 * Registers what a signed-in admin's dashboard asks for on opening: the admin
 * check (yes), the count cards (each `count`), `whitePapers` as the white
 * papers tab's list, and no recent activity (also the purged-file cleanup's
 * read, issue #12), no enquiries and no site build records (issue #27), no MFA
 * requirement and no review requests (issue #29).
 */
export function onAdminDashboard(
  backend: ReturnType<typeof createFakeBackend>,
  whitePapers: readonly unknown[],
  count = 1,
): void {
  backend.on("POST /rest/v1/rpc/is_admin", () => json(200, true));
  backend.on("HEAD /rest/v1/*", () => new Response(null, { status: 200, headers: { "Content-Range": `*/${count}` } }));
  backend.on("GET /rest/v1/white_papers", () => json(200, whitePapers));
  backend.on("GET /rest/v1/content_audit_log", () => json(200, []));
  backend.on("GET /rest/v1/enquiries", () => json(200, []));
  // The site status's build records (issue #27): none.
  backend.on("GET /rest/v1/site_builds", () => json(200, []));
  // Issue #29: the team does not require MFA; no review requests.
  backend.on("GET /rest/v1/team_settings", () => json(200, [{ mfa_required: false }]));
  backend.on("GET /rest/v1/review_requests", () => json(200, []));
}
