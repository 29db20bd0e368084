/**
 * The embedded database is set up like a hosted Supabase project of today
 * (issue #8): supabase_admin is the bootstrap superuser, migrations run as a
 * non-superuser `postgres`, new tables in `public` get no API grants, and the
 * auth tables are closed to the API roles.
 */
import { copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LEGACY_SUPERUSER_WARNING,
  listMigrations,
  MIGRATIONS_DIR,
  openDatabase,
  type Db,
} from "../../supabase/server/db/database";

let db: Db;
beforeAll(async () => {
  db = (await openDatabase(undefined)).db;
});
afterAll(() => db?.close());

/** A migrations folder holding the real migrations plus `extra` as the newest one. */
async function migrationsWith(extra: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "migrations-"));
  for (const m of await listMigrations(MIGRATIONS_DIR)) await copyFile(m.file, path.join(dir, path.basename(m.file)));
  await writeFile(path.join(dir, "29990101000000_probe.sql"), extra);
  return dir;
}

describe("roles", () => {
  it("runs as the bootstrap superuser supabase_admin; postgres has hosted's attributes and is no superuser", async () => {
    const who = await db.query<{ session_user: string }>("select session_user");
    expect(who.rows[0]!.session_user).toBe("supabase_admin");
    const roles = await db.query<Record<string, unknown>>(
      `select rolname, rolsuper, rolinherit, rolcreaterole, rolcreatedb, rolcanlogin, rolreplication, rolbypassrls
         from pg_roles where rolname in ('postgres', 'anon', 'authenticated', 'service_role', 'authenticator')
         order by rolname`,
    );
    const by = Object.fromEntries(roles.rows.map((r) => [r.rolname, r]));
    expect(by.postgres).toMatchObject({
      rolsuper: false,
      rolcreaterole: true,
      rolcreatedb: true,
      rolcanlogin: true,
      rolreplication: true,
      rolbypassrls: true,
    });
    for (const api of ["anon", "authenticated", "service_role"]) {
      expect(by[api]).toMatchObject({ rolsuper: false, rolinherit: true, rolcanlogin: false });
    }
    expect(by.service_role).toMatchObject({ rolbypassrls: true });
    expect(by.anon).toMatchObject({ rolbypassrls: false });
    expect(by.authenticator).toMatchObject({ rolinherit: false, rolcanlogin: true, rolsuper: false });
  });

  it("migrated tables belong to postgres", async () => {
    const owners = await db.query<{ tableowner: string }>(
      "select distinct tableowner from pg_tables where schemaname = 'public'",
    );
    expect(owners.rows).toEqual([{ tableowner: "postgres" }]);
  });
});

describe("privileges", () => {
  it("sets no default privileges for the API roles", async () => {
    const acl = await db.query<{ acl: string }>(
      `select d.defaclacl::text as acl from pg_default_acl d
         where d.defaclacl::text ~ '(anon|authenticated|service_role)='`,
    );
    expect(acl.rows).toEqual([]);
  });

  it("closes auth.users to the API roles (RLS on, no grants)", async () => {
    const rls = await db.query<{ relrowsecurity: boolean }>(
      "select relrowsecurity from pg_class where oid = 'auth.users'::regclass",
    );
    expect(rls.rows[0]!.relrowsecurity).toBe(true);
    const grants = await db.query<{ role: string; any: boolean }>(
      `select r as role, has_table_privilege(r, 'auth.users', 'SELECT, INSERT, UPDATE, DELETE') or
              has_any_column_privilege(r, 'auth.users', 'SELECT') as any
         from unnest(array['anon', 'authenticated', 'service_role']) r`,
    );
    expect(grants.rows.every((g) => g.any === false)).toBe(true);
  });

  it("gives a table created by a later migration no API grants", async () => {
    const dir = await migrationsWith("create table public.probe (id int primary key);");
    const probe = await openDatabase(undefined, dir);
    try {
      const res = await probe.db.query<{ role: string; any: boolean }>(
        `select r as role, has_table_privilege(r, 'public.probe', 'SELECT, INSERT, UPDATE, DELETE') as any
           from unnest(array['anon', 'authenticated', 'service_role']) r`,
      );
      expect(res.rows.map((r) => r.any)).toEqual([false, false, false]);
    } finally {
      await probe.db.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("migrations run as postgres", () => {
  it("refuses a migration that needs a superuser, naming the file, and records nothing of it", async () => {
    const dir = await migrationsWith("alter role postgres superuser;");
    try {
      await expect(openDatabase(undefined, dir)).rejects.toThrow(/29990101000000_probe\.sql: .*permission denied/i);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("records each applied migration", async () => {
    const rows = await db.query<{ version: string }>(
      "select version from supabase_migrations.schema_migrations order by version",
    );
    expect(rows.rows.map((r) => r.version)).toEqual((await listMigrations()).map((m) => m.version));
  });
});

describe("a data folder made before issue #8", () => {
  it("still opens, gets the new grants and warns that its postgres role is a superuser", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "legacy-db-"));
    try {
      // Older versions let PGlite's initdb name its bootstrap superuser `postgres`.
      const old = await PGlite.create({ dataDir: dir });
      await old.close();
      const opened = await openDatabase(dir);
      try {
        expect(opened.warnings).toEqual([LEGACY_SUPERUSER_WARNING]);
        const anon = await opened.db.query<{ ins: boolean; sel: boolean }>(
          `select has_table_privilege('anon', 'public.white_papers', 'INSERT') as ins,
                  has_table_privilege('anon', 'public.white_papers', 'SELECT') as sel`,
        );
        expect(anon.rows[0]).toEqual({ ins: false, sel: true });
      } finally {
        await opened.db.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("does not warn about a new database", async () => {
    const fresh = await openDatabase(undefined);
    await fresh.db.close();
    expect(fresh.warnings).toEqual([]);
  });
});
