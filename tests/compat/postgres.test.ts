/**
 * Compatibility suite of issues #8 and #23 on a real PostgreSQL: a throwaway
 * cluster gets the hosted Supabase baseline (supabase/dev/hosted-baseline.sql,
 * as supabase_admin) and this project's migrations, pushed by the pinned
 * Supabase CLI (`supabase db push --db-url`, connected as the non-superuser
 * `postgres`). Then every cell of the
 * permission matrix (permission-matrix.ts) runs exactly as PostgREST and
 * Storage run requests: connected as `authenticator`, in a transaction,
 * `set local role <anon|authenticated|service_role>`, the JWT claims in
 * `request.jwt.claims`, the statement, rollback. Advisor-style lints
 * (lints.ts) must report nothing, and must report deliberate mistakes. Last,
 * shared/types/database.ts must equal what postgres-meta generates from it.
 */
import { randomUUID } from "node:crypto";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeTypesDrift, generateDatabaseTypes, readCommittedTypes } from "../../supabase/dev/database-types";
import { pushMigrations } from "../../supabase/dev/hosted-like-db";
import { startCluster, type Cluster } from "../../supabase/dev/postgres-cluster";
import { SupabaseCliError } from "../../supabase/dev/supabase-cli";
import {
  classify,
  editorialChange,
  editorialRowPatch,
  hiddenPatch,
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
import { CATALOG_CATEGORIES, CATALOG_LANGUAGES, CATALOG_TITLE_MAX } from "../../shared/types/domain";
import { DEFAULT_SITE_SETTINGS } from "../../shared/site-settings/defaults";
import { malformedOfficeLists, VALID_OFFICE } from "../fixtures/site-settings";
import { ITEM_PAGE_CASES, type AltTable, type ItemPageDriver, type Written } from "./item-page-behaviour";
import { runLints } from "./lints";
import { applyBaseline, applyMigrations, listMigrations, type MigrationPush } from "./migrate";
import {
  API_ROLES,
  CELLS,
  CONTENT_TABLES,
  PRIVATE_FUNCTIONS,
  ROLE_OF,
  STORAGE_BUCKETS,
  TABLE_GRANTS,
  type StorageBucket,
  type Caller,
  type Cell,
  type PublicTable,
} from "./permission-matrix";

const USERS = {
  admin: { id: randomUUID(), email: "admin@example.com" },
  editor: { id: randomUUID(), email: "editor@example.com" },
  /** Issue #29: a member with role author, and one with role publisher. */
  author: { id: randomUUID(), email: "author@example.com" },
  publisher: { id: randomUUID(), email: "publisher@example.com" },
  /** A second admin: the admin must see only their own admin_users row, not this one. */
  otherAdmin: { id: randomUUID(), email: "other-admin@example.com" },
  /** Not an admin: the row an admin_users insert cell tries to add. */
  spare: { id: randomUUID(), email: "spare@example.com" },
};
/** The file extension and MIME type of each bucket's fixture objects. */
const FIXTURE_TYPE: Record<StorageBucket, { ext: string; mime: string }> = {
  "content-files": { ext: "pdf", mime: "application/pdf" },
  "content-images": { ext: "png", mime: "image/png" },
  "content-files-private": { ext: "pdf", mime: "application/pdf" },
  "content-images-private": { ext: "png", mime: "image/png" },
  videos: { ext: "mp4", mime: "video/mp4" },
  "videos-private": { ext: "mp4", mime: "video/mp4" },
};
const listedObject = (bucket: StorageBucket) => `compat/listed.${FIXTURE_TYPE[bucket].ext}`;
const removeTarget = (bucket: StorageBucket) => `compat/remove-target.${FIXTURE_TYPE[bucket].ext}`;
const objectMetadata = (bucket: StorageBucket) => JSON.stringify({ mimetype: FIXTURE_TYPE[bucket].mime, size: 10 });

let cluster: Cluster;
let superuser: pg.Client; // supabase_admin: fixtures and "what exists" counts
let api: pg.Client; // authenticator: every matrix cell, as PostgREST connects
let owner: pg.Client; // postgres: lints and the scratch probes
let applied: MigrationPush;
/** Key of the row each update/delete cell targets, per table. */
const targetKey = {} as Record<PublicTable, string>;

beforeAll(async () => {
  cluster = await startCluster();
  await applyBaseline(cluster);
  applied = await applyMigrations(cluster);
  superuser = await cluster.connect("supabase_admin");
  api = await cluster.connect("authenticator");
  owner = await cluster.connect("postgres");

  for (const u of Object.values(USERS)) {
    await superuser.query(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, created_at, updated_at,
         raw_app_meta_data, raw_user_meta_data)
       values ($1, 'authenticated', 'authenticated', $2, '', now(), now(), now(), '{"provider":"email"}', '{}')`,
      [u.id, u.email],
    );
  }
  await superuser.query("insert into public.admin_users (user_id) values ($1), ($2)", [
    USERS.admin.id,
    USERS.otherAdmin.id,
  ]);
  await superuser.query("insert into public.admin_users (user_id, role) values ($1, 'author'), ($2, 'publisher')", [
    USERS.author.id,
    USERS.publisher.id,
  ]);
  targetKey.admin_users = USERS.otherAdmin.id;
  // The one settings row (issue #30), inserted by its migration.
  targetKey.site_settings = "true";
  // Issue #29: the one settings row; the history rows the admin_users inserts above wrote.
  targetKey.team_settings = "true";
  targetKey.team_history = (
    await superuser.query<{ key: string }>("select id::text as key from public.team_history limit 1")
  ).rows[0]!.key;
  for (const table of [...CONTENT_TABLES, "enquiries", "site_builds", "access_requests", "review_requests"] as const) {
    const { text, values } = insertSql(table, { ...insertRow(table, USERS.spare.id), ...FIXTURE_MARK[table] });
    targetKey[table] = (await superuser.query<{ key: string }>(`${text} returning id as key`, values)).rows[0]!.key;
  }
  // The fixture inserts above were logged by the content tables' triggers (issue #12).
  targetKey.content_audit_log = (
    await superuser.query<{ key: string }>("select id as key from public.content_audit_log limit 1")
  ).rows[0]!.key;
  for (const bucket of STORAGE_BUCKETS) {
    await superuser.query(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
       values ($1, $2, $3, $4, $6), ($1, $5, $3, $4, $6)`,
      [bucket, listedObject(bucket), USERS.admin.id, USERS.admin.id, removeTarget(bucket), objectMetadata(bucket)],
    );
  }
});

afterAll(async () => {
  await Promise.all([superuser?.end(), api?.end(), owner?.end()].map((p) => p?.catch(() => undefined)));
  await cluster?.stop();
});

/** The fixture rows differ from what an insert cell adds (so a cell's insert is told apart). */
const FIXTURE_MARK: Partial<Record<PublicTable, Record<string, unknown>>> = {
  catalog_files: { name: "compat-fixture.pdf" },
  enquiries: { name: "compat fixture" },
  site_builds: { reason: "compat fixture" },
  access_requests: { email: "compat-fixture@example.com" },
  review_requests: { item_title: "compat fixture" },
};

