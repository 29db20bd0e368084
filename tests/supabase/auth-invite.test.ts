/**
 * Invitations of the local Auth and the invite-member Edge Function (issue
 * #29), through supabase-js against the real local server: the admin invite
 * (service key only), the recorded e-mail and its GoTrue link (opened without
 * a key, redirecting with the session in the fragment, once), verifyOtp with
 * the token hash, the staff password policy on PUT /user (GoTrue's 422
 * weak_password), sign-in with the new password, the e-mail through a real
 * SMTP server, and the function end to end: an admin invites with a role, a
 * non-admin is refused, the service key never reaches the caller.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MAIL_FOLDER, readAuthOutbox, type RecordedAuthMail } from "../../supabase/server/auth/auth-mail";
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_REQUIREMENTS,
  REQUIRED_CHARACTERS,
} from "../../supabase/server/auth/password-policy";
import { ACCEPT_INVITE_PATH } from "../../supabase/functions/invite-member/handler";
import { STAFF_ROLES } from "../../shared/data/auth";
import { REPO_ROOT } from "../../supabase/dev/repo-root";
import { DEFAULT_SEED_ACCOUNTS } from "../../supabase/seed/accounts";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN, EDITOR } from "../fixtures/accounts";
import { anonClient, signedInClient, serviceClient } from "./helpers";
import { startSmtpSink, type SmtpSink } from "./notify-enquiry-smtp";

const SITE = "http://localhost:4186";
let server: RunningServer;
let service: SupabaseClient;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({ authMail: { siteUrl: SITE } });
  service = serviceClient(server);
});
afterAll(() => server?.close());

const newEmail = () => `invitee-${++counter}-${Date.now()}@example.com`;

/** The last recorded invitation to `email`. */
async function mailTo(email: string): Promise<RecordedAuthMail> {
  const mails = (await readAuthOutbox(path.join(server.dataDir, AUTH_MAIL_FOLDER))).filter((m) => m.to === email);
  expect(mails.length).toBeGreaterThan(0);
  return mails.at(-1)!;
}

/** A client with no session that keeps the one verifyOtp gives it. */
function freshClient(): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

