/**
 * The pinned Supabase CLI (`supabase` devDependency, exact version in
 * package.json) run as a child process, for issue #23: the CLI, not our own
 * imitation, applies `supabase/migrations` wherever they reach a PostgreSQL
 * (a throwaway cluster in the compatibility suite and `npm run db:types`, a
 * hosted project with `npm run db:push`).
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { REPO_ROOT } from "./repo-root";

/**
 * Settings that keep the CLI off the network apart from the database it is
 * pointed at (checked with strace on 2.117.0: with all three, its only
 * connection is to the `--db-url` host):
 * - `DO_NOT_TRACK`, `SUPABASE_TELEMETRY_DISABLED`: no telemetry events
 *   (supabase/cli `internal/telemetry/state.go`, `docs/analytics.md`);
 * - `SUPABASE_NO_UPDATE_NOTIFIER`: no look-up of the latest release on GitHub,
 *   which 2.117.0 otherwise does whenever `supabase/.temp/cli-latest` is
 *   missing or over 10 hours old (a fresh CI checkout), and which could hang
 *   on a network that drops packets instead of refusing them.
 */
export const CLI_OFFLINE_ENV: Readonly<Record<string, string>> = {
  DO_NOT_TRACK: "1",
  SUPABASE_TELEMETRY_DISABLED: "1",
  SUPABASE_NO_UPDATE_NOTIFIER: "1",
};

/** What a finished CLI run printed, and how long it took. */
export interface CliRun {
  /** The arguments, with any password in a `--db-url` replaced by `***`. */
  args: string[];
  stdout: string;
  stderr: string;
  /** Wall-clock milliseconds from spawn to exit. */
  ms: number;
}

/** A CLI run that exited non-zero, was killed or timed out; the message quotes the CLI's own output. */
export class SupabaseCliError extends Error {
  constructor(
    readonly run: CliRun,
    readonly exitCode: number | null,
    reason: string,
  ) {
    const output = [run.stdout.trim(), run.stderr.trim()].filter(Boolean).join("\n") || "(no output)";
    super(`\`supabase ${run.args.join(" ")}\` ${reason}. The CLI said:\n${output}`);
    this.name = "SupabaseCliError";
  }
}

/** `postgresql://user:secret@host/db` → `postgresql://user:***@host/db`; other text unchanged. */
export function redactDbUrl(text: string): string {
  return text.replace(/(postgres(?:ql)?:\/\/[^:/@\s]+:)[^@\s]*@/g, "$1***@");
}

/** The CLI's JS entry (a shim that starts the platform binary), resolved from node_modules. */
function cliEntry(): string {
  const require = createRequire(import.meta.url);
  const pkgFile = require.resolve("supabase/package.json");
  const bin = (require(pkgFile) as { bin: Record<string, string> }).bin.supabase;
  if (!bin) throw new Error("the supabase package declares no `supabase` bin: run `npm ci`");
  return path.join(path.dirname(pkgFile), bin);
}

/** Options of {@link runSupabaseCli}. */
export interface RunCliOptions {
  /** The CLI's `--workdir`, the folder holding `supabase/migrations` (default: this repository). */
  workdir?: string;
  /** Extra environment on top of `process.env` and {@link CLI_OFFLINE_ENV}. */
  env?: Record<string, string>;
  /** Kill the CLI after this many ms (default 180 000). */
  timeoutMs?: number;
  /**
   * `inherit`: the CLI talks to this terminal (prompts included) and nothing
   * is captured; `capture` (default): stdin closed, output collected.
   */
  stdio?: "capture" | "inherit";
}

/**
 * Runs `supabase <args>` with this repository (or `workdir`) as `--workdir`, on the Node
 * running this code (the shim only starts the CLI's binary).
 * @returns the captured output and duration (empty strings with `stdio: "inherit"`).
 * @throws SupabaseCliError quoting the CLI's output on a non-zero exit, a signal or the timeout.
 */