/**
 * `insert into public.<table> (...) values ($1, ...)` for a row object (JSON
 * for objects/arrays), without RETURNING: PostgREST's `return=minimal`, which
 * the product's inserts use (and which a visitor's enquiry insert needs: it
 * has no SELECT right).
 */
function insertSql(table: PublicTable, row: Record<string, unknown>): { text: string; values: unknown[] } {
  const cols = Object.keys(row);
  const values = cols.map((c) => (typeof row[c] === "object" && row[c] !== null ? JSON.stringify(row[c]) : row[c]));
  return {
    text: `insert into public.${table} (${cols.join(", ")}) values (${cols.map((_, i) => `$${i + 1}`).join(", ")})`,
    values,
  };
}

/**
 * Runs `statement` on the API connection inside a savepoint (the caller's
 * transaction and role stay as they are) and rolls it back if it fails.
 * @returns the failure's SQLSTATE, or null when the statement succeeded.
 */
async function sqlstateInSavepoint({ text, values }: { text: string; values: unknown[] }): Promise<string | null> {
  await api.query("savepoint probe");
  try {
    await api.query(text, values);
    await api.query("release savepoint probe");
    return null;
  } catch (error) {
    await api.query("rollback to savepoint probe");
    return (error as { code?: string }).code ?? "unknown";
  }
}

/**
 * The JWT claims PostgREST would put in request.jwt.claims for each caller: a
 * signed-in user's carry `aal` as GoTrue's do (aal1 after a password, aal2
 * after a TOTP code; an MFA cell, issue #29, says which).
 */
function claimsOf(caller: Caller, aal: "aal1" | "aal2" = "aal1"): Record<string, unknown> {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  if (caller === "anon") return { iss: "supabase", role: "anon", exp };
  if (caller === "service_role") return { iss: "supabase", role: "service_role", exp };
  const user = USERS[caller];
  return { iss: "supabase", sub: user.id, email: user.email, role: "authenticated", aud: "authenticated", aal, exp };
}

/** How each RPC of issue #29 is called (`$1`: the other admin, or the draft a review is asked for). */
const TEAM_RPC_SQL = {
  staff_role: "select public.staff_role() as result",
  can_edit_content: "select public.can_edit_content() as result",
  can_publish: "select public.can_publish() as result",
  mfa_satisfied: "select public.mfa_satisfied() as result",
  list_team_members: "select coalesce(json_agg(m), '[]'::json) as result from public.list_team_members() m",
  set_member_role: "select public.set_member_role($1, 'publisher') as result",
  remove_member: "select public.remove_member($1) as result",
  team_administrators: "select coalesce(json_agg(m.email), '[]'::json) as result from public.team_administrators() m",
  request_access: "select public.request_access('compat') as result",
  submit_for_review: "select public.submit_for_review('white_papers', $1) as result",
} as const;

/** Rows that exist for a select/list cell, counted by the superuser. */
async function totalFor(cell: Cell): Promise<number> {
  const t = cell.target;
  if (t.kind === "table") {
    return (await superuser.query<{ n: number }>(`select count(*)::int as n from public.${t.table}`)).rows[0]!.n;
  }
  if (t.kind !== "storage") throw new Error(`${cell.id}: nothing to count`);
  return (
    await superuser.query<{ n: number }>("select count(*)::int as n from storage.objects where bucket_id = $1", [
      t.bucket,
    ])
  ).rows[0]!.n;
}

/**
 * Runs one cell as PostgREST/Storage would, in a transaction that is always
 * rolled back. A hidden-row or scheduled-row cell first adds its draft,
 * trashed or scheduled row (as the superuser, committed, so the caller's
 * transaction sees it) and removes it after.
 */
async function observe(cell: Cell): Promise<Observation> {
  if (!cell.mfa) return observeRow(cell);
  // Issue #29: the team requires MFA for this cell only.
  await superuser.query("update public.team_settings set mfa_required = true");
  try {
    return await observeRow(cell);
  } finally {
    await superuser.query("update public.team_settings set mfa_required = false");
  }
}

async function observeRow(cell: Cell): Promise<Observation> {
  const t = cell.target;
  if (t.kind === "editorial" || (t.kind === "rpc" && t.fn === "submit_for_review")) {
    // Issue #29: the row an editorial step or a review request acts on (none for insert_draft).
    const table = t.kind === "editorial" ? t.table : "white_papers";
    const op = t.kind === "editorial" ? t.op : "edit_draft";
    if (op === "insert_draft") return observeIn(cell, undefined);
    const { text, values } = insertSql(table, { ...insertRow(table, USERS.spare.id), ...editorialRowPatch(op) });
    const id = (await superuser.query<{ id: string }>(`${text} returning id`, values)).rows[0]!.id;
    try {
      return await observeIn(cell, id);
    } finally {
      await superuser.query(`delete from public.${table} where id = $1`, [id]);
      await superuser.query("delete from public.review_requests where item_id = $1", [id]);
    }
  }
  if (t.kind !== "hidden" && t.kind !== "scheduled" && t.kind !== "slug") return observeIn(cell, undefined);
  const patch =
    t.kind === "hidden" ? hiddenPatch(t.state) : t.kind === "scheduled" ? schedulePatch(t.when) : slugRowPatch();
  const { text, values } = insertSql(t.table, { ...insertRow(t.table, USERS.spare.id), ...patch });
  const id = (await superuser.query<{ id: string }>(`${text} returning id`, values)).rows[0]!.id;
  try {
    return await observeIn(cell, id);
  } finally {
    await superuser.query(`delete from public.${t.table} where id = $1`, [id]);
  }
}