describe("POST /auth/v1/invite (auth.admin.inviteUserByEmail)", () => {
  it("creates the user unconfirmed, records the e-mail with GoTrue's link, and the link signs in once", async () => {
    const email = newEmail();
    const redirectTo = `${SITE}${ACCEPT_INVITE_PATH}`;
    const { data, error } = await service.auth.admin.inviteUserByEmail(email, {
      data: { invited_role: "author" },
      redirectTo,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { invited_role: "author" } });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.invited_at).toBeTruthy();

    const mail = await mailTo(email);
    expect(mail.subject).toBe("You have been invited");
    expect(mail.text).toContain(mail.link);
    const link = new URL(mail.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/auth/v1/verify`);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      token: mail.tokenHash,
      type: "invite",
      redirect_to: redirectTo,
    });

    // Opened by a browser: no apikey; 303 to the accept page with the session in the fragment.
    const res = await fetch(mail.link, { redirect: "manual" });
    expect(res.status).toBe(303);
    const target = new URL(res.headers.get("location")!);
    expect(`${target.origin}${target.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get("type")).toBe("invite");
    expect(fragment.get("token_type")).toBe("bearer");
    const claims = decodeJwt(fragment.get("access_token")!);
    expect(claims).toMatchObject({ sub: data.user!.id, email, aal: "aal1" });
    expect((claims.amr as { method: string }[])[0]!.method).toBe("otp");
    const confirmed = await service.auth.admin.getUserById(data.user!.id);
    expect(confirmed.data.user!.email_confirmed_at).toBeTruthy();

    // A used link leads to the page with GoTrue's error instead.
    const again = await fetch(mail.link, { redirect: "manual" });
    expect(again.status).toBe(303);
    const errorFragment = new URLSearchParams(new URL(again.headers.get("location")!).hash.slice(1));
    expect(errorFragment.get("error_code")).toBe("otp_expired");
    expect(errorFragment.get("error")).toBe("access_denied");
  });

  it("lets the invitee accept with verifyOtp({ token_hash }), set a password under the policy and sign in", async () => {
    const email = newEmail();
    await service.auth.admin.inviteUserByEmail(email);
    const mail = await mailTo(email);
    const invitee = freshClient();
    const { data, error } = await invitee.auth.verifyOtp({ token_hash: mail.tokenHash, type: "invite" });
    expect(error).toBeNull();
    expect(data.session!.user.email).toBe(email);

    const short = await invitee.auth.updateUser({ password: "Short-pw-1" });
    expect(short.error).toMatchObject({ status: 422, code: "weak_password" });
    expect(short.error!.message).toBe(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
    expect((short.error as unknown as { reasons: string[] }).reasons).toEqual(["length"]);
    const plain = await invitee.auth.updateUser({ password: "only-lower-case-letters" });
    expect(plain.error).toMatchObject({ status: 422, code: "weak_password" });
    expect((plain.error as unknown as { reasons: string[] }).reasons).toEqual(["characters"]);

    const password = "Invitee-password-1";
    const set = await invitee.auth.updateUser({ password });
    expect(set.error).toBeNull();
    const same = await invitee.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: "same_password" });

    const signedIn = await signedInClient(server, { email, password });
    expect((await signedIn.auth.getUser()).data.user!.email).toBe(email);
  });

  it("sends a redirect_to on a foreign origin to the site URL instead, as hosted falls back to its Site URL", async () => {
    const email = newEmail();
    await service.auth.admin.inviteUserByEmail(email, { redirectTo: "https://evil.example.net/steal" });
    const mail = await mailTo(email);
    expect(mail.redirectTo).toBe(SITE);
    const res = await fetch(mail.link, { redirect: "manual" });
    expect(res.headers.get("location")!.startsWith(`${SITE}/#access_token=`)).toBe(true);
  });

  it("also accepts the 6-digit code with the e-mail address, and refuses a wrong one", async () => {
    const email = newEmail();
    await service.auth.admin.inviteUserByEmail(email);
    const mail = await mailTo(email);
    const wrong = String((Number(mail.token) + 1) % 1_000_000).padStart(6, "0");
    const refused = await freshClient().auth.verifyOtp({ email, token: wrong, type: "invite" });
    expect(refused.error).toMatchObject({ status: 403, code: "otp_expired" });
    const ok = await freshClient().auth.verifyOtp({ email, token: mail.token, type: "invite" });
    expect(ok.error).toBeNull();
  });

  it("refuses callers without the service key, and addresses that already have a confirmed account", async () => {
    const asAdmin = await signedInClient(server, ADMIN);
    const { data } = await asAdmin.auth.getSession();
    for (const token of [server.anonKey, data.session!.access_token]) {
      const res = await fetch(`${server.url}/auth/v1/invite`, {
        method: "POST",
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "x-supabase-api-version": "2024-01-01",
        },
        body: JSON.stringify({ email: newEmail() }),
      });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe("not_admin");
    }
    const taken = await service.auth.admin.inviteUserByEmail(EDITOR.email);
    expect(taken.error).toMatchObject({ status: 422, code: "email_exists" });
    const bad = await service.auth.admin.inviteUserByEmail("not-an-address");
    expect(bad.error).toMatchObject({ status: 400, code: "validation_failed" });
  });

  it("sends the invitation through SMTP when set, still recording it", async () => {
    const sink: SmtpSink = await startSmtpSink();
    // No seed needed: the invitation creates its own account.
    const mailing = await startTestServer({
      seed: false,
      authMail: { smtpUrl: sink.url, siteUrl: SITE, from: "Team <team@example.com>" },
    });
    try {
      const admin = createClient(mailing.url, mailing.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      const email = newEmail();
      expect((await admin.auth.admin.inviteUserByEmail(email)).error).toBeNull();
      const [message] = await sink.waitForMessages(1);
      expect(message!.envelope.to).toEqual([email]);
      expect(message!.headers.subject).toBe("You have been invited");
      const recorded = (await readAuthOutbox(path.join(mailing.dataDir, AUTH_MAIL_FOLDER)))[0]!;
      expect(message!.text).toContain(recorded.link);
    } finally {
      await mailing.close();
      await sink.close();
    }
  }, 90_000);
});

describe("password policy", () => {
  it("is the one supabase/config.toml declares for hosted Auth, and the seeded passwords are long enough", async () => {
    const toml = await readFile(path.join(REPO_ROOT, "supabase/config.toml"), "utf8");
    expect(toml).toMatch(new RegExp(`^minimum_password_length = ${MIN_PASSWORD_LENGTH}$`, "m"));
    expect(toml).toMatch(new RegExp(`^password_requirements = "${PASSWORD_REQUIREMENTS}"$`, "m"));
    expect(REQUIRED_CHARACTERS.join("")).toMatch(/a.*z.*A.*Z.*0.*9/);
    for (const account of Object.values(DEFAULT_SEED_ACCOUNTS)) {
      expect(account.password.length).toBeGreaterThanOrEqual(MIN_PASSWORD_LENGTH);
    }
  });
});

