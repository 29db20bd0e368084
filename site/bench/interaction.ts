/**
 * `npm run bench:interaction` (issue #24): how long a visitor's first tap on
 * each interactive control of the public pages takes to show its answer,
 * against the same tap once the page's code is loaded, in both languages.
 *
 * It builds and serves the site as bench:site does (site-build.ts), then for
 * every control (interaction-controls.ts) and language, BENCH_RUNS times:
 * opens the page in a fresh throttled phone context (phone.ts: empty cache,
 * Lighthouse's mobile devtools throttling), waits until it is settled as a
 * visitor sees it (load, the entry's `html[data-hydrated]`, network quiet 1 s,
 * then 1 s more; a control below the fold is scrolled into view and the page
 * left to settle the same way, as a visitor reads before tapping), taps (first tap), waits until the answer has settled
 * (no visible change and no request for 1 s), undoes it in the same page and
 * taps again (once loaded). The page itself measures (page-probe.ts): from the
 * input event's time stamp to the paint of the first frame showing the settled
 * answer, and the scripts requested in between (uncompressed). The language
 * switch is measured to the other language's page heading painted.
 *
 * Prints a Markdown table of medians with the ratio and a verdict per row
 * (INTERACTION_TARGETS in interaction-report.ts) and saves every sample in
 * `.bench/interaction-<time>.json`. Each sample has a time limit and records
 * a failure instead of hanging.
 *
 * CLI: `npm run bench:interaction [-- --only white-papers,search --lang zh --runs 3]`
 * Env: BENCH_RUNS (default 3), BENCH_ONLY (as --only), BENCH_LANG (as --lang: en, zh or both),
 *      BENCH_PARALLEL (samples measured at once, each in its own context; default 2, 1 for the quietest figures),
 *      BENCH_STRICT=1 (exit 1 when a row misses a target), BENCH_OUT (default .bench), CHROME_PATH.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { chineseFontWarning } from "./cjk-fonts";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { Browser } from "@playwright/test";
import { LOCALES, localeOf, type Locale } from "../src/app/paths";
import { copy, CONTROLS, pathOf, type Control, type ControlContext } from "./interaction-controls";
import {
  answerOf,
  INTERACTION_TARGETS,
  interactionTable,
  interactionTargetsLine,
  interactionVerdict,
  interactionVerdictLines,
  selectControls,
  summarize,
  type InteractionBenchReport,
  type InteractionRow,
  type InteractionSample,
  type TapFigures,
} from "./interaction-report";
import { probeScript, type ProbePaints, type ProbeReport } from "./page-probe";
import {
  launchBenchBrowser,
  loadSettled,
  networkQuiet,
  openPhonePage,
  PHONE_SETUP,
  sleep,
  type PhonePage,
} from "./phone";
import { runBench, startBenchSite } from "./site-build";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
/** Longest a whole sample (load, first tap, undo, second tap) may take before it is recorded as failed. */
const SAMPLE_TIMEOUT_MS = 90_000;
/** Longest an answer may take to settle after the input. */
const ANSWER_TIMEOUT_MS = 30_000;
/** How long the page must show no change (and the network be quiet) for an answer to count as settled. */
const SETTLE_MS = 1000;
const PROBE = probeScript([{ name: "heading", selector: "main h1" }]);

const report = (phone: PhonePage) => phone.page.evaluate(() => (window as unknown as BenchWindow).__bench.report());

interface BenchWindow {
  __bench: {
    arm(spec: unknown): void;
    current(): string;
    report(): ProbeReport;
    paints(): ProbePaints;
  };
}

/**
 * Waits until the answer to the input has settled: the input came, the signature
 * differs from the one at arming, nothing changed for SETTLE_MS and the network was
 * quiet as long. Then returns the tap's figures. @throws Error when no answer came in time.
 */
async function settledAnswer(phone: PhonePage): Promise<{ tap: TapFigures; sig: string }> {
  const end = performance.now() + ANSWER_TIMEOUT_MS;
  let last: ProbeReport | undefined;
  while (performance.now() < end) {
    await sleep(250);
    last = await report(phone);
    const latest = last.timeline[last.timeline.length - 1]!;
    const networkQuietFor = performance.now() - phone.network.lastActivity;
    if (
      last.t0 !== null &&
      latest.sig !== last.timeline[0]!.sig &&
      latest.paintedAt !== null &&
      last.now - latest.frameAt >= SETTLE_MS &&
      phone.network.inFlight.size === 0 &&
      networkQuietFor >= SETTLE_MS
    )
      return { tap: answerOf(last, latest.sig), sig: latest.sig };
  }
  if (!last || last.t0 === null) throw new Error("the input event never reached the page");
  const latest = last.timeline[last.timeline.length - 1]!;
  const state =
    latest.sig === last.timeline[0]!.sig
      ? "the page shows what it showed before the input"
      : `last change ${Math.round(last.now - latest.frameAt)} ms before, ${phone.network.inFlight.size} requests in flight`;
  if (process.env.BENCH_DEBUG === "1") console.error(JSON.stringify(last.timeline, null, 1));
  throw new Error(`no settled answer within ${ANSWER_TIMEOUT_MS / 1000} s (${state})`);
}

