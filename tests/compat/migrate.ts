/**
 * Brings a fresh cluster (supabase/dev/postgres-cluster.ts) to what a hosted
 * Supabase project has after `supabase db push` (issues #8 and #23): the
 * hosted baseline as supabase_admin, then this project's migrations pushed by
 * the pinned Supabase CLI, connected as the non-superuser `postgres` role.
 */
import { applyHostedBaseline, BASELINE_FILE, pushMigrations } from "../../supabase/dev/hosted-like-db";
import type { Cluster } from "../../supabase/dev/postgres-cluster";
import type { CliRun } from "../../supabase/dev/supabase-cli";
import { listMigrations, MIGRATIONS_DIR, type MigrationFile } from "../../supabase/server/db/database";

// The same file list and order as the embedded backend's runner (one definition).
export { BASELINE_FILE, listMigrations, MIGRATIONS_DIR };
/** A migration file: `<version>_<name>.sql`. */
export type Migration = MigrationFile;

/** Runs supabase/dev/hosted-baseline.sql as supabase_admin. @throws Error with Postgres's message. */
export const applyBaseline = (cluster: Cluster): Promise<void> => applyHostedBaseline(cluster);

/** What {@link applyMigrations} did. */
export interface MigrationPush {
  /** Every migration file, in version order (all of them were pushed: the cluster was fresh). */
  migrations: Migration[];
  /** The CLI's run: its output (one `Applying migration <file>...` line per file) and duration. */
  cli: CliRun;
}

/**
 * `supabase db push --db-url postgresql://postgres@…` with the pinned CLI.
 * @returns the migration files and the CLI's run.
 * @throws SupabaseCliError quoting the CLI's output (Postgres's error, the statement) on the first failure.
 */
export async function applyMigrations(cluster: Cluster): Promise<MigrationPush> {
  const migrations = await listMigrations(MIGRATIONS_DIR);
  const cli = await pushMigrations(cluster);
  return { migrations, cli };
}
