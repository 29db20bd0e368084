/**
 * The PGlite database: open (in memory or in a folder), bootstrap what hosted
 * Supabase has before migrations, then apply supabase/migrations/*.sql in
 * version order as the non-superuser `postgres` role (as `supabase db push`
 * does on hosted), recording them in supabase_migrations.schema_migrations.
 * A new database's bootstrap superuser is `supabase_admin`, as on hosted
 * (issue #8; docs/local-backend.md lists what still differs). Statements the
 * services run afterwards go through db/statements.ts (issue #25).
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";

const here = path.dirname(fileURLToPath(import.meta.url));
/** Folder of the SQL migrations applied at start. */
export const MIGRATIONS_DIR = path.resolve(here, "../../migrations");
const BOOTSTRAP_SQL = path.resolve(here, "../sql/bootstrap.sql");

export type Db = PGlite;
export type Tx = Transaction;

/** The bootstrap superuser of a database made by openDatabase (hosted's name for it). */
export const BOOTSTRAP_SUPERUSER = "supabase_admin";
/** The role migrations run as: hosted's `postgres`, not a superuser. */
export const MIGRATION_ROLE = "postgres";

/** An open database and whether it was created by this call. */
export interface OpenedDatabase {
  db: Db;
  /**
   * True when the folder held no database before (or in memory, also when loaded from a dump): the
   * caller seeds it unless a finished seed is recorded.
   */
  isNew: boolean;
  /** Versions of the migrations applied by this call. */
  applied: string[];
  /** Things the operator should know (e.g. a data folder from an older version); empty when none. */
  warnings: string[];
}

/** Warning for a data folder whose `postgres` role is still the superuser (made before issue #8). */
export const LEGACY_SUPERUSER_WARNING =
  "This data folder was created by an older local backend: its `postgres` role is a superuser, so migrations " +
  "applied to it are not held to hosted Supabase's limits. Run `npm run db:reset` to recreate it (this deletes " +
  "the local data and seeds it again).";

/** How openDatabase starts a database that does not exist yet. */
export interface OpenDatabaseOptions {
  /**
   * An uncompressed tar of a data folder (PGlite's `dumpDataDir("none")`) to start from instead of
   * initdb, e.g. a test snapshot (issue #25). Bootstrap and pending migrations still run on it, so a
   * dump older than supabase/migrations is brought up to date. Only for a database that does not exist yet.
   */
  loadDataDir?: Blob;
}

/**
 * Opens the database in `dbDir` (undefined = in memory), bootstraps it when
 * new (or from `options.loadDataDir`) and applies pending migrations.
 * @throws the PGlite error of a failing bootstrap or migration statement (the migration is rolled back);
 *   PGlite's error when `loadDataDir` is given for a folder that already holds a database.
 */
export async function openDatabase(
  dbDir: string | undefined,
  migrationsDir = MIGRATIONS_DIR,
  options: OpenDatabaseOptions = {},
): Promise<OpenedDatabase> {
  const isNew = dbDir === undefined || !existsSync(path.join(dbDir, "PG_VERSION"));
  // initdb -U names the bootstrap superuser; the session runs as it (hosted: supabase_admin).
  // A dump was made by such a database, so it carries the same roles.
  const db = await PGlite.create({
    dataDir: dbDir,
    extensions: { pgcrypto },
    initDbStartParams: ["-U", BOOTSTRAP_SUPERUSER],
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  try {
    await db.exec(await readFile(BOOTSTRAP_SQL, "utf8"));
    const legacy = (
      await db.query<{ rolsuper: boolean }>("select rolsuper from pg_roles where rolname = $1", [MIGRATION_ROLE])
    ).rows[0]?.rolsuper;
    const applied = await applyMigrations(db, migrationsDir);
    return { db, isNew, applied, warnings: legacy ? [LEGACY_SUPERUSER_WARNING] : [] };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** One migration file: `<version>_<name>.sql`. */
export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

/** Lists migration files in version order (the CLI's `^([0-9]+)_(.*)\.sql$`). */
export async function listMigrations(migrationsDir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = existsSync(migrationsDir) ? await readdir(migrationsDir) : [];
  return names
    .map((n) => /^([0-9]+)_(.*)\.sql$/.exec(n))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ version: m[1]!, name: m[2]!, file: path.join(migrationsDir, m[0]) }))
    .sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
}

/**
 * Applies the migrations not yet recorded, each in its own transaction run as
 * the `postgres` role with hosted's search_path, so a statement that needs a
 * superuser (or a privilege hosted's `postgres` lacks) fails here too.
 * @returns the versions applied.
 * @throws the Postgres error of the failing statement, with the migration's file name prefixed to its message.
 */
export async function applyMigrations(db: Db, migrationsDir = MIGRATIONS_DIR): Promise<string[]> {
  const done = new Set(
    (await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations")).rows.map(
      (r) => r.version,
    ),
  );
  const applied: string[] = [];
  for (const m of await listMigrations(migrationsDir)) {
    if (done.has(m.version)) continue;
    const sql = await readFile(m.file, "utf8");
    try {
      await db.transaction(async (tx) => {
        await tx.exec(`set local role ${MIGRATION_ROLE}; set local search_path = "$user", public, extensions`);
        await tx.exec(sql);
        await tx.query(
          "insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)",
          [m.version, [sql], m.name],
        );
      });
    } catch (e) {
      if (e instanceof Error) e.message = `${path.basename(m.file)}: ${e.message}`;
      throw e;
    }
    applied.push(m.version);
  }
  return applied;
}

/** The fields of an error Postgres raised that the services map to their own errors. */
export interface PgError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

/** Whether `e` is an error raised by Postgres (it carries a SQLSTATE `code` and a `severity`). */
export function isPgError(e: unknown): e is PgError {
  return typeof e === "object" && e !== null && "severity" in e && typeof (e as { code?: unknown }).code === "string";
}

/** A UUID in its text form (any case). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Quotes an identifier for SQL (`"a""b"`). Only for names already checked against the catalog. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Quotes a string literal (standard_conforming_strings is on, so only `'` needs doubling). */
export function quoteLiteral(value: string): string {
  if (value.includes("\0")) throw new Error("NUL byte in SQL literal");
  return `'${value.replaceAll("'", "''")}'`;
}
