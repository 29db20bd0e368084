/**
 * The embedded local Supabase: PGlite + the Hono app, listening on one port.
 * `startLocalSupabase()` is what the site's dev script, the desktop app and
 * the tests call; `npx tsx supabase/server/cli.ts` wraps it for humans.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { createApp } from "./app";
import { AUTH_MAIL_FOLDER, createAuthMailer } from "./auth/auth-mail";
import { createAltchaService } from "./auth/captcha";
import { FailureLimiter, type FailureLimits } from "./auth/rate-limit";
import type { AppDeps } from "./context";
import { loadSchemaCache } from "./db/catalog";
import { openDatabase, type Db } from "./db/database";
import { rebaseUrls } from "./db/rebase-urls";
import { recordSeedFinished, seedFinishedAt, UNFINISHED_SEED_NOTICE } from "./db/seed-state";
import { queryOne } from "./db/statements";
import { deriveApiKeys, JwtVerifier } from "./keys";
import {
  assertSafeBinding,
  DEFAULT_JWT_SECRET,
  readEnvSettings,
  seedAccountsFrom,
  type SeedAccounts,
} from "./settings";
import { copySnapshotFiles, snapshotDatabase, type ServerSnapshot } from "./snapshot";
import { ObjectFiles } from "./storage/object-files";
import { removeDatabaseWebhooks, startDatabaseWebhooks, type DatabaseWebhooks } from "./webhooks/index";
import { startSiteBuildSignals, type SiteBuildSignals } from "./webhooks/site-builds";
import type { NotifyConfig } from "../functions/notify-enquiry/settings.ts";
import { seedDatabase } from "../seed/seed";
import { DEFAULT_NOTIFY_FROM } from "../functions/notify-enquiry/settings.ts";
import { LOCAL_SITE_ORIGIN } from "../../shared/local-defaults";

export { createApp, CAPTCHA_CHALLENGE_PATH } from "./app";
export { DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY, deriveApiKeys } from "./keys";

/** Options of startLocalSupabase. */
export interface LocalSupabaseOptions {
  /** Port to listen on; default 54321; 0 = a random free port. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** Data folder (database in `<dir>/db`, files in `<dir>/storage`); default '.data'; 'memory' = in-memory DB and a temp dir for files. */
  dataDir?: string;
  /** HS256 secret; default the CLI's `super-secret-jwt-token-with-at-least-32-characters-long`. */
  jwtSecret?: string;
  /** Captcha on password sign-in; default 'altcha'. */
  captchaProvider?: "altcha" | "none";
  /** Seed the accounts and sample content until a seed has finished on this DB (new, or an earlier start died while seeding); default true. */
  seed?: boolean;
  /** Wipe dataDir first; default false. */
  reset?: boolean;
  /** No request error logging; default false. */
  quiet?: boolean;
  /**
   * E-mail each new enquiry through this SMTP server (the notify-enquiry Edge Function's
   * handler run in-process, issue #9); default none: no e-mail, no webhook trigger.
   */
  notify?: NotifyConfig;
  /**
   * Shared secret of the local Database Webhook (`x-webhook-secret`, issue #23), at least 32
   * characters; default NOTIFY_ENQUIRY_WEBHOOK_SECRET, else random per start.
   */
  webhookSecret?: string;
  /**
   * Called with the id of each new site build request (issue #27: a change visitors can see, a
   * go-live time passed, an admin's retry), after it committed; with it the server also checks
   * go-live times every DUE_SCHEDULE_INTERVAL_MS (webhooks/site-builds.ts). Default none: requests
   * are recorded in public.site_builds only.
   */
  onSiteBuildRequested?: (id: number) => void;
  /**
   * The local Auth's e-mail (issue #29: invitations): always recorded in `<dataDir>/auth-mail/`
   * (auth/auth-mail.ts), also sent through `smtpUrl` when given, from `from`; `siteUrl` is GoTrue's
   * SITE_URL (TOTP issuer, default invitation redirect). Default: `notify`'s SMTP server, sender and
   * site URL, else record only, from DEFAULT_NOTIFY_FROM, site LOCAL_SITE_ORIGIN.
   */
  authMail?: { smtpUrl?: string | undefined; from?: string | undefined; siteUrl?: string | undefined };
}

/** A running local Supabase. */
export interface LocalSupabase {
  /** API URL, e.g. `http://127.0.0.1:54321`. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  port: number;
  /** Stops listening and closes the database (flushes it to disk). */
  close(): Promise<void>;
}

