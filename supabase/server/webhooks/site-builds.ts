/**
 * Site build signals of the local backend (issue #27): what a hosted
 * project's Database Webhook on `public.site_builds` and its pg_cron job do,
 * done in-process.
 *
 * Hosted: a Database Webhook (AFTER INSERT on public.site_builds) calls the
 * site-build-hook Edge Function, which calls the static host's build hook;
 * pg_cron runs `private.request_builds_for_due_schedules()` every minute.
 * Local: `private.request_site_build()` (migration
 * 20261202100000_site_builds.sql) announces each new request with
 * `pg_notify('site_build_requested', id)`; this module LISTENs (PGlite) and
 * hands the id to `onSiteBuildRequested` (npm start's builder,
 * scripts/start.ts), and runs the go-live check every
 * DUE_SCHEDULE_INTERVAL_MS. A request merged into one that still waits is
 * not announced again: the builder takes it with that one.
 */
import type { Db } from "../db/database";

/** The NOTIFY channel of new build requests (the migration's pg_notify uses the same name). */
export const SITE_BUILD_CHANNEL = "site_build_requested";
/** How often the local backend checks for items whose go-live time passed, in milliseconds (hosted: every minute). */
export const DUE_SCHEDULE_INTERVAL_MS = 15_000;

/** What to signal and how often to check. */
export interface SiteBuildSignalsOptions {
  db: Db;
  /** Called with the id of each new site_builds row, after its transaction committed; errors are logged. */
  onSiteBuildRequested: (id: number) => void;
  /** Go-live check interval in milliseconds; default DUE_SCHEDULE_INTERVAL_MS. */
  intervalMs?: number;
  /** Where failures go (default console.error, i.e. stderr). */
  log?: (line: string) => void;
}

/** Running signals. */
export interface SiteBuildSignals {
  /** Runs the go-live check now: whether it requested (or extended) a build. */
  checkDueSchedules(): Promise<boolean>;
  /** Stops the timer and listening; waits for a check under way. */
  close(): Promise<void>;
}

/**
 * LISTENs on SITE_BUILD_CHANNEL and starts the go-live timer. Call it once
 * the seed has run (the seed's own request is left for the builder's first
 * look).
 * @throws when LISTEN fails.
 */
export async function startSiteBuildSignals(options: SiteBuildSignalsOptions): Promise<SiteBuildSignals> {
  const log = options.log ?? ((line: string) => console.error(line));
  const intervalMs = options.intervalMs ?? DUE_SCHEDULE_INTERVAL_MS;
  const unlisten = await options.db.listen(SITE_BUILD_CHANNEL, (payload) => {
    const id = Number(payload);
    try {
      options.onSiteBuildRequested(id);
    } catch (e) {
      log(`[local-supabase] site build ${payload}: ${e instanceof Error ? e.message : String(e)}`);
    }
  });

  let closed = false;
  let running: Promise<boolean> = Promise.resolve(false);
  const checkDueSchedules = () => {
    running = running
      .catch(() => false)
      .then(async () => {
        const r = await options.db.query<{ requested: boolean }>(
          "select private.request_builds_for_due_schedules() as requested",
        );
        return r.rows[0]?.requested ?? false;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      void checkDueSchedules()
        .catch((e: unknown) => {
          if (!closed) log(`[local-supabase] go-live check: ${e instanceof Error ? e.message : String(e)}`);
          return false;
        })
        .then(() => {
          if (!closed) schedule();
        });
    }, intervalMs);
    timer.unref();
  };
  schedule();

  return {
    checkDueSchedules,
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
      await unlisten().catch(() => undefined);
    },
  };
}
