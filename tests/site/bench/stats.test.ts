// Medians, baseline ratios and the verdict against issue #13's targets.
import { describe, expect, it } from "vitest";
import { compare, median, medians, TARGETS, verdict, type RunFigures } from "../../../site/bench/stats";

const run = (over: Partial<RunFigures> = {}): RunFigures => ({
  performance: 99,
  fcpMs: 900,
  lcpMs: 1000,
  tbtMs: 10,
  cls: 0,
  jsBytes: 50 * 1024,
  jsFiles: 4,
  ...over,
});
const noJs = run({ jsBytes: 0, jsFiles: 0, tbtMs: 0, lcpMs: 1000 });

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow("empty");
  });

  it("medians() works field by field", () => {
    const m = medians([
      run({ performance: 90, lcpMs: 3000 }),
      run({ performance: 99, lcpMs: 1000 }),
      run({ performance: 95, lcpMs: 2000 }),
    ]);
    expect(m.performance).toBe(95);
    // SEO (issue #26) has a median only when every run measured it (older saved reports have none).
    expect(m.seo).toBeUndefined();
    expect(medians([run({ seo: 100 }), run({ seo: 92 }), run({ seo: 100 })]).seo).toBe(100);
    expect(m.lcpMs).toBe(2000);
    expect(m.jsFiles).toBe(4);
  });
});

describe("compare and verdict", () => {
  it("gives the LCP ratio and the TBT difference to the baseline", () => {
    expect(compare(run({ lcpMs: 1200, tbtMs: 40 }), noJs)).toEqual({ lcpRatio: 1.2, tbtDeltaMs: 40 });
    expect(compare(run(), run({ lcpMs: 0 })).lcpRatio).toBe(Infinity);
  });

  it("passes a page within every target", () => {
    expect(verdict("rssSystems", run({ lcpMs: 1100, jsBytes: 100 * 1024 }), noJs)).toEqual({ pass: true, misses: [] });
  });

  it("names every target missed", () => {
    const v = verdict(
      "rssSystems",
      run({ performance: 97, tbtMs: 51, cls: 0.02, lcpMs: 1101, jsBytes: 100 * 1024 + 1 }),
      noJs,
    );
    expect(v.pass).toBe(false);
    expect(v.misses).toEqual([
      "perf 97 < 98",
      "TBT 51 ms > 50 ms",
      "CLS 0.020 > 0.01",
      "LCP 1.10× baseline > 1.10×",
      "JS 100.0 KiB > 100 KiB",
    ]);
  });

  it("holds the home page to the tighter JS budget", () => {
    const page = run({ jsBytes: 81 * 1024 });
    expect(verdict("home", page, noJs).misses).toEqual([`JS 81.0 KiB > ${TARGETS.maxJsKiBHome} KiB`]);
    expect(verdict("quote", page, noJs).pass).toBe(true);
  });
});