/** Extra knobs for tests and tools (not part of the public options). */
export interface InternalOptions extends LocalSupabaseOptions {
  /** HMAC key of ALTCHA challenges (default random per start). */
  altchaHmacKey?: string;
  /** Failed sign-in limits (default 5 per IP+e-mail, 30 per IP, per 5 minutes). */
  signInLimits?: Partial<FailureLimits>;
  /** Seeded accounts (default admin@example.com / editor@example.com). */
  seedAccounts?: SeedAccounts;
  /** Refresh token reuse interval in seconds (default 10). */
  refreshReuseInterval?: number;
  /** Access token lifetime in seconds (default 3600). */
  jwtExpiry?: number;
  /**
   * Start from this snapshot (snapshot.ts) instead of a new database: its database is loaded (then
   * bootstrapped and migrated as usual, so migrations newer than the snapshot still apply), its object
   * files are copied into the temp storage folder and the URLs its rows hold are moved to this server's.
   * A snapshot with a finished seed is not seeded again. Only with dataDir 'memory' (issue #25).
   */
  snapshot?: ServerSnapshot;
  /** Go-live check interval in milliseconds when onSiteBuildRequested is given (default DUE_SCHEDULE_INTERVAL_MS). */
  dueScheduleIntervalMs?: number;
}

/** A running server plus its internals, for tests (see testing.ts). */
export interface RunningServer extends LocalSupabase {
  db: Db;
  deps: AppDeps;
  dataDir: string;
  /** Whether this start created the database. */
  isNew: boolean;
  /** The local Database Webhooks (enquiry e-mail) when `notify` was given. */
  webhooks: DatabaseWebhooks | null;
  /** The site build signals (issue #27) when `onSiteBuildRequested` was given. */
  siteBuilds: SiteBuildSignals | null;
}

