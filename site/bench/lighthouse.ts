/**
 * `npm run bench:site` (issues #3, #13): builds the site against an in-memory
 * local Supabase with the seeded data, writes a no-JS copy of the build (every
 * script removed from every page: the physical limit), serves both statically
 * side by side and runs Lighthouse 12 (mobile preset, simulated throttling) on
 * each measured page of both, interleaved run by run so machine noise hits both
 * alike. Prints per page and build the medians of performance, FCP, LCP, TBT,
 * CLS and the JS transferred before interaction (KiB, compressed as on the
 * wire), the LCP ratio and TBT difference to the no-JS page, and a verdict line
 * per page against the targets (stats.ts TARGETS); saves everything as
 * JSON in `.bench/site-<timestamp>.json`.
 *
 * CLI: `npm run bench:site [-- --routes all | --routes /,/zh/get-quote] [--runs 3]`
 *      `npm run bench:site -- --compare before.json after.json` (prints a before/after table, measures nothing)
 * Env: BENCH_ROUTES (as --routes; default the set in routes.ts), BENCH_RUNS (default 3),
 *      BENCH_STRICT=1 (exit 1 when a page misses a target), BENCH_OUT (folder for the JSON, default .bench),
 *      CHROME_PATH (default /usr/bin/chromium). Both static servers listen on free ports picked by the system.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { serveStatic, type StaticServer } from "../../scripts/serve-static";
import { startLocalSupabase } from "../../supabase/server/index";
import { parseBenchRoutes, type BenchRoute } from "./routes";
import {
  compareTable,
  noiseWarning,
  parseReport,
  resultsTable,
  targetsLine,
  verdictLines,
  type BenchReport,
  type PageResult,
} from "./report";
import { medians, TARGETS, verdict, type RunFigures } from "./stats";
import { writeNoJsCopy } from "./strip-scripts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const SETUP = "mobile preset (default config), simulated throttling, performance category only";
/** Version of Lighthouse that ran (from its report). */
let lighthouseVersion = "?";

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** Selector of the LCP element in Lighthouse's largest-contentful-paint-element audit details, or "?". */
function lcpElementOf(details: unknown): string {
  const found = JSON.stringify(details ?? {}).match(/"selector":"([^"]+)"/);
  return found?.[1] ?? "?";
}

/**
 * One Lighthouse run of `url` in the Chrome listening on `port`: its figures and the LCP element's selector.
 * @throws Error on a Lighthouse runtime error.
 */
async function runOnce(url: string, port: number): Promise<{ figures: RunFigures; lcpElement: string }> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  lighthouseVersion = lhr.lighthouseVersion;
  const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const origin = new URL(url).origin;
  const scripts = (
    (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  ).filter((i) => i.resourceType === "Script" && new URL(i.url).origin === origin);
  const figures: RunFigures = {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: scripts.reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
    jsFiles: scripts.length,
  };
  return { figures, lcpElement: lcpElementOf(lhr.audits["largest-contentful-paint-element"]?.details) };
}

const brief = (f: RunFigures) =>
  `perf ${f.performance}, LCP ${Math.round(f.lcpMs)} ms, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}, JS ${(f.jsBytes / 1024).toFixed(1)} KiB`;

/** Measures every route on both servers, `runs` times, alternating which build goes first. */
async function measure(
  routes: BenchRoute[],
  runs: number,
  servers: { ours: StaticServer; baseline: StaticServer },
  chromePort: number,
): Promise<PageResult[]> {
  const collected = routes.map(() => ({ ours: [] as RunFigures[], baseline: [] as RunFigures[] }));
  const elements = routes.map(() => ({ ours: [] as string[], baseline: [] as string[] }));
  const total = runs * routes.length * 2;
  let done = 0;
  for (let run = 0; run < runs; run++) {
    for (const [i, route] of routes.entries()) {
      const order = (run + i) % 2 === 0 ? (["ours", "baseline"] as const) : (["baseline", "ours"] as const);
      for (const variant of order) {
        const { figures, lcpElement } = await runOnce(`${servers[variant].url}${route.path}`, chromePort);
        collected[i]![variant].push(figures);
        elements[i]![variant].push(lcpElement);
        done++;
        console.log(
          `[${done}/${total}] run ${run + 1} ${route.path} ${variant === "ours" ? "ours " : "no-JS"}: ${brief(figures)}; LCP element ${lcpElement}`,
        );
      }
    }
  }
  return routes.map((route, i) => ({
    ...route,
    ours: medians(collected[i]!.ours),
    baseline: medians(collected[i]!.baseline),
    runs: collected[i]!,
    lcpElements: elements[i]!,
  }));
}

