/**
 * /auth/v1 and the gateway: captcha (missing, bad, replayed), wrong password,
 * failed-sign-in rate limit, refresh token rotation and reuse window,
 * sign-out, error shapes, and the apikey / CORS behaviour of wire reference §0.
 */
import { SignJWT } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_PUBLISHABLE_KEY, DEFAULT_SECRET_KEY } from "../../supabase/server/keys";
import { DEFAULT_JWT_SECRET } from "../../supabase/server/settings";
import { solveAltchaChallenge, startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN, EDITOR } from "../fixtures/accounts";
import { anonClient, signedInClient } from "./helpers";

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ signInLimits: { perEmail: 3 }, refreshReuseInterval: 1 });
});
afterAll(() => server?.close());
afterEach(() => {
  vi.useRealTimers();
});

const headers = () => ({
  apikey: server.anonKey,
  authorization: `Bearer ${server.anonKey}`,
  "content-type": "application/json",
  "x-supabase-api-version": "2024-01-01",
});

async function passwordGrant(body: Record<string, unknown>, extra: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { ...headers(), ...extra },
    body: JSON.stringify(body),
  });
  return { res, body: (await res.json()) as Record<string, unknown> };
}

async function refreshGrant(refreshToken: string) {
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: "POST",
    headers: headers(),
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { res, body: (await res.json()) as Record<string, unknown> };
}

async function signIn(account = EDITOR) {
  const token = await solveAltchaChallenge(server.url);
  const r = await passwordGrant({ ...account, gotrue_meta_security: { captcha_token: token } });
  expect(r.res.status).toBe(200);
  return r.body as { access_token: string; refresh_token: string; expires_in: number; user: { id: string } };
}

