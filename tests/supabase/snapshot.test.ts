/**
 * Test-server snapshots (issue #25): a server started from the run's seeded
 * snapshot holds what a fully started one holds (migrations, seeded rows,
 * stored files, their URLs under its own address, a working sign-in), a
 * migration newer than a snapshot is still applied on top of it, and
 * startTestServer only takes a snapshot when its options allow.
 */
import { createHash } from "node:crypto";
import { copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMigrations, openDatabase } from "../../supabase/server/db/database";
import { seedFinishedAt } from "../../supabase/server/db/seed-state";
import { startServer, type RunningServer } from "../../supabase/server/index";
import { snapshotDatabase } from "../../supabase/server/snapshot";
import {
  makeTestSnapshots,
  pickTestSnapshot,
  readTestSnapshots,
  TEST_SNAPSHOTS_ENV,
  testSnapshotFor,
  type TestSnapshots,
} from "../../supabase/server/test-snapshots";
import { ADMIN } from "../fixtures/accounts";
import { signedInClient } from "./helpers";

/** Tables the seed fills (directly or through triggers), compared row for row by count. */
const SEEDED_TABLES = [
  "public.white_papers",
  "public.case_studies",
  "public.videos",
  "public.documentation",
  "public.catalog_files",
  "public.content_audit_log",
  "public.admin_users",
  "auth.users",
  "auth.sessions",
  "storage.objects",
  "storage.buckets",
];
/** Content tables whose rows hold file URLs. */
const URL_TABLES = ["white_papers", "case_studies", "videos", "documentation", "catalog_files", "content_audit_log"];

let dirs: string[] = [];
let snapshots: TestSnapshots;
let full: RunningServer;
let fromSnapshot: RunningServer;

beforeAll(async () => {
  // The run's snapshots (tests/setup/backend-snapshots.ts), or this file's own outside that setup.
  const runDir = process.env[TEST_SNAPSHOTS_ENV];
  const run = runDir ? await readTestSnapshots(runDir) : null;
  if (run) snapshots = run;
  else {
    const dir = await mkdtemp(path.join(tmpdir(), "snapshot-test-"));
    dirs.push(dir);
    snapshots = await makeTestSnapshots(dir);
  }
  full = await startServer({ port: 0, dataDir: "memory", quiet: true, captchaProvider: "none" });
  fromSnapshot = await startServer({
    port: 0,
    dataDir: "memory",
    quiet: true,
    captchaProvider: "none",
    snapshot: snapshots.seeded,
  });
});

afterAll(async () => {
  await full?.close();
  await fromSnapshot?.close();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  dirs = [];
});

/** Each row of `table` as JSON text, the server's URL replaced by `<url>`, sorted. */
async function rowsOf(server: RunningServer, table: string, columns: string): Promise<string[]> {
  const r = await server.db.query<{ row: string }>(
    `select row_to_json(t)::text as row from (select ${columns} from public.${table}) t`,
  );
  return r.rows.map((x) => x.row.replaceAll(server.url, "<url>")).sort();
}

/** The public file URLs under `server.url` that the seeded content rows hold, as paths after the URL. */
async function fileUrls(server: RunningServer): Promise<string[]> {
  const found = new Set<string>();
  for (const table of URL_TABLES.filter((t) => t !== "content_audit_log")) {
    const r = await server.db.query<{ rows: string }>(
      `select coalesce(json_agg(t)::text, '') as rows from public.${table} t`,
    );
    for (const m of r.rows[0]!.rows.matchAll(/"(http:\/\/[^"]+\/storage\/v1\/object\/public\/[^"]+)"/g)) {
      expect(m[1]!.startsWith(`${server.url}/`), m[1]).toBe(true);
      found.add(m[1]!.slice(server.url.length));
    }
  }
  return [...found].sort();
}

