/**
 * The admin auth store's state machine (spec §4 Admin access, §8 Sign-in and
 * admin check) driven through a real supabase-js client whose `fetch` is a
 * fake: every request must be one the test expects, anything else fails.
 */
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { type AuthStore, createAuthStore } from "../../shared/admin/auth/auth-store";
import type { Toast } from "../../shared/admin/ui/notify";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import { memoryStorage } from "../fixtures/storage";
import { createFakeBackend, FAKE_STORAGE_KEY as STORAGE_KEY, json, sessionFor } from "./fake-backend";

let backend: ReturnType<typeof createFakeBackend>;
const on: ReturnType<typeof createFakeBackend>["on"] = (route, handler) => backend.on(route, handler);
const makeClient = (storage = memoryStorage()): AppSupabaseClient => backend.client(storage);

let toasts: Toast[];
let stores: { store: AuthStore; stop: () => void }[];

function start(client: AppSupabaseClient): AuthStore {
  const store = createAuthStore(client, { notify: (t) => toasts.push(t) });
  const stop = store.getState().init();
  stores.push({ store, stop });
  return store;
}

const settle = (store: AuthStore, predicate: (s: ReturnType<AuthStore["getState"]>) => boolean) =>
  vi.waitFor(() => {
    if (!predicate(store.getState()))
      throw new Error(
        `store not settled: ${JSON.stringify({ ...store.getState(), user: store.getState().user?.email })}`,
      );
  });

/**
 * Resolves once the store has applied every auth event the client has emitted
 * so far: the store defers each event by a 0 ms timer (queued before this
 * one's) and then reads the session, so after this timer every such read has
 * started; awaiting them lets their `.then` (registered first) run.
 */
async function eventsApplied(getSession: MockInstance<AppSupabaseClient["auth"]["getSession"]>): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await Promise.allSettled(getSession.mock.results.map((result) => result.value));
}

beforeEach(() => {
  backend = createFakeBackend();
  toasts = [];
  stores = [];
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  for (const s of stores) s.stop();
  vi.restoreAllMocks();
  expect(backend.unhandled).toEqual([]);
});

describe("createAuthStore() start-up", () => {
  it("starts loading with access unknown, then settles signed out when no session is stored", async () => {
    const store = createAuthStore(makeClient(), { notify: (t) => toasts.push(t) });
    expect(store.getState()).toMatchObject({
      loading: true,
      user: null,
      isAdmin: false,
      error: null,
      access: "unknown",
    });
    stores.push({ store, stop: store.getState().init() });
    await settle(store, (s) => !s.loading);
    expect(store.getState()).toMatchObject({ user: null, isAdmin: false, access: "unknown", error: null });
    expect(backend.requests).toEqual([]);
  });

  it("restores a stored session and runs the admin check for it", async () => {
    const stored = sessionFor("u-admin", "admin@example.com");
    on("POST /rest/v1/rpc/is_admin", () => json(200, true));
    const store = start(makeClient(memoryStorage({ [STORAGE_KEY]: JSON.stringify(stored) })));
    await settle(store, (s) => s.access === "admin");
    expect(store.getState().user?.email).toBe("admin@example.com");
    expect(store.getState().isAdmin).toBe(true);
    expect(backend.requestCount("POST /rest/v1/rpc/is_admin")).toBe(1);
  });

  it("sets 'Failed to initialize auth' when reading the session fails", async () => {
    const client = makeClient();
    vi.spyOn(client.auth, "getSession").mockRejectedValue(new Error("storage unavailable"));
    const store = start(client);
    await settle(store, (s) => !s.loading);
    expect(store.getState()).toMatchObject({ error: "Failed to initialize auth", user: null, access: "unknown" });
  });
});