/** Whether process `pid` exists (signal 0 only checks). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes `<dataDir>/server.lock` (our pid) so two servers never open one
 * database folder; a lock left by a dead process is taken over.
 * @throws Error naming the live process that holds the folder.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, "server.lock");
  const create = () =>
    writeFile(file, String(process.pid), { flag: "wx" }).then(
      () => true,
      (e: NodeJS.ErrnoException) => {
        if (e.code === "EEXIST") return false;
        throw e;
      },
    );
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await create()) return () => rm(file, { force: true });
    const pid = Number(await readFile(file, "utf8").catch(() => "0"));
    if (pid > 0 && isAlive(pid))
      throw new Error(`The data folder ${dataDir} is in use by process ${pid}; stop it first.`);
    await rm(file, { force: true });
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}

/** Starts the server and returns its internals too. Prefer startLocalSupabase outside tests. */
export async function startServer(options: InternalOptions = {}): Promise<RunningServer> {
  // The ALTCHA key, the webhook secret and seeded accounts also honour the environment (settings.ts)
  // when not given; only those keys are read here, so unrelated variables cannot break a start.
  const fromEnv = (k: string) =>
    k === "ALTCHA_HMAC_KEY" || k === "NOTIFY_ENQUIRY_WEBHOOK_SECRET" || k.startsWith("SEED_");
  const env = readEnvSettings(Object.fromEntries(Object.entries(process.env).filter(([k]) => fromEnv(k))));
  // Refuse the public default secret on a non-loopback interface before touching anything.
  assertSafeBinding(options.host ?? "127.0.0.1", options.jwtSecret ?? DEFAULT_JWT_SECRET);
  const memory = options.dataDir === "memory";
  if (options.snapshot && !memory) throw new Error("startServer: a snapshot needs dataDir 'memory'");
  const dataDir = memory
    ? await mkdtemp(path.join(tmpdir(), "local-supabase-"))
    : path.resolve(options.dataDir ?? ".data");
  if (options.reset && !memory) await rm(dataDir, { recursive: true, force: true });
  const storageDir = path.join(dataDir, "storage");
  await mkdir(storageDir, { recursive: true });
  if (!memory) await mkdir(path.join(dataDir, "db"), { recursive: true });
  const unlock = memory ? async () => undefined : await lockDataDir(dataDir);

  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    const snapshot = options.snapshot;
    if (snapshot) await copySnapshotFiles(snapshot, storageDir);
    opened = await openDatabase(memory ? undefined : path.join(dataDir, "db"), undefined, {
      loadDataDir: snapshot ? await snapshotDatabase(snapshot) : undefined,
    });
  } catch (e) {
    await unlock();
    if (memory) await rm(dataDir, { recursive: true, force: true });
    throw e;
  }
  const { db, isNew } = opened;
  if (!(options.quiet ?? false)) for (const w of opened.warnings) console.warn(`[local-supabase] ${w}`);
  // Object files must match storage.objects before any request (issue #8): drop what a crash
  // left behind (partial uploads, files of uncommitted rows) and move the pre-#8 layout.
  try {
    const report = await new ObjectFiles(storageDir).prepare(db);
    if (!(options.quiet ?? false)) {
      for (const w of report.warnings) console.warn(`[local-supabase] storage: ${w}`);
      if (report.migrated || report.removed) {
        console.log(
          `[local-supabase] storage: moved ${report.migrated} file(s) to the new layout, removed ${report.removed} leftover(s)`,
        );
      }
    }
  } catch (e) {
    await db.close();
    await unlock();
    throw e;
  }
  const jwtSecret = options.jwtSecret ?? DEFAULT_JWT_SECRET;
  const schema = {
    current: await loadSchemaCache(db),
    async refresh() {
      schema.current = await loadSchemaCache(db);
    },
  };
  const deps: AppDeps = {
    db,
    schema,
    keys: deriveApiKeys(jwtSecret),
    verifier: new JwtVerifier(jwtSecret),
    storageDir,
    captcha:
      (options.captchaProvider ?? "altcha") === "altcha"
        ? createAltchaService({ hmacKey: options.altchaHmacKey ?? env.ALTCHA_HMAC_KEY })
        : null,
    signInLimiter: new FailureLimiter(options.signInLimits),
    jwtExpiry: options.jwtExpiry ?? 3600,
    refreshReuseInterval: options.refreshReuseInterval ?? 10,
    maxJsonBytes: 1024 * 1024,
    maxRows: 1000,
    quiet: options.quiet ?? false,
    siteUrl: options.authMail?.siteUrl ?? options.notify?.siteUrl ?? LOCAL_SITE_ORIGIN,
    authMail: createAuthMailer({
      outboxDir: path.join(dataDir, AUTH_MAIL_FOLDER),
      smtpUrl: options.authMail ? options.authMail.smtpUrl : options.notify?.smtpUrl,
      from: options.authMail?.from ?? options.notify?.from ?? DEFAULT_NOTIFY_FROM,
      log: options.quiet ? undefined : (line) => console.error(line),
    }),
  };
  const app = createApp(deps);
  let server!: ServerType;
  let port: number;
  try {
    port = await new Promise<number>((resolve, reject) => {
      server = serve({ fetch: app.fetch, port: options.port ?? 54321, hostname: options.host ?? "127.0.0.1" }, (info) =>
        resolve((info as AddressInfo).port),
      );
      server.once("error", reject);
    });
  } catch (e) {
    // e.g. EADDRINUSE: release the database and its folder lock before reporting.
    deps.authMail.close();
    await db.close();
    await unlock();
    if (memory) await rm(dataDir, { recursive: true, force: true });
    throw e;
  }
  const host = options.host ?? "127.0.0.1";
  const url = `http://${host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host}:${port}`;

  let webhooks: DatabaseWebhooks | null = null;
  let siteBuilds: SiteBuildSignals | null = null;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    // Notifications under way still need the API (they re-read and mark the row through it).
    await webhooks?.close();
    await siteBuilds?.close();
    deps.authMail.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    });
    await db.close();
    await unlock();
    if (memory) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    // A snapshot's seeded rows point at the server it was taken from.
    if (options.snapshot) await rebaseUrls(db, options.snapshot.url, url);
    // Seeded until a seed finishes (issue #23): a start that died while seeding is completed now.
    if ((options.seed ?? true) && (await seedFinishedAt(db)) === null) {
      if (!isNew && !(options.quiet ?? false)) console.warn(`[local-supabase] ${UNFINISHED_SEED_NOTICE}`);
      await seedDatabase({
        url,
        serviceRoleKey: deps.keys.serviceRoleKey,
        anonKey: deps.keys.anonKey,
        accounts: options.seedAccounts ?? seedAccountsFrom(env),
      });
      await recordSeedFinished(db);
    }
    // The retention promise of the Privacy Policy (docs/enquiries.md): hosted runs it daily with pg_cron.
    const purged = (await queryOne<{ n: number }>(db, "select private.purge_expired_enquiries() as n"))?.n ?? 0;
    if (purged > 0 && !options.quiet) console.log(`Deleted ${purged} closed enquiries past their retention period.`);
    // Items in the trash for 30 days are deleted forever (docs/editorial-safety.md): hosted runs it daily with pg_cron.
    const trashed = (await queryOne<{ n: number }>(db, "select private.purge_expired_trash() as n"))?.n ?? 0;
    if (trashed > 0 && !options.quiet)
      console.log(`Deleted ${trashed} content items that were in the trash for 30 days.`);
    if (options.notify) {
      webhooks = await startDatabaseWebhooks({
        db,
        url,
        serviceRoleKey: deps.keys.serviceRoleKey,
        notify: options.notify,
        webhookSecret: options.webhookSecret ?? env.NOTIFY_ENQUIRY_WEBHOOK_SECRET,
      });
    } else {
      await removeDatabaseWebhooks(db);
    }
    if (options.onSiteBuildRequested) {
      siteBuilds = await startSiteBuildSignals({
        db,
        onSiteBuildRequested: options.onSiteBuildRequested,
        ...(options.dueScheduleIntervalMs !== undefined ? { intervalMs: options.dueScheduleIntervalMs } : {}),
      });
    }
  } catch (e) {
    await close();
    throw e;
  }

  return {
    url,
    anonKey: deps.keys.anonKey,
    serviceRoleKey: deps.keys.serviceRoleKey,
    port,
    close,
    db,
    deps,
    dataDir,
    isNew,
    webhooks,
    siteBuilds,
  };
}

/**
 * Starts the local Supabase (migrates, seeds a new database, listens).
 * @throws when the port is taken, the data folder is unusable or a migration fails.
 */
export async function startLocalSupabase(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const s = await startServer(options);
  return { url: s.url, anonKey: s.anonKey, serviceRoleKey: s.serviceRoleKey, port: s.port, close: s.close };
}
