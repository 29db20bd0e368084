/**
 * The local builder's worker thread (issue #27): runs rebuildSite
 * (rebuild.ts) off the main thread, so the backend in `npm start` keeps
 * answering while pages render, and with the NODE_ENV the full build
 * rendered with (runner.ts sets it). One message in (RebuildRequest), one out
 * (RebuildReply) per rebuild; the SSR bundle stays loaded between rebuilds.
 * Started by runner.ts rebuildInWorker.
 */
import { parentPort } from "node:worker_threads";
import { rebuildSite, warmUp, type RebuildResult } from "./rebuild";

/** Main thread → worker: rebuild with `changes`, or (warm) only load what rebuilds need. */
export interface RebuildRequest {
  seq: number;
  outDir: string;
  changes: unknown;
  warm?: boolean;
}

/** Worker → main thread: the result, or the error's message. */
export type RebuildReply = { seq: number; ok: true; result: RebuildResult } | { seq: number; ok: false; error: string };

parentPort?.on("message", (request: RebuildRequest) => {
  const work = request.warm
    ? warmUp(request.outDir).then(() => ({
        all: false,
        rendered: 0,
        removed: 0,
        media: { copied: 0, missing: 0, removed: 0 },
        ms: 0,
      }))
    : rebuildSite(request.outDir, request.changes);
  work.then(
    (result) => parentPort!.postMessage({ seq: request.seq, ok: true, result } satisfies RebuildReply),
    (error: unknown) =>
      parentPort!.postMessage({
        seq: request.seq,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies RebuildReply),
  );
});