export function runSupabaseCli(args: string[], options: RunCliOptions = {}): Promise<CliRun> {
  const { env = {}, timeoutMs = 180_000, stdio = "capture", workdir = REPO_ROOT } = options;
  const fullArgs = ["--workdir", workdir, ...args];
  const shown = fullArgs.map(redactDbUrl);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliEntry(), ...fullArgs], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...CLI_OFFLINE_ENV, ...env },
      stdio: stdio === "inherit" ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGTERM");
    }, timeoutMs);
    const result = (): CliRun => ({
      args: shown,
      stdout: redactDbUrl(stdout),
      stderr: redactDbUrl(stderr),
      ms: Date.now() - started,
    });
    child.once("error", (e) => {
      clearTimeout(timer);
      reject(new SupabaseCliError(result(), null, `could not start (${e.message})`));
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      const run = result();
      if (timedOut) reject(new SupabaseCliError(run, code, `did not finish within ${timeoutMs} ms`));
      else if (code !== 0)
        reject(new SupabaseCliError(run, code, signal ? `was killed by ${signal}` : `exited ${code}`));
      else resolve(run);
    });
  });
}

/** Options of {@link dbPush}. */
export interface DbPushOptions extends RunCliOptions {
  /** `--dry-run`: list the migrations that would be applied, apply nothing. */
  dryRun?: boolean;
  /** `--yes`: no confirmation prompt (default true when output is captured, false with `stdio: "inherit"`). */
  yes?: boolean;
  /** More `db push` flags, passed as given (e.g. `--include-all`). */
  extraArgs?: string[];
}

/**
 * `supabase db push --db-url <dbUrl>`: applies every migration in
 * `supabase/migrations` that `supabase_migrations.schema_migrations` on that
 * database does not list yet, in version order, each file's statements and
 * its history row together (the CLI creates that schema and table on first use).
 * @param dbUrl a percent-encoded `postgresql://` URL (`?sslmode=disable` for a server without TLS).
 * @returns the CLI's output (it lists each file as `Applying migration <file>...` on stderr) and duration.
 * @throws SupabaseCliError quoting the CLI's output (e.g. Postgres's error and the failing statement).
 */
export function dbPush(dbUrl: string, options: DbPushOptions = {}): Promise<CliRun> {
  const { dryRun = false, extraArgs = [], ...run } = options;
  const yes = options.yes ?? run.stdio !== "inherit";
  const args = ["db", "push", "--db-url", dbUrl, ...(yes ? ["--yes"] : []), ...(dryRun ? ["--dry-run"] : [])];
  return runSupabaseCli([...args, ...extraArgs], run);
}

/** Where `npm run db:push` gets its target: a hosted project's connection string in `SUPABASE_DB_URL`. */
const HOSTED_DB_URL_HELP =
  "SUPABASE_DB_URL: the hosted project's Postgres connection string for the `postgres` role (Dashboard → Connect), " +
  "e.g. postgresql://postgres.<ref>:<password>@<pooler host>:5432/postgres, password percent-encoded";

/**
 * Reads and checks `SUPABASE_DB_URL` for `npm run db:push`.
 * @returns the URL.
 * @throws Error listing what is missing or wrong (unset, not a postgres:// URL, the dashboard's password placeholder left in).
 */
export function readHostedDbUrl(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.SUPABASE_DB_URL?.trim() ?? "";
  const problems: string[] = [];
  if (!value) problems.push("SUPABASE_DB_URL is not set");
  else {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      problems.push("SUPABASE_DB_URL is not a URL");
    }
    if (url && !/^postgres(ql)?:$/.test(url.protocol)) {
      problems.push(`SUPABASE_DB_URL must start with postgresql:// (it starts with ${url.protocol}//)`);
    }
    if (/\[YOUR-PASSWORD\]|%5BYOUR-PASSWORD%5D/i.test(value)) {
      problems.push("SUPABASE_DB_URL still holds the [YOUR-PASSWORD] placeholder: put the database password there");
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `Cannot push migrations:\n${problems.map((p) => `  - ${p}`).join("\n")}\nNeeded: ${HOSTED_DB_URL_HELP}.`,
    );
  }
  return value;
}
