/**
 * The local builder of `npm start` (issue #27): when the backend announces a
 * site build request (pg_notify 'site_build_requested'), it waits
 * REBUILD_DEBOUNCE_MS (a burst of saves makes one build), claims the
 * requested builds (build-records.ts), puts the changed items' files in the
 * public or private bucket (file-sync.ts), re-renders the pages their changes
 * affect (rebuild.ts, in a worker thread) and records the end of the build
 * (live, or failed with the error). One build at a time; requests during a
 * build make exactly one more build after it. One log line per build. A
 * failed build never throws out of here: its error goes to the build record
 * and the log, and its changes are built again with the next build's.
 */
import { statSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { serverEntryFile } from "../prerender";
import { ssrDirOf } from "./build-state";
import { siteMediaWords } from "../site-media";
import type { BuildRecords } from "./build-records";
import type { SyncFiles } from "./file-sync";
import type { RebuildResult } from "./rebuild";
import type { RebuildReply, RebuildRequest } from "./worker";

/** How long the builder waits after a request for more before it builds (ms). */
export const REBUILD_DEBOUNCE_MS = 1_500;

/** Rebuilds the pages a build's changes affect. */
export type Rebuild = (changes: unknown) => Promise<RebuildResult>;

/** The log's words for a rebuild's picture copies (issue #24), "" when none changed. */
function mediaNote(media: RebuildResult["media"] | undefined): string {
  const words = media ? siteMediaWords(media.copied, media.removed, media.missing) : [];
  return words.length > 0 ? `, ${words.join(", ")}` : "";
}

/** Options of createSiteBuilder. */
export interface SiteBuilderOptions {
  records: BuildRecords;
  rebuild: Rebuild;
  /**
   * Moves the changed items' files to the bucket their visibility calls for, before the
   * pages render (issue #27). A failure still renders the pages (a trashed item's page
   * goes), then fails the build record with its message; the changes are synced again
   * with the next build. Default: no file step.
   */
  syncFiles?: SyncFiles;
  /** Default REBUILD_DEBOUNCE_MS. */
  debounceMs?: number;
  /** Where the one line per build goes; default console.log. */
  log?: (line: string) => void;
}

/** The running builder. */
export interface SiteBuilder {
  /** A build was requested (the backend's notification): build after the debounce, or once more after the current build. */
  request(): void;
  /** Resolves once no build is waiting or running. */
  idle(): Promise<void>;
  /** Stops: no new builds; waits for the current one. */
  close(): Promise<void>;
}

/**
 * The changes of two builds as one: both lists, or [] (every page) when
 * either says everything (an empty list, or not a list).
 */
export function mergeChanges(a: unknown, b: unknown): unknown[] {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length === 0 || b.length === 0) return [];
  return [...(a as unknown[]), ...(b as unknown[])];
}

/** The builder (see the module's comment). */
export function createSiteBuilder(options: SiteBuilderOptions): SiteBuilder {
  const debounceMs = options.debounceMs ?? REBUILD_DEBOUNCE_MS;
  const log = options.log ?? ((line: string) => console.log(line));
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let waiters: (() => void)[] = [];
  /** The changes of the builds that failed since the last success: built again with the next. */
  let carried: unknown = null;

  function settle() {
    if (timer || running) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  }

  function schedule() {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      running = build().finally(() => {
        running = null;
        if (again && !closed) {
          again = false;
          schedule();
        }
        settle();
      });
    }, debounceMs);
  }

  async function build(): Promise<void> {
    let claimed;
    try {
      claimed = await options.records.claim();
    } catch (error) {
      log(`Site update: could not claim the requested builds (${String(error)})`);
      return;
    }
    if (!claimed) return;
    const changes = carried === null ? claimed.changes : mergeChanges(carried, claimed.changes);
    // Files first: a published item's page must not link to a file that is still private.
    let syncError: Error | null = null;
    let moved = 0;
    try {
      moved = (await options.syncFiles?.(changes)) ?? 0;
    } catch (error) {
      syncError = error instanceof Error ? error : new Error(String(error));
    }
    let result: RebuildResult;
    try {
      result = await options.rebuild(changes);
      if (syncError) throw syncError;
      carried = null;
    } catch (error) {
      carried = changes;
      log(`Site update #${claimed.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      await options.records
        .finish(claimed.id, false, error)
        .catch((failure: unknown) =>
          log(`Site update #${claimed.id}: could not record the failure (${String(failure)})`),
        );
      return;
    }
    try {
      await options.records.finish(claimed.id, true);
    } catch (error) {
      log(`Site update #${claimed.id}: could not record that it is live (${String(error)})`);
      return;
    }
    log(
      `Site update #${claimed.id}: ${result.rendered} pages rendered${result.all ? " (all)" : ""}, ${result.removed} removed${moved > 0 ? `, ${moved} file${moved === 1 ? "" : "s"} moved` : ""}${mediaNote(result.media)} in ${result.ms} ms`,
    );
  }

  return {
    request() {
      if (closed) return;
      if (running) again = true;
      else schedule();
    },
    idle() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        settle();
      });
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      settle();
    },
  };
}

