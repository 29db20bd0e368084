/**
 * Figures, verdicts and the printout of `npm run bench:interaction` (issue #24):
 * the answer time of one tap from the probe's timeline, medians of the samples
 * of a control, the verdict against INTERACTION_TARGETS, the Markdown table and
 * the `--only` selection. Pure functions, unit-tested.
 */
import { median } from "./stats";
import { markdownTable } from "./report";
import type { ProbeReport } from "./page-probe";

/**
 * Issue #24's targets, one constant: the first tap on a control answers within
 * 1.5 × the same tap once the page's code is loaded, and within 1,000 ms.
 */
export const INTERACTION_TARGETS = {
  maxRatio: 1.5,
  maxFirstTapMs: 1000,
} as const;

/** One measured tap: input event to the answer painted, and the scripts requested meanwhile. */
export interface TapFigures {
  ms: number;
  /** Uncompressed bytes of the scripts requested between the input and the answer. */
  jsBytes: number;
  jsFiles: number;
}

/** One sample of a control: a fresh page's first tap and, in the same page, the same tap once loaded. */
export interface InteractionSample {
  first?: TapFigures;
  once?: TapFigures;
  /** Why the sample (or its once-loaded half) failed. */
  error?: string;
}

/** One row of the results: a control on one page, all its samples and their medians. */
export interface InteractionRow {
  control: string;
  label: string;
  path: string;
  samples: InteractionSample[];
  /** Medians over the samples that measured it (undefined when none did). */
  first?: TapFigures;
  once?: TapFigures;
}

/** The JSON file of one run (`.bench/interaction-<time>.json`). */
export interface InteractionBenchReport {
  format: "interaction-bench/1";
  date: string;
  runs: number;
  /** Samples measured at the same time (BENCH_PARALLEL). */
  parallel: number;
  setup: string;
  targets: typeof INTERACTION_TARGETS;
  loadAverage: number[];
  rows: InteractionRow[];
}

/**
 * The answer of one tap from the probe's report: the first signature change after
 * the input whose signature is `finalSig` (the settled answer), painted at its
 * `paintedAt`; the scripts whose request started between the input and then.
 * @throws Error when no input came, the signature never changed or never reached `finalSig`.
 */
export function answerOf(report: ProbeReport, finalSig: string): TapFigures {
  const { t0, timeline } = report;
  if (t0 === null) throw new Error("the input event never reached the page");
  if (timeline.length === 0 || timeline[0]!.sig === finalSig) throw new Error("no visible answer (nothing changed)");
  const hit = timeline.find((e, i) => i > 0 && e.sig === finalSig && e.frameAt >= t0);
  if (!hit) throw new Error("the settled answer was never painted after the input");
  const end = hit.paintedAt ?? hit.frameAt;
  const scripts = report.scripts.filter((s) => s.startTime >= t0 && s.startTime <= end);
  return { ms: end - t0, jsBytes: scripts.reduce((sum, s) => sum + s.bytes, 0), jsFiles: scripts.length };
}

/** Field-by-field medians of several taps; undefined for none. */
export function tapMedians(taps: readonly (TapFigures | undefined)[]): TapFigures | undefined {
  const got = taps.filter((t): t is TapFigures => t !== undefined);
  if (got.length === 0) return undefined;
  return {
    ms: median(got.map((t) => t.ms)),
    jsBytes: median(got.map((t) => t.jsBytes)),
    jsFiles: median(got.map((t) => t.jsFiles)),
  };
}

/** A row with its medians filled in from its samples. */
export function summarize(row: Omit<InteractionRow, "first" | "once">): InteractionRow {
  return {
    ...row,
    first: tapMedians(row.samples.map((s) => s.first)),
    once: tapMedians(row.samples.map((s) => s.once)),
  };
}

/** The verdict of a row against INTERACTION_TARGETS: what it missed, in words. */
export function interactionVerdict(row: Pick<InteractionRow, "first" | "once">): { pass: boolean; misses: string[] } {
  const t = INTERACTION_TARGETS;
  if (!row.first || !row.once) return { pass: false, misses: ["not measured (every sample failed)"] };
  const misses: string[] = [];
  const ratio = row.first.ms / Math.max(row.once.ms, 1);
  if (ratio > t.maxRatio) misses.push(`first tap ${ratio.toFixed(1)}× once loaded > ${t.maxRatio}×`);
  if (row.first.ms > t.maxFirstTapMs) misses.push(`first tap ${Math.round(row.first.ms)} ms > ${t.maxFirstTapMs} ms`);
  return { pass: misses.length === 0, misses };
}

const ms = (value: number | undefined) => (value === undefined ? "–" : Math.round(value).toLocaleString("en-US"));
const kibText = (bytes: number | undefined) => (bytes === undefined ? "–" : (bytes / 1024).toFixed(1));

/** The Markdown table: one row per control and page, medians, ratio, JS KiB of the first tap, verdict, failed samples. */
export function interactionTable(rows: readonly InteractionRow[]): string {
  return markdownTable(
    ["interaction", "page", "first tap ms", "once loaded ms", "ratio", "JS KiB by first tap", "verdict", "failed"],
    rows.map((r) => {
      const v = interactionVerdict(r);
      const failed = r.samples.filter((s) => s.error).length;
      return [
        r.label,
        r.path,
        ms(r.first?.ms),
        ms(r.once?.ms),
        r.first && r.once ? `${(r.first.ms / Math.max(r.once.ms, 1)).toFixed(1)}×` : "–",
        kibText(r.first?.jsBytes),
        v.pass ? "PASS" : "MISS",
        `${failed}/${r.samples.length}`,
      ];
    }),
    2,
  );
}

/** One line per missed row ("MISS white papers … /resources/white-papers: first tap 21.2× …") and a count line. */
export function interactionVerdictLines(rows: readonly InteractionRow[]): string[] {
  const lines = rows.flatMap((r) => {
    const v = interactionVerdict(r);
    return v.pass ? [] : [`MISS ${r.label} ${r.path}: ${v.misses.join("; ")}`];
  });
  lines.push(`${rows.filter((r) => interactionVerdict(r).pass).length} of ${rows.length} rows meet the targets.`);
  return lines;
}

/** The targets in words. */
export function interactionTargetsLine(): string {
  const t = INTERACTION_TARGETS;
  return `Targets (issue #24): first tap ≤ ${t.maxRatio}× the same tap once loaded, and ≤ ${t.maxFirstTapMs.toLocaleString("en-US")} ms.`;
}

/**
 * The controls an `--only` / `BENCH_ONLY` value selects among `ids`: undefined or "" → all;
 * otherwise comma-separated ids, each selecting the ids equal to it or starting with it
 * and a dash ("catalog" → "catalog-search", "catalog-category").
 * @throws Error naming a value that selects nothing.
 */
export function selectControls(value: string | undefined, ids: readonly string[]): string[] {
  const wanted = (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (wanted.length === 0) return [...ids];
  for (const w of wanted)
    if (!ids.some((id) => id === w || id.startsWith(`${w}-`)))
      throw new Error(`No control "${w}"; the controls are: ${ids.join(", ")}`);
  return ids.filter((id) => wanted.some((w) => id === w || id.startsWith(`${w}-`)));
}
