/**
 * `npm run bench:site` (issues #3, #13): builds the site against an in-memory
 * local Supabase with the seeded data, writes a no-JS copy of the build (every
 * script removed from every page: the physical limit), serves both statically
 * side by side and runs Lighthouse 12 (mobile preset, simulated throttling) on
 * each measured page of both, interleaved run by run so machine noise hits both
 * alike. Prints per page and build the medians of performance, SEO (issue #26), FCP, LCP, TBT,
 * CLS and the JS transferred before interaction (KiB, compressed as on the
 * wire), the LCP ratio and TBT difference to the no-JS page, and a verdict line
 * per page against the issue's targets (stats.ts TARGETS); saves everything as
 * JSON in `.bench/site-<timestamp>.json`. Then (issue #24) the admin's first
 * paint beside `/`'s in a throttled phone (admin-paint.ts): FCP, LCP, the
 * sign-in card's title and the sign-in form; with the default set, `all`, or
 * when `--routes` names `/admin` (`--routes /admin`: the admin alone).
 *
 * CLI: `npm run bench:site [-- --routes all | --routes /,/zh/get-quote] [--runs 3]`
 *      `npm run bench:site -- --compare before.json after.json` (prints a before/after table, measures nothing)
 * Env: BENCH_ROUTES (as --routes; default the set in routes.ts: with, issue #26, two seeded item pages
 *      of each type, DEFAULT_BENCH_ITEMS), BENCH_RUNS (default 3),
 *      BENCH_STRICT=1 (exit 1 when a page misses a target), BENCH_OUT (folder for the JSON, default .bench),
 *      CHROME_PATH (default /usr/bin/chromium). Both static servers listen on free ports picked by the system.
 */
import { CHROMIUM_ARGS, chromiumExecutable } from "../scripts/chromium";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { StaticServer } from "../scripts/serve-static";
import { adminPaintTable, type AdminPaintResult } from "./admin-paint-report";
import { measureAdminPaint } from "./admin-paint";
import { chineseFontWarning } from "./cjk-fonts";
import { launchBenchBrowser, PHONE_SETUP } from "./phone";
import { parseBenchTargets, type BenchRoute } from "./routes";
import { runBench, startBenchSite } from "./site-build";
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

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const SETUP = "mobile preset (default config), simulated throttling, performance and SEO categories";
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
    onlyCategories: ["performance", "seo"],
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
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
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

async function bench(routes: BenchRoute[], runs: number, admin: boolean): Promise<BenchReport> {
  const fontWarning = chineseFontWarning();
  if (fontWarning) console.warn(fontWarning);
  const site = await startBenchSite({ noJs: routes.length > 0 });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    let pages: PageResult[] = [];
    if (routes.length > 0) {
      chrome = await chromeLauncher.launch({
        chromePath: chromiumExecutable() ?? "/usr/bin/chromium",
        chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
      });
      console.log(
        `Measuring ${routes.length} pages × 2 builds × ${runs} runs (ours ${site.ours.url}, no-JS ${site.baseline!.url})…`,
      );
      pages = await measure(routes, runs, { ours: site.ours, baseline: site.baseline! }, chrome.port);
      chrome.kill();
      chrome = undefined;
    }
    let adminPaint: AdminPaintResult | undefined;
    if (admin) {
      console.log(`Measuring the admin's first paint beside / (${runs} loads each, ${PHONE_SETUP})…`);
      const browser = await launchBenchBrowser();
      try {
        adminPaint = await measureAdminPaint(browser, site.ours.url, runs);
      } finally {
        await browser.close();
      }
    }
    return {
      format: "site-bench/1",
      date: new Date().toISOString(),
      lighthouse: lighthouseVersion,
      runs,
      setup: SETUP,
      targets: TARGETS,
      pages,
      adminPaint,
    };
  } finally {
    chrome?.kill();
    await site.close();
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
  const { routes, admin } = parseBenchTargets(values.routes ?? process.env.BENCH_ROUTES);
  const runs = Number(values.runs ?? process.env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`BENCH_RUNS / --runs must be a whole number ≥ 1, got "${values.runs ?? process.env.BENCH_RUNS}"`);

  const report = await bench(routes, runs, admin);
  const outFolder = path.resolve(repoRoot, process.env.BENCH_OUT ?? ".bench");
  await mkdir(outFolder, { recursive: true });
  const file = path.join(outFolder, `site-${report.date.replace(/[:.]/g, "-")}.json`);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);

  if (report.pages.length > 0) {
    console.log(
      `\nLighthouse ${report.lighthouse}, ${SETUP}; medians of ${runs} run${runs > 1 ? "s" : ""} per page and build.`,
    );
    console.log("JS KiB: same-origin scripts transferred during the load (compressed, as on the wire).\n");
    console.log(resultsTable(report.pages));
    console.log(`\n${targetsLine()}`);
    for (const line of verdictLines(report.pages)) console.log(line);
    const noise = noiseWarning(report.pages);
    if (noise) console.log(`\n${noise}`);
  }
  if (report.adminPaint) {
    const a = report.adminPaint;
    console.log(
      `\nAdmin first paint (issue #24): ${a.setup}; medians of ${runs} load${runs > 1 ? "s" : ""}, ms from navigation start.`,
    );
    console.log(
      "Sign-in title: the card's \"Admin Sign In\" (HTML shell or React); sign-in form: its password field (the shell's or React's).\n",
    );
    console.log(adminPaintTable(a.reference, a.referenceMedian, a.adminMedian));
  }
  console.log(`\nSaved ${path.relative(process.cwd(), file)}`);
  const missed = report.pages.some((p) => !verdict(p.key, p.ours, p.baseline).pass);
  return missed && process.env.BENCH_STRICT === "1" ? 1 : 0;
}

runBench(main);
