/**
 * Global setup of the vitest `backend` project (issue #25): makes the run's
 * test-server snapshots once (a migrated and a migrated + seeded in-memory
 * database with their stored files; supabase/server/test-snapshots.ts) in a
 * temp folder, names it in LOCAL_SUPABASE_TEST_SNAPSHOTS before the test
 * workers start (they inherit the environment), and deletes it at teardown.
 * startTestServer begins from them when its options allow.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeTestSnapshots, TEST_SNAPSHOTS_ENV } from "../../supabase/server/test-snapshots";

/**
 * Makes the snapshots and sets the variable.
 * @returns the teardown: unsets the variable and removes the folder.
 * @throws the error of a failing migration or seed (the run stops: every backend test would fail the same way).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), "backend-snapshots-"));
  try {
    await makeTestSnapshots(dir);
  } catch (e) {
    await rm(dir, { recursive: true, force: true });
    throw e;
  }
  process.env[TEST_SNAPSHOTS_ENV] = dir;
  return async () => {
    delete process.env[TEST_SNAPSHOTS_ENV];
    await rm(dir, { recursive: true, force: true });
  };
}
