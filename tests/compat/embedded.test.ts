/**
 * Compatibility suite of issue #8 over HTTP: the same permission matrix
 * (permission-matrix.ts, cell by cell, the same CELLS list that
 * postgres.test.ts runs on real PostgreSQL) against the embedded backend
 * (`startTestServer()`, PGlite), through supabase-js as the site, admin and
 * server-side tools call it. Each response is mapped to the matrix's outcome
 * names by the shared `classify()`:
 *   PostgREST error code 42501 with HTTP 401 (anon) / 403 (signed in,
 *   service_role) → denied; Storage 400 with statusCode "403" → denied;
 *   `[]` / no row affected → filtered; rows → allowed (or own_rows); a
 *   Storage move answering 404 (the caller cannot see the source) with
 *   nothing moved → filtered.
 * Calls that change data act on rows made for the cell and are undone after it.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_JWT_SECRET } from "../../supabase/server/settings";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN, AUTHOR, EDITOR, PUBLISHER } from "../fixtures/accounts";
import { anonClient, signedInClient } from "../supabase/helpers";
import {
  classify,
  editorialChange,
  editorialRowPatch,
  hiddenPatch,
  INSERT_MARKER,
  insertRow,
  KEY_COLUMN,
  OWNER_COLUMN,
  privateFunctionArgs,
  schedulePatch,
  SLUG_CELL,
  slugRowPatch,
  updatePatch,
  type Observation,
} from "./fixtures";
import {
  CELLS,
  CONTENT_TABLES,
  STORAGE_BUCKETS,
  type Caller,
  type Cell,
  type PublicTable,
  type StorageBucket,
} from "./permission-matrix";

/** Folder the storage cells list, upload into and remove from, in each bucket. */
const FOLDER = "compat";

let server: RunningServer;
let service: SupabaseClient;
const clients = {} as Record<Caller, SupabaseClient>;
const userId = {} as Record<"admin" | "editor" | "author" | "publisher" | "otherAdmin" | "spare", string>;
const emailOf = { admin: ADMIN.email, editor: EDITOR.email, author: AUTHOR.email, publisher: PUBLISHER.email };
let counter = 0;

const PDF_FILE = { ext: "pdf", blob: () => new Blob(["%PDF-1.4 compat"], { type: "application/pdf" }) };
const PNG_FILE = {
  ext: "png",
  blob: () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: "image/png" }),
};
const MP4_FILE = {
  ext: "mp4",
  blob: () => new Blob([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70])], { type: "video/mp4" }),
};
/** A file each bucket accepts: a PDF for content-files and its private twin, a PNG for content-images and its twin. */
const FIXTURE_FILE: Record<StorageBucket, { ext: string; blob: () => Blob }> = {
  "content-files": PDF_FILE,
  "content-images": PNG_FILE,
  "content-files-private": PDF_FILE,
  "content-images-private": PNG_FILE,
  // Issue #28: a few bytes typed video/mp4 (Storage checks the declared type, not the content).
  videos: MP4_FILE,
  "videos-private": MP4_FILE,
};