async function bench(routes: BenchRoute[], runs: number): Promise<BenchReport> {
  const work = await mkdtemp(path.join(tmpdir(), "site-bench-"));
  const outDir = path.join(work, "site");
  const noJsDir = path.join(work, "site-no-js");
  const backend = await startLocalSupabase({ port: 0, dataDir: "memory", quiet: true });
  let ours: StaticServer | undefined;
  let baseline: StaticServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    process.env.SITE_OUT_DIR = outDir;
    process.env.VITE_SUPABASE_URL = backend.url;
    process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
    console.log("Building the site against the in-memory local backend…");
    const { buildSite } = await import("../scripts/build");
    await buildSite();
    const stripped = await writeNoJsCopy(outDir, noJsDir);
    console.log(`No-JS baseline: ${stripped.scripts} scripts removed from ${stripped.pages} pages.`);
    ours = await serveStatic({ root: outDir, port: 0 });
    baseline = await serveStatic({ root: noJsDir, port: 0 });
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-dev-shm-usage",
      ],
    });
    console.log(
      `Measuring ${routes.length} pages × 2 builds × ${runs} runs (ours ${ours.url}, no-JS ${baseline.url})…`,
    );
    const pages = await measure(routes, runs, { ours, baseline }, chrome.port);
    return {
      format: "site-bench/1",
      date: new Date().toISOString(),
      lighthouse: lighthouseVersion,
      runs,
      setup: SETUP,
      targets: TARGETS,
      pages,
    };
  } finally {
    chrome?.kill();
    await ours?.close();
    await baseline?.close();
    await backend.close();
    await rm(work, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      routes: { type: "string" },
      runs: { type: "string" },
      compare: { type: "boolean" },
    },
  });
  if (values.compare) {
    if (positionals.length !== 2) throw new Error("Usage: npm run bench:site -- --compare before.json after.json");
    const [a, b] = await Promise.all(positionals.map(async (file) => parseReport(await readFile(file, "utf8"), file)));
    console.log(
      `Before: ${positionals[0]} (${a!.date}, ${a!.runs} runs); after: ${positionals[1]} (${b!.date}, ${b!.runs} runs)\n`,
    );
    console.log(compareTable(a!, b!));
    if (a!.runs !== b!.runs) console.log(`\nNote: the runs used different BENCH_RUNS (${a!.runs} and ${b!.runs}).`);
    return 0;
  }
  const routes = parseBenchRoutes(values.routes ?? process.env.BENCH_ROUTES);
  const runs = Number(values.runs ?? process.env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`BENCH_RUNS / --runs must be a whole number ≥ 1, got "${values.runs ?? process.env.BENCH_RUNS}"`);

  const report = await bench(routes, runs);
  const outFolder = path.resolve(repoRoot, process.env.BENCH_OUT ?? ".bench");
  await mkdir(outFolder, { recursive: true });
  const file = path.join(outFolder, `site-${report.date.replace(/[:.]/g, "-")}.json`);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);

  console.log(
    `\nLighthouse ${report.lighthouse}, ${SETUP}; medians of ${runs} run${runs > 1 ? "s" : ""} per page and build.`,
  );
  console.log("JS KiB: same-origin scripts transferred during the load (compressed, as on the wire).\n");
  console.log(resultsTable(report.pages));
  console.log(`\n${targetsLine()}`);
  for (const line of verdictLines(report.pages)) console.log(line);
  const noise = noiseWarning(report.pages);
  if (noise) console.log(`\n${noise}`);
  console.log(`\nSaved ${path.relative(process.cwd(), file)}`);
  const missed = report.pages.some((p) => !verdict(p.key, p.ours, p.baseline).pass);
  return missed && process.env.BENCH_STRICT === "1" ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
