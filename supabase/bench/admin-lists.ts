/**
 * `npm run bench:admin` (issue #12): how fast the admin's content lists load
 * with many items. Starts the local Supabase in its own process
 * (admin-lists-backend.ts: random port, throwaway in-memory seeded database
 * plus BENCH_ADMIN_ITEMS items, default 1,000, of each of the four content
 * types, one in twenty in the trash), as the console meets it: a separate
 * server. Signs in as the seeded admin with supabase-js and calls the admin
 * tabs' own list functions (shared/data: listWhitePapersForAdmin ...
 * listDocumentationForAdmin) plus the dashboard's counts and a tab's trash
 * count, BENCH_ADMIN_RUNS times each (default 30, after 3 warm-up calls).
 * Prints p50 / p95 / max in ms per call and the machine's load average.
 * Target: p95 < 200 ms for each list (BENCH_STRICT=1: exit 1 when missed).
 * Env: BENCH_ADMIN_ITEMS, BENCH_ADMIN_RUNS, BENCH_STRICT.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { cpus, loadavg } from "node:os";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { signInWithPassword } from "../../shared/data/auth";
import { countAllContent } from "../../shared/data/content";
import { countTrash } from "../../shared/data/content-trash";
import { listCaseStudiesForAdmin } from "../../shared/data/case-studies";
import { listDocumentationForAdmin } from "../../shared/data/documentation";
import { listVideosForAdmin } from "../../shared/data/videos";
import { listWhitePapersForAdmin } from "../../shared/data/white-papers";
import { createSupabaseClient, type AppSupabaseClient } from "../../shared/supabase/client";
import { DEFAULT_SEED_ACCOUNTS } from "../seed/seed";

const items = Number(process.env.BENCH_ADMIN_ITEMS ?? "1000");
const runs = Number(process.env.BENCH_ADMIN_RUNS ?? "30");
const strict = process.env.BENCH_STRICT === "1";
/** The target for each admin list, p95 in ms. */
const TARGET_P95_MS = 200;

/** p-th percentile (nearest rank) of sorted `values`. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Times `call` `runs` times after 3 warm-up calls; returns the figures in ms and the last result's size. */
async function measure(name: string, call: () => Promise<unknown>) {
  let size = 0;
  for (let i = 0; i < 3; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const result = await call();
    times.push(performance.now() - start);
    size = Array.isArray(result) ? result.length : typeof result === "number" ? result : 0;
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    call: name,
    rows: size,
    "p50 ms": round(percentile(times, 50)),
    "p95 ms": round(percentile(times, 95)),
    "max ms": round(times.at(-1)!),
  };
}

/** What admin-lists-backend.ts prints on its first line once it listens. */
interface BackendReady {
  url: string;
  anonKey: string;
  seededMs: number;
}

const backend = spawn(
  process.execPath,
  ["--import", "tsx", fileURLToPath(new URL("./admin-lists-backend.ts", import.meta.url))],
  { env: { ...process.env, BENCH_ADMIN_ITEMS: String(items) }, stdio: ["ignore", "pipe", "inherit"] },
);
try {
  const lines = createInterface({ input: backend.stdout! });
  const first = await Promise.race([
    once(lines, "line").then(([line]) => String(line)),
    once(backend, "exit").then(([code]) => {
      throw new Error(`The bench backend exited (code ${String(code)}) before it was ready`);
    }),
  ]);
  const server = JSON.parse(first) as BackendReady;
  console.log(`Added ${items} items of each content type (1 in 20 in the trash) in ${server.seededMs} ms.`);

  const admin: AppSupabaseClient = createSupabaseClient({
    url: server.url,
    anonKey: server.anonKey,
    autoRefreshToken: false,
    persistSession: false,
  });
  await signInWithPassword(admin, DEFAULT_SEED_ACCOUNTS.admin.email, DEFAULT_SEED_ACCOUNTS.admin.password, "");

  const lists = [
    await measure("listWhitePapersForAdmin", () => listWhitePapersForAdmin(admin)),
    await measure("listCaseStudiesForAdmin", () => listCaseStudiesForAdmin(admin)),
    await measure("listVideosForAdmin", () => listVideosForAdmin(admin)),
    await measure("listDocumentationForAdmin", () => listDocumentationForAdmin(admin)),
  ];
  const others = [
    await measure("countAllContent (dashboard)", () => countAllContent(admin).then(() => 0)),
    await measure("countTrash white_papers (Trash (n))", () => countTrash(admin, "white_papers")),
  ];
  // Other work on the machine shows in the tail (p95, max): say how busy it was.
  const [load1] = loadavg();
  console.log(
    `\nAdmin calls as the seeded admin over loopback, ${runs} runs each after 3 warm-up calls ` +
      `(load average ${load1!.toFixed(1)} on ${cpus().length} cores):\n`,
  );
  console.table([...lists, ...others]);
  const missed = lists.filter((r) => r["p95 ms"] >= TARGET_P95_MS);
  console.log(
    missed.length === 0
      ? `Admin list target (p95 < ${TARGET_P95_MS} ms with ${items} items per type): met`
      : `Admin list target (p95 < ${TARGET_P95_MS} ms): NOT met by ${missed.map((r) => r.call).join(", ")}`,
  );
  if (strict && missed.length > 0) process.exitCode = 1;
} finally {
  backend.kill("SIGTERM");
}
