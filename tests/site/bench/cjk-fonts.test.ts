import { describe, expect, it } from "vitest";
import { chineseFontFamilies, chineseFontWarning } from "../../../site/bench/cjk-fonts";

describe("chineseFontWarning()", () => {
  it("warns when fontconfig lists no font covering Chinese, naming the Debian package", () => {
    expect(chineseFontWarning([])).toMatch(/no installed font covers Chinese.*fonts-noto-cjk/);
  });

  it("says nothing when a Chinese font is installed or when it cannot tell", () => {
    expect(chineseFontWarning(["Noto Sans CJK SC"])).toBeUndefined();
    expect(chineseFontWarning(undefined)).toBeUndefined();
  });
});

describe("chineseFontFamilies()", () => {
  it("returns the distinct family lines of fc-list, or undefined without fontconfig", () => {
    const families = chineseFontFamilies();
    if (families === undefined) return expect(families).toBeUndefined();
    expect(new Set(families).size).toBe(families.length);
    for (const family of families) expect(family).not.toBe("");
  });
});