/** One in-page tap: arms the probe, acts, and waits for the settled answer. */
async function measureTap(phone: PhonePage, control: Control, c: ControlContext) {
  await phone.page.evaluate((spec) => (window as unknown as BenchWindow).__bench.arm(spec), control.answer);
  await control.act(c);
  return settledAnswer(phone);
}

/** Waits until the page shows something other than `sig` and nothing changed for SETTLE_MS (after an undo). */
async function undone(phone: PhonePage, sig: string): Promise<void> {
  const end = performance.now() + ANSWER_TIMEOUT_MS;
  let since = performance.now();
  let previous = "";
  while (performance.now() < end) {
    await sleep(200);
    const now = await phone.page.evaluate(() => (window as unknown as BenchWindow).__bench.current());
    if (now !== previous) {
      previous = now;
      since = performance.now();
    }
    if (now !== sig && performance.now() - since >= SETTLE_MS) {
      await networkQuiet(phone, SETTLE_MS, ANSWER_TIMEOUT_MS);
      return;
    }
  }
  throw new Error("the undo did not bring the page back");
}

/** The language switch: tap, then the other language's heading painted on the next page. */
async function measureNavigation(phone: PhonePage, control: Control, c: ControlContext): Promise<TapFigures> {
  const { page } = phone;
  const from = localeOf(new URL(page.url()).pathname);
  await page.evaluate((spec) => (window as unknown as BenchWindow).__bench.arm(spec), control.answer);
  await control.act(c);
  await page.waitForURL((url) => localeOf(url.pathname) !== from, { timeout: ANSWER_TIMEOUT_MS });
  await page.waitForFunction(
    () => {
      const p = (window as unknown as Partial<BenchWindow>).__bench?.paints();
      return p !== undefined && p.watches.heading !== undefined && p.fcp !== null;
    },
    undefined,
    { timeout: ANSWER_TIMEOUT_MS, polling: 100 },
  );
  const { paints, scripts } = await page.evaluate(() => {
    const bench = (window as unknown as BenchWindow).__bench;
    return { paints: bench.paints(), scripts: bench.report().scripts };
  });
  if (paints.t0Epoch === null) throw new Error("the tap was not recorded before the navigation");
  const end = Math.max(paints.watches.heading!, paints.fcp!);
  const fetched = scripts.filter((s) => s.startTime <= end);
  return {
    ms: paints.timeOrigin + end - paints.t0Epoch,
    jsBytes: fetched.reduce((sum, s) => sum + s.bytes, 0),
    jsFiles: fetched.length,
  };
}

/** Waits until the page after a navigation is settled as loadSettled() does. */
async function settledAfterNavigation(phone: PhonePage): Promise<void> {
  await phone.page.waitForLoadState("load", { timeout: ANSWER_TIMEOUT_MS });
  await phone.page.waitForSelector('html[data-hydrated="true"]', { state: "attached", timeout: ANSWER_TIMEOUT_MS });
  await networkQuiet(phone, SETTLE_MS, ANSWER_TIMEOUT_MS);
  await sleep(1000);
}

/** One sample: a fresh phone page's first tap, then the same tap once loaded. Never throws: failures are recorded. */
async function sample(browser: Browser, base: string, control: Control, locale: Locale): Promise<InteractionSample> {
  const phone = await openPhonePage(browser, PROBE);
  const c: ControlContext = { page: phone.page, locale, t: (key) => copy(locale, key) };
  const result: InteractionSample = {};
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    await loadSettled(phone, `${base}${pathOf(control, locale)}`);
    if (control.target) {
      // Where the visitor taps, in view and settled (what the scroll starts is not the tap's work).
      await control.target(c).scrollIntoViewIfNeeded({ timeout: ANSWER_TIMEOUT_MS });
      await networkQuiet(phone, SETTLE_MS, ANSWER_TIMEOUT_MS);
      await sleep(1000);
    }
    if (control.kind === "navigation") {
      result.first = await measureNavigation(phone, control, c);
      await settledAfterNavigation(phone);
      await control.undo(c);
      await phone.page.waitForURL((url) => localeOf(url.pathname) === locale, { timeout: ANSWER_TIMEOUT_MS });
      await settledAfterNavigation(phone);
      result.once = await measureNavigation(phone, control, c);
      return;
    }
    const first = await measureTap(phone, control, c);
    result.first = first.tap;
    await control.undo(c);
    await undone(phone, first.sig);
    result.once = (await measureTap(phone, control, c)).tap;
  };
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`sample timed out after ${SAMPLE_TIMEOUT_MS / 1000} s`)),
          SAMPLE_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (error) {
    result.error = (error instanceof Error ? error.message : String(error)).split("\n")[0];
  } finally {
    clearTimeout(timer);
    await phone.context.close().catch(() => {});
  }
  return result;
}