describe("signIn()", () => {
  it("passes the captcha token, toasts Success and goes unknown -> checking -> admin with one is_admin call", async () => {
    let sentCaptcha: unknown;
    on("POST /auth/v1/token", ({ body }) => {
      sentCaptcha = (body as { gotrue_meta_security?: { captcha_token?: string } }).gotrue_meta_security?.captcha_token;
      return json(200, sessionFor("u-admin", "admin@example.com"));
    });
    let answer: (r: Response) => void = () => {};
    on("POST /rest/v1/rpc/is_admin", () => new Promise<Response>((resolve) => (answer = resolve)));
    const client = makeClient();
    const getSession = vi.spyOn(client.auth, "getSession");
    const store = start(client);
    await settle(store, (s) => !s.loading);
    const seen: string[] = [];
    store.subscribe((s) => {
      if (seen.at(-1) !== s.access) seen.push(s.access);
    });

    expect(await store.getState().signIn("admin@example.com", "admin-password", "captcha-payload")).toBe(true);
    expect(sentCaptcha).toBe("captcha-payload");
    expect(toasts).toContainEqual({ title: "Success", message: "Successfully signed in!" });
    await settle(store, (s) => s.access === "checking");
    expect(store.getState().isAdmin).toBe(false);
    await vi.waitFor(() => expect(backend.requests).toContain("POST /rest/v1/rpc/is_admin"));
    answer(json(200, true));
    await settle(store, (s) => s.access === "admin");
    expect(seen).toEqual(["checking", "admin"]);
    expect(store.getState().isAdmin).toBe(true);
    // The SIGNED_IN event arrives too; the check still runs once per sign-in.
    await eventsApplied(getSession);
    expect(backend.requestCount("POST /rest/v1/rpc/is_admin")).toBe(1);
  });

  it("marks a signed-in editor not-admin", async () => {
    on("POST /auth/v1/token", () => json(200, sessionFor("u-editor", "editor@example.com")));
    on("POST /rest/v1/rpc/is_admin", () => json(200, false));
    on("POST /rest/v1/rpc/staff_role", () => json(200, null)); // issue #29: no role
    const store = start(makeClient());
    await settle(store, (s) => !s.loading);
    await store.getState().signIn("editor@example.com", "editor-password", "t");
    await settle(store, (s) => s.access === "not-admin");
    expect(store.getState()).toMatchObject({ isAdmin: false });
    expect(store.getState().user?.email).toBe("editor@example.com");
  });

  it("toasts 'Authentication Error' with the server's message on a wrong password and stays signed out", async () => {
    on("POST /auth/v1/token", () =>
      json(400, { code: "invalid_credentials", error_code: "invalid_credentials", msg: "Invalid login credentials" }),
    );
    const store = start(makeClient());
    await settle(store, (s) => !s.loading);
    expect(await store.getState().signIn("admin@example.com", "wrong", "t")).toBe(false);
    expect(toasts).toEqual([
      { title: "Authentication Error", message: "Invalid login credentials", destructive: true },
    ]);
    expect(store.getState()).toMatchObject({ user: null, access: "unknown", isAdmin: false });
    expect(backend.requests).not.toContain("POST /rest/v1/rpc/is_admin");
  });

  it("treats a failed admin check as not-admin with 'Failed to verify admin status'", async () => {
    on("POST /auth/v1/token", () => json(200, sessionFor("u-admin", "admin@example.com")));
    on("POST /rest/v1/rpc/is_admin", () => json(500, { code: "XX000", message: "boom", details: null, hint: null }));
    const store = start(makeClient());
    await settle(store, (s) => !s.loading);
    await store.getState().signIn("admin@example.com", "admin-password", "t");
    await settle(store, (s) => s.access === "not-admin");
    expect(toasts).toContainEqual({ title: "Error", message: "Failed to verify admin status", destructive: true });
  });

  it("toasts 'Authentication error' when the admin check throws something other than a data error", async () => {
    on("POST /auth/v1/token", () => json(200, sessionFor("u-admin", "admin@example.com")));
    const client = makeClient();
    vi.spyOn(client, "rpc").mockImplementation(() => {
      throw new TypeError("client broken");
    });
    const store = start(client);
    await settle(store, (s) => !s.loading);
    await store.getState().signIn("admin@example.com", "admin-password", "t");
    await settle(store, (s) => s.access === "not-admin");
    expect(toasts).toContainEqual({ title: "Error", message: "Authentication error", destructive: true });
  });

  it("does not re-run the admin check when the token is refreshed", async () => {
    on("POST /auth/v1/token", () => json(200, sessionFor("u-admin", "admin@example.com")));
    on("POST /rest/v1/rpc/is_admin", () => json(200, true));
    const client = makeClient();
    const getSession = vi.spyOn(client.auth, "getSession");
    const store = start(client);
    await settle(store, (s) => !s.loading);
    await store.getState().signIn("admin@example.com", "admin-password", "t");
    await settle(store, (s) => s.access === "admin");
    await client.auth.refreshSession();
    await eventsApplied(getSession);
    expect(backend.requestCount("POST /auth/v1/token")).toBe(2);
    expect(backend.requestCount("POST /rest/v1/rpc/is_admin")).toBe(1);
    expect(store.getState().access).toBe("admin");
  });
});

