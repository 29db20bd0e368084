/**
 * `npm run bench:site` (issue #3): builds the site against an in-memory local
 * Supabase, serves it statically, runs Lighthouse (mobile preset, simulated
 * throttling) three times on each measured route (in English and in
 * Chinese) and prints the medians of performance score, LCP, TBT and CLS,
 * plus the JS bytes (compressed, as transferred) that `/` loads before any
 * interaction.
 * Env: CHROME_PATH (default /usr/bin/chromium), BENCH_RUNS (default 3).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { serveStatic } from "../../scripts/serve-static";
import { href } from "../src/app/paths";
import { startLocalSupabase } from "../../supabase/server/index";

/** Measured routes: home, a product page and a data page in English, and home and the data page in Chinese (issue #10). */
const ROUTES = [
  href("home", "en"),
  href("rssSystems", "en"),
  href("videoLibrary", "en"),
  href("home", "zh"),
  href("rssSystems", "zh"),
  href("videoLibrary", "zh"),
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGETS = { performance: 95, lcpMs: 1500, tbtMs: 100, cls: 0.05, jsKb: 150 };

interface RunResult {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsTransfer: number;
  jsResource: number;
  scripts: number;
  lcpElement: string;
  fcp: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

/** Median of a non-empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Selector of the LCP element from Lighthouse's audit details (diagnostics). */
function lcpElementOf(details: unknown): string {
  const found = JSON.stringify(details ?? {}).match(/"selector":"([^"]+)"/);
  return found?.[1] ?? "?";
}

async function runOnce(url: string, port: number): Promise<RunResult> {
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
  const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const items = (
    (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  ).filter((i) => i.resourceType === "Script" && new URL(i.url).origin === new URL(url).origin);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsTransfer: items.reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
    jsResource: items.reduce((sum, i) => sum + (i.resourceSize ?? 0), 0),
    scripts: items.length,
    fcp: numeric("first-contentful-paint"),
    lcpElement: lcpElementOf(lhr.audits["largest-contentful-paint-element"]?.details),
  };
}

async function main() {
  const outDir = await mkdtemp(path.join(tmpdir(), "site-bench-"));
  const backend = await startLocalSupabase({ port: 0, dataDir: "memory", quiet: true });
  let web: Awaited<ReturnType<typeof serveStatic>> | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    process.env.SITE_OUT_DIR = outDir;
    process.env.VITE_SUPABASE_URL = backend.url;
    process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
    const { buildSite } = await import("../scripts/build");
    await buildSite();
    web = await serveStatic({ root: outDir, port: 0 });
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

    const rows: string[] = [];
    let homeJs = 0;
    for (const route of ROUTES) {
      const runs: RunResult[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runOnce(`${web.url}${route}`, chrome.port));
      const m = {
        performance: median(runs.map((r) => r.performance)),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        cls: median(runs.map((r) => r.cls)),
        js: median(runs.map((r) => r.jsTransfer)),
        jsRaw: median(runs.map((r) => r.jsResource)),
      };
      if (route === "/") homeJs = m.js;
      rows.push(
        `${route.padEnd(28)} perf ${String(m.performance).padStart(3)}  LCP ${Math.round(m.lcp).toString().padStart(5)} ms  TBT ${Math.round(m.tbt).toString().padStart(4)} ms  CLS ${m.cls.toFixed(3)}  JS ${(m.js / 1024).toFixed(1)} KB transferred (${(m.jsRaw / 1024).toFixed(1)} KB raw, ${runs[0]!.scripts} files)  FCP ${Math.round(median(runs.map((r) => r.fcp)))} ms, LCP element: ${runs[0]!.lcpElement}`,
      );
    }
    console.log(`\nLighthouse ${RUNS}x per route, mobile preset, medians:`);
    for (const row of rows) console.log(row);
    console.log(
      `\nJS loaded by / before interaction: ${(homeJs / 1024).toFixed(1)} KB compressed (target ≤ ${TARGETS.jsKb} KB)`,
    );
    console.log(
      `Targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}`,
    );
  } finally {
    chrome?.kill();
    await web?.close();
    await backend.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
