/**
 * Whether a local data folder's seed finished (issue #23). `npm start` seeds
 * a new database through the API; a start that dies on the way (Ctrl-C,
 * kill -9, a crash) used to leave a database that was never seeded again:
 * no admin account, no content, no warning. The record lives in the
 * database itself (`local_backend.seed_state`, made by sql/bootstrap.sql),
 * written only after the seed returned, so it is as durable as the seed's
 * own rows.
 */
import type { Db } from "./database";
import { execute, queryOne } from "./statements";

/** When the seed of this database finished, or null when it never did (new, interrupted or from before issue #23). */
export async function seedFinishedAt(db: Db): Promise<Date | null> {
  const row = await queryOne<{ finished_at: Date }>(db, "select finished_at from local_backend.seed_state");
  return row ? new Date(row.finished_at) : null;
}

/** Records that the seed finished now (idempotent: a later call keeps the first time). */
export async function recordSeedFinished(db: Db): Promise<void> {
  await execute(db, "insert into local_backend.seed_state (only_row) values (true) on conflict (only_row) do nothing");
}

/** What a start prints when it completes a seed that an earlier start did not finish. */
export const UNFINISHED_SEED_NOTICE =
  "This data folder's seed never finished (a start stopped while seeding, or the folder predates the check): " +
  "completing it now. Accounts and content that exist are kept.";
