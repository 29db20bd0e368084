/**
 * The local builder's worker thread (issue #27): runs rebuildSite
 * (rebuild.ts) off the main thread, so the backend in `npm start` keeps
 * answering while pages render, and with NODE_ENV=production for React, as
 * the full build renders. One message in (RebuildRequest), one out
 * (RebuildReply) per rebuild; the SSR bundle stays loaded between rebuilds.
 * Started by runner.ts rebuildInWorker.
 */
import { parentPort } from "node:worker_threads";
import { rebuildSite, type RebuildResult } from "./rebuild";

/** Main thread → worker. */
export interface RebuildRequest {
  seq: number;
  outDir: string;
  changes: unknown;
}

/** Worker → main thread: the result, or the error's message. */
export type RebuildReply = { seq: number; ok: true; result: RebuildResult } | { seq: number; ok: false; error: string };

parentPort?.on("message", (request: RebuildRequest) => {
  rebuildSite(request.outDir, request.changes).then(
    (result) => parentPort!.postMessage({ seq: request.seq, ok: true, result } satisfies RebuildReply),
    (error: unknown) =>
      parentPort!.postMessage({
        seq: request.seq,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies RebuildReply),
  );
});
