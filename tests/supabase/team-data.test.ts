/**
 * shared/data/team.ts (issue #29) against the real local server: the Team
 * screen's calls and the error codes it shows (PT409 last admin, PT404,
 * 42501, PT429, 409 already a member), the invitation accepted from both link
 * forms (fragment session and token_hash) with the first password under the
 * policy, and the no-role account's administrators and access requests.
 */
import path from "node:path";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCESS_REQUEST_MAX,
  TEAM_ERROR_MESSAGES,
  acceptInvitation,
  dismissAccessRequest,
  fetchTeamAdministrators,
  fetchTeamSettings,
  inviteMember,
  listAccessRequests,
  listTeamHistory,
  listTeamMembers,
  parseInviteLink,
  removeMember,
  requestAccess,
  setFirstPassword,
  setMemberRole,
  setMfaRequired,
} from "../../shared/data/team";
import { DataError } from "../../shared/data/errors";
import { AUTH_MAIL_FOLDER, readAuthOutbox } from "../../supabase/server/auth/auth-mail";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN, AUTHOR, EDITOR, PUBLISHER } from "../fixtures/accounts";
import { anonClient, signedInClient, serviceClient } from "./helpers";

const SITE = "http://localhost:4186";
let server: RunningServer;
let service: SupabaseClient;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({ authMail: { siteUrl: SITE } });
  service = serviceClient(server);
});
afterAll(() => server?.close());

const newEmail = () => `team-data-${++counter}-${Date.now()}@example.com`;

async function rejection(promise: Promise<unknown>): Promise<DataError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DataError);
  return err as DataError;
}

async function linkTo(email: string): Promise<{ link: string; tokenHash: string }> {
  const mails = (await readAuthOutbox(path.join(server.dataDir, AUTH_MAIL_FOLDER))).filter((m) => m.to === email);
  expect(mails.length).toBeGreaterThan(0);
  const mail = mails.at(-1)!;
  return { link: mail.link, tokenHash: mail.tokenHash };
}

describe("members and roles", () => {
  it("lists the seeded team with roles, and refuses a non-admin with not_allowed", async () => {
    const admin = await signedInClient(server, ADMIN);
    const members = await listTeamMembers(admin);
    const byEmail = Object.fromEntries(members.map((m) => [m.email, m]));
    expect(byEmail[ADMIN.email]).toMatchObject({ role: "admin", mfaEnabled: false, invitationPending: false });
    expect(byEmail[PUBLISHER.email]?.role).toBe("publisher");
    expect(byEmail[AUTHOR.email]?.role).toBe("author");
    expect(byEmail[EDITOR.email]).toBeUndefined();
    expect(byEmail[ADMIN.email]!.lastSignInAt).toBeTruthy();

    const publisher = await signedInClient(server, PUBLISHER);
    const err = await rejection(listTeamMembers(publisher));
    expect(err.code).toBe("not_allowed");
    expect(err.details).toBe("42501");
  });

  it("refuses to demote or remove the last admin with the last_admin message (PT409)", async () => {
    const admin = await signedInClient(server, ADMIN);
    const me = (await admin.auth.getUser()).data.user!.id;
    const demote = await rejection(setMemberRole(admin, me, "publisher"));
    expect(demote).toMatchObject({ code: "last_admin", details: "PT409", status: 409 });
    expect(demote.message).toBe("The last admin cannot be removed or demoted. Make someone else an admin first.");
    const remove = await rejection(removeMember(admin, me));
    expect(remove.code).toBe("last_admin");
    expect((await listTeamMembers(admin)).find((m) => m.userId === me)?.role).toBe("admin");
  });

  it("invites, changes the role, removes, and the history records each step", async () => {
    const admin = await signedInClient(server, ADMIN);
    const email = newEmail();
    const invited = await inviteMember(admin, `  ${email.toUpperCase()} `, "author");
    expect(invited).toMatchObject({ email, role: "author", invited: true });
    let member = (await listTeamMembers(admin)).find((m) => m.email === email);
    expect(member).toMatchObject({ role: "author", invitationPending: true, lastSignInAt: null });

    // A pending invitation may be sent again; an address that already has a role is a conflict.
    expect(await inviteMember(admin, email, "author")).toMatchObject({ email, invited: true });
    const taken = await rejection(inviteMember(admin, PUBLISHER.email, "author"));
    expect(taken).toMatchObject({ code: "already_member", status: 409 });
    expect((await rejection(inviteMember(admin, "not-an-address", "author"))).code).toBe("bad_input");

    await setMemberRole(admin, invited.userId, "publisher");
    member = (await listTeamMembers(admin)).find((m) => m.email === email);
    expect(member?.role).toBe("publisher");

    await removeMember(admin, invited.userId);
    expect((await listTeamMembers(admin)).some((m) => m.email === email)).toBe(false);
    const gone = await rejection(setMemberRole(admin, invited.userId, "author"));
    expect(gone).toMatchObject({ code: "not_member", details: "PT404", status: 404 });

    const history = (await listTeamHistory(admin)).filter((h) => h.memberEmail === email);
    expect(history.map((h) => h.action)).toEqual(["member_removed", "role_set", "member_added"]);
    expect(history[1]).toMatchObject({ oldRole: "author", newRole: "publisher", actorEmail: ADMIN.email });
  });

  it("a non-admin cannot invite (403 → not_allowed) and an aal1 admin cannot require MFA (mfa_needed)", async () => {
    const author = await signedInClient(server, AUTHOR);
    expect((await rejection(inviteMember(author, newEmail(), "author"))).code).toBe("not_allowed");
    const admin = await signedInClient(server, ADMIN);
    expect(await fetchTeamSettings(admin)).toMatchObject({ mfaRequired: false });
    expect((await rejection(setMfaRequired(admin, true))).code).toBe("mfa_needed");
    expect((await fetchTeamSettings(admin)).mfaRequired).toBe(false);
  });
});

