/**
 * Figures and verdicts of `npm run bench:site` (issue #13): medians of the
 * Lighthouse runs of one page, the ratio to the no-JS baseline, and the
 * issue's targets checked in one place.
 */
import type { RouteKey } from "../src/app/paths";

/** What one Lighthouse run measured on one page. */
export interface RunFigures {
  /** Performance score, 0–100. */
  performance: number;
  /** SEO score, 0–100 (issue #26); absent in reports saved before it was measured. */
  seo?: number;
  /** Largest Contentful Paint, ms (simulated). */
  lcpMs: number;
  /** Total Blocking Time, ms (simulated). */
  tbtMs: number;
  /** Cumulative Layout Shift, unitless. */
  cls: number;
  /** First Contentful Paint, ms (simulated). */
  fcpMs: number;
  /** Bytes of same-origin scripts transferred during the load (compressed, as on the wire). */
  jsBytes: number;
  /** Number of those scripts. */
  jsFiles: number;
}

/** Medians of several runs of one page (same shape as one run). */
export type MedianFigures = RunFigures;

/**
 * The issues' targets (issue #13), one constant: performance ≥ 98, TBT ≤ 50 ms,
 * CLS ≤ 0.01, LCP ≤ 1.10 × the no-JS baseline's, JS ≤ 80 KiB on home pages and
 * ≤ 100 KiB elsewhere (gzip, as transferred); Lighthouse SEO 100 (issue #26).
 */
export const TARGETS = {
  minPerformance: 98,
  minSeo: 100,
  maxTbtMs: 50,
  maxCls: 0.01,
  maxLcpRatio: 1.1,
  maxJsKiBHome: 80,
  maxJsKiB: 100,
} as const;

/** Median of a non-empty list (mean of the two middle values for an even count). @throws Error on an empty list. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of an empty list");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Field-by-field medians of the runs of one page. @throws Error when there is no run. */
export function medians(runs: readonly RunFigures[]): MedianFigures {
  const of = (pick: (r: RunFigures) => number) => median(runs.map(pick));
  return {
    performance: of((r) => r.performance),
    ...(runs.every((r) => r.seo !== undefined) ? { seo: of((r) => r.seo!) } : {}),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    fcpMs: of((r) => r.fcpMs),
    jsBytes: of((r) => r.jsBytes),
    jsFiles: of((r) => r.jsFiles),
  };
}

/** Bytes → KiB. */
export const kib = (bytes: number) => bytes / 1024;

/** How the real page compares with its no-JS baseline: LCP ratio (ours / baseline) and TBT difference (ours − baseline, ms). */
export interface Comparison {
  lcpRatio: number;
  tbtDeltaMs: number;
}

/** LCP ratio and TBT difference of `ours` against `baseline` (ratio is Infinity when the baseline LCP is 0). */
export function compare(ours: MedianFigures, baseline: MedianFigures): Comparison {
  return {
    lcpRatio: baseline.lcpMs > 0 ? ours.lcpMs / baseline.lcpMs : Infinity,
    tbtDeltaMs: ours.tbtMs - baseline.tbtMs,
  };
}

/** One page's verdict: the targets it missed, in words ("perf 91 < 98"); empty when it met them all. */
export interface Verdict {
  pass: boolean;
  misses: string[];
}

/** JS budget of a page in KiB: the home page (either language) has the tighter one. */
export function jsBudgetKiB(key: RouteKey): number {
  return key === "home" ? TARGETS.maxJsKiBHome : TARGETS.maxJsKiB;
}

/** Checks the real page's medians against TARGETS (LCP relative to the baseline's). */
export function verdict(key: RouteKey, ours: MedianFigures, baseline: MedianFigures): Verdict {
  const misses: string[] = [];
  const { lcpRatio } = compare(ours, baseline);
  if (ours.performance < TARGETS.minPerformance) misses.push(`perf ${ours.performance} < ${TARGETS.minPerformance}`);
  if (ours.seo !== undefined && ours.seo < TARGETS.minSeo) misses.push(`SEO ${ours.seo} < ${TARGETS.minSeo}`);
  if (ours.tbtMs > TARGETS.maxTbtMs) misses.push(`TBT ${Math.round(ours.tbtMs)} ms > ${TARGETS.maxTbtMs} ms`);
  if (ours.cls > TARGETS.maxCls) misses.push(`CLS ${ours.cls.toFixed(3)} > ${TARGETS.maxCls}`);
  if (lcpRatio > TARGETS.maxLcpRatio)
    misses.push(`LCP ${lcpRatio.toFixed(2)}× baseline > ${TARGETS.maxLcpRatio.toFixed(2)}×`);
  const budget = jsBudgetKiB(key);
  if (kib(ours.jsBytes) > budget) misses.push(`JS ${kib(ours.jsBytes).toFixed(1)} KiB > ${budget} KiB`);
  return { pass: misses.length === 0, misses };
}
