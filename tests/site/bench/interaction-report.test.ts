// bench:interaction's pure parts (issue #24): the answer time from the probe's timeline, medians, verdicts, table, --only.
import { describe, expect, it } from "vitest";
import {
  answerOf,
  INTERACTION_TARGETS,
  interactionTable,
  interactionVerdict,
  interactionVerdictLines,
  selectControls,
  summarize,
  tapMedians,
  type InteractionSample,
} from "../../../site/bench/interaction-report";
import { copy, CONTROLS } from "../../../site/bench/interaction-controls";
import type { ProbeReport } from "../../../site/bench/page-probe";

const probe = (over: Partial<ProbeReport>): ProbeReport => ({
  t0: 100,
  startEvent: "pointerdown",
  timeline: [
    { sig: "all", frameAt: 50, paintedAt: 50 },
    { sig: "pressed", frameAt: 150, paintedAt: 160 },
    { sig: "filtered", frameAt: 900, paintedAt: 920 },
  ],
  now: 3000,
  timeOrigin: 0,
  scripts: [
    { url: "/a.js", startTime: 20, bytes: 5000 },
    { url: "/b.js", startTime: 200, bytes: 1000 },
    { url: "/c.js", startTime: 950, bytes: 9999 },
  ],
  ...over,
});

describe("answerOf", () => {
  it("times the input to the paint of the first frame showing the settled answer, with the scripts in between", () => {
    expect(answerOf(probe({}), "filtered")).toEqual({ ms: 820, jsBytes: 1000, jsFiles: 1 });
  });

  it("takes the first time the settled answer showed, even when it changed again and came back", () => {
    const report = probe({
      timeline: [
        { sig: "all", frameAt: 50, paintedAt: 50 },
        { sig: "filtered", frameAt: 300, paintedAt: 310 },
        { sig: "flicker", frameAt: 400, paintedAt: 410 },
        { sig: "filtered", frameAt: 500, paintedAt: 510 },
      ],
    });
    expect(answerOf(report, "filtered").ms).toBe(210);
  });

  it("uses the frame time when the paint was not recorded yet", () => {
    const report = probe({
      timeline: [
        { sig: "a", frameAt: 0, paintedAt: 0 },
        { sig: "b", frameAt: 400, paintedAt: null },
      ],
    });
    expect(answerOf(report, "b").ms).toBe(300);
  });

  it("fails without an input, without a change, or when the answer never showed", () => {
    expect(() => answerOf(probe({ t0: null }), "filtered")).toThrow("input event");
    expect(() => answerOf(probe({}), "all")).toThrow("nothing changed");
    expect(() => answerOf(probe({}), "other")).toThrow("never painted");
  });
});

describe("medians and verdicts", () => {
  const samples: InteractionSample[] = [
    { first: { ms: 6000, jsBytes: 300_000, jsFiles: 20 }, once: { ms: 300, jsBytes: 0, jsFiles: 0 } },
    { first: { ms: 7000, jsBytes: 310_000, jsFiles: 21 }, once: { ms: 320, jsBytes: 0, jsFiles: 0 } },
    { error: "sample timed out after 90 s" },
  ];

  it("takes medians over the samples that measured each tap", () => {
    expect(tapMedians(samples.map((s) => s.first))).toEqual({ ms: 6500, jsBytes: 305_000, jsFiles: 20.5 });
    expect(tapMedians([undefined])).toBeUndefined();
    const row = summarize({ control: "white-papers", label: "white papers", path: "/resources/white-papers", samples });
    expect(row.once?.ms).toBe(310);
  });

  it("passes a first tap within 1.5× the once-loaded tap and 1,000 ms, and names each miss", () => {
    expect(INTERACTION_TARGETS).toEqual({ maxRatio: 1.5, maxFirstTapMs: 1000 });
    const tap = (ms: number) => ({ ms, jsBytes: 0, jsFiles: 0 });
    expect(interactionVerdict({ first: tap(450), once: tap(300) })).toEqual({ pass: true, misses: [] });
    expect(interactionVerdict({ first: tap(460), once: tap(300) }).misses).toEqual([
      "first tap 1.5× once loaded > 1.5×",
    ]);
    expect(interactionVerdict({ first: tap(1100), once: tap(1000) }).misses).toEqual(["first tap 1100 ms > 1000 ms"]);
    expect(interactionVerdict({ first: tap(900) }).pass).toBe(false);
  });

  it("prints a Markdown row per control with the ratio, JS KiB, verdict and failed samples", () => {
    const row = summarize({ control: "news", label: "news: choose", path: "/zh/company/news", samples });
    const table = interactionTable([row]).split("\n");
    expect(table[0]).toMatch(/^\| interaction +\| page +\| first tap ms \| once loaded ms \| ratio \|/);
    expect(table[2]).toContain("| news: choose | /zh/company/news |");
    expect(table[2]).toMatch(/6,500 \| +310 \| +21\.0× \| +297\.9 \| +MISS \| +1\/3 \|$/);
    expect(interactionVerdictLines([row])).toEqual([
      "MISS news: choose /zh/company/news: first tap 21.0× once loaded > 1.5×; first tap 6500 ms > 1000 ms",
      "0 of 1 rows meet the targets.",
    ]);
  });
});

describe("selectControls", () => {
  const ids = ["white-papers", "catalog-search", "catalog-category", "search-open"];
  it("selects all, exact ids, or ids by their prefix before a dash", () => {
    expect(selectControls(undefined, ids)).toEqual(ids);
    expect(selectControls(" ", ids)).toEqual(ids);
    expect(selectControls("white-papers", ids)).toEqual(["white-papers"]);
    expect(selectControls("catalog,search-open", ids)).toEqual(["catalog-search", "catalog-category", "search-open"]);
    expect(selectControls("white", ids)).toEqual(["white-papers"]);
    expect(() => selectControls("whit", ids)).toThrow('No control "whit"');
  });
});

describe("the controls", () => {
  it("have unique ids and read their labels from the locale files", () => {
    expect(new Set(CONTROLS.map((c) => c.id)).size).toBe(CONTROLS.length);
    expect(copy("en", "whitePapers.filters.TechnicalAnalysis")).toBe("Technical Analysis");
    expect(copy("zh", "whitePapers.filters.TechnicalAnalysis")).toBe("技术分析");
    expect(() => copy("en", "whitePapers.nope")).toThrow("No copy");
  });
});