async function observeIn(cell: Cell, hiddenId: string | undefined): Promise<Observation> {
  const t = cell.target;
  const claims = claimsOf(cell.caller, cell.mfa);
  const total =
    (t.kind === "table" && t.action === "select") || (t.kind === "storage" && t.action === "list")
      ? await totalFor(cell)
      : undefined;
  await api.query("begin");
  try {
    await api.query(`set local role ${ROLE_OF[cell.caller]}`);
    await api.query("select set_config('search_path', 'public, extensions', true)");
    await api.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
    if (t.kind === "rpc" && TEAM_RPC_SQL[t.fn as keyof typeof TEAM_RPC_SQL]) {
      // Issue #29's RPCs, as PostgREST calls them (table results as JSON arrays).
      const sql = TEAM_RPC_SQL[t.fn as keyof typeof TEAM_RPC_SQL];
      const args = t.fn === "submit_for_review" ? [hiddenId] : sql.includes("$1") ? [USERS.otherAdmin.id] : [];
      const res = await api.query(sql, args);
      return { rows: res.rowCount ?? 0, value: res.rows[0]?.result };
    }
    if (t.kind === "editorial") {
      // PostgREST's POST / PATCH / DELETE /rest/v1/<table>?id=eq.<id>
      if (t.op === "insert_draft") {
        const { text, values } = insertSql(t.table, {
          ...insertRow(t.table, USERS.spare.id),
          ...editorialRowPatch(t.op),
        });
        return { rows: (await api.query(text, values)).rowCount ?? 0 };
      }
      if (t.op === "purge") {
        const res = await api.query(`delete from public.${t.table} where id = $1 returning id`, [hiddenId]);
        return { rows: res.rowCount ?? 0 };
      }
      const change = editorialChange(t.op);
      const cols = Object.keys(change);
      const res = await api.query(
        `update public.${t.table} set ${cols.map((c, i) => `${c} = $${i + 2}`).join(", ")} where id = $1 returning id`,
        [hiddenId, ...cols.map((c) => change[c])],
      );
      return { rows: res.rowCount ?? 0 };
    }
    if (t.kind === "rpc") {
      const res =
        t.fn === "is_admin"
          ? await api.query("select public.is_admin() as result")
          : t.fn === "increment_video_views"
            ? await api.query("select public.increment_video_views($1) as result", [targetKey.videos])
            : t.fn === "request_site_build"
              ? await api.query("select public.request_site_build('compat') as result")
              : t.fn === "claim_site_build"
                ? await api.query("select to_jsonb(b) as result from public.claim_site_build() b")
                : await api.query("select public.finish_site_build($1, true) as result", [targetKey.site_builds]);
      return { rows: res.rowCount ?? 0, value: res.rows[0]?.result };
    }
    if (t.kind === "storage") {
      const sub = (claims.sub as string | undefined) ?? null;
      if (t.action === "list") {
        const res = await api.query("select id, name from storage.objects where bucket_id = $1", [t.bucket]);
        return { rows: res.rowCount ?? 0, total };
      }
      if (t.action === "upload") {
        const res = await api.query(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
           values ($1, $2, $3, $4, $5) returning id`,
          [t.bucket, `compat/upload-${cell.caller}.${FIXTURE_TYPE[t.bucket].ext}`, sub, sub, objectMetadata(t.bucket)],
        );
        return { rows: res.rowCount ?? 0 };
      }
      if (t.action === "update") {
        // Storage's move: the row gets a new name (issue #27); the transaction is rolled back.
        const res = await api.query(
          "update storage.objects set name = $3 where bucket_id = $1 and name = $2 returning id",
          [t.bucket, removeTarget(t.bucket), `compat/moved-${cell.caller}.${FIXTURE_TYPE[t.bucket].ext}`],
        );
        return { rows: res.rowCount ?? 0 };
      }
      // The Storage API lets its own deletes through the protect_delete trigger.
      await api.query("select set_config('storage.allow_delete_query', 'true', true)");
      const res = await api.query("delete from storage.objects where bucket_id = $1 and name = any($2) returning *", [
        t.bucket,
        [removeTarget(t.bucket)],
      ]);
      return { rows: res.rowCount ?? 0 };
    }
    if (t.kind === "private_fn") {
      // What a caller could try in SQL (PostgREST does not even expose the schema).
      const args = privateFunctionArgs(t.fn);
      const names = Object.keys(args);
      const casts: Record<string, string> = { tbl: "::regclass", item: "::uuid" };
      const res = await api.query(
        `select private.${t.fn}(${names.map((n, i) => `${n} => $${i + 1}${casts[n] ?? ""}`).join(", ")}) as result`,
        Object.values(args),
      );
      return { rows: res.rowCount ?? 0, value: res.rows[0]?.result };
    }
    if (t.kind === "slug") {
      // PostgREST's PATCH /rest/v1/<table>?id=eq.<id> with Prefer: return=representation
      const res = await api.query<{ slug: string; previous_slugs: string[] }>(
        `update public.${t.table} set slug = $1 where id = $2 returning slug, previous_slugs`,
        [SLUG_CELL.next, hiddenId],
      );
      return { rows: res.rowCount ?? 0, value: res.rows[0] };
    }
    if (t.kind === "hidden" || t.kind === "scheduled") {
      // PostgREST's GET /rest/v1/<table>?id=eq.<id>
      const res = await api.query(`select * from public.${t.table} where id = $1`, [hiddenId]);
      return { rows: res.rowCount ?? 0, total: 1 };
    }
    const key = KEY_COLUMN[t.table];
    switch (t.action) {
      case "select": {
        const res = await api.query<Record<string, unknown>>(`select * from public.${t.table}`);
        const ownerCol = OWNER_COLUMN[t.table];
        const allOwn = ownerCol ? res.rows.every((r) => r[ownerCol] === claims.sub) : false;
        return { rows: res.rowCount ?? 0, total, allOwn };
      }
      case "insert": {
        const { text, values } = insertSql(t.table, insertRow(t.table, USERS.spare.id));
        return { rows: (await api.query(text, values)).rowCount ?? 0 };
      }
      case "update": {
        const [[col, value]] = Object.entries(updatePatch(t.table)) as [[string, unknown]];
        const res = await api.query(`update public.${t.table} set ${col} = $1 where ${key} = $2 returning *`, [
          value,
          targetKey[t.table],
        ]);
        return { rows: res.rowCount ?? 0 };
      }
      case "delete": {
        const res = await api.query(`delete from public.${t.table} where ${key} = $1 returning *`, [
          targetKey[t.table],
        ]);
        return { rows: res.rowCount ?? 0 };
      }
    }
  } catch (e) {
    const err = e as { code?: string; message: string };
    return { error: { code: err.code ?? "?", message: err.message }, rows: 0 };
  } finally {
    await api.query("rollback");
  }
}

describe("hosted baseline and migrations", () => {
  it("the Supabase CLI's db push applies every migration file as postgres, in version order", async () => {
    const files = await listMigrations();
    expect(files.length).toBeGreaterThan(0);
    expect(applied.migrations.map((m) => m.version)).toEqual(files.map((m) => m.version));
    const applying = [...applied.cli.stderr.matchAll(/^Applying migration (\S+)\.\.\.$/gm)].map((m) => m[1]);
    expect(applying).toEqual(files.map((m) => path.basename(m.file)));
    console.info(`supabase db push of ${files.length} migrations: ${applied.cli.ms} ms`);
  });

  it("records them in supabase_migrations.schema_migrations as the CLI writes it", async () => {
    const files = await listMigrations();
    const recorded = await owner.query<{ version: string; name: string; statements: string[] }>(
      "select version, name, statements from supabase_migrations.schema_migrations order by version",
    );
    expect(recorded.rows.map((r) => [r.version, r.name])).toEqual(files.map((m) => [m.version, m.name]));
    for (const row of recorded.rows) expect(row.statements.length).toBeGreaterThan(0);
    const shape = await owner.query<{ column_name: string; data_type: string; owner: string }>(
      `select c.column_name, c.data_type, pg_get_userbyid(n.nspowner) as owner
         from information_schema.columns c join pg_namespace n on n.nspname = c.table_schema
        where c.table_schema = 'supabase_migrations' and c.table_name = 'schema_migrations'
        order by c.ordinal_position`,
    );
    expect(shape.rows).toEqual([
      { column_name: "version", data_type: "text", owner: "postgres" },
      { column_name: "statements", data_type: "ARRAY", owner: "postgres" },
      { column_name: "name", data_type: "text", owner: "postgres" },
    ]);
  });

  it("a second push finds nothing to apply", async () => {
    const again = await pushMigrations(cluster);
    expect(`${again.stdout}\n${again.stderr}`).toMatch(/up to date/i);
    expect(again.stderr).not.toMatch(/Applying migration/);
  });

  it("a failing migration is rolled back whole and the error quotes the CLI's output", async () => {
    const workdir = await mkdtemp(path.join(tmpdir(), "compat-workdir-"));
    const dir = path.join(workdir, "supabase", "migrations");
    try {
      await mkdir(dir, { recursive: true });
      for (const m of await listMigrations()) await copyFile(m.file, path.join(dir, path.basename(m.file)));
      await writeFile(
        path.join(dir, "29991231000000_broken.sql"),
        "create table public.half_done (id int);\nselect 1 / 0;\n",
      );
      const failure = await pushMigrations(cluster, { workdir }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(failure).toBeInstanceOf(SupabaseCliError);
      expect((failure as Error).message).toMatch(/supabase .*db push/);
      expect((failure as Error).message).toMatch(/division by zero/);
      const left = await owner.query(
        `select to_regclass('public.half_done') as t,
                (select count(*)::int from supabase_migrations.schema_migrations where version = '29991231000000') as n`,
      );
      expect(left.rows[0]).toEqual({ t: null, n: 0 });
    } finally {
      await rm(workdir, { recursive: true, force: true });
      // Whatever the outcome, leave the schema as the migrations made it for the tests below.
      await superuser.query("drop table if exists public.half_done");
      await superuser.query("delete from supabase_migrations.schema_migrations where version = '29991231000000'");
    }
  });

  it("runs them on a server whose postgres role is not a superuser, as on hosted", async () => {
    const r = await owner.query<{ rolsuper: boolean; rolbypassrls: boolean; dbowner: string; public_owner: string }>(
      `select r.rolsuper, r.rolbypassrls,
              (select pg_get_userbyid(datdba) from pg_database where datname = current_database()) as dbowner,
              (select pg_get_userbyid(nspowner) from pg_namespace where nspname = 'public') as public_owner
         from pg_roles r where r.rolname = current_user`,
    );
    expect(r.rows[0]).toEqual({
      rolsuper: false,
      rolbypassrls: true,
      dbowner: "postgres",
      public_owner: "pg_database_owner",
    });
    expect(cluster.version).toMatch(/^\d+/);
  });

  it("authenticator can switch to each API role and nothing else", async () => {
    const r = await api.query<{ role: string; can: boolean }>(
      `select rolname as role, pg_has_role('authenticator', oid, 'member') as can
         from pg_roles where rolname in ('anon', 'authenticated', 'service_role', 'postgres', 'supabase_admin')
        order by rolname`,
    );
    expect(Object.fromEntries(r.rows.map((x) => [x.role, x.can]))).toEqual({
      anon: true,
      authenticated: true,
      service_role: true,
      postgres: false,
      supabase_admin: false,
    });
  });
});

describe("permission matrix on PostgreSQL (as PostgREST and Storage run requests)", () => {
  for (const cell of CELLS) {
    it(cell.id, async () => {
      const obs = await observe(cell);
      expect(classify(cell, obs), `${cell.id}: expected ${cell.expected} because ${cell.why}`).toBe(cell.expected);
    });
  }
});

describe("content audit log triggers (issue #12), as PostgREST runs an admin's requests", () => {
  it("log create, update, publish, unpublish, delete, restore and purge with the admin's id, e-mail and changed fields", async () => {
    await api.query("begin");
    try {
      await api.query("set local role authenticated");
      await api.query("select set_config('search_path', 'public, extensions', true)");
      await api.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claimsOf("admin"))]);
      const { text, values } = insertSql("white_papers", {
        ...insertRow("white_papers", USERS.spare.id),
        title: "Audit probe",
        status: "draft",
      });
      const id = (await api.query<{ id: string }>(`${text} returning id`, values)).rows[0]!.id;
      const step = (sql: string) => api.query(`update public.white_papers set ${sql} where id = $1`, [id]);
      await step("title = 'Audit probe 2'");
      await step("status = 'published'");
      await step("status = 'draft'");
      await step("deleted_at = now()");
      await step("deleted_at = null");
      await step("title = title"); // changes nothing: not logged
      await api.query("delete from public.white_papers where id = $1", [id]);
      const log = await api.query<{ action: string; actor_id: string; actor_email: string; changes: object }>(
        `select action, actor_id, actor_email, changes from public.content_audit_log
          where table_name = 'white_papers' and item_id = $1 order by occurred_at`,
        [id],
      );
      expect(log.rows.map((r) => r.action)).toEqual([
        "create",
        "update",
        "publish",
        "unpublish",
        "delete",
        "restore",
        "purge",
      ]);
      for (const r of log.rows) expect([r.actor_id, r.actor_email]).toEqual([USERS.admin.id, USERS.admin.email]);
      expect(log.rows[1]!.changes).toEqual({ title: { old: "Audit probe", new: "Audit probe 2" } });
      expect(log.rows[2]!.changes).toEqual({ status: { old: "draft", new: "published" } });
    } finally {
      await api.query("rollback");
    }
  });

  it("private.purge_expired_trash() (run as postgres, like a pg_cron job) deletes rows trashed over 30 days ago and logs 'purge'", async () => {
    await owner.query("begin");
    try {
      const { text, values } = insertSql("videos", { ...insertRow("videos", USERS.spare.id), title: "Old trash" });
      const old = (await owner.query<{ id: string }>(`${text} returning id`, values)).rows[0]!.id;
      const young = (await owner.query<{ id: string }>(`${text} returning id`, values)).rows[0]!.id;
      await owner.query("update public.videos set deleted_at = now() - interval '31 days' where id = $1", [old]);
      await owner.query("update public.videos set deleted_at = now() - interval '29 days' where id = $1", [young]);
      const n = await owner.query<{ n: number }>("select private.purge_expired_trash() as n");
      expect(n.rows[0]!.n).toBe(1);
      const left = await owner.query<{ id: string }>("select id from public.videos where id = any($1)", [[old, young]]);
      expect(left.rows.map((r) => r.id)).toEqual([young]);
      const log = await owner.query<{ action: string; actor_id: string | null }>(
        "select action, actor_id from public.content_audit_log where item_id = $1 order by occurred_at",
        [old],
      );
      expect(log.rows).toEqual([
        { action: "create", actor_id: null },
        { action: "delete", actor_id: null },
        { action: "purge", actor_id: null },
      ]);
    } finally {
      await owner.query("rollback");
    }
  });

  it("the purge is not callable by the API roles", async () => {
    await api.query("begin");
    try {
      await api.query("set local role service_role");
      await expect(api.query("select private.purge_expired_trash()")).rejects.toMatchObject({ code: "42501" });
    } finally {
      await api.query("rollback");
    }
  });
});

/**
 * The item-page driver of item-page-behaviour.ts on this cluster: each case
 * runs in one transaction on the `authenticator` connection (rolled back
 * after it), writes as the admin (`authenticated` with the admin's claims)
 * and reads as `anon`, each statement in a savepoint so a refused one leaves
 * the transaction usable.
 */
function pgItemPageDriver(): ItemPageDriver {
  const as = async (caller: Caller) => {
    await api.query(`set local role ${ROLE_OF[caller]}`);
    await api.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claimsOf(caller))]);
  };
  /** Runs one statement as the admin in a savepoint: the row it returns, or the error code. */
  const write = async (text: string, values: unknown[]): Promise<Written> => {
    await as("admin");
    await api.query("savepoint item_page_write");
    try {
      const res = await api.query<{ id: string } & Record<string, unknown>>(text, values);
      await api.query("release savepoint item_page_write");
      return { row: res.rows[0]!, code: null };
    } catch (e) {
      await api.query("rollback to savepoint item_page_write");
      return { row: null, code: (e as { code?: string }).code ?? "?" };
    }
  };
  /** A column's value as a parameter: text[] (previous_slugs) as an array, other objects as JSON. */
  const param = (column: string, v: unknown) =>
    column === "previous_slugs" || typeof v !== "object" || v === null ? v : JSON.stringify(v);
  return {
    insert(table: AltTable, row: Record<string, unknown>) {
      const cols = Object.keys(row);
      return write(
        `insert into public.${table} (${cols.join(", ")}) values (${cols.map((_, i) => `$${i + 1}`).join(", ")}) returning *`,
        cols.map((c) => param(c, row[c])),
      );
    },
    update(table: AltTable, id: string, patch: Record<string, unknown>) {
      const cols = Object.keys(patch);
      return write(
        `update public.${table} set ${cols.map((c, i) => `${c} = $${i + 1}`).join(", ")} where id = $${cols.length + 1} returning *`,
        [...cols.map((c) => param(c, patch[c])), id],
      );
    },
    async anonRead(table, id, columns) {
      await as("anon");
      const res = await api.query(`select ${columns.join(", ")} from public.${table} where id = $1`, [id]);
      return res.rows[0] ?? null;
    },
    async slugify(titles) {
      const res = await superuser.query<{ slug: string }>(
        `select private.slugify(t) as slug from jsonb_array_elements_text($1::jsonb) with ordinality as u(t, n) order by n`,
        [JSON.stringify(titles)],
      );
      return res.rows.map((r) => r.slug);
    },
  };
}

describe("item pages (issue #26) on PostgreSQL, as PostgREST runs an admin's and a visitor's requests", () => {
  for (const c of ITEM_PAGE_CASES) {
    it(c.name, async () => {
      await api.query("begin");
      try {
        await api.query("select set_config('search_path', 'public, extensions', true)");
        await c.run(pgItemPageDriver());
      } finally {
        await api.query("rollback");
      }
    });
  }

  it("the private functions (slug trigger, site builds) live in private, which no API role may use, and no API role may execute them", async () => {
    const fns = await owner.query<{ name: string; schema: string; definer: boolean; oid: number }>(
      `select p.proname as name, n.nspname as schema, p.prosecdef as definer, p.oid::int as oid
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where p.proname = any($1) order by p.proname`,
      [[...PRIVATE_FUNCTIONS]],
    );
    expect(fns.rows.map((f) => [f.name, f.schema])).toEqual(
      [...PRIVATE_FUNCTIONS].sort().map((name) => [name, "private"]),
    );
    for (const role of API_ROLES) {
      const usage = await owner.query<{ ok: boolean }>("select has_schema_privilege($1, 'private', 'USAGE') as ok", [
        role,
      ]);
      expect(usage.rows[0]!.ok, `${role} USAGE on private`).toBe(false);
      for (const f of fns.rows) {
        const exec = await owner.query<{ ok: boolean }>("select has_function_privilege($1, $2::oid, 'EXECUTE') as ok", [
          role,
          f.oid,
        ]);
        expect(exec.rows[0]!.ok, `${role} EXECUTE on private.${f.name}`).toBe(false);
      }
    }
  });
});

describe("site builds (issue #27) on PostgreSQL, as PostgREST runs an admin's and the builder's requests", () => {
  type Build = {
    id: string;
    status: string;
    reason: string;
    changes: { table: string; id: string; slug: string | null; previous_slugs: string[] }[];
  };
  /** Starts a rolled-back transaction on the API connection with no build record, acting as `caller`. */
  async function begin(caller: Caller) {
    await api.query("begin");
    await api.query("select set_config('search_path', 'public, extensions', true)");
    await as("service_role");
    await api.query("delete from public.site_builds");
    await as(caller);
  }
  async function as(caller: Caller) {
    await api.query(`set local role ${ROLE_OF[caller]}`);
    await api.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claimsOf(caller))]);
  }
  /** The build records, oldest first, read as service_role (then back to `caller`). */
  async function builds(caller: Caller): Promise<Build[]> {
    await as("service_role");
    const res = await api.query<Build>(
      "select b.id::text as id, status, reason, changes from public.site_builds b order by b.id",
    );
    await as(caller);
    return res.rows;
  }
  const news = (title: string, extra: Record<string, unknown>) =>
    insertSql("news", { ...insertRow("news", USERS.spare.id), title, slug: "", ...extra });

  it("a draft's edits request nothing; its publish requests one build with the item, and a burst of saves and the trash join it", async () => {
    await begin("admin");
    try {
      const { text, values } = news("Build probe", { status: "draft" });
      const id = (await api.query<{ id: string }>(`${text} returning id`, values)).rows[0]!.id;
      await api.query("update public.news set excerpt = 'still a draft' where id = $1", [id]);
      expect(await builds("admin")).toEqual([]);
      await api.query("update public.news set status = 'published' where id = $1", [id]);
      for (let i = 0; i < 5; i++)
        await api.query("update public.news set excerpt = $2 where id = $1", [id, `save ${i}`]);
      await api.query("update public.news set slug = 'build-probe-renamed' where id = $1", [id]);
      await api.query("update public.news set deleted_at = now() where id = $1", [id]);
      const rows = await builds("admin");
      expect(rows.map((b) => [b.status, b.reason])).toEqual([["requested", "change"]]);
      expect(rows[0]!.changes).toEqual([
        { table: "news", id, slug: "build-probe-renamed", previous_slugs: ["build-probe"] },
      ]);
      // What the admin sees of it, through RLS.
      expect((await api.query("select id from public.site_builds")).rowCount).toBe(1);
    } finally {
      await api.query("rollback");
    }
  });

  it("request_site_build() as an admin joins the waiting request and records who asked; a non-admin gets 42501", async () => {
    await begin("admin");
    try {
      const first = (await api.query<{ id: string }>("select public.request_site_build('manual') as id")).rows[0]!.id;
      const again = (await api.query<{ id: string }>("select public.request_site_build() as id")).rows[0]!.id;
      expect(again).toBe(first);
      await as("service_role");
      const row = await api.query("select reason, changes, requested_by from public.site_builds");
      expect(row.rows).toEqual([{ reason: "manual", changes: [], requested_by: USERS.admin.id }]);
      await as("editor");
      await api.query("savepoint editor_request");
      await expect(api.query("select public.request_site_build()")).rejects.toMatchObject({ code: "42501" });
      await api.query("rollback to savepoint editor_request");
    } finally {
      await api.query("rollback");
    }
  });

  it("claim_site_build() takes every waiting request, returns the newest with the union of their changes; finish_site_build() closes them", async () => {
    await begin("service_role");
    try {
      const change = (id: string, slug: string, previous: string[]) => ({
        table: "news",
        id,
        slug,
        previous_slugs: previous,
      });
      const a = "00000000-0000-4000-8000-00000000a027";
      const b = "00000000-0000-4000-8000-00000000b027";
      await api.query("insert into public.site_builds (reason, changes) values ('change', $1), ('change', $2)", [
        JSON.stringify([change(a, "first", []), change(b, "other", [])]),
        JSON.stringify([change(a, "second", ["first"])]),
      ]);
      const claimed = (
        await api.query<{ b: Build & { data_as_of: string } }>(
          "select to_jsonb(c) as b from public.claim_site_build() c",
        )
      ).rows[0]!.b;
      const rows = await builds("service_role");
      expect(String(claimed.id)).toBe(rows[1]!.id);
      expect(claimed.status).toBe("building");
      expect(claimed.data_as_of).not.toBeNull();
      expect(claimed.changes).toEqual([change(b, "other", []), change(a, "second", ["first"])]);
      expect(rows.map((r) => r.status)).toEqual(["building", "building"]);
      const none = await api.query("select to_jsonb(c) as b, c is null as empty from public.claim_site_build() c");
      expect(none.rows[0].empty).toBe(true);
      await api.query("select public.finish_site_build($1, false, $2)", [claimed.id, "x".repeat(3000)]);
      const done = await api.query<{ status: string; n: number; finished: boolean }>(
        "select status, char_length(error) as n, finished_at is not null as finished from public.site_builds order by id",
      );
      expect(done.rows).toEqual([
        { status: "failed", n: 2000, finished: true },
        { status: "failed", n: 2000, finished: true },
      ]);
    } finally {
      await api.query("rollback");
    }
  });

  it("a failed build-hook call closes the waiting request it was for; a request no build took for 15 minutes is replaced at the next change", async () => {
    await begin("service_role");
    try {
      const hooked = (
        await api.query<{ id: string }>("insert into public.site_builds (reason) values ('change') returning id::text")
      ).rows[0]!.id;
      await api.query("select public.finish_site_build($1, false, 'The build hook answered 500')", [hooked]);
      const failed = await api.query(
        "select status, error, started_at, data_as_of is not null as dated from public.site_builds",
      );
      expect(failed.rows).toEqual([
        { status: "failed", error: "The build hook answered 500", started_at: null, dated: true },
      ]);

      await api.query("delete from public.site_builds");
      await api.query(
        "insert into public.site_builds (reason, requested_at) values ('change', now() - interval '16 minutes')",
      );
      await as("admin");
      const { text, values } = news("Stale probe", { status: "published" });
      await api.query(text, values);
      const rows = await builds("admin");
      expect(rows.map((r) => [r.status, r.reason])).toEqual([
        ["failed", "change"],
        ["requested", "change"],
      ]);
      expect(rows[1]!.changes.map((c) => c.slug)).toEqual(["stale-probe"]);
    } finally {
      await api.query("rollback");
    }
  });

  it("private.request_builds_for_due_schedules() (run as postgres, like the pg_cron job) requests a build once for an item whose go-live time passed", async () => {
    await superuser.query("begin");
    try {
      await superuser.query("delete from public.site_builds");
      const { text, values } = news("Scheduled probe", {
        status: "published",
        publish_at: new Date(Date.now() + 3_600_000).toISOString(),
      });
      const id = (await superuser.query<{ id: string }>(`${text} returning id`, values)).rows[0]!.id;
      expect((await superuser.query("select 1 from public.site_builds")).rowCount).toBe(0);
      // An hour later: the go-live time has passed since the last save (set without the tables' triggers).
      await superuser.query("set local session_replication_role = replica");
      await superuser.query(
        "update public.news set publish_at = now() - interval '1 minute', updated_at = now() - interval '2 minutes' where id = $1",
        [id],
      );
      await superuser.query("set local session_replication_role = origin");
      await superuser.query("set local role postgres");
      const run = async () =>
        (await superuser.query<{ r: boolean }>("select private.request_builds_for_due_schedules() as r")).rows[0]!.r;
      expect(await run()).toBe(true);
      expect(await run()).toBe(false);
      const rows = await superuser.query<Build>("select status, reason, changes from public.site_builds");
      expect(rows.rows).toEqual([
        {
          status: "requested",
          reason: "schedule",
          changes: [{ table: "news", id, slug: "scheduled-probe", previous_slugs: [] }],
        },
      ]);
      await superuser.query("reset role");
      await superuser.query("select public.claim_site_build()");
      await superuser.query("set local role postgres");
      expect(await run()).toBe(false);
    } finally {
      await superuser.query("rollback");
    }
  });

  it("the request machinery lives in private: no API role may use the schema or execute its functions", async () => {
    const fns = await owner.query<{ name: string; oid: number }>(
      `select p.proname as name, p.oid::int as oid from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'private' and (p.proname like '%site_build%' or p.proname = 'request_builds_for_due_schedules')
        order by 1`,
    );
    expect(fns.rows.map((f) => f.name)).toEqual([
      "merge_site_build_change",
      "request_builds_for_due_schedules",
      "request_site_build",
      "request_site_build_on_change",
      // Issue #30: the site settings' trigger.
      "request_site_build_on_settings_change",
      "site_build_change",
      "site_build_visible",
    ]);
    for (const role of API_ROLES) {
      for (const f of fns.rows) {
        const exec = await owner.query<{ ok: boolean }>("select has_function_privilege($1, $2::oid, 'EXECUTE') as ok", [
          role,
          f.oid,
        ]);
        expect(exec.rows[0]!.ok, `${role} EXECUTE on private.${f.name}`).toBe(false);
      }
    }
  });
});

/** Runs `work` in a rolled-back transaction on the API connection, acting as `caller`. */
async function within(caller: Caller, work: () => Promise<void>): Promise<void> {
  await api.query("begin");
  try {
    await api.query(`set local role ${ROLE_OF[caller]}`);
    await api.query("select set_config('search_path', 'public, extensions', true)");
    await api.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claimsOf(caller))]);
    await work();
  } finally {
    await api.query("rollback");
  }
}

describe("catalog form (issue #27) on PostgreSQL, as PostgREST runs an admin's and a visitor's requests", () => {
  const catalog = (extra: Record<string, unknown>) =>
    insertSql("catalog_files", { ...insertRow("catalog_files", USERS.spare.id), ...extra });
  /** The SQLSTATE of inserting `extra`'s catalog row in a savepoint, or null when it went in. */
  const insertCode = (extra: Record<string, unknown>) => sqlstateInSavepoint(catalog(extra));

  it("the columns accept exactly the categories and languages of shared/types/domain.ts, a 1-200 character title, draft or published", async () => {
    await within("admin", async () => {
      for (const category of CATALOG_CATEGORIES)
        for (const language of CATALOG_LANGUAGES) expect(await insertCode({ category, language })).toBeNull();
      expect(await insertCode({ category: "drill-bits" })).toBe("23514");
      expect(await insertCode({ language: "de" })).toBe("23514");
      expect(await insertCode({ status: "archived" })).toBe("23514");
      expect(await insertCode({ title: " " })).toBe("23514");
      expect(await insertCode({ title: "x".repeat(CATALOG_TITLE_MAX + 1) })).toBe("23514");
      expect(await insertCode({ title: null })).toBe("23502");
      const defaults = await api.query<{ language: string; status: string }>(
        `${catalog({}).text} returning language, status`,
        catalog({}).values,
      );
      expect(defaults.rows[0]).toEqual({ language: "en", status: "published" });
    });
  });

  it("a visitor and a non-admin read a published catalog and not a draft; an admin reads both", async () => {
    const { text, values } = catalog({ status: "draft", title: "compat catalog draft" });
    const id = (await superuser.query<{ id: string }>(`${text} returning id`, values)).rows[0]!.id;
    try {
      const seen = async () => (await api.query("select id from public.catalog_files where id = $1", [id])).rows.length;
      await within("anon", async () => expect(await seen()).toBe(0));
      await within("editor", async () => expect(await seen()).toBe(0));
      await within("admin", async () => expect(await seen()).toBe(1));
      await superuser.query("update public.catalog_files set status = 'published' where id = $1", [id]);
      await within("anon", async () => expect(await seen()).toBe(1));
    } finally {
      await superuser.query("delete from public.catalog_files where id = $1", [id]);
    }
  });
});

describe("enquiry promises (issue #30) on PostgreSQL, as PostgREST runs a visitor's requests", () => {
  /** Runs `work` in a rolled-back transaction as anon, from client address `address` (request.headers). */
  async function asVisitor(address: string, work: () => Promise<void>): Promise<void> {
    await api.query("begin");
    try {
      await api.query("set local role anon");
      await api.query("select set_config('search_path', 'public, extensions', true)");
      await api.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claimsOf("anon"))]);
      await api.query("select set_config('request.headers', $1, true)", [JSON.stringify({ "x-real-ip": address })]);
      await work();
    } finally {
      await api.query("rollback");
    }
  }
  const enquiry = (extra: Record<string, unknown>) =>
    insertSql("enquiries", { ...insertRow("enquiries", ""), ...extra });
  /** The SQLSTATE of the visitor's insert of `extra`'s enquiry in a savepoint, or null when it was accepted. */
  const insertCode = (extra: Record<string, unknown>) => sqlstateInSavepoint(enquiry(extra));
  /** How many enquiries with `email` this transaction holds, read as service_role (a visitor cannot read them). */
  async function stored(email: string): Promise<number> {
    await api.query("set local role service_role");
    const n = (await api.query("select 1 from public.enquiries where email = $1", [email])).rowCount ?? 0;
    await api.query("set local role anon");
    return n;
  }
  const consultation = (preferredDate: string) => ({
    form: "consultation",
    company: null,
    details: { consultationType: "general-inquiry", preferredDate },
  });

  it("the subject select is required, the e-mail needs a dotted domain, the consultation date is today or later", async () => {
    await asVisitor("192.0.2.30", async () => {
      expect(await insertCode({ details: { projectDetails: "no inquiry type" } })).toBe("23514");
      expect(await insertCode({ form: "demo", details: {} })).toBe("23514");
      for (const email of ["a@b", "a@b.c", "a@b.c1", "a@-b.com"])
        expect(await insertCode({ email }), email).toBe("23514");
      expect(await insertCode({ email: "a@b.co" })).toBeNull();
      const day = async (offset: number) =>
        (await api.query<{ d: string }>("select (current_date + $1::int)::text as d", [offset])).rows[0]!.d;
      expect(await insertCode(consultation("2020-01-01"))).toBe("23514");
      expect(await insertCode(consultation(await day(-2)))).toBe("23514");
      expect(await insertCode(consultation("2027-02-30"))).toBe("23514");
      expect(await insertCode(consultation(await day(-1)))).toBeNull();
      expect(await insertCode(consultation(await day(30)))).toBeNull();
    });
  });

  it("an idempotency key already stored is skipped without an error; the unique index refuses a twin the skip missed", async () => {
    await asVisitor("192.0.2.31", async () => {
      const key = randomUUID();
      const email = `repeat.${key.slice(0, 8)}@example.com`;
      for (let i = 0; i < 3; i++) expect(await insertCode({ email, idempotency_key: key })).toBeNull();
      expect(await stored(email)).toBe(1);
      await api.query("set local role service_role");
      const index = await api.query<{ def: string }>(
        "select pg_get_indexdef(indexrelid) as def from pg_index where indexrelid = 'public.enquiries_idempotency_key_key'::regclass",
      );
      expect(index.rows[0]!.def).toMatch(/UNIQUE INDEX .* \(idempotency_key\)/);
      await api.query("set local role anon");
    });
  });

  it("the rate limit counts per (address, e-mail) and per address; repeats and refused inserts count nowhere", async () => {
    await asVisitor("192.0.2.32", async () => {
      const settings = (
        await owner.query<{ max_per_window: number; max_per_sender: number; window_seconds: number }>(
          "select max_per_window, max_per_sender, window_seconds from private.enquiry_rate_settings",
        )
      ).rows[0]!;
      expect(settings).toEqual({ max_per_window: 50, max_per_sender: 5, window_seconds: 600 });
      for (let i = 0; i < settings.max_per_sender; i++)
        expect(await insertCode({ email: "same@rig.example.com" })).toBeNull();
      expect(await insertCode({ email: "same@rig.example.com" })).toBe("PT429");
      for (let i = 1; i < settings.max_per_window - settings.max_per_sender + 1; i++)
        expect(await insertCode({ email: `colleague${i}@rig.example.com` }), `colleague ${i}`).toBeNull();
      expect(await insertCode({ email: "one-more@rig.example.com" })).toBe("PT429");
    });
    // Another address is not affected (the transaction above rolled back its hits anyway).
    await asVisitor("192.0.2.33", async () => {
      expect(await insertCode({ email: "same@rig.example.com" })).toBeNull();
    });
  });

  it("the new trigger functions live in private and no API role may execute them", async () => {
    for (const role of API_ROLES) {
      for (const fn of ["enquiry_skip_repeat", "enquiry_preferred_date_ok", "enquiry_rate_limit"]) {
        const exec = await owner.query<{ ok: boolean }>(
          "select has_function_privilege($1, $2::regprocedure, 'EXECUTE') as ok",
          [role, `private.${fn}()`],
        );
        expect(exec.rows[0]!.ok, `${role} EXECUTE on private.${fn}`).toBe(false);
      }
    }
  });
});

describe("site settings' branch offices (issue #30) on PostgreSQL, as PostgREST runs an admin's request", () => {
  const office = VALID_OFFICE;
  /** The SQLSTATE of setting `offices` (sent as JSON text, as PostgREST does), or null when it was stored. */
  const updateCode = (offices: unknown) =>
    sqlstateInSavepoint({
      text: "update public.site_settings set offices = $1::jsonb where id",
      values: [JSON.stringify(offices)],
    });

  it("the jsonpath CHECK accepts the defaults, none and twelve offices, and refuses every malformed list", async () => {
    await within("admin", async () => {
      expect(await updateCode(DEFAULT_SITE_SETTINGS.offices)).toBeNull();
      expect(await updateCode([])).toBeNull();
      expect(await updateCode(Array(12).fill(office))).toBeNull();
      expect(await updateCode([{ ...office, address_en: "x".repeat(500) }])).toBeNull();
      for (const { breaks, offices } of malformedOfficeLists()) expect(await updateCode(offices), breaks).toBe("23514");
    });
  });

  it("the column's default is the defaults module's offices, and a non-admin's update reaches no row", async () => {
    const stored = await owner.query<{ value: unknown }>("select offices as value from public.site_settings where id");
    expect(stored.rows[0]!.value).toEqual(DEFAULT_SITE_SETTINGS.offices);
    await within("editor", async () => {
      const result = await api.query("update public.site_settings set offices = '[]' where id");
      expect(result.rowCount).toBe(0);
    });
  });
});

describe("advisor-style lints on the migrated database", () => {
  it("(a) row level security is enabled on every table in public", async () => {
    expect((await runLints(owner)).rlsDisabled).toEqual([]);
  });
  it("(b) every SECURITY DEFINER function in public has a fixed search_path", async () => {
    expect((await runLints(owner)).definerSearchPath).toEqual([]);
  });
  it("(c) API roles hold exactly the allow-listed privileges on public tables and functions", async () => {
    const report = await runLints(owner);
    expect(report.apiGrants).toEqual([]);
    expect(report.forbiddenPrivileges).toEqual([]);
    // The allow-list itself names the whole public schema (nothing vacuous).
    expect(Object.keys(TABLE_GRANTS).sort()).toEqual(
      (
        await owner.query<{ t: string }>("select tablename as t from pg_tables where schemaname = 'public' order by 1")
      ).rows.map((r) => r.t),
    );
  });
  it("(d) no storage.objects SELECT policy lets anon or every signed-in user list a public bucket", async () => {
    expect((await runLints(owner)).publicBucketListing).toEqual([]);
  });
  it("(e) anon executes no SECURITY DEFINER function outside the allow-list", async () => {
    expect((await runLints(owner)).anonDefiner).toEqual([]);
  });
  it("(f) no default privileges in public give API roles anything on new objects", async () => {
    expect((await runLints(owner)).defaultPrivileges).toEqual([]);
  });
});

describe("the lints catch a future migration's mistakes (scratch transactions as postgres, rolled back)", () => {
  /** Runs `sql` as postgres in a transaction, lints inside it, rolls back. */
  async function lintAfter(sql: string) {
    await owner.query("begin");
    try {
      await owner.query(sql);
      return await runLints(owner);
    } finally {
      await owner.query("rollback");
    }
  }

  it("a new table without grants or RLS is reported by (a) and (c)", async () => {
    const report = await lintAfter("create table public.probe (id uuid primary key, note text)");
    expect(report.rlsDisabled).toEqual(["public.probe: row level security is not enabled"]);
    expect(report.apiGrants).toEqual(["public.probe: not in the allow-list (TABLE_GRANTS)"]);
    expect((await runLints(owner)).rlsDisabled).toEqual([]);
  });

  it("a TRUNCATE grant and a missing SELECT grant are reported by (c)", async () => {
    const report = await lintAfter(
      "grant truncate on public.white_papers to anon; revoke select on public.videos from anon",
    );
    expect(report.forbiddenPrivileges).toEqual(["public.white_papers: anon has TRUNCATE"]);
    expect(report.apiGrants).toEqual([
      "public.videos: anon lacks SELECT (allow-list)",
      "public.white_papers: anon has TRUNCATE beyond the allow-list",
    ]);
  });

  it("a SECURITY DEFINER function with PUBLIC execute and no search_path is reported by (b), (c) and (e)", async () => {
    const report = await lintAfter(
      "create function public.probe_definer() returns int language sql security definer as 'select 1'",
    );
    expect(report.definerSearchPath).toEqual(["public.probe_definer(): SECURITY DEFINER without a fixed search_path"]);
    expect(report.anonDefiner).toEqual(["public.probe_definer(): SECURITY DEFINER and executable by anon"]);
    expect(report.apiGrants).toEqual([
      "public.probe_definer(): not in the allow-list (FUNCTION_GRANTS); executable by anon, authenticated, service_role",
    ]);
  });

  it("a broad SELECT policy on the public bucket is reported by (d)", async () => {
    const report = await lintAfter(
      `create policy "Anyone lists content files" on storage.objects for select to anon, authenticated
         using (bucket_id = 'content-files')`,
    );
    expect(report.publicBucketListing).toEqual([
      'public bucket content-files: policy "Anyone lists content files" (to anon, authenticated) lets clients list every file',
    ]);
  });

  it("default privileges for an API role are reported by (f)", async () => {
    const report = await lintAfter("alter default privileges in schema public grant select on tables to anon");
    expect(report.defaultPrivileges).toEqual([
      "default privileges of postgres in public grant SELECT on new r to anon",
    ]);
  });
});

describe("generated database types (issue #23)", () => {
  it("shared/types/database.ts equals postgres-meta's generation from the pushed migrations", async () => {
    const started = Date.now();
    const generated = await generateDatabaseTypes(cluster.url("postgres"));
    console.info(`postgres-meta type generation + Prettier: ${Date.now() - started} ms`);
    const drift = describeTypesDrift(await readCommittedTypes(), generated);
    if (drift) expect.fail(drift);
  });
});