describe("invite-member Edge Function (local functions runner)", () => {
  it("lets an admin invite with a role: account invited, admin_users row written, link to the accept page", async () => {
    const admin = await signedInClient(server, ADMIN);
    const email = newEmail();
    const { data, error, response } = await admin.functions.invoke("invite-member", {
      body: { email, role: "author" },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ email, role: "author", invited: true });
    const raw = JSON.stringify(data) + JSON.stringify(Object.fromEntries(response!.headers));
    expect(raw).not.toContain(server.serviceRoleKey);

    const row = await server.db.query<{ role: string; invited_by: string }>(
      "select role, invited_by from public.admin_users where user_id = $1",
      [data.user_id],
    );
    const adminId = (await admin.auth.getUser()).data.user!.id;
    expect(row.rows).toEqual([{ role: "author", invited_by: adminId }]);

    const mail = await mailTo(email);
    expect(mail.redirectTo).toBe(`${SITE}${ACCEPT_INVITE_PATH}`);
    // The invitee accepts, sets a password and signs in; their role is author.
    const invitee = freshClient();
    expect((await invitee.auth.verifyOtp({ token_hash: mail.tokenHash, type: "invite" })).error).toBeNull();
    expect((await invitee.auth.updateUser({ password: "Author-password-9" })).error).toBeNull();
    const author = await signedInClient(server, { email, password: "Author-password-9" });
    expect(await author.rpc("staff_role")).toMatchObject({ data: "author" });

    const again = await admin.functions.invoke("invite-member", { body: { email, role: "publisher" } });
    expect(again.response!.status).toBe(409);
    expect(await again.response!.json()).toMatchObject({ code: "already_member", role: "author" });
  });

  it("gives a role to an existing account without one, without an e-mail", async () => {
    const email = newEmail();
    const { data: created } = await service.auth.admin.createUser({
      email,
      password: "Existing-password-1",
      email_confirm: true,
    });
    const admin = await signedInClient(server, ADMIN);
    const { data, error } = await admin.functions.invoke("invite-member", { body: { email, role: "publisher" } });
    expect(error).toBeNull();
    expect(data).toEqual({ user_id: created.user!.id, email, role: "publisher", invited: false });
  });

  it("refuses a non-admin (403), a caller without a token (401) and bad input (400)", async () => {
    const editor = await signedInClient(server, EDITOR);
    const asEditor = await editor.functions.invoke("invite-member", { body: { email: newEmail(), role: "author" } });
    expect(asEditor.response!.status).toBe(403);
    expect(await asEditor.response!.json()).toMatchObject({ code: "not_admin" });

    const asAnon = await anonClient(server).functions.invoke("invite-member", {
      body: { email: newEmail(), role: "author" },
    });
    expect(asAnon.response!.status).toBe(401);

    const noToken = await fetch(`${server.url}/functions/v1/invite-member`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: newEmail(), role: "author" }),
    });
    expect(noToken.status).toBe(401);

    const admin = await signedInClient(server, ADMIN);
    for (const body of [
      { email: "nobody", role: "author" },
      { email: newEmail(), role: "owner" },
    ]) {
      const bad = await admin.functions.invoke("invite-member", { body });
      expect(bad.response!.status).toBe(400);
      expect(await bad.response!.json()).toMatchObject({ code: "bad_input" });
    }
    const unknown = await fetch(`${server.url}/functions/v1/no-such-function`, {
      method: "POST",
      headers: { authorization: `Bearer ${server.anonKey}` },
    });
    expect(unknown.status).toBe(404);
  });

  it("refuses an admin whose session is aal1 while the team requires two-factor sign-in", async () => {
    const admin = await signedInClient(server, ADMIN);
    await server.db.query("update public.team_settings set mfa_required = true");
    try {
      const refused = await admin.functions.invoke("invite-member", { body: { email: newEmail(), role: "author" } });
      expect(refused.response!.status).toBe(403);
      expect(await refused.response!.json()).toMatchObject({ code: "mfa_required" });
    } finally {
      await server.db.query("update public.team_settings set mfa_required = false");
    }
    const allowed = await admin.functions.invoke("invite-member", { body: { email: newEmail(), role: "author" } });
    expect(allowed.error).toBeNull();
  });

  it("invites with every team role the admin console knows, and names them when refusing another", async () => {
    const admin = await signedInClient(server, ADMIN);
    for (const role of STAFF_ROLES) {
      const invited = await admin.functions.invoke("invite-member", { body: { email: newEmail(), role } });
      expect(invited.error, role).toBeNull();
    }
    const refused = await admin.functions.invoke("invite-member", { body: { email: newEmail(), role: "owner" } });
    expect(refused.response!.status).toBe(400);
    const { error } = (await refused.response!.json()) as { error: string };
    for (const role of STAFF_ROLES) expect(error).toContain(role);
  });
});
