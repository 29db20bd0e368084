/**
 * Team roles on the local backend (issue #29, docs/team-roles.md), through
 * supabase-js as the console calls it: an author writes drafts and cannot
 * publish through the API, submits for review and a publisher reads it and
 * publishes; the last admin is protected with 409 PT409; removing a member
 * ends their sessions; every change lands in the team history; the no-role
 * account learns its administrators and may ask for access (rate-limited);
 * with the team's MFA requirement on, writes need an aal2 token; an author
 * writes only the private buckets' files.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_JWT_SECRET } from "../../supabase/server/settings";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN, AUTHOR, EDITOR, PUBLISHER } from "../fixtures/accounts";
import { whitePaper } from "../fixtures/content";
import { signedInClient, serviceClient } from "./helpers";

let server: RunningServer;
let service: SupabaseClient;
let admin: SupabaseClient;
let author: SupabaseClient;
let publisher: SupabaseClient;
let editor: SupabaseClient;
const ids = {} as Record<"admin" | "author" | "publisher" | "editor", string>;

const PNG = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: "image/png" });

beforeAll(async () => {
  server = await startTestServer();
  service = serviceClient(server);
  admin = (await signedInClient(server, ADMIN)) as unknown as SupabaseClient;
  author = (await signedInClient(server, AUTHOR)) as unknown as SupabaseClient;
  publisher = (await signedInClient(server, PUBLISHER)) as unknown as SupabaseClient;
  editor = (await signedInClient(server, EDITOR)) as unknown as SupabaseClient;
  for (const [who, c] of Object.entries({ admin, author, publisher, editor })) {
    ids[who as keyof typeof ids] = (await c.auth.getSession()).data.session!.user.id;
  }
});

afterAll(() => server?.close());

/** A client whose token is minted for `userId` with the `aal` claim (what Auth issues after a TOTP code: aal2). */
async function clientWithAal(userId: string, email: string, aal: "aal1" | "aal2"): Promise<SupabaseClient> {
  const token = await new SignJWT({ sub: userId, email, role: "authenticated", aud: "authenticated", aal })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(DEFAULT_JWT_SECRET));
  return createClient(server.url, server.anonKey, { accessToken: async () => token });
}

describe("roles through the Data API", () => {
  it("the seeded accounts have their roles; is_admin() is true for the admin only", async () => {
    for (const [c, role, isAdmin] of [
      [admin, "admin", true],
      [publisher, "publisher", false],
      [author, "author", false],
      [editor, null, false],
    ] as const) {
      expect((await c.rpc("staff_role")).data).toBe(role);
      expect((await c.rpc("is_admin")).data).toBe(isAdmin);
    }
  });

  it("an author saves a draft and edits it, cannot publish, schedule or trash it through the API, submits it for review; a publisher publishes it", async () => {
    const row = whitePaper({ title: "Author draft", status: "draft" });
    const { data: created, error } = await author.from("white_papers").insert(row).select("id").single();
    expect(error).toBeNull();
    const id = (created as { id: string }).id;
    const edited = await author.from("white_papers").update({ title: "Author draft, edited" }).eq("id", id).select();
    expect(edited.error).toBeNull();
    expect(edited.data).toHaveLength(1);

    for (const change of [
      { status: "published" },
      { publish_at: new Date(Date.now() + 3_600_000).toISOString() },
      { deleted_at: new Date().toISOString() },
    ]) {
      const refused = await author.from("white_papers").update(change).eq("id", id).select();
      expect(refused.error?.code, JSON.stringify(change)).toBe("42501");
      expect(refused.status).toBe(403);
    }
    const published = await author.from("white_papers").insert(whitePaper({ title: "Author published" }));
    expect(published.error?.code).toBe("42501");
    const purge = await author.from("white_papers").delete().eq("id", id).select();
    expect(purge.data).toEqual([]);

    const submitted = await author.rpc("submit_for_review", { table_name: "white_papers", item_id: id });
    expect(submitted.error).toBeNull();
    const notes = await publisher.from("review_requests").select("table_name, item_id, item_title, requested_by_email");
    expect(notes.data).toContainEqual({
      table_name: "white_papers",
      item_id: id,
      item_title: "Author draft, edited",
      requested_by_email: AUTHOR.email,
    });
    // An editor (no role) sees no review request.
    expect((await editor.from("review_requests").select("id")).data).toEqual([]);

    const live = await publisher.from("white_papers").update({ status: "published" }).eq("id", id).select("status");
    expect(live.data).toEqual([{ status: "published" }]);
    // A published row is out of the author's reach.
    const late = await author.from("white_papers").update({ title: "too late" }).eq("id", id).select();
    expect(late.data).toEqual([]);
    // Submitting something that is not a draft: 409 PT409.
    const again = await author.rpc("submit_for_review", { table_name: "white_papers", item_id: id });
    expect([again.status, again.error?.code]).toEqual([409, "PT409"]);
  });

  it("an author cannot see enquiries, site builds, the catalog's writes or the team", async () => {
    expect((await author.from("enquiries").select("id")).data).toEqual([]);
    expect((await author.from("site_builds").select("id")).data).toEqual([]);
    expect((await author.rpc("request_site_build", { p_reason: "x" })).error?.code).toBe("42501");
    const catalog = await author
      .from("catalog_files")
      .insert({ name: "a.pdf", title: "A", file_url: "https://example.com/a.pdf", status: "draft" });
    expect(catalog.error?.code).toBe("42501");
    expect((await author.rpc("list_team_members")).error?.code).toBe("42501");
    expect((await publisher.rpc("list_team_members")).error?.code).toBe("42501");
    expect((await publisher.rpc("request_site_build", { p_reason: "x" })).error).toBeNull();
  });
});

