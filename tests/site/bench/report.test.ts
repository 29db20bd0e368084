// The benchmark's printout and saved JSON (issue #13): the results table, verdict lines and the --compare table.
import { describe, expect, it } from "vitest";
import {
  compareTable,
  markdownTable,
  noiseWarning,
  parseReport,
  resultsTable,
  verdictLines,
  type BenchReport,
  type PageResult,
} from "../../../site/bench/report";
import { TARGETS, type RunFigures } from "../../../site/bench/stats";

const figures = (over: Partial<RunFigures> = {}): RunFigures => ({
  performance: 99,
  fcpMs: 800,
  lcpMs: 1000,
  tbtMs: 20,
  cls: 0,
  jsBytes: 60 * 1024,
  jsFiles: 3,
  ...over,
});
const baseline = figures({ performance: 100, tbtMs: 0, jsBytes: 0, jsFiles: 0 });
const page = (path: string, key: PageResult["key"], ours: RunFigures): PageResult => ({
  path,
  key,
  locale: path.startsWith("/zh") ? "zh" : "en",
  ours,
  baseline,
  runs: { ours: [ours], baseline: [baseline] },
});
const report = (pages: PageResult[]): BenchReport => ({
  format: "site-bench/1",
  date: "2026-11-24T15:00:00.000Z",
  lighthouse: "12.8.2",
  runs: 1,
  setup: "test",
  targets: TARGETS,
  pages,
});

describe("markdownTable", () => {
  it("pads columns, left-aligning the first ones and right-aligning figures", () => {
    expect(
      markdownTable(
        ["route", "perf"],
        [
          ["/", "99"],
          ["/zh/get-quote", "7"],
        ],
      ),
    ).toBe(
      [
        "| route         | perf |",
        "| ------------- | ---: |",
        "| /             |   99 |",
        "| /zh/get-quote |    7 |",
      ].join("\n"),
    );
  });
});

describe("resultsTable and verdictLines", () => {
  const pages = [
    page("/", "home", figures({ lcpMs: 1250, tbtMs: 70, jsBytes: 90 * 1024 })),
    page("/zh/get-quote", "quote", figures({ seo: 92 })),
  ];

  it("prints ours and the no-JS row per page with the LCP ratio and TBT difference", () => {
    const lines = resultsTable(pages).split("\n");
    expect(lines).toHaveLength(2 + 4);
    expect(lines[2]).toMatch(
      /^\| \/ +\| ours +\| +99 \| +– \| +800 \| +1250 \| +70 \| +0\.000 \| +90\.0 \| +1\.25× \| +\+70 \|$/,
    );
    expect(lines[3]).toMatch(/^\| +\| no-JS +\| +100 \| +– \| +800 \| +1000 \| +0 \| +0\.000 \| +0\.0 \| +\| +\|$/);
    expect(lines[4]).toMatch(/^\| \/zh\/get-quote +\| ours +\| +99 \| +92 \| /);
  });

  it("says which targets each page missed and how many pages met them all", () => {
    expect(verdictLines(pages)).toEqual([
      "MISS /: TBT 70 ms > 50 ms; LCP 1.25× baseline > 1.10×; JS 90.0 KiB > 80 KiB",
      "MISS /zh/get-quote: SEO 92 < 100",
      "0 of 2 pages meet every target.",
    ]);
  });
});

describe("noiseWarning", () => {
  it("is silent when every no-JS page scored 100 with TBT 0, and names the noisy pages otherwise", () => {
    const clean = page("/", "home", figures());
    expect(noiseWarning([clean])).toBeUndefined();
    const busy = { ...page("/zh", "home", figures()), baseline: figures({ performance: 100, tbtMs: 30, jsBytes: 0 }) };
    const slow = {
      ...page("/get-quote", "quote", figures()),
      baseline: figures({ performance: 97, tbtMs: 0, jsBytes: 0 }),
    };
    expect(noiseWarning([clean, busy, slow])).toMatch(/^Noise: .* on 2 of 3 pages \(\/zh, \/get-quote\)/);
  });
});

describe("compareTable and parseReport", () => {
  it("shows before → after for the pages both runs measured", () => {
    const before = report([
      page("/", "home", figures({ jsBytes: 200 * 1024, performance: 90 })),
      page("/zh", "home", figures()),
    ]);
    const after = report([page("/", "home", figures({ jsBytes: 70 * 1024 })), page("/privacy", "privacy", figures())]);
    const lines = compareTable(before, after).split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain("90 → 99");
    expect(lines[2]).toContain("200.0 → 70.0");
    expect(() => compareTable(before, report([page("/privacy", "privacy", figures())]))).toThrow(
      "no measured page in common",
    );
  });

  it("reads a saved run and refuses anything else", () => {
    const saved = report([page("/", "home", figures())]);
    expect(parseReport(JSON.stringify(saved), "a.json")).toEqual(saved);
    expect(() => parseReport('{"pages":[]}', "b.json")).toThrow("b.json is not a result of npm run bench:site");
    expect(() => parseReport("not json", "c.json")).toThrow();
  });
});
