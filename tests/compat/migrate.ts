/**
 * Brings a fresh cluster (cluster.ts) to what a hosted Supabase project has
 * after `supabase db push` (issue #8): the hosted baseline as supabase_admin,
 * then this project's migrations as the non-superuser `postgres` role.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { listMigrations, MIGRATIONS_DIR, type MigrationFile } from "../../supabase/server/db/database";
import type { Cluster } from "./cluster";

// The same file list and order as the embedded backend's runner (one definition).
export { listMigrations, MIGRATIONS_DIR };
/** A migration file: `<version>_<name>.sql`. */
export type Migration = MigrationFile;

const here = path.dirname(fileURLToPath(import.meta.url));
/** tests/compat/hosted-baseline.sql */
export const BASELINE_FILE = path.join(here, "hosted-baseline.sql");

/** Runs hosted-baseline.sql as supabase_admin (the bootstrap superuser). @throws Error with Postgres's message. */
export async function applyBaseline(cluster: Cluster): Promise<void> {
  const sql = await readFile(BASELINE_FILE, "utf8");
  const admin = await cluster.connect("supabase_admin");
  try {
    await admin.query(sql);
  } catch (e) {
    throw new Error(`hosted-baseline.sql failed: ${(e as Error).message}`, { cause: e });
  } finally {
    await admin.end();
  }
}

/**
 * Applies every migration as `postgres`, each file in its own transaction
 * together with its row in supabase_migrations.schema_migrations, like
 * `supabase db push`.
 * @returns the migrations applied, in order.
 * @throws Error naming the file and quoting Postgres's message (and code) on the first failure.
 */
export async function applyMigrations(cluster: Cluster, dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const migrations = await listMigrations(dir);
  const db = await cluster.connect("postgres");
  try {
    await db.query(`create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text)`);
    for (const m of migrations) {
      const sql = await readFile(m.file, "utf8");
      await db.query("begin");
      try {
        await db.query(sql);
        await db.query(
          "insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)",
          [m.version, m.name, [sql]],
        );
        await db.query("commit");
      } catch (e) {
        await db.query("rollback").catch(() => undefined);
        const err = e as { message: string; code?: string; detail?: string; hint?: string };
        throw new Error(
          `migration ${path.basename(m.file)} failed as postgres: ${err.message}` +
            (err.code ? ` (SQLSTATE ${err.code})` : "") +
            (err.detail ? `; detail: ${err.detail}` : "") +
            (err.hint ? `; hint: ${err.hint}` : ""),
          { cause: e },
        );
      }
    }
  } finally {
    await db.end();
  }
  return migrations;
}
