/**
 * Stored video durations as ISO 8601 (shared/content/iso-duration.ts, issue
 * #26: the VideoObject JSON-LD's `duration`): the forms editors write in
 * English and Chinese, carried over and without zero parts; what is not a
 * duration is refused with a message naming the forms understood.
 */
import { describe, expect, it } from "vitest";
import {
  durationSeconds,
  isoDuration,
  isoDurationOrNull,
  secondsToIsoDuration,
} from "../../../shared/content/iso-duration";

describe("isoDuration()", () => {
  it.each([
    ["12 min", "PT12M"],
    ["12 minutes", "PT12M"],
    ["1:02:03", "PT1H2M3S"],
    ["45:10", "PT45M10S"],
    ["0:45", "PT45S"],
    ["50 分钟", "PT50M"],
    ["1 小时 20 分钟", "PT1H20M"],
    ["1小时20分钟", "PT1H20M"],
    ["30 秒", "PT30S"],
    ["1 h 20 min", "PT1H20M"],
    ["1h20m30s", "PT1H20M30S"],
    ["2 hours", "PT2H"],
    ["90 min", "PT1H30M"],
    ["12 min and 30 s", "PT12M30S"],
    ["  45 MIN ", "PT45M"],
    ["PT12M", "PT12M"],
    ["pt1h2m3s", "PT1H2M3S"],
    ["0:00", "PT0S"],
  ])("%s → %s", (text, iso) => {
    expect(isoDuration(text)).toBe(iso);
  });

  it.each(["", "   ", "12", "soon", "12 min xyz", "12 parsecs", "1:60:00", "45:99", "PT", "-5 min"])(
    "refuses %j with a message naming the forms it understands",
    (text) => {
      expect(() => isoDuration(text)).toThrow(/is not understood: write it as "12 min".*"1:02:03"/);
      expect(isoDurationOrNull(text)).toBeNull();
    },
  );

  it("reads null and undefined as no duration", () => {
    expect(durationSeconds(null)).toBeNull();
    expect(isoDurationOrNull(undefined)).toBeNull();
  });
});

describe("secondsToIsoDuration()", () => {
  it("carries seconds into minutes and hours and leaves zero parts out", () => {
    expect(secondsToIsoDuration(3723)).toBe("PT1H2M3S");
    expect(secondsToIsoDuration(3600)).toBe("PT1H");
    expect(secondsToIsoDuration(61)).toBe("PT1M1S");
    expect(secondsToIsoDuration(0)).toBe("PT0S");
  });

  it("refuses negative and non-finite numbers", () => {
    expect(() => secondsToIsoDuration(-1)).toThrow(RangeError);
    expect(() => secondsToIsoDuration(Number.NaN)).toThrow(/finite number of seconds/);
  });
});
