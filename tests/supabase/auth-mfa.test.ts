/**
 * TOTP MFA of the local Auth through supabase-js (issue #29): enrol (QR code
 * as an SVG data URL, secret, otpauth URI), challenge, verify with a code
 * generated here from the secret, wrong and expired codes refused with
 * GoTrue's codes, the `aal`/`amr` claims (also seen by SQL as auth.jwt()),
 * refreshes keeping aal2, unenrol needing aal2, getAuthenticatorAssuranceLevel,
 * and an administrator's reset through the admin API.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import { Secret, TOTP } from "otpauth";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MFA_REQUESTS_PER_MINUTE } from "../../supabase/server/auth/mfa-routes";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { signedInClient, serviceClient } from "./helpers";

let server: RunningServer;
let service: SupabaseClient;
let counter = 0;
const PASSWORD = "Staff-password-1";

beforeAll(async () => {
  server = await startTestServer();
  service = serviceClient(server);
  // A probe of what SQL sees of the request's token (RLS reads auth.jwt() the same way).
  await server.db.exec(`
    create function public.test_jwt_claim(name text) returns text language sql stable
      as $$ select auth.jwt() ->> name $$;
    grant execute on function public.test_jwt_claim(text) to authenticated;`);
  await server.deps.schema.refresh();
});
afterAll(() => server?.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A new confirmed account signed in with its password (aal1). */
async function newStaff() {
  const email = `mfa-${++counter}-${Date.now()}@example.com`;
  const { data, error } = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(error).toBeNull();
  const client = await signedInClient(server, { email, password: PASSWORD });
  return { client, email, id: data.user!.id };
}

const codeOf = (secret: string, timestamp = Date.now()) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp });

async function enrol(client: SupabaseClient, friendlyName = "Phone") {
  const { data, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName, issuer: "RSS Drilling" });
  expect(error).toBeNull();
  return data!;
}

async function claims(client: SupabaseClient) {
  const { data } = await client.auth.getSession();
  return decodeJwt(data.session!.access_token) as Record<string, unknown>;
}

describe("enrolment", () => {
  it("answers a TOTP secret, its otpauth URI and an SVG QR code; the factor stays unverified until a code is verified", async () => {
    const { client, email } = await newStaff();
    const factor = await enrol(client);
    expect(factor.type).toBe("totp");
    expect(factor.friendly_name).toBe("Phone");
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.qr_code.startsWith("data:image/svg+xml;utf-8,<svg")).toBe(true);
    const uri = new URL(factor.totp.uri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe(`/RSS Drilling:${email}`);
    expect(uri.searchParams.get("secret")).toBe(factor.totp.secret);
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("period")).toBe("30");

    const { data: list } = await client.auth.mfa.listFactors();
    expect(list!.all.map((f) => [f.id, f.status])).toEqual([[factor.id, "unverified"]]);
    expect(list!.totp).toEqual([]);
    const { data: aal } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });

    const stored = await server.db.query<{ status: string; user_id: string }>(
      "select status, user_id from auth.mfa_factors where id = $1",
      [factor.id],
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.status).toBe("unverified");
  });

  it("refuses a second factor with the same friendly name, and other factor types", async () => {
    const { client } = await newStaff();
    await enrol(client, "Same");
    const again = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Same" });
    expect(again.error).toMatchObject({ status: 422, code: "mfa_factor_name_conflict" });
    const phone = await client.auth.mfa.enroll({ factorType: "phone", phone: "+4712345678" });
    expect(phone.error).toMatchObject({ status: 422, code: "mfa_phone_enroll_not_enabled" });
  });
});