describe("accepting an invitation", () => {
  it("from the fragment the link leads to: weak password refused, then the password set and the session ended", async () => {
    const admin = await signedInClient(server, ADMIN);
    const email = newEmail();
    const { userId } = await inviteMember(admin, email, "author");
    const { link } = await linkTo(email);
    const res = await fetch(link, { redirect: "manual" });
    const target = new URL(res.headers.get("location")!);
    expect(target.pathname).toBe("/admin/accept-invite");
    const tokens = parseInviteLink(target.search, target.hash);
    expect(tokens.kind).toBe("session");

    const invitee = anonClient(server);
    expect(await acceptInvitation(invitee, tokens)).toBe(email);
    const short = await rejection(setFirstPassword(invitee, "Short-pw-1"));
    expect(short.code).toBe("weak_password");
    const plain = await rejection(setFirstPassword(invitee, "only-lower-case-letters"));
    expect(plain).toMatchObject({ code: "weak_password", details: "weak_password", status: 422 });
    await setFirstPassword(invitee, "Invited-author-1");
    expect((await invitee.auth.getSession()).data.session).toBeNull();

    const signedIn = await signedInClient(server, { email, password: "Invited-author-1" });
    expect((await signedIn.rpc("staff_role")).data).toBe("author");
    await removeMember(admin, userId);

    // The used link now leads to GoTrue's error in the fragment.
    const used = await fetch(link, { redirect: "manual" });
    const usedTarget = new URL(used.headers.get("location")!);
    const usedTokens = parseInviteLink(usedTarget.search, usedTarget.hash);
    expect(usedTokens).toMatchObject({ kind: "error", errorCode: "otp_expired" });
    const err = await rejection(acceptInvitation(anonClient(server), usedTokens));
    expect(err.message).toBe(TEAM_ERROR_MESSAGES.link_invalid);
  });

  it("from a token_hash in the query; a used hash is link_invalid", async () => {
    const email = newEmail();
    const { error } = await service.auth.admin.inviteUserByEmail(email);
    expect(error).toBeNull();
    const { tokenHash } = await linkTo(email);
    const tokens = parseInviteLink(`?token_hash=${tokenHash}&type=invite`, "");
    expect(tokens).toEqual({ kind: "token_hash", tokenHash });
    expect(await acceptInvitation(anonClient(server), tokens)).toBe(email);
    expect((await rejection(acceptInvitation(anonClient(server), tokens))).code).toBe("link_invalid");
    expect((await rejection(acceptInvitation(anonClient(server), parseInviteLink("", "")))).code).toBe("link_invalid");
  });
});

describe("an account without a role", () => {
  it("sees the administrators' e-mail addresses and may request access at most 3 times a day", async () => {
    const editor = await signedInClient(server, EDITOR);
    expect(await fetchTeamAdministrators(editor)).toEqual([ADMIN.email]);
    expect((await rejection(requestAccess(editor, "x".repeat(ACCESS_REQUEST_MAX + 1)))).code).toBe("too_long");

    const id = await requestAccess(editor, "  Please let me write news.  ");
    const admin = await signedInClient(server, ADMIN);
    const mine = (await listAccessRequests(admin)).find((r) => r.id === id);
    expect(mine).toMatchObject({ email: EDITOR.email, message: "Please let me write news." });

    await requestAccess(editor, "");
    await requestAccess(editor, "third");
    const limited = await rejection(requestAccess(editor, "fourth"));
    expect(limited).toMatchObject({ code: "rate_limited", status: 429 });

    await dismissAccessRequest(admin, id);
    expect((await listAccessRequests(admin)).some((r) => r.id === id)).toBe(false);

    const author = await signedInClient(server, AUTHOR);
    expect((await rejection(requestAccess(author, "I have a role"))).code).toBe("has_role");
    expect((await rejection(fetchTeamAdministrators(anonClient(server)))).code).toBe("not_allowed");
  });
});