const brief = (s: InteractionSample) => {
  const tap = (t?: TapFigures) =>
    t ? `${Math.round(t.ms)} ms (JS ${(t.jsBytes / 1024).toFixed(1)} KiB in ${t.jsFiles})` : "–";
  return `first ${tap(s.first)}, once loaded ${tap(s.once)}${s.error ? `; FAILED: ${s.error}` : ""}`;
};

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      only: { type: "string" },
      lang: { type: "string" },
      runs: { type: "string" },
      parallel: { type: "string" },
    },
  });
  const ids = selectControls(
    values.only ?? process.env.BENCH_ONLY,
    CONTROLS.map((c) => c.id),
  );
  const langValue = (values.lang ?? process.env.BENCH_LANG ?? "both").trim();
  const locales: Locale[] =
    langValue === "both" || langValue === ""
      ? [...LOCALES]
      : langValue.split(",").map((l) => {
          if (!(LOCALES as readonly string[]).includes(l)) throw new Error(`--lang: en, zh or both, got "${l}"`);
          return l as Locale;
        });
  const runs = Number(values.runs ?? process.env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`BENCH_RUNS / --runs must be a whole number ≥ 1, got "${values.runs ?? process.env.BENCH_RUNS}"`);

  const parallel = Number(values.parallel ?? process.env.BENCH_PARALLEL ?? 2);
  if (!Number.isInteger(parallel) || parallel < 1)
    throw new Error(
      `BENCH_PARALLEL / --parallel must be a whole number ≥ 1, got "${values.parallel ?? process.env.BENCH_PARALLEL}"`,
    );
  const controls = CONTROLS.filter((c) => ids.includes(c.id));
  const plan = locales.flatMap((locale) => controls.map((control) => ({ control, locale })));
  const loadBefore = loadavg();
  const fontWarning = chineseFontWarning();
  if (fontWarning) console.warn(fontWarning);
  const site = await startBenchSite();
  const browser = await launchBenchBrowser();
  const samples = plan.map(() => [] as InteractionSample[]);
  const started = performance.now();
  try {
    console.log(
      `Measuring ${plan.length} controls × ${runs} runs, ${parallel} at a time (${site.ours.url}); ${PHONE_SETUP}…`,
    );
    // Run by run, so machine noise spreads over every row; `parallel` workers take the next sample.
    const queue = Array.from({ length: runs }, (_, run) => plan.map((_, i) => ({ run, i }))).flat();
    const total = queue.length;
    let done = 0;
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { control, locale } = plan[next.i]!;
        const s = await sample(browser, site.ours.url, control, locale);
        samples[next.i]!.push(s);
        done++;
        console.log(`[${done}/${total}] run ${next.run + 1} ${control.id} ${pathOf(control, locale)}: ${brief(s)}`);
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
  } finally {
    await browser.close();
    await site.close();
  }
  const rows: InteractionRow[] = plan.map(({ control, locale }, i) =>
    summarize({ control: control.id, label: control.label, path: pathOf(control, locale), samples: samples[i]! }),
  );
  const result: InteractionBenchReport = {
    format: "interaction-bench/1",
    date: new Date().toISOString(),
    runs,
    parallel,
    setup: PHONE_SETUP,
    targets: INTERACTION_TARGETS,
    loadAverage: [...loadBefore, ...loadavg()].map((l) => Math.round(l * 100) / 100),
    rows,
  };
  const outFolder = path.resolve(repoRoot, process.env.BENCH_OUT ?? ".bench");
  await mkdir(outFolder, { recursive: true });
  const file = path.join(outFolder, `interaction-${result.date.replace(/[:.]/g, "-")}.json`);
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);

  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  console.log(
    `\n${PHONE_SETUP}; medians of ${runs} run${runs > 1 ? "s" : ""} per row, ${parallel} at a time (${minutes} min of measuring).`,
  );
  console.log(
    "First tap: on a freshly loaded page (empty cache); once loaded: the same tap in the same page after an undo.",
  );
  console.log("JS KiB by first tap: scripts requested between the input and the answer (uncompressed).\n");
  console.log(interactionTable(rows));
  console.log(`\n${interactionTargetsLine()}`);
  for (const line of interactionVerdictLines(rows)) console.log(line);
  console.log(
    `Load average (1/5/15 min) before ${loadBefore.map((l) => l.toFixed(2)).join(" ")}, after ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}.`,
  );
  console.log(`\nSaved ${path.relative(process.cwd(), file)}`);
  const missed = rows.some((r) => !interactionVerdict(r).pass);
  return missed && process.env.BENCH_STRICT === "1" ? 1 : 0;
}

runBench(main);