beforeAll(async () => {
  server = await startTestServer();
  service = createClient(server.url, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  clients.service_role = service;
  clients.anon = anonClient(server) as unknown as SupabaseClient;
  clients.editor = (await signedInClient(server, EDITOR)) as unknown as SupabaseClient;
  clients.admin = (await signedInClient(server, ADMIN)) as unknown as SupabaseClient;
  // Issue #29: the seeded author and publisher.
  clients.author = (await signedInClient(server, AUTHOR)) as unknown as SupabaseClient;
  clients.publisher = (await signedInClient(server, PUBLISHER)) as unknown as SupabaseClient;
  for (const who of ["admin", "editor", "author", "publisher"] as const) {
    const session = (await clients[who].auth.getSession()).data.session;
    if (!session) throw new Error(`${who} has no session`);
    userId[who] = session.user.id;
  }
  // A second admin (the row the admin_users update and delete cells target) and a
  // user who is not an admin (the row an admin_users insert cell tries to add).
  for (const [who, email] of [
    ["otherAdmin", "other-admin@example.com"],
    ["spare", "spare@example.com"],
  ] as const) {
    const { data, error } = await service.auth.admin.createUser({
      email,
      password: `${who}-password`,
      email_confirm: true,
    });
    if (error || !data.user) throw new Error(`create ${email}: ${error?.message}`);
    userId[who] = data.user.id;
  }
  await must(service.from("admin_users").insert({ user_id: userId.otherAdmin }), "add the other admin");
  for (const bucket of STORAGE_BUCKETS) {
    const file = FIXTURE_FILE[bucket];
    await must(
      service.storage.from(bucket).upload(`${FOLDER}/listed.${file.ext}`, file.blob()),
      `upload the listed object to ${bucket}`,
    );
  }
  await must(
    service.from("enquiries").insert({ ...insertRow("enquiries", userId.spare), name: "compat fixture" }),
    "add an enquiry to read",
  );
  await must(service.from("site_builds").insert({ reason: "compat fixture" }), "add a build record to read");
  for (const table of ["access_requests", "review_requests"] as const) {
    const marker =
      table === "access_requests" ? { email: "compat-fixture@example.com" } : { item_title: "compat fixture" };
    await must(service.from(table).insert({ ...insertRow(table, userId.spare), ...marker }), `add a row of ${table}`);
  }
});

/**
 * A client whose requests carry a JWT minted with the project's secret for a
 * team member, with the `aal` claim an MFA cell names (issue #29): what the
 * local Auth issues after a password (aal1) or a TOTP code (aal2).
 */
async function clientAt(caller: "author" | "publisher" | "admin", aal: "aal1" | "aal2"): Promise<SupabaseClient> {
  const token = await new SignJWT({
    sub: userId[caller],
    email: emailOf[caller],
    role: "authenticated",
    aud: "authenticated",
    aal,
    amr: [{ method: aal === "aal2" ? "totp" : "password", timestamp: Math.floor(Date.now() / 1000) }],
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(DEFAULT_JWT_SECRET));
  return createClient(server.url, server.anonKey, { accessToken: async () => token });
}

afterAll(() => server?.close());

/** Awaits a supabase-js call made as service_role and throws on its error (fixture set-up must not fail silently). */
async function must<T extends { error: unknown }>(call: PromiseLike<T>, what: string): Promise<T> {
  const res = await call;
  if (res.error) throw new Error(`${what}: ${JSON.stringify(res.error)}`);
  return res;
}

/** Rows that exist, counted on the database directly (as the superuser). */
async function countRows(sql: string): Promise<number> {
  return (await server.db.query<{ n: number }>(sql)).rows[0]!.n;
}

/**
 * A fresh row of a content table or enquiries, made by service_role, for one
 * update/delete/hidden cell; `extra` overrides columns (a draft, a trashed row).
 */
async function freshRow(
  table: Exclude<PublicTable, "admin_users" | "content_audit_log" | "team_settings" | "team_history">,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const { data } = await must(
    service
      .from(table)
      .insert({ ...insertRow(table, userId.spare), ...extra })
      .select("id")
      .single(),
    table,
  );
  return (data as { id: string }).id;
}

/** The id of an existing audit log row (the triggers logged the fixtures' inserts), for a log update/delete cell. */
async function someLogRow(): Promise<string> {
  const r = await server.db.query<{ id: string }>("select id from public.content_audit_log limit 1");
  if (!r.rows[0]) throw new Error("the content audit log is empty");
  return r.rows[0].id;
}

/** The id of an existing team history row (adding the members wrote some), for a history update/delete cell. */
async function someHistoryRow(): Promise<number> {
  const r = await server.db.query<{ id: number }>("select id::int as id from public.team_history limit 1");
  if (!r.rows[0]) throw new Error("the team history is empty");
  return r.rows[0].id;
}

/** A PostgREST error as the matrix sees it: 42501 counts as denied only with PostgREST's status for the caller. */
function restError(
  caller: Caller,
  error: { code?: string; message: string },
  status: number,
): NonNullable<Observation["error"]> {
  const code = error.code ?? `HTTP ${status}`;
  if (code === "42501") {
    const want = caller === "anon" ? 401 : 403;
    if (status !== want)
      return { code: `42501 with HTTP ${status} (PostgREST answers ${want})`, message: error.message };
  }
  return { code, message: error.message };
}

/** A Storage error as the matrix sees it: HTTP 400 with statusCode "403" is Storage's RLS/privilege refusal. */
function storageError(error: unknown): NonNullable<Observation["error"]> {
  const e = error as { status?: number; statusCode?: string; message?: string };
  if (e.status === 400 && e.statusCode === "403") return { code: "42501", message: e.message ?? "" };
  return { code: `storage ${e.status}/${e.statusCode}`, message: e.message ?? String(error) };
}

type Rows = { data: unknown[] | null; error: { code?: string; message: string } | null; status: number };

/** Turns a PostgREST answer with rows into an observation. */
function fromRest(caller: Caller, res: Rows, extra: Partial<Observation> = {}): Observation {
  if (res.error) return { error: restError(caller, res.error, res.status), rows: 0 };
  return { rows: res.data?.length ?? 0, ...extra };
}

/** The RPCs that change build records (issue #27): their cells run on a waiting request and put the records back. */
const SITE_BUILD_RPCS = new Set<string>(["request_site_build", "claim_site_build", "finish_site_build"]);

/**
 * Makes sure a build request waits (claim and finish need one), and returns
 * the newest record's id and a function that puts every record back as it
 * was (rows added by the cell removed, changed ones restored).
 */
async function saveBuilds(): Promise<{ newest: number; restore: () => Promise<void> }> {
  await server.db.query("insert into public.site_builds (reason) values ('compat waiting')");
  const saved = (
    await server.db.query<{ rows: string }>(
      "select coalesce(json_agg(b), '[]')::text as rows from public.site_builds b",
    )
  ).rows[0]!.rows;
  const newest = (await server.db.query<{ id: number }>("select max(id)::int as id from public.site_builds")).rows[0]!
    .id;
  return {
    newest,
    async restore() {
      await server.db.query("delete from public.site_builds where id > $1", [newest]);
      await server.db.query(
        `update public.site_builds b
            set status = s.status, changes = s.changes, reason = s.reason, started_at = s.started_at,
                finished_at = s.finished_at, data_as_of = s.data_as_of, error = s.error, requested_by = s.requested_by
           from json_populate_recordset(null::public.site_builds, $1::json) s
          where b.id = s.id`,
        [saved],
      );
      await server.db.query("delete from public.site_builds where reason = 'compat waiting'");
    },
  };
}

/** Runs one cell through supabase-js and undoes what it changed; an MFA cell (issue #29) while the team requires MFA. */
async function observe(cell: Cell): Promise<Observation> {
  if (!cell.mfa) return observeWith(clients[cell.caller], cell);
  const c = await clientAt(cell.caller as "author" | "publisher" | "admin", cell.mfa);
  await must(service.from("team_settings").update({ mfa_required: true }).eq("id", true), "require MFA");
  try {
    return await observeWith(c, cell);
  } finally {
    await must(service.from("team_settings").update({ mfa_required: false }).eq("id", true), "stop requiring MFA");
  }
}

/** The RPCs of issue #29 that change the team or the requests: their cells put everything back. */
async function observeTeamRpc(c: SupabaseClient, cell: Cell, fn: string): Promise<Observation> {
  const draft = fn === "submit_for_review" ? await freshRow("white_papers", editorialRowPatch("edit_draft")) : null;
  try {
    const args =
      fn === "set_member_role"
        ? { member: userId.otherAdmin, new_role: "publisher" }
        : fn === "remove_member"
          ? { member: userId.otherAdmin }
          : fn === "request_access"
            ? { message: "compat" }
            : fn === "submit_for_review"
              ? { table_name: "white_papers", item_id: draft }
              : undefined;
    const { data, error, status } = await c.rpc(fn, args);
    if (error) return { error: restError(cell.caller, error, status), rows: 0 };
    // team_administrators returns a set of text (its one column): PostgREST answers a JSON array of strings.
    return { rows: 1, value: data };
  } finally {
    if (fn === "set_member_role" || fn === "remove_member") {
      await must(
        service.from("admin_users").upsert({ user_id: userId.otherAdmin, role: "admin" }, { onConflict: "user_id" }),
        "put the other admin back",
      );
    }
    if (fn === "request_access") await server.db.query("delete from public.access_requests where message = 'compat'");
    if (draft) {
      await server.db.query("delete from public.review_requests where item_id = $1", [draft]);
      await must(service.from("white_papers").delete().eq("id", draft), "remove the cell's draft");
    }
  }
}

const TEAM_RPC_CELLS = new Set<string>([
  "list_team_members",
  "set_member_role",
  "remove_member",
  "team_administrators",
  "request_access",
  "submit_for_review",
]);

async function observeWith(c: SupabaseClient, cell: Cell): Promise<Observation> {
  const t = cell.target;
  if (t.kind === "rpc" && TEAM_RPC_CELLS.has(t.fn)) return observeTeamRpc(c, cell, t.fn);
  if (t.kind === "editorial") {
    // Issue #29: one editorial step through PostgREST on a row made for the cell.
    if (t.op === "insert_draft") {
      const res = await c
        .from(t.table)
        .insert({ ...insertRow(t.table, userId.spare), ...editorialRowPatch(t.op) }, { count: "exact" });
      await server.db.query(`delete from public.${t.table} where title = 'compat insert'`);
      if (res.error) return { error: restError(cell.caller, res.error, res.status), rows: 0 };
      return { rows: res.count ?? 0 };
    }
    const id = await freshRow(t.table, editorialRowPatch(t.op));
    try {
      const res = (
        t.op === "purge"
          ? await c.from(t.table).delete().eq("id", id).select("id")
          : await c.from(t.table).update(editorialChange(t.op)).eq("id", id).select("id")
      ) as Rows;
      return fromRest(cell.caller, res);
    } finally {
      await service.from(t.table).delete().eq("id", id);
    }
  }
  if (t.kind === "rpc") {
    const video = t.fn === "increment_video_views" ? await freshRow("videos") : null;
    const builds = SITE_BUILD_RPCS.has(t.fn) ? await saveBuilds() : null;
    try {
      const args =
        t.fn === "increment_video_views"
          ? { video_id: video }
          : t.fn === "request_site_build"
            ? { p_reason: "compat" }
            : t.fn === "finish_site_build"
              ? { p_id: builds!.newest, p_ok: true }
              : undefined;
      const { data, error, status } = await c.rpc(t.fn, args);
      if (error) return { error: restError(cell.caller, error, status), rows: 0 };
      return { rows: 1, value: data };
    } finally {
      if (video) await must(service.from("videos").delete().eq("id", video), "remove the cell's video");
      if (builds) await builds.restore();
    }
  }
  if (t.kind === "storage") {
    const bucket = c.storage.from(t.bucket);
    const file = FIXTURE_FILE[t.bucket];
    if (t.action === "list") {
      const total = await countRows(
        `select count(*)::int as n from storage.objects
          where bucket_id = '${t.bucket}' and name like '${FOLDER}/%' and name not like '${FOLDER}/%/%'`,
      );
      const { data, error } = await bucket.list(FOLDER);
      if (error) return { error: storageError(error), rows: 0 };
      return { rows: data.length, total };
    }
    const path = `${FOLDER}/${t.action}-${cell.caller}-${++counter}.${file.ext}`;
    try {
      if (t.action === "upload") {
        const blob = file.blob();
        const { data, error } = await bucket.upload(path, blob, { contentType: blob.type });
        if (error) return { error: storageError(error), rows: 0 };
        return { rows: data?.path === path ? 1 : 0 };
      }
      await must(service.storage.from(t.bucket).upload(path, file.blob()), "upload the remove or move target");
      if (t.action === "update") {
        // Storage's move to a new name (issue #27). A source the caller cannot see answers
        // 404 Object not found, as hosted: nothing was moved, which the matrix calls filtered.
        const moved = `${FOLDER}/moved-${cell.caller}-${counter}.${file.ext}`;
        const { error } = await bucket.move(path, moved);
        const there = await countRows(
          `select count(*)::int as n from storage.objects where bucket_id = '${t.bucket}' and name = '${moved}'`,
        );
        await service.storage.from(t.bucket).remove([moved]);
        const hidden = (error as { statusCode?: string } | null)?.statusCode === "404";
        if (error && !(hidden && there === 0)) return { error: storageError(error), rows: 0 };
        return { rows: there };
      }
      const { data, error } = await bucket.remove([path]);
      if (error) return { error: storageError(error), rows: 0 };
      return { rows: data.length };
    } finally {
      await service.storage.from(t.bucket).remove([path]);
    }
  }

  if (t.kind === "hidden" || t.kind === "scheduled") {
    const id = await freshRow(t.table, t.kind === "hidden" ? hiddenPatch(t.state) : schedulePatch(t.when));
    try {
      const res = (await c.from(t.table).select("*").eq("id", id)) as Rows;
      return fromRest(cell.caller, res, { total: 1 });
    } finally {
      await must(service.from(t.table).delete().eq("id", id), "remove the cell's hidden row");
    }
  }

  if (t.kind === "private_fn") {
    // Not served: PostgREST exposes only `public`, and the name is no function of `public`.
    const args = privateFunctionArgs(t.fn);
    const inPrivate = await c.schema("private").rpc(t.fn, args);
    const inPublic = await c.rpc(t.fn, args);
    if (inPrivate.error?.code === "PGRST106" && inPrivate.status === 406 && inPublic.error?.code === "PGRST202") {
      return { error: { code: "42501", message: `${inPrivate.error.message}; ${inPublic.error.message}` }, rows: 0 };
    }
    return {
      error: {
        code: `private ${inPrivate.status} ${inPrivate.error?.code}, public ${inPublic.status} ${inPublic.error?.code}`,
        message: "a slug-trigger function answered over the Data API",
      },
      rows: 0,
    };
  }

  if (t.kind === "slug") {
    const id = await freshRow(t.table, slugRowPatch());
    try {
      const res = (await c
        .from(t.table)
        .update({ slug: SLUG_CELL.next })
        .eq("id", id)
        .select("slug, previous_slugs")) as Rows;
      return fromRest(cell.caller, res, { value: res.data?.[0] });
    } finally {
      await must(service.from(t.table).delete().eq("id", id), "remove the cell's slug row");
    }
  }

  // Site settings (issue #30): every cell targets its one row, put back after.
  if (t.table === "site_settings") return observeSiteSettings(c, cell);
  const table = t.table;
  const key = KEY_COLUMN[table];
  const from = () => c.from(table);
  switch (t.action) {
    case "select": {
      const total = await countRows(`select count(*)::int as n from public.${table}`);
      const res = (await from().select("*")) as Rows;
      const ownerCol = OWNER_COLUMN[table];
      const allOwn =
        ownerCol !== undefined &&
        (res.data ?? []).every(
          (r) => (r as Record<string, unknown>)[ownerCol] === userId[cell.caller as "admin" | "editor" | "author"],
        );
      return fromRest(cell.caller, res, { total, allOwn });
    }
    case "insert": {
      // No representation asked for (return=minimal), as the product inserts;
      // the exact count says whether the row was stored.
      const row = insertRow(table, userId.spare);
      const res = await from().insert(row, { count: "exact" });
      const marker = INSERT_MARKER[table];
      await server.db.query(`delete from public.${table} where ${marker.column} = $1`, [marker.value(userId.spare)]);
      if (res.error) return { error: restError(cell.caller, res.error, res.status), rows: 0 };
      return { rows: res.count ?? 0 };
    }
    case "update":
    case "delete": {
      const target =
        table === "admin_users"
          ? userId.otherAdmin
          : table === "content_audit_log"
            ? await someLogRow()
            : table === "team_settings"
              ? true
              : table === "team_history"
                ? await someHistoryRow()
                : await freshRow(table);
      const res = (
        t.action === "update"
          ? await from().update(updatePatch(table)).eq(key, target).select()
          : await from().delete().eq(key, target).select()
      ) as Rows;
      if (table === "admin_users") {
        // Put the other admin's row back as it was (a service_role delete removes it).
        await must(
          service.from("admin_users").upsert({ user_id: userId.otherAdmin }, { onConflict: "user_id" }),
          "restore the other admin",
        );
      } else if (table !== "content_audit_log" && table !== "team_settings" && table !== "team_history") {
        await must(service.from(table).delete().eq("id", target), "remove the cell's row");
      }
      return fromRest(cell.caller, res);
    }
  }
}

/**
 * A site_settings cell (issue #30) through supabase-js: select, insert a
 * second row, update or delete the one row (`id` true); the row is put back
 * as it was afterwards (its company name; a wrongly deleted row re-inserted).
 */
async function observeSiteSettings(c: SupabaseClient, cell: Cell): Promise<Observation> {
  const action = (cell.target as { action: string }).action;
  const from = () => c.from("site_settings");
  const saved = (await server.db.query<{ name: string }>("select company_name_en as name from public.site_settings"))
    .rows[0]!.name;
  try {
    if (action === "select") {
      const total = await countRows("select count(*)::int as n from public.site_settings");
      return fromRest(cell.caller, (await from().select("*")) as Rows, { total });
    }
    if (action === "insert") {
      const res = await from().insert(insertRow("site_settings", userId.spare), { count: "exact" });
      if (res.error) return { error: restError(cell.caller, res.error, res.status), rows: 0 };
      return { rows: res.count ?? 0 };
    }
    const res = (
      action === "update"
        ? await from().update(updatePatch("site_settings")).eq("id", true).select()
        : await from().delete().eq("id", true).select()
    ) as Rows;
    return fromRest(cell.caller, res);
  } finally {
    await server.db.query("delete from public.site_settings where id is distinct from true");
    await server.db.query(
      `insert into public.site_settings (id, company_name_en) values (true, $1)
       on conflict (id) do update set company_name_en = excluded.company_name_en`,
      [saved],
    );
  }
}

describe("permission matrix on the embedded backend (supabase-js over HTTP)", () => {
  it("has the fixtures the matrix needs", async () => {
    for (const table of [...CONTENT_TABLES, "enquiries"]) {
      expect(await countRows(`select count(*)::int as n from public.${table}`), table).toBeGreaterThan(0);
    }
    // The seeded admin, author and publisher (issue #29), and the other admin.
    expect(await countRows("select count(*)::int as n from public.admin_users")).toBe(4);
    expect(await countRows("select count(*)::int as n from public.content_audit_log")).toBeGreaterThan(0);
    expect(await countRows("select count(*)::int as n from public.site_builds")).toBeGreaterThan(0);
  });

  for (const cell of CELLS) {
    it(cell.id, async () => {
      const obs = await observe(cell);
      expect(classify(cell, obs), `${cell.id}: expected ${cell.expected} because ${cell.why}`).toBe(cell.expected);
    });
  }
});
