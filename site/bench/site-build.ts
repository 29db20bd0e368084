/**
 * The site the benchmarks measure (`npm run bench:site`, `npm run bench:interaction`):
 * starts the local backend in memory with the seeded data on a free port, builds
 * the site against it into a temporary folder (`buildSite()`, as
 * `npm run build:site` does) and serves the build with site/scripts/serve-static.ts
 * (compression on) on a free port; optionally also a copy of the build with
 * every script removed (strip-scripts.ts), served on another free port.
 * `close()` stops everything and deletes the folder.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { serveStatic, type StaticServer } from "../scripts/serve-static";
import { startLocalSupabase } from "../../supabase/server/index";
import { writeNoJsCopy } from "./strip-scripts";

/** A built and served site (and, when asked for, its no-JS copy). */
export interface BenchSite {
  /** The real build. */
  ours: StaticServer;
  /** The same build with every script removed (only with `noJs: true`). */
  baseline?: StaticServer;
  /** Stops the servers and the backend, deletes the temporary folder. */
  close(): Promise<void>;
}

/**
 * Starts the backend, builds the site into a temporary folder and serves it.
 * With `noJs`, also writes and serves the copy without scripts (and prints how many were removed).
 * On failure everything started so far is stopped again.
 */
export async function startBenchSite(options: { noJs?: boolean } = {}): Promise<BenchSite> {
  const work = await mkdtemp(path.join(tmpdir(), "site-bench-"));
  const outDir = path.join(work, "site");
  const noJsDir = path.join(work, "site-no-js");
  const backend = await startLocalSupabase({ port: 0, dataDir: "memory", quiet: true });
  let ours: StaticServer | undefined;
  let baseline: StaticServer | undefined;
  const close = async () => {
    await ours?.close();
    await baseline?.close();
    await backend.close();
    await rm(work, { recursive: true, force: true });
  };
  try {
    process.env.SITE_OUT_DIR = outDir;
    process.env.VITE_SUPABASE_URL = backend.url;
    process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
    console.log("Building the site against the in-memory local backend…");
    const { buildSite } = await import("../scripts/build");
    await buildSite();
    if (options.noJs) {
      const stripped = await writeNoJsCopy(outDir, noJsDir);
      console.log(`No-JS baseline: ${stripped.scripts} scripts removed from ${stripped.pages} pages.`);
    }
    ours = await serveStatic({ root: outDir, port: 0 });
    if (options.noJs) baseline = await serveStatic({ root: noJsDir, port: 0 });
    return { ours, baseline, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Runs a benchmark's `main` (which resolves to its exit code: 1 when
 * BENCH_STRICT=1 and a target was missed) and exits with that code; a thrown
 * error is printed and exits 1.
 */
export function runBench(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