describe("GET /captcha/v1/challenge", () => {
  it("issues a signed SHA-256 ALTCHA challenge the widget can fetch cross-origin, never cached", async () => {
    const res = await fetch(`${server.url}/captcha/v1/challenge`, { headers: { origin: "http://localhost:5173" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { parameters: Record<string, unknown>; signature: string };
    expect(body.parameters).toMatchObject({ algorithm: "SHA-256", cost: 1, keyLength: 32 });
    expect(body.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("POST /auth/v1/token?grant_type=password", () => {
  it("rejects a missing captcha token with 400 captcha_failed", async () => {
    const { res, body } = await passwordGrant({ ...EDITOR, gotrue_meta_security: {} });
    expect(res.status).toBe(400);
    expect(body).toEqual({
      code: "captcha_failed",
      message: "captcha protection: request disallowed (no captcha_token found)",
    });
    expect(res.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(res.headers.get("x-sb-error-code")).toBe("captcha_failed");
  });

  it("rejects a bad captcha token", async () => {
    const { body } = await passwordGrant({ ...EDITOR, gotrue_meta_security: { captcha_token: "bm90IGEgdG9rZW4=" } });
    expect(body).toEqual({
      code: "captcha_failed",
      message: "captcha protection: request disallowed (invalid-input-response)",
    });
  });

  it("accepts a solved challenge once and refuses its replay", async () => {
    const token = await solveAltchaChallenge(server.url);
    const first = await passwordGrant({ ...EDITOR, gotrue_meta_security: { captcha_token: token } });
    expect(first.res.status).toBe(200);
    const replay = await passwordGrant({ ...EDITOR, gotrue_meta_security: { captcha_token: token } });
    expect(replay.res.status).toBe(400);
    expect(replay.body.code).toBe("captcha_failed");
  });

  it("rejects a wrong password with 400 invalid_credentials through supabase-js", async () => {
    const client = anonClient(server);
    const { error } = await client.auth.signInWithPassword({
      email: ADMIN.email,
      password: "wrong-password",
      options: { captchaToken: await solveAltchaChallenge(server.url) },
    });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe("invalid_credentials");
    expect(error?.message).toBe("Invalid login credentials");
  });

  it("answers the legacy error shape without X-Supabase-Api-Version", async () => {
    const { res, body } = await passwordGrant(
      { ...EDITOR, gotrue_meta_security: {} },
      { "x-supabase-api-version": "" },
    );
    expect(res.status).toBe(400);
    expect(body).toEqual({
      code: 400,
      error_code: "captcha_failed",
      msg: "captcha protection: request disallowed (no captcha_token found)",
    });
  });

  it("returns a session with a three-part HS256 JWT carrying the GoTrue claims", async () => {
    const s = await signIn();
    expect(s.expires_in).toBe(3600);
    expect(s.refresh_token).toHaveLength(12);
    expect(s.access_token.split(".")).toHaveLength(3);
    const [head, payload] = s.access_token
      .split(".")
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, "base64url").toString()));
    expect(head).toEqual({ alg: "HS256", typ: "JWT" });
    expect(Object.keys(payload)).toEqual([
      "iss",
      "sub",
      "aud",
      "exp",
      "iat",
      "email",
      "phone",
      "app_metadata",
      "user_metadata",
      "role",
      "aal",
      "amr",
      "session_id",
      "is_anonymous",
    ]);
    expect(payload).toMatchObject({
      aud: "authenticated",
      role: "authenticated",
      email: EDITOR.email,
      phone: "",
      aal: "aal1",
      is_anonymous: false,
    });
  });

  it("limits repeated failed sign-ins per IP and e-mail with 429, checked after the captcha", async () => {
    const email = "limited@example.com";
    for (let i = 0; i < 3; i++) {
      const { res, body } = await passwordGrant({
        email,
        password: "x",
        gotrue_meta_security: { captcha_token: await solveAltchaChallenge(server.url) },
      });
      expect(res.status).toBe(400);
      expect(body.code).toBe("invalid_credentials");
    }
    const limited = await passwordGrant({
      email,
      password: "x",
      gotrue_meta_security: { captcha_token: await solveAltchaChallenge(server.url) },
    });
    expect(limited.res.status).toBe(429);
    expect(limited.body).toEqual({ code: "over_request_rate_limit", message: "Request rate limit reached" });
    const noCaptcha = await passwordGrant({ email, password: "x", gotrue_meta_security: {} });
    expect(noCaptcha.body.code).toBe("captcha_failed");
    // Another e-mail from the same IP is not affected.
    await signIn(EDITOR);
  });
});

describe("POST /auth/v1/token?grant_type=refresh_token", () => {
  it("rotates the refresh token; the old one works only inside the reuse window", async () => {
    const s = await signIn();
    const r1 = await refreshGrant(s.refresh_token);
    expect(r1.res.status).toBe(200);
    const next = r1.body.refresh_token as string;
    expect(next).not.toBe(s.refresh_token);
    // Within the window the old token yields the current session again.
    const again = await refreshGrant(s.refresh_token);
    expect(again.res.status).toBe(200);
    expect(again.body.refresh_token).toBe(next);
    // The server runs in this process: its clock, not a real wait, moves past the 1 s window.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 1200 });
    const late = await refreshGrant(s.refresh_token);
    expect(late.res.status).toBe(400);
    expect(late.body).toEqual({ code: "refresh_token_already_used", message: "Invalid Refresh Token: Already Used" });
    // Reuse after the window ends the whole session.
    expect((await refreshGrant(next)).body.code).toBe("refresh_token_not_found");
  });

  it("refuses an unknown refresh token", async () => {
    const r = await refreshGrant("nope");
    expect(r.res.status).toBe(400);
    expect(r.body).toEqual({
      code: "refresh_token_not_found",
      message: "Invalid Refresh Token: Refresh Token Not Found",
    });
  });

  it("supabase-js refreshSession() gets a new access token", async () => {
    const client = await signedInClient(server, EDITOR);
    const before = (await client.auth.getSession()).data.session!;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(before.refresh_token);
  });
});

describe("GET /auth/v1/user and POST /auth/v1/logout", () => {
  it("returns the bare user object", async () => {
    const s = await signIn();
    const res = await fetch(`${server.url}/auth/v1/user`, {
      headers: { ...headers(), authorization: `Bearer ${s.access_token}` },
    });
    expect(res.status).toBe(200);
    const user = (await res.json()) as Record<string, unknown>;
    expect(user).toMatchObject({
      id: s.user.id,
      aud: "authenticated",
      role: "authenticated",
      email: EDITOR.email,
      phone: "",
    });
    expect((user.identities as unknown[]).length).toBe(1);
  });

  it("sign-out ends the session: refresh fails and /user answers 403 session_not_found", async () => {
    const s = await signIn();
    const out = await fetch(`${server.url}/auth/v1/logout?scope=global`, {
      method: "POST",
      headers: { ...headers(), authorization: `Bearer ${s.access_token}` },
    });
    expect(out.status).toBe(204);
    expect((await refreshGrant(s.refresh_token)).body.code).toBe("refresh_token_not_found");
    const res = await fetch(`${server.url}/auth/v1/user`, {
      headers: { ...headers(), authorization: `Bearer ${s.access_token}` },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: "session_not_found",
      message: "Session from session_id claim in JWT does not exist",
    });
  });

  it("logout?scope=local keeps the user's other sessions", async () => {
    const a = await signIn();
    const b = await signIn();
    await fetch(`${server.url}/auth/v1/logout?scope=local`, {
      method: "POST",
      headers: { ...headers(), authorization: `Bearer ${a.access_token}` },
    });
    expect((await refreshGrant(a.refresh_token)).res.status).toBe(400);
    expect((await refreshGrant(b.refresh_token)).res.status).toBe(200);
  });

  it("logout?scope=others ends every session but the caller's", async () => {
    const a = await signIn();
    const b = await signIn();
    const out = await fetch(`${server.url}/auth/v1/logout?scope=others`, {
      method: "POST",
      headers: { ...headers(), authorization: `Bearer ${a.access_token}` },
    });
    expect(out.status).toBe(204);
    expect((await refreshGrant(b.refresh_token)).res.status).toBe(400);
    expect((await refreshGrant(a.refresh_token)).res.status).toBe(200);
  });

  it("answers 403 bad_jwt for the anon key and for an expired token", async () => {
    const anon = await fetch(`${server.url}/auth/v1/user`, { headers: headers() });
    expect(anon.status).toBe(403);
    expect(await anon.json()).toEqual({ code: "bad_jwt", message: "invalid claim: missing sub claim" });
    const expired = await new SignJWT({ sub: "x", role: "authenticated" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(DEFAULT_JWT_SECRET));
    const res = await fetch(`${server.url}/auth/v1/user`, {
      headers: { ...headers(), authorization: `Bearer ${expired}` },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe("bad_jwt");
  });
});

describe("auth admin API", () => {
  it("is refused to the anon key with 403 not_admin", async () => {
    const res = await fetch(`${server.url}/auth/v1/admin/users`, { headers: headers() });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: "not_admin", message: "User not allowed" });
  });

  it("creates, lists and deletes users with the service_role key", async () => {
    const h = { ...headers(), apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}` };
    const created = await fetch(`${server.url}/auth/v1/admin/users`, {
      method: "POST",
      headers: h,
      body: JSON.stringify({
        email: "temp@example.com",
        password: "temp-password",
        email_confirm: true,
        user_metadata: { n: 1 },
      }),
    });
    expect(created.status).toBe(200);
    const user = (await created.json()) as { id: string; user_metadata: unknown; email_confirmed_at: string };
    expect(user.user_metadata).toEqual({ n: 1 });
    expect(Number.isNaN(Date.parse(user.email_confirmed_at))).toBe(false);
    const dup = await fetch(`${server.url}/auth/v1/admin/users`, {
      method: "POST",
      headers: h,
      body: JSON.stringify({ email: "temp@example.com", password: "temp-password" }),
    });
    expect(dup.status).toBe(422);
    const list = (await (await fetch(`${server.url}/auth/v1/admin/users`, { headers: h })).json()) as {
      users: { email: string }[];
    };
    expect(list.users.map((u) => u.email)).toContain("temp@example.com");
    expect((await fetch(`${server.url}/auth/v1/admin/users/${user.id}`, { method: "DELETE", headers: h })).status).toBe(
      200,
    );
    expect((await fetch(`${server.url}/auth/v1/admin/users/${user.id}`, { method: "DELETE", headers: h })).status).toBe(
      404,
    );
  });
});

describe("gateway and CORS", () => {
  it("answers 401 without an apikey and for an unknown one", async () => {
    const missing = await fetch(`${server.url}/rest/v1/videos`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      message: "No API key found in request",
      hint: "No `apikey` request header or url param was found.",
    });
    const bad = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: "nope" } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({
      message: "Invalid API key",
      hint: "Double check your Supabase `anon` or `service_role` API key.",
    });
  });

  it("maps the opaque publishable and secret keys to the anon and service_role JWTs", async () => {
    const pub = await fetch(`${server.url}/rest/v1/rpc/is_admin`, {
      method: "POST",
      headers: {
        apikey: DEFAULT_PUBLISHABLE_KEY,
        authorization: `Bearer ${DEFAULT_PUBLISHABLE_KEY}`,
        "content-type": "application/json",
      },
      body: "{}",
    });
    // Runs as anon, which may not execute is_admin (service_role could).
    expect(pub.status).toBe(401);
    expect(await pub.json()).toMatchObject({ code: "42501", message: "permission denied for function is_admin" });
    const secret = await fetch(`${server.url}/auth/v1/admin/users`, { headers: { apikey: DEFAULT_SECRET_KEY } });
    expect(secret.status).toBe(200);
  });

  it("answers a preflight with the requested headers and exposes Content-Range and X-Supabase-Api-Version", async () => {
    const res = await fetch(`${server.url}/rest/v1/videos`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "GET",
        "access-control-request-headers": "apikey, authorization, x-client-info",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    // A comma-separated list: spacing is not significant (hono/cors joins with ",").
    const allowed = (res.headers.get("access-control-allow-headers") ?? "").split(",").map((h) => h.trim());
    expect(allowed).toEqual(["apikey", "authorization", "x-client-info"]);
    expect(res.headers.get("access-control-allow-methods")).toContain("PATCH");
    const get = await fetch(`${server.url}/rest/v1/videos?select=id`, {
      headers: { apikey: server.anonKey, origin: "http://localhost:5173" },
    });
    const expose = get.headers.get("access-control-expose-headers") ?? "";
    expect(expose).toContain("Content-Range");
    expect(expose).toContain("X-Supabase-Api-Version");
  });

  it("serves GET /auth/v1/settings", async () => {
    const res = await fetch(`${server.url}/auth/v1/settings`, { headers: headers() });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ disable_signup: true, mailer_autoconfirm: true });
  });
});
