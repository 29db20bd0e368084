/**
 * One test run's snapshots of a test server (issue #25): every in-memory test
 * server used to run initdb, the bootstrap, all migrations and the seed
 * through the API (about 4 s of CPU each). The backend tests' global setup
 * (tests/setup/backend-snapshots.ts) makes two snapshots once per run, a
 * migrated database and a migrated + seeded one, and names their folder in
 * the environment; startTestServer (testing.ts) starts from the one that fits
 * its options and does the full start when none does (or outside that setup).
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { startServer, type InternalOptions } from "./index";
import { readEnvSettings, seedAccountsFrom, type SeedAccounts } from "./settings";
import { saveServerSnapshot, type ServerSnapshot } from "./snapshot";

/** Environment variable holding the folder of this run's snapshots (absolute path), read by testSnapshotFor. */
export const TEST_SNAPSHOTS_ENV = "LOCAL_SUPABASE_TEST_SNAPSHOTS";

/** File in that folder describing the snapshots (JSON of TestSnapshots). */
const MANIFEST = "snapshots.json";

/** The snapshots of one test run. */
export interface TestSnapshots {
  /** Bootstrapped and migrated, never seeded: for `seed: false`. */
  migrated: ServerSnapshot;
  /** Migrated and seeded (seed recorded as finished) with `accounts`. */
  seeded: ServerSnapshot;
  /** The accounts the seeded snapshot holds: the default ones of the process that made it. */
  accounts: SeedAccounts;
}

/**
 * The accounts a start seeds when given none: SEED_* from the environment, else the defaults
 * (as startServer reads them).
 * @throws Error listing the invalid SEED_* variables (as startServer would).
 */
export function defaultSeedAccounts(env: NodeJS.ProcessEnv = process.env): SeedAccounts {
  return seedAccountsFrom(
    readEnvSettings(Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith("SEED_")))),
  );
}

/**
 * Makes the run's snapshots in `dir`: a migrated server is saved to `<dir>/migrated`, then a server started
 * from that snapshot seeds and is saved to `<dir>/seeded`; `<dir>/snapshots.json` describes both.
 * Takes about one full seeded start plus two dumps (~6 s on 2 cores).
 * @param dir a folder to create (or an empty one), e.g. under the OS temp folder.
 * @returns the snapshots, with absolute paths.
 * @throws the error of a failing start (a migration, the seed) or of the file system.
 */
export async function makeTestSnapshots(dir: string): Promise<TestSnapshots> {
  const root = path.resolve(dir);
  await mkdir(root, { recursive: true });
  const base: InternalOptions = { port: 0, dataDir: "memory", quiet: true, captchaProvider: "none" };
  const bare = await startServer({ ...base, seed: false });
  let migrated: ServerSnapshot;
  try {
    migrated = await saveServerSnapshot(bare, path.join(root, "migrated"));
  } finally {
    await bare.close();
  }
  const accounts = defaultSeedAccounts();
  const full = await startServer({ ...base, snapshot: migrated, seedAccounts: accounts });
  let seeded: ServerSnapshot;
  try {
    seeded = await saveServerSnapshot(full, path.join(root, "seeded"));
  } finally {
    await full.close();
  }
  const snapshots: TestSnapshots = { migrated, seeded, accounts };
  await writeFile(path.join(root, MANIFEST), JSON.stringify(snapshots, null, 2));
  return snapshots;
}

/**
 * Reads the snapshots makeTestSnapshots wrote in `dir`.
 * @returns them, or null when `dir` holds none or any of their files is gone.
 */
export async function readTestSnapshots(dir: string): Promise<TestSnapshots | null> {
  const text = await readFile(path.join(dir, MANIFEST), "utf8").catch(() => null);
  if (text === null) return null;
  const snapshots = JSON.parse(text) as TestSnapshots;
  const files = [snapshots.migrated, snapshots.seeded].flatMap((s) => [s.database, s.storageDir]);
  return files.every((f) => existsSync(f)) ? snapshots : null;
}

/**
 * Which snapshot a start with `options` can begin from without changing what it holds: only an in-memory
 * start with the default seed accounts (none given, SEED_* unchanged since the snapshots were made) and no
 * snapshot of its own; `seed: false` takes the migrated one, else the seeded one.
 * @returns the snapshot, or null when the start must run in full.
 */
export function pickTestSnapshot(options: InternalOptions, snapshots: TestSnapshots): ServerSnapshot | null {
  if (options.dataDir !== "memory" || options.snapshot || options.seedAccounts) return null;
  if (options.seed === false) return snapshots.migrated;
  let accounts: SeedAccounts;
  try {
    accounts = defaultSeedAccounts();
  } catch {
    return null; // startServer reports the bad setting
  }
  return JSON.stringify(accounts) === JSON.stringify(snapshots.accounts) ? snapshots.seeded : null;
}

let cached: { dir: string; snapshots: Promise<TestSnapshots | null> } | undefined;

/**
 * The snapshot of this run (the folder in LOCAL_SUPABASE_TEST_SNAPSHOTS) that a start with `options` can
 * begin from (pickTestSnapshot); the folder's description is read once per process.
 * @returns null when the variable is unset, the folder holds no snapshots, or none fits.
 */
export async function testSnapshotFor(options: InternalOptions): Promise<ServerSnapshot | null> {
  const dir = process.env[TEST_SNAPSHOTS_ENV];
  if (!dir) return null;
  if (cached?.dir !== dir) cached = { dir, snapshots: readTestSnapshots(dir) };
  const snapshots = await cached.snapshots;
  return snapshots ? pickTestSnapshot(options, snapshots) : null;
}
