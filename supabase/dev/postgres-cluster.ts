/**
 * A throwaway PostgreSQL cluster (issue #8, moved out of tests/compat for
 * issue #23 so that `npm run db:types` can start one too): a
 * real Postgres server (Debian's `postgresql` package) in a temp folder,
 * listening on a free TCP port of 127.0.0.1 and on a unix socket in that
 * folder, with `supabase_admin` as its bootstrap superuser (as on hosted
 * Supabase) and trust authentication, so any role can log in without a password.
 *
 * initdb and postgres refuse to run as root: under root they run as Debian's
 * `postgres` OS user (`runuser -u postgres -- ...`), which then owns the folder.
 */
import { execFile } from "node:child_process";
import { chown, mkdtemp, readdir, readFile, rm, appendFile, access } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

/** What a started cluster offers its test. */
export interface Cluster {
  /** TCP port on 127.0.0.1. */
  port: number;
  /** Folder of the unix socket (`.s.PGSQL.<port>`). */
  socketDir: string;
  /** Folder of the binaries used (initdb, pg_ctl, postgres). */
  bindir: string;
  /** Server version, e.g. `15.14 (Debian 15.14-0+deb12u1)`. */
  version: string;
  /**
   * A new, connected `pg` Client logged in as `role` (trust auth, no password)
   * to `database` (default `postgres`). The caller ends it (`client.end()`).
   */
  connect(role: string, database?: string): Promise<pg.Client>;
  /**
   * The connection URL of `role` on `database` (default `postgres`), e.g.
   * `postgresql://postgres@127.0.0.1:5433/postgres?sslmode=disable`: no password
   * (trust auth), no TLS (the server has none). What the Supabase CLI and
   * postgres-meta are given.
   */
  url(role: string, database?: string): string;
  /** Stops the server at once (`pg_ctl stop -m immediate`) and deletes the temp folder. Safe to call twice. */
  stop(): Promise<void>;
}

/** The server binaries this suite needs. */
const NEEDED = ["initdb", "pg_ctl", "postgres"];

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * The folder holding initdb, pg_ctl and postgres: `pg_config --bindir` when it
 * has them, else the newest `/usr/lib/postgresql/<ver>/bin` that does.
 * @throws Error telling to `apt-get install postgresql` when none is found.
 */
export async function findPostgresBindir(): Promise<string> {
  const candidates: string[] = [];
  try {
    candidates.push((await run("pg_config", ["--bindir"])).stdout.trim());
  } catch {
    // pg_config is missing or broken: fall back to Debian's layout.
  }
  const root = "/usr/lib/postgresql";
  const versions = await readdir(root).catch(() => [] as string[]);
  versions
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a))
    .forEach((v) => candidates.push(path.join(root, v, "bin")));
  for (const dir of candidates) {
    if (dir && (await Promise.all(NEEDED.map((b) => exists(path.join(dir, b))))).every(Boolean)) return dir;
  }
  throw new Error(
    "PostgreSQL server binaries (initdb, pg_ctl, postgres) not found; the compatibility suite and `npm run db:types` " +
      "need a real PostgreSQL: run `apt-get install postgresql` (Debian) or `bash .ci/run`, which installs it.",
  );
}

/** A TCP port that was free on 127.0.0.1 a moment ago. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** The uid/gid of Debian's `postgres` OS user. @throws Error when there is none. */
async function postgresOsUser(): Promise<{ uid: number; gid: number }> {
  const passwd = await readFile("/etc/passwd", "utf8");
  const line = passwd.split("\n").find((l) => l.startsWith("postgres:"));
  if (!line) {
    throw new Error(
      "Running as root, but there is no `postgres` OS user to run initdb/postgres as: run `apt-get install postgresql`.",
    );
  }
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

/** chown -R of `dir` (only folders and files this module created). */
async function chownTree(dir: string, uid: number, gid: number): Promise<void> {
  await chown(dir, uid, gid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(p, uid, gid);
    else await chown(p, uid, gid);
  }
}

/**
 * Starts a new cluster (about 2–4 s): `initdb -U supabase_admin --auth=trust`
 * (UTF8, C locale, no sync), settings for speed (fsync off, 32 MB
 * shared_buffers, no synchronous commit), then `pg_ctl start -w`.
 * @returns a Cluster; call `stop()` when done (afterAll).
 * @throws Error when the binaries are missing (says to apt-get install postgresql),
 *   or when initdb or the server fails (with the server log's tail).
 */
export async function startCluster(): Promise<Cluster> {
  const bindir = await findPostgresBindir();
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await postgresOsUser() : null;
  const dir = await mkdtemp(path.join(tmpdir(), "compat-pg-"));
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "server.log");
  if (owner) await chownTree(dir, owner.uid, owner.gid);

  /** Runs a server binary as the right OS user, in the temp folder. */
  const pgBin = (bin: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bindir, bin), ...args], { cwd: dir })
      : run(path.join(bindir, bin), args, { cwd: dir });

  const stopServer = async () => {
    await pgBin("pg_ctl", ["stop", "-D", dataDir, "-m", "immediate", "-w"]).catch(() => undefined);
  };
  const removeDir = () => rm(dir, { recursive: true, force: true });
  const logTail = async () => (await readFile(logFile, "utf8").catch(() => "")).split("\n").slice(-30).join("\n");

  try {
    await pgBin("initdb", [
      "-D",
      dataDir,
      "-U",
      "supabase_admin",
      "--auth=trust",
      "--encoding=UTF8",
      "--locale=C",
      "--no-sync",
      "--no-instructions",
    ]);
  } catch (e) {
    await removeDir();
    const err = e as { stderr?: string; message: string };
    throw new Error(`initdb failed: ${err.stderr || err.message}`, { cause: e });
  }

  let port = 0;
  let started = false;
  let lastError = "";
  // A port taken between freePort() and the server's bind: try another.
  for (let attempt = 0; attempt < 3 && !started; attempt++) {
    port = await freePort();
    await appendFile(
      path.join(dataDir, "postgresql.conf"),
      [
        "",
        "# throwaway cluster (supabase/dev/postgres-cluster.ts)",
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        "fsync = off",
        "synchronous_commit = off",
        "full_page_writes = off",
        "shared_buffers = 32MB",
        "max_connections = 40",
        "max_wal_senders = 0",
        "wal_level = minimal",
        "logging_collector = off",
        "",
      ].join("\n"),
    );
    try {
      await pgBin("pg_ctl", ["start", "-D", dataDir, "-l", logFile, "-w", "-t", "60"]);
      started = true;
    } catch (e) {
      lastError = `${(e as { stderr?: string }).stderr ?? ""}\n${await logTail()}`;
      await stopServer();
    }
  }
  if (!started) {
    await removeDir();
    throw new Error(`PostgreSQL did not start: ${lastError}`);
  }

  const connect = async (role: string, database = "postgres") => {
    const client = new pg.Client({ host: "127.0.0.1", port, user: role, database });
    await client.connect();
    return client;
  };

  let version: string;
  try {
    const admin = await connect("supabase_admin");
    version = (await admin.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v;
    await admin.end();
  } catch (e) {
    await stopServer();
    await removeDir();
    throw new Error(`PostgreSQL started but refuses connections: ${(e as Error).message}\n${await logTail()}`, {
      cause: e,
    });
  }

  let stopped = false;
  return {
    port,
    socketDir: dir,
    bindir,
    version,
    connect,
    url: (role, database = "postgres") =>
      `postgresql://${encodeURIComponent(role)}@127.0.0.1:${port}/${encodeURIComponent(database)}?sslmode=disable`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await stopServer();
      await removeDir();
    },
  };
}
