/**
 * A PostgreSQL set up like a hosted Supabase project (issues #8 and #23): a
 * throwaway cluster (postgres-cluster.ts), the hosted baseline
 * (hosted-baseline.sql, as the bootstrap superuser `supabase_admin`), then
 * this project's migrations applied by the real Supabase CLI (`supabase db
 * push`) connected as the non-superuser `postgres`, as on a hosted project.
 * Shared by the compatibility suite (tests/compat) and `npm run db:types`.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startCluster, type Cluster } from "./postgres-cluster";
import { dbPush, type CliRun, type DbPushOptions } from "./supabase-cli";

/** supabase/dev/hosted-baseline.sql */
export const BASELINE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "hosted-baseline.sql");

/** Runs hosted-baseline.sql as supabase_admin (the bootstrap superuser). @throws Error with Postgres's message. */
export async function applyHostedBaseline(cluster: Cluster): Promise<void> {
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
 * `supabase db push` of `supabase/migrations` (or `options.workdir`'s) to the
 * cluster, connected as `postgres` (trust auth: no password), telemetry and
 * update check off, with a throwaway `SUPABASE_HOME` so that the developer's
 * CLI profile and login are neither read nor written.
 * @returns the CLI's output and how long the push took.
 * @throws SupabaseCliError quoting the CLI's output when a migration fails.
 */
export async function pushMigrations(cluster: Cluster, options: DbPushOptions = {}): Promise<CliRun> {
  const home = await mkdtemp(path.join(tmpdir(), "supabase-home-"));
  try {
    return await dbPush(cluster.url("postgres"), { ...options, env: { ...options.env, SUPABASE_HOME: home } });
  } finally {
    await rm(home, { recursive: true, force: true });
  }
}

/** A running hosted-like database and how its migrations got there. */
export interface HostedLikeDb {
  cluster: Cluster;
  /** The CLI's `db push` run. */
  push: CliRun;
}

/**
 * Starts a cluster, applies the baseline and pushes the migrations with the
 * CLI (about 2 s + 4 s here). The caller stops it (`cluster.stop()`); on a
 * failure it is stopped before the error is thrown.
 * @throws Error when PostgreSQL is missing or fails, the baseline fails, or SupabaseCliError from the push.
 */
export async function startHostedLikeDb(): Promise<HostedLikeDb> {
  const cluster = await startCluster();
  try {
    await applyHostedBaseline(cluster);
    return { cluster, push: await pushMigrations(cluster) };
  } catch (e) {
    await cluster.stop();
    throw e;
  }
}