describe("signOut()", () => {
  it("returns to unknown, clears the user and toasts 'Successfully signed out'; the next sign-in checks again", async () => {
    on("POST /auth/v1/token", () => json(200, sessionFor("u-admin", "admin@example.com")));
    on("POST /rest/v1/rpc/is_admin", () => json(200, true));
    on("POST /auth/v1/logout", () => new Response(null, { status: 204 }));
    const storage = memoryStorage();
    const store = start(makeClient(storage));
    await settle(store, (s) => !s.loading);
    await store.getState().signIn("admin@example.com", "admin-password", "t");
    await settle(store, (s) => s.access === "admin");

    expect(await store.getState().signOut()).toBe(true);
    expect(store.getState()).toMatchObject({ user: null, isAdmin: false, access: "unknown" });
    expect(toasts).toContainEqual({ title: "Success", message: "Successfully signed out" });
    expect(storage.data[STORAGE_KEY]).toBeUndefined();

    await store.getState().signIn("admin@example.com", "admin-password", "t2");
    await settle(store, (s) => s.access === "admin");
    expect(backend.requestCount("POST /rest/v1/rpc/is_admin")).toBe(2);
  });

  it("toasts 'Failed to sign out' when Auth refuses, and keeps the user", async () => {
    on("POST /auth/v1/token", () => json(200, sessionFor("u-admin", "admin@example.com")));
    on("POST /rest/v1/rpc/is_admin", () => json(200, true));
    const client = makeClient();
    const store = start(client);
    await settle(store, (s) => !s.loading);
    await store.getState().signIn("admin@example.com", "admin-password", "t");
    await settle(store, (s) => s.access === "admin");
    vi.spyOn(client.auth, "signOut").mockResolvedValue({
      error: Object.assign(new Error("Auth down"), { status: 500 }) as never,
    });
    expect(await store.getState().signOut()).toBe(false);
    expect(toasts).toContainEqual({ title: "Error", message: "Failed to sign out", destructive: true });
    expect(store.getState().access).toBe("admin");
  });

  it("toasts 'An unexpected error occurred' when sign-out throws", async () => {
    const client = makeClient();
    vi.spyOn(client.auth, "signOut").mockRejectedValue(new TypeError("network"));
    const store = start(client);
    await settle(store, (s) => !s.loading);
    expect(await store.getState().signOut()).toBe(false);
    expect(toasts).toEqual([{ title: "Error", message: "An unexpected error occurred", destructive: true }]);
  });
});

describe("createAuthStore() team roles (issue #29)", () => {
  it("lets an author in: is_admin false, staff_role 'author' gives access with role author and isAdmin false", async () => {
    on("POST /auth/v1/token", () => json(200, sessionFor("u-author", "author@example.com")));
    on("POST /rest/v1/rpc/is_admin", () => json(200, false));
    on("POST /rest/v1/rpc/staff_role", () => json(200, "author"));
    const store = start(makeClient());
    await settle(store, (s) => !s.loading);
    await store.getState().signIn("author@example.com", "author-password-1", "t");
    await settle(store, (s) => s.access === "admin");
    expect(store.getState()).toMatchObject({ isAdmin: false, role: "author" });
    expect(backend.requestCount("POST /rest/v1/rpc/staff_role")).toBe(1);
  });

  it("an admin needs no staff_role call: role admin from is_admin", async () => {
    on("POST /auth/v1/token", () => json(200, sessionFor("u-admin", "admin@example.com")));
    on("POST /rest/v1/rpc/is_admin", () => json(200, true));
    const store = start(makeClient());
    await settle(store, (s) => !s.loading);
    await store.getState().signIn("admin@example.com", "admin-password", "t");
    await settle(store, (s) => s.access === "admin");
    expect(store.getState()).toMatchObject({ isAdmin: true, role: "admin" });
    expect(backend.requestCount("POST /rest/v1/rpc/staff_role")).toBe(0);
  });
});