/**
 * A Rebuild that runs in a worker thread (worker.ts), started on first use,
 * again after it died, and again when a full build replaced the SSR bundle
 * it loaded (a module loads once per thread); `warm` starts it and loads the SSR bundle ahead of
 * the first rebuild (a failure there is only logged); `close` stops it.
 */
export function rebuildInWorker(outDir: string): { rebuild: Rebuild; warm: () => void; close: () => Promise<void> } {
  let worker: Worker | null = null;
  /** The SSR bundle's modification time when the worker started. */
  let bundleStamp = 0;
  const bundleFile = serverEntryFile(ssrDirOf(path.resolve(outDir)));
  const stampNow = () => {
    try {
      return statSync(bundleFile).mtimeMs;
    } catch {
      return 0;
    }
  };
  let seq = 0;
  const pending = new Map<number, { resolve: (r: RebuildResult) => void; reject: (e: Error) => void }>();

  function failAll(error: Error) {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  function start(): Worker {
    const next = new Worker(new URL("./worker.ts", import.meta.url), {
      // TypeScript through tsx, as `npm start` runs. NODE_ENV as `vite build` leaves it for the full
      // build's prerender (production unless set): the SSR bundle's JSX runtime must match React's build.
      execArgv: ["--import", "tsx"],
      env: { ...process.env, NODE_ENV: process.env.NODE_ENV || "production" },
    });
    next.on("message", (reply: RebuildReply) => {
      const waiter = pending.get(reply.seq);
      pending.delete(reply.seq);
      // Idle, it does not keep the process alive.
      if (pending.size === 0) next.unref();
      if (reply.ok) waiter?.resolve(reply.result);
      else waiter?.reject(new Error(reply.error));
    });
    next.on("error", (error: unknown) => failAll(error instanceof Error ? error : new Error(String(error))));
    next.on("exit", (code) => {
      if (worker === next) worker = null;
      failAll(new Error(`The site builder's worker stopped (exit code ${code})`));
    });
    return next;
  }

  function send(request: Omit<RebuildRequest, "seq" | "outDir">): Promise<RebuildResult> {
    if (worker && pending.size === 0 && stampNow() !== bundleStamp) {
      void worker.terminate();
      worker = null;
    }
    if (!worker) {
      bundleStamp = stampNow();
      worker = start();
    }
    const message: RebuildRequest = { ...request, seq: ++seq, outDir };
    return new Promise<RebuildResult>((resolve, reject) => {
      pending.set(message.seq, { resolve, reject });
      worker!.ref();
      worker!.postMessage(message);
    });
  }

  return {
    rebuild: (changes) => send({ changes }),
    warm() {
      send({ changes: null, warm: true }).catch((error: unknown) =>
        console.warn(`Site updates: the builder could not load the last build (${String(error)})`),
      );
    },
    async close() {
      const current = worker;
      worker = null;
      if (current) await current.terminate();
    },
  };
}