/** SHA-256 (hex) and status of GET `<server.url><path>` with the service_role key. */
async function download(server: RunningServer, urlPath: string): Promise<{ status: number; sha: string }> {
  const res = await fetch(`${server.url}${urlPath}`, {
    headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}` },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, sha: createHash("sha256").update(bytes).digest("hex") };
}

describe("a server started from the seeded snapshot", () => {
  it("has the same migrations, a finished seed and isNew", async () => {
    const versions = async (s: RunningServer) =>
      (await s.db.query<{ version: string }>("select version from supabase_migrations.schema_migrations order by 1"))
        .rows;
    expect(await versions(fromSnapshot)).toEqual(await versions(full));
    expect((await versions(full)).map((r) => r.version)).toEqual((await listMigrations()).map((m) => m.version));
    expect(await seedFinishedAt(fromSnapshot.db)).not.toBeNull();
    expect(fromSnapshot.isNew).toBe(true);
  });

  it("holds as many rows as a fully seeded server in every seeded table", async () => {
    const counts = async (s: RunningServer) => {
      const out: Record<string, number> = {};
      for (const t of SEEDED_TABLES)
        out[t] = (await s.db.query<{ n: number }>(`select count(*)::int as n from ${t}`)).rows[0]!.n;
      return out;
    };
    const seeded = await counts(full);
    expect(seeded["public.white_papers"]).toBeGreaterThan(0);
    expect(seeded["storage.objects"]).toBeGreaterThan(0);
    expect(await counts(fromSnapshot)).toEqual(seeded);
  });

  it("holds the same content, its file URLs moved to its own address", async () => {
    for (const table of URL_TABLES.filter((t) => t !== "content_audit_log")) {
      const columns = "*";
      const a = await rowsOf(full, table, columns);
      const b = await rowsOf(fromSnapshot, table, columns);
      // Ids and timestamps the database makes differ between two seeds; the rest matches.
      const strip = (rows: string[]) =>
        rows
          .map((r) => {
            const o = JSON.parse(r) as Record<string, unknown>;
            for (const k of ["id", "created_at", "updated_at", "uploaded_at", "deleted_at"]) delete o[k];
            return JSON.stringify(o);
          })
          .sort();
      expect(strip(b), table).toEqual(strip(a));
    }
    const audit = async (s: RunningServer) =>
      (await s.db.query<{ changes: string }>("select changes::text as changes from public.content_audit_log")).rows
        .map((r) => r.changes.replaceAll(s.url, "<url>"))
        .sort();
    expect(await audit(fromSnapshot)).toEqual(await audit(full));
    // Nothing anywhere still points at the server the snapshot was taken from.
    for (const table of URL_TABLES) {
      const r = await fromSnapshot.db.query<{ n: number }>(
        `select count(*)::int as n from public.${table} t where strpos(row_to_json(t)::text, $1) > 0`,
        [`${snapshots.seeded.url}/`],
      );
      expect(r.rows[0]!.n, table).toBe(0);
    }
  });

  it("serves every seeded file with the bytes a fully seeded server serves", async () => {
    const urls = await fileUrls(fromSnapshot);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls).toEqual(await fileUrls(full));
    for (const u of urls) {
      const [a, b] = await Promise.all([download(full, u), download(fromSnapshot, u)]);
      expect(a.status, u).toBe(200);
      expect(b, u).toEqual(a);
    }
    // Every stored object, referenced by a row or not (e.g. image variants).
    const objects = async (s: RunningServer) =>
      (
        await s.db.query<{ bucket_id: string; name: string }>(
          "select bucket_id, name from storage.objects order by bucket_id, name",
        )
      ).rows;
    const list = await objects(fromSnapshot);
    expect(list).toEqual(await objects(full));
    for (const o of list) {
      const p = `/storage/v1/object/${o.bucket_id}/${o.name.split("/").map(encodeURIComponent).join("/")}`;
      const [a, b] = await Promise.all([download(full, p), download(fromSnapshot, p)]);
      expect(a.status, p).toBe(200);
      expect(b, p).toEqual(a);
    }
  });

  it("signs the seeded admin in", async () => {
    const admin = await signedInClient(fromSnapshot, ADMIN);
    const { data, error } = await admin.rpc("is_admin");
    expect(error).toBeNull();
    expect(data).toBe(true);
  });
});

describe("openDatabase from a snapshot's dump", () => {
  it("applies nothing when the dump is current, and a migration added after the snapshot", async () => {
    const current = await openDatabase(undefined, undefined, {
      loadDataDir: await snapshotDatabase(snapshots.migrated),
    });
    try {
      expect(current.applied).toEqual([]);
      expect(current.isNew).toBe(true);
    } finally {
      await current.db.close();
    }

    const migrationsDir = await mkdtemp(path.join(tmpdir(), "snapshot-migrations-"));
    dirs.push(migrationsDir);
    for (const m of await listMigrations()) await copyFile(m.file, path.join(migrationsDir, path.basename(m.file)));
    await writeFile(
      path.join(migrationsDir, "99990101000000_after_snapshot.sql"),
      "create table public.after_snapshot (id int primary key); insert into public.after_snapshot values (1);",
    );
    const later = await openDatabase(undefined, migrationsDir, {
      loadDataDir: await snapshotDatabase(snapshots.migrated),
    });
    try {
      expect(later.applied).toEqual(["99990101000000"]);
      expect(
        (await later.db.query<{ n: number }>("select count(*)::int as n from public.after_snapshot")).rows[0]!.n,
      ).toBe(1);
      const owner = await later.db.query<{ owner: string }>(
        "select tableowner as owner from pg_tables where tablename = 'after_snapshot'",
      );
      expect(owner.rows[0]!.owner).toBe("postgres"); // run as the migration role, as on hosted
    } finally {
      await later.db.close();
    }
  });
});

describe("startTestServer's choice of snapshot", () => {
  it("takes the seeded one by default, the migrated one for seed: false, none for other data or accounts", () => {
    const memory = { port: 0, dataDir: "memory" } as const;
    expect(pickTestSnapshot(memory, snapshots)).toEqual(snapshots.seeded);
    expect(pickTestSnapshot({ ...memory, captchaProvider: "none", signInLimits: { perEmail: 3 } }, snapshots)).toEqual(
      snapshots.seeded,
    );
    expect(pickTestSnapshot({ ...memory, seed: false }, snapshots)).toEqual(snapshots.migrated);
    expect(pickTestSnapshot({ ...memory, dataDir: "/tmp/somewhere" }, snapshots)).toBeNull();
    expect(pickTestSnapshot({ port: 0 }, snapshots)).toBeNull();
    const accounts = { admin: { ...ADMIN, email: "other@example.com" }, editor: snapshots.accounts.editor };
    expect(pickTestSnapshot({ ...memory, seedAccounts: accounts }, snapshots)).toBeNull();
    expect(pickTestSnapshot({ ...memory, snapshot: snapshots.migrated }, snapshots)).toBeNull();
  });

  it("uses the run's snapshots under the backend project's global setup", async ({ task }) => {
    // The backend project's workers inherit the variable its global setup sets.
    expect(Boolean(process.env[TEST_SNAPSHOTS_ENV])).toBe(task.file.projectName === "backend");
    if (!process.env[TEST_SNAPSHOTS_ENV]) return; // outside that setup startTestServer starts in full
    expect(await testSnapshotFor({ port: 0, dataDir: "memory" })).toEqual(snapshots.seeded);
  });
});