describe("storage by role", () => {
  it("an author uploads to a private twin only, not under catalogs/, and cannot move a file into the public bucket; a publisher can", async () => {
    const ok = await author.storage.from("content-images-private").upload("team/author.png", PNG());
    expect(ok.error).toBeNull();
    const pub = await author.storage.from("content-images").upload("team/author.png", PNG());
    expect((pub.error as { statusCode?: string } | null)?.statusCode).toBe("403");
    const catalog = await author.storage
      .from("content-files-private")
      .upload("catalogs/x.pdf", new Blob(["%PDF-1.4"], { type: "application/pdf" }));
    expect((catalog.error as { statusCode?: string } | null)?.statusCode).toBe("403");
    const move = await author.storage
      .from("content-images-private")
      .move("team/author.png", "team/author.png", { destinationBucket: "content-images" });
    expect(move.error).not.toBeNull();
    const stillPrivate = await server.db.query(
      "select bucket_id from storage.objects where name = 'team/author.png' order by bucket_id",
    );
    expect(stillPrivate.rows).toEqual([{ bucket_id: "content-images-private" }]);
    const moved = await publisher.storage
      .from("content-images-private")
      .move("team/author.png", "team/author.png", { destinationBucket: "content-images" });
    expect(moved.error).toBeNull();
    const nowPublic = await server.db.query("select bucket_id from storage.objects where name = 'team/author.png'");
    expect(nowPublic.rows).toEqual([{ bucket_id: "content-images" }]);
  });
});

