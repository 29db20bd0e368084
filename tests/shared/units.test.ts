/** Units of measure in the page's language (issue #30): the unit table and a video's duration on Chinese pages. */
import { describe, expect, it } from "vitest";
import { hasLatinWords, localizeUnits, UNIT_TABLE_ZH, videoDurationLabel } from "../../shared/content/units";

describe("localizeUnits", () => {
  it("writes the content's duration units in Chinese on Chinese pages", () => {
    expect(localizeUnits("50 min", "zh")).toBe("50 分钟");
    expect(localizeUnits("1 h 30 min", "zh")).toBe("1 小时 30 分钟");
    expect(localizeUnits("2hrs", "zh")).toBe("2 小时");
    expect(localizeUnits("1.5hours", "zh")).toBe("1.5 小时");
    expect(localizeUnits("90 Minutes", "zh")).toBe("90 分钟");
    expect(localizeUnits("45 sec", "zh")).toBe("45 秒");
  });

  it("keeps what the table does not know, clock times and Chinese text", () => {
    expect(localizeUnits("12:34", "zh")).toBe("12:34");
    expect(localizeUnits("45 分钟", "zh")).toBe("45 分钟");
    expect(localizeUnits("350 GPM", "zh")).toBe("350 GPM");
    expect(localizeUnits("about an hour", "zh")).toBe("about an hour");
    // A unit is a whole word after a number: "5 minutes" yes, "5 minutemen" no.
    expect(localizeUnits("5 minutemen", "zh")).toBe("5 minutemen");
  });

  it("leaves English pages as they are", () => {
    expect(localizeUnits("50 min", "en")).toBe("50 min");
  });

  it("maps every unit to a Chinese name", () => {
    for (const [unit, chinese] of Object.entries(UNIT_TABLE_ZH)) {
      expect(unit).toBe(unit.toLowerCase());
      expect(chinese).toMatch(/^[\u4e00-\u9fff]+$/);
    }
  });

  it("tells text still holding English words", () => {
    expect(hasLatinWords(localizeUnits("50 min", "zh"))).toBe(false);
    expect(hasLatinWords(localizeUnits("about an hour", "zh"))).toBe(true);
  });
});

describe("videoDurationLabel", () => {
  it("prefers the Chinese value, then the English one with Chinese units, on Chinese pages", () => {
    expect(videoDurationLabel({ duration: "50 min", duration_zh: "五十分钟" }, "zh")).toBe("五十分钟");
    expect(videoDurationLabel({ duration: "50 min", duration_zh: null }, "zh")).toBe("50 分钟");
    expect(videoDurationLabel({ duration: "50 min", duration_zh: "" }, "en")).toBe("50 min");
  });

  it("shows the clock time of duration_seconds in every language", () => {
    expect(videoDurationLabel({ duration: "50 min", duration_seconds: 3000 }, "zh")).toBe("50:00");
    expect(videoDurationLabel({ duration: "50 min", duration_seconds: 3000 }, "en")).toBe("50:00");
  });
});
