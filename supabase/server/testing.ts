/**
 * Test helpers for any folder's tests: solve the local server's ALTCHA
 * challenge like the widget would, and start a throwaway server with access
 * to its database.
 */
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { CAPTCHA_CHALLENGE_PATH } from "./app";
import { startServer, type InternalOptions, type RunningServer } from "./index";
import { testSnapshotFor } from "./test-snapshots";

/**
 * Fetches a challenge from `<baseUrl>/captcha/v1/challenge` and solves it.
 * @returns the base64 payload the widget would emit: pass it as `captchaToken`
 *   to signInWithPassword (valid once).
 * @throws Error when the endpoint fails or the challenge cannot be solved in 30 s.
 */
export async function solveAltchaChallenge(baseUrl: string): Promise<string> {
  const res = await fetch(new URL(CAPTCHA_CHALLENGE_PATH, baseUrl));
  if (!res.ok) throw new Error(`GET ${CAPTCHA_CHALLENGE_PATH} answered ${res.status}`);
  const challenge = (await res.json()) as Challenge & { configuration?: unknown };
  delete challenge.configuration;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error("Could not solve the ALTCHA challenge");
  return btoa(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  );
}

/**
 * Starts a server on a random port with an in-memory database (seeded unless
 * `seed: false`), quiet by default; the result also exposes `db` for direct SQL.
 * Under the backend tests' global setup, a start whose options allow it begins
 * from the run's snapshot (test-snapshots.ts: same migrations, rows and files,
 * about a third of the time); any other start, or one outside that setup, runs in full.
 * @throws what startServer throws (port taken, failing migration or seed).
 */
export async function startTestServer(options: InternalOptions = {}): Promise<RunningServer> {
  const full: InternalOptions = { port: 0, dataDir: "memory", quiet: true, ...options };
  const snapshot = await testSnapshotFor(full);
  return startServer(snapshot ? { ...full, snapshot } : full);
}

export type { RunningServer } from "./index";
