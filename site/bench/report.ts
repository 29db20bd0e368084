/**
 * What `npm run bench:site` prints and saves (issue #13): the per-page table
 * (real page and no-JS baseline, medians, ratios), a verdict line per page,
 * the JSON written to `.bench/`, and the before/after table of `--compare`.
 * Tables are Markdown, so they read in a terminal and paste into an issue.
 */
import type { Locale, RouteKey } from "../src/app/paths";
import type { AdminPaintResult } from "./admin-paint-report";
import { markdownTable } from "./markdown-table";
import { compare, kib, TARGETS, verdict, type MedianFigures, type RunFigures } from "./stats";

export { markdownTable };

/** One measured page in the saved results. */
export interface PageResult {
  path: string;
  key: RouteKey;
  locale: Locale;
  /** Medians of the real build. */
  ours: MedianFigures;
  /** Medians of the same page with every script removed. */
  baseline: MedianFigures;
  /** Every run, for a closer look. */
  runs: { ours: RunFigures[]; baseline: RunFigures[] };
  /** CSS selector of the LCP element of each run (Lighthouse's largest-contentful-paint-element audit), "?" when unknown. */
  lcpElements?: { ours: string[]; baseline: string[] };
}

/** The JSON file of one benchmark run (`.bench/site-<timestamp>.json`). */
export interface BenchReport {
  format: "site-bench/1";
  /** ISO time the run finished. */
  date: string;
  lighthouse: string;
  /** Lighthouse runs per page and variant. */
  runs: number;
  /** How Lighthouse was set up, in words. */
  setup: string;
  targets: typeof TARGETS;
  pages: PageResult[];
  /** The admin's first paint beside a public page's (issue #24), when measured. */
  adminPaint?: AdminPaintResult;
}

const ms = (value: number) => String(Math.round(value));
const signed = (value: number) => `${value >= 0 ? "+" : ""}${Math.round(value)}`;

/** The per-page table: a row for the real page and one for its no-JS baseline, with LCP ratio and TBT difference. */
export function resultsTable(pages: readonly PageResult[]): string {
  const rows = pages.flatMap((p) => {
    const { lcpRatio, tbtDeltaMs } = compare(p.ours, p.baseline);
    const row = (variant: string, f: MedianFigures, extra: [string, string]) => [
      variant === "ours" ? p.path : "",
      variant,
      String(f.performance),
      f.seo === undefined ? "–" : String(f.seo),
      ms(f.fcpMs),
      ms(f.lcpMs),
      ms(f.tbtMs),
      f.cls.toFixed(3),
      kib(f.jsBytes).toFixed(1),
      ...extra,
    ];
    return [row("ours", p.ours, [`${lcpRatio.toFixed(2)}×`, signed(tbtDeltaMs)]), row("no-JS", p.baseline, ["", ""])];
  });
  return markdownTable(
    ["route", "build", "perf", "SEO", "FCP ms", "LCP ms", "TBT ms", "CLS", "JS KiB", "LCP / no-JS", "TBT − no-JS"],
    rows,
    2,
  );
}

/** One verdict line per page ("PASS /zh" or "MISS /: perf 91 < 98; JS 120.3 KiB > 80 KiB") and a count line. */
export function verdictLines(pages: readonly PageResult[]): string[] {
  const lines = pages.map((p) => {
    const v = verdict(p.key, p.ours, p.baseline);
    return v.pass ? `PASS ${p.path}` : `MISS ${p.path}: ${v.misses.join("; ")}`;
  });
  const passed = pages.filter((p) => verdict(p.key, p.ours, p.baseline).pass).length;
  lines.push(`${passed} of ${pages.length} pages meet every target.`);
  return lines;
}

/**
 * A warning when the no-JS pages themselves did not score perf 100 with TBT 0
 * (medians): the machine was busy during the run, and the real pages' figures
 * are inflated too. Undefined when the baseline looks clean.
 */
export function noiseWarning(pages: readonly PageResult[]): string | undefined {
  const noisy = pages.filter((p) => p.baseline.performance < 100 || p.baseline.tbtMs > 0);
  if (noisy.length === 0) return undefined;
  return `Noise: the no-JS build scored below perf 100 or above TBT 0 ms on ${noisy.length} of ${pages.length} pages (${noisy.map((p) => p.path).join(", ")}); the machine was busy, so treat these figures as upper bounds and re-run on a quiet machine.`;
}

/** The targets in words, for the printout and the docs. */
export function targetsLine(): string {
  const t = TARGETS;
  return `Targets (issue #13): perf ≥ ${t.minPerformance}, TBT ≤ ${t.maxTbtMs} ms, CLS ≤ ${t.maxCls}, LCP ≤ ${t.maxLcpRatio.toFixed(2)} × no-JS, JS ≤ ${t.maxJsKiBHome} KiB on / and /zh, ≤ ${t.maxJsKiB} KiB elsewhere (gzip, as transferred).`;
}

/**
 * Before/after table of two saved runs, for the pages both measured (real
 * build only): perf, LCP, TBT, CLS and JS KiB as "before → after".
 * @throws Error when the two runs have no page in common.
 */
export function compareTable(before: BenchReport, after: BenchReport): string {
  const earlier = new Map(before.pages.map((p) => [p.path, p]));
  const both = after.pages.filter((p) => earlier.has(p.path));
  if (both.length === 0) throw new Error("The two runs have no measured page in common");
  const arrow = (a: string, b: string) => `${a} → ${b}`;
  const rows = both.map((b) => {
    const a = earlier.get(b.path)!;
    return [
      b.path,
      arrow(String(a.ours.performance), String(b.ours.performance)),
      arrow(ms(a.ours.lcpMs), ms(b.ours.lcpMs)),
      arrow(ms(a.ours.tbtMs), ms(b.ours.tbtMs)),
      arrow(a.ours.cls.toFixed(3), b.ours.cls.toFixed(3)),
      arrow(kib(a.ours.jsBytes).toFixed(1), kib(b.ours.jsBytes).toFixed(1)),
      arrow(
        `${compare(a.ours, a.baseline).lcpRatio.toFixed(2)}×`,
        `${compare(b.ours, b.baseline).lcpRatio.toFixed(2)}×`,
      ),
    ];
  });
  return markdownTable(["route", "perf", "LCP ms", "TBT ms", "CLS", "JS KiB", "LCP / no-JS"], rows);
}

/**
 * Reads a saved run. @throws Error when the value is not a site benchmark result.
 */
export function parseReport(text: string, name: string): BenchReport {
  const value = JSON.parse(text) as Partial<BenchReport>;
  if (value.format !== "site-bench/1" || !Array.isArray(value.pages))
    throw new Error(`${name} is not a result of npm run bench:site (format site-bench/1)`);
  return value as BenchReport;
}
