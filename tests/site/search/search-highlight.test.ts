import { describe, expect, it } from "vitest";
import { excerpt, highlight, type TextSegment } from "../../../site/src/features/search/search-highlight";

const marked = (segments: TextSegment[]) => segments.filter((s) => s.mark).map((s) => s.text);
const joined = (segments: TextSegment[]) => segments.map((s) => s.text).join("");

describe("highlight()", () => {
  it("marks every occurrence of a word, whatever its case, keeping the original text", () => {
    const segments = highlight("PDC bits and pdc cutters", ["pdc"]);
    expect(joined(segments)).toBe("PDC bits and pdc cutters");
    expect(marked(segments)).toEqual(["PDC", "pdc"]);
  });
  it("marks words only where a word starts", () => {
    expect(marked(highlight("turbines, not misturbine", ["turbine"]))).toEqual(["turbine"]);
  });
  it("marks Chinese terms anywhere", () => {
    expect(marked(highlight("提供随钻测量工具", ["随钻", "测量"]))).toEqual(["随钻", "测量"]);
  });
  it("prefers the longer of overlapping terms", () => {
    expect(marked(highlight("measurement tools", ["me", "measurement"]))).toEqual(["measurement"]);
  });
  it("treats regular-expression characters literally", () => {
    expect(marked(highlight("a (b) c+d cd", ["(b)", "c+d"]))).toEqual(["(b)", "c+d"]);
    expect(marked(highlight("c++ code", ["c++"]))).toEqual(["c++"]);
  });
  it("returns the text unmarked when there are no terms, and nothing for empty text", () => {
    expect(highlight("MWD", [])).toEqual([{ text: "MWD", mark: false }]);
    expect(highlight("", ["mwd"])).toEqual([]);
  });
});

describe("excerpt()", () => {
  const long = `${"Lorem ipsum dolor sit amet. ".repeat(20)}Our MWD tools stream data. ${"Consectetur adipiscing elit. ".repeat(20)}`;
  it("cuts around the first match, with ellipses where text was left out", () => {
    const segments = excerpt(long, ["mwd"], 120);
    expect(marked(segments)).toEqual(["MWD"]);
    expect(segments[0]).toEqual({ text: "…", mark: false });
    expect(segments.at(-1)).toEqual({ text: "…", mark: false });
    expect(joined(segments).length).toBeLessThanOrEqual(122);
  });
  it("starts at the beginning when nothing matches", () => {
    const segments = excerpt(long, ["zzz"], 60);
    expect(joined(segments).startsWith("Lorem ipsum")).toBe(true);
    expect(segments.at(-1)!.text).toBe("…");
  });
  it("keeps a short text whole", () => {
    expect(joined(excerpt("Short MWD text", ["mwd"]))).toBe("Short MWD text");
  });
});