describe("the team's RPCs", () => {
  it("list_team_members shows every member with e-mail, role and MFA status to an admin", async () => {
    const { data, error } = await admin.rpc("list_team_members");
    expect(error).toBeNull();
    const byEmail = Object.fromEntries(
      (data as { email: string; role: string; mfa_enabled: boolean }[]).map((m) => [m.email, m]),
    );
    expect(byEmail[ADMIN.email]).toMatchObject({ role: "admin", mfa_enabled: false });
    expect(byEmail[AUTHOR.email]).toMatchObject({ role: "author" });
    expect(byEmail[PUBLISHER.email]).toMatchObject({ role: "publisher" });
    expect(byEmail[EDITOR.email]).toBeUndefined();
    // A verified TOTP factor (GoTrue's auth.mfa_factors) shows as MFA enabled.
    await server.db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values (gen_random_uuid(), $1, 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
      [ids.author],
    );
    const after = await admin.rpc("list_team_members");
    expect(after.data).toContainEqual(expect.objectContaining({ email: AUTHOR.email, mfa_enabled: true }));
    await server.db.query("delete from auth.mfa_factors where user_id = $1", [ids.author]);
  });

  it("the last admin can be neither demoted nor removed (409 PT409); an unknown role is 400 22023", async () => {
    const demote = await admin.rpc("set_member_role", { member: ids.admin, new_role: "author" });
    expect([demote.status, demote.error?.code]).toEqual([409, "PT409"]);
    expect(demote.error?.message).toBe("The team must keep at least one admin");
    const remove = await admin.rpc("remove_member", { member: ids.admin });
    expect([remove.status, remove.error?.code]).toEqual([409, "PT409"]);
    // Not even service_role (the dashboard, the invite function) gets past the trigger.
    const direct = await service.from("admin_users").delete().eq("user_id", ids.admin);
    expect(direct.error?.code).toBe("PT409");
    expect((await admin.rpc("staff_role")).data).toBe("admin");
    const bad = await admin.rpc("set_member_role", { member: ids.author, new_role: "owner" });
    expect([bad.status, bad.error?.code]).toEqual([400, "22023"]);
    const stranger = await admin.rpc("set_member_role", { member: ids.editor, new_role: "author" });
    expect([stranger.status, stranger.error?.code]).toEqual([404, "PT404"]);
    const notMember = await admin.rpc("remove_member", { member: ids.editor });
    expect([notMember.status, notMember.error?.code]).toEqual([404, "PT404"]);
  });

  it("a role change and a removal are recorded; the removed member's session ends and their rights go at once", async () => {
    const member = await signedInClient(server, PUBLISHER);
    expect((await admin.rpc("set_member_role", { member: ids.publisher, new_role: "author" })).error).toBeNull();
    expect((await member.rpc("staff_role")).data).toBe("author");
    expect((await admin.rpc("remove_member", { member: ids.publisher })).error).toBeNull();
    // The old access token still verifies, but carries no role any more.
    expect((await member.rpc("staff_role")).data).toBeNull();
    expect((await member.from("white_papers").insert(whitePaper({ status: "draft" }))).error?.code).toBe("42501");
    // The refresh token was revoked with the session.
    const refreshed = await member.auth.refreshSession();
    expect(refreshed.error).not.toBeNull();
    const sessions = await server.db.query("select count(*)::int as n from auth.sessions where user_id = $1", [
      ids.publisher,
    ]);
    expect(sessions.rows[0]).toEqual({ n: 0 });

    const history = await admin
      .from("team_history")
      .select("action, actor_email, member_email, old_role, new_role")
      .eq("member_email", PUBLISHER.email)
      .order("id");
    expect(history.data?.slice(-2)).toEqual([
      {
        action: "role_set",
        actor_email: ADMIN.email,
        member_email: PUBLISHER.email,
        old_role: "publisher",
        new_role: "author",
      },
      {
        action: "member_removed",
        actor_email: ADMIN.email,
        member_email: PUBLISHER.email,
        old_role: "author",
        new_role: null,
      },
    ]);
    expect((await author.from("team_history").select("id")).data).toEqual([]);
    // Back as a publisher (service_role, as the invite function writes).
    await service.from("admin_users").insert({ user_id: ids.publisher, role: "publisher", invited_by: ids.admin });
    expect((await admin.rpc("list_team_members")).data).toContainEqual(
      expect.objectContaining({ email: PUBLISHER.email, role: "publisher", invited_by: ids.admin }),
    );
  });

  it("the no-role account sees its administrators' e-mails and asks for access, at most 3 times a day", async () => {
    const admins = await editor.rpc("team_administrators");
    // One column (`returns table (email text)` is a set of text): a JSON array of strings.
    expect(admins.data).toEqual([ADMIN.email]);
    const first = await editor.rpc("request_access", { message: "I write the case studies" });
    expect(first.error).toBeNull();
    const inbox = await admin.from("access_requests").select("email, message");
    expect(inbox.data).toContainEqual({ email: EDITOR.email, message: "I write the case studies" });
    expect((await publisher.from("access_requests").select("id")).data).toEqual([]);
    await editor.rpc("request_access", { message: "2" });
    await editor.rpc("request_access", { message: "3" });
    const fourth = await editor.rpc("request_access", { message: "4" });
    expect([fourth.status, fourth.error?.code]).toEqual([429, "PT429"]);
    const member = await author.rpc("request_access", { message: "me too" });
    expect(member.error?.code).toBe("42501");
  });
});

describe("the team's MFA requirement", () => {
  it("turning it on needs aal2; then writes need aal2 while reads work at aal1; every change is in the history", async () => {
    const atAal1 = await admin.from("team_settings").update({ mfa_required: true }).eq("id", true).select();
    expect(atAal1.error?.code).toBe("42501");
    const adminAal2 = await clientWithAal(ids.admin, ADMIN.email, "aal2");
    const on = await adminAal2.from("team_settings").update({ mfa_required: true }).eq("id", true).select();
    expect(on.data).toEqual([expect.objectContaining({ mfa_required: true, updated_by: ids.admin })]);
    try {
      // The author signed in with a password only (aal1).
      const refused = await author.from("white_papers").insert(whitePaper({ status: "draft" }));
      expect(refused.error?.code).toBe("42501");
      expect((await author.rpc("mfa_satisfied")).data).toBe(false);
      expect((await author.from("white_papers").select("id").eq("status", "draft")).error).toBeNull();
      const upload = await author.storage.from("content-images-private").upload("team/mfa.png", PNG());
      expect((upload.error as { statusCode?: string } | null)?.statusCode).toBe("403");
      const authorAal2 = await clientWithAal(ids.author, AUTHOR.email, "aal2");
      const allowed = await authorAal2.from("white_papers").insert(whitePaper({ status: "draft" }));
      expect(allowed.error).toBeNull();
      // An admin at aal1 cannot turn it off either.
      const off1 = await admin.from("team_settings").update({ mfa_required: false }).eq("id", true).select();
      expect(off1.data).toEqual([]);
    } finally {
      const off = await adminAal2.from("team_settings").update({ mfa_required: false }).eq("id", true).select();
      expect(off.data).toEqual([expect.objectContaining({ mfa_required: false })]);
    }
    const history = await admin
      .from("team_history")
      .select("action, actor_email, details")
      .eq("action", "mfa_requirement_changed")
      .order("id");
    expect(history.data).toEqual([
      { action: "mfa_requirement_changed", actor_email: ADMIN.email, details: { mfa_required: true } },
      { action: "mfa_requirement_changed", actor_email: ADMIN.email, details: { mfa_required: false } },
    ]);
  });
});
