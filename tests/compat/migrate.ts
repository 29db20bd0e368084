/**
 * Brings a fresh cluster (cluster.ts) to what a hosted Supabase project has
 * after `supabase db push` (issue #8): the hosted baseline as supabase_admin,
 * then this project's migrations as the non-superuser `postgres` role.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Cluster } from "./cluster";

const here = path.dirname(fileURLToPath(import.meta.url));
/** tests/compat/hosted-baseline.sql */
export const BASELINE_FILE = path.join(here, "hosted-baseline.sql");
/** supabase/migrations */
export const MIGRATIONS_DIR = path.resolve(here, "../../supabase/migrations");

/** A migration file: `<version>_<name>.sql`. */
export interface Migration {
  version: string;
  name: string;
  file: string;
}

/**
 * The migration files of `dir` in version order (numeric, as the Supabase CLI
 * sorts them); files not matching `^([0-9]+)_(.*)\.sql$` are ignored, as the CLI does.
 */
export async function listMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const out: Migration[] = [];
  for (const file of await readdir(dir)) {
    const m = /^([0-9]+)_(.*)\.sql$/.exec(file);
    if (m) out.push({ version: m[1]!, name: m[2]!, file: path.join(dir, file) });
  }
  return out.sort((a, b) =>
    BigInt(a.version) < BigInt(b.version) ? -1 : BigInt(a.version) > BigInt(b.version) ? 1 : 0,
  );
}

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