describe("challenge and verify", () => {
  it("refuses a wrong code with mfa_verification_failed and keeps the session at aal1", async () => {
    const { client } = await newStaff();
    const factor = await enrol(client);
    const { data: challenge, error } = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(error).toBeNull();
    expect(challenge!.type).toBe("totp");
    expect(challenge!.expires_at).toBeGreaterThan(Date.now() / 1000 + 290);
    const right = codeOf(factor.totp.secret);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, "0");
    const verified = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge!.id, code: wrong });
    expect(verified.error).toMatchObject({ status: 422, code: "mfa_verification_failed" });
    expect(verified.error!.message).toBe("Invalid TOTP code entered");
    expect((await claims(client)).aal).toBe("aal1");
    const { data: list } = await client.auth.mfa.listFactors();
    expect(list!.all[0]!.status).toBe("unverified");
  });

  it("verifies a code from the secret: the session becomes aal2 with password and totp methods, SQL sees aal2, refreshes keep it", async () => {
    const { client } = await newStaff();
    const factor = await enrol(client);
    const before = await claims(client);
    expect(before.aal).toBe("aal1");
    expect(await client.rpc("test_jwt_claim" as never, { name: "aal" } as never)).toMatchObject({ data: "aal1" });

    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor.id });
    const { data, error } = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge!.id,
      code: codeOf(factor.totp.secret),
    });
    expect(error).toBeNull();
    const token = decodeJwt(data!.access_token) as Record<string, unknown>;
    expect(token.aal).toBe("aal2");
    expect(token.session_id).toBe(before.session_id);
    expect((token.amr as { method: string }[]).map((m) => m.method).sort()).toEqual(["password", "totp"]);
    expect(data!.user.factors!.map((f) => [f.id, f.status])).toEqual([[factor.id, "verified"]]);

    const { data: aal } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });
    expect(aal!.currentAuthenticationMethods.map((m) => (typeof m === "string" ? m : m.method))).toContain("totp");
    const { data: list } = await client.auth.mfa.listFactors();
    expect(list!.totp.map((f) => f.id)).toEqual([factor.id]);
    // The claims reach SQL as request.jwt.claims, so RLS can require (select auth.jwt()->>'aal') = 'aal2'.
    expect(await client.rpc("test_jwt_claim" as never, { name: "aal" } as never)).toMatchObject({ data: "aal2" });
    expect(await client.rpc("test_jwt_claim" as never, { name: "session_id" } as never)).toMatchObject({
      data: before.session_id,
    });

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe("aal2");
  });

  it("after the next password sign-in the level is aal1 with aal2 next; challengeAndVerify raises it", async () => {
    const first = await newStaff();
    const factor = await enrol(first.client);
    const { error } = await first.client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeOf(factor.totp.secret),
    });
    expect(error).toBeNull();

    const second = await signedInClient(server, { email: first.email, password: PASSWORD });
    const { data: aal } = await second.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    // An aal1 session may not remove a verified factor, nor change the password.
    const unenrol = await second.auth.mfa.unenroll({ factorId: factor.id });
    expect(unenrol.error).toMatchObject({ status: 422, code: "insufficient_aal" });
    const password = await second.auth.updateUser({ password: "Another-password-2" });
    expect(password.error).toMatchObject({ status: 401, code: "insufficient_aal" });

    const raised = await second.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeOf(factor.totp.secret),
    });
    expect(raised.error).toBeNull();
    expect((await second.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal2",
      nextLevel: "aal2",
    });
    // Recovery by a second factor: enrol another one at aal2, then remove the first.
    const spare = await enrol(second, "Spare");
    expect((await second.auth.mfa.unenroll({ factorId: factor.id })).error).toBeNull();
    const { data: list } = await second.auth.mfa.listFactors();
    expect(list!.all.map((f) => f.id)).toEqual([spare.id]);
  });

  it("refuses a challenge older than 5 minutes with mfa_challenge_expired", async () => {
    const { client } = await newStaff();
    const factor = await enrol(client);
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor.id });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 301_000 });
    const { error } = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge!.id,
      code: codeOf(factor.totp.secret),
    });
    expect(error).toMatchObject({ status: 422, code: "mfa_challenge_expired" });
    vi.useRealTimers();
    const again = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge!.id,
      code: codeOf(factor.totp.secret),
    });
    expect(again.error).toMatchObject({ status: 422, code: "mfa_factor_not_found" });
  });

  it("does not let one user challenge another's factor, and limits challenges per factor", async () => {
    const owner = await newStaff();
    const other = await newStaff();
    const factor = await enrol(owner.client);
    const foreign = await other.client.auth.mfa.challenge({ factorId: factor.id });
    expect(foreign.error).toMatchObject({ status: 404, code: "mfa_factor_not_found" });

    const statuses: number[] = [];
    for (let i = 0; i <= MFA_REQUESTS_PER_MINUTE; i++) {
      const { error } = await owner.client.auth.mfa.challenge({ factorId: factor.id });
      statuses.push(error?.status ?? 200);
    }
    expect(statuses.slice(0, MFA_REQUESTS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("administrator reset", () => {
  it("lists and deletes a user's factors with the service key; the user's session drops to aal1", async () => {
    const { client, id } = await newStaff();
    const factor = await enrol(client);
    await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeOf(factor.totp.secret) });
    expect((await claims(client)).aal).toBe("aal2");

    const listed = await service.auth.admin.mfa.listFactors({ userId: id });
    expect(listed.error).toBeNull();
    expect(listed.data!.factors.map((f) => [f.id, f.status])).toEqual([[factor.id, "verified"]]);
    const deleted = await service.auth.admin.mfa.deleteFactor({ userId: id, id: factor.id });
    expect(deleted.error).toBeNull();
    expect((await service.auth.admin.mfa.listFactors({ userId: id })).data!.factors).toEqual([]);

    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe("aal1");
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ nextLevel: "aal1" });
  });

  it("is refused to a signed-in user", async () => {
    const { client, id } = await newStaff();
    const { data } = await client.auth.getSession();
    const res = await fetch(`${server.url}/auth/v1/admin/users/${id}/factors`, {
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${data.session!.access_token}`,
        "x-supabase-api-version": "2024-01-01",
      },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe("not_admin");
  });
});
