/**
 * A video's length (issue #28, shared/content/video-duration.ts): clock time
 * from the file's seconds, the same in both languages, and the text fields
 * only when the seconds are unknown.
 */
import { describe, expect, it } from "vitest";
import { formatVideoDuration, videoDurationText } from "../../shared/content/video-duration";

describe("formatVideoDuration()", () => {
  it("writes m:ss under an hour and h:mm:ss from an hour on", () => {
    expect(formatVideoDuration(0)).toBe("0:00");
    expect(formatVideoDuration(5)).toBe("0:05");
    expect(formatVideoDuration(65)).toBe("1:05");
    expect(formatVideoDuration(754)).toBe("12:34");
    expect(formatVideoDuration(3599)).toBe("59:59");
    expect(formatVideoDuration(3600)).toBe("1:00:00");
    expect(formatVideoDuration(3723)).toBe("1:02:03");
    expect(formatVideoDuration(36000)).toBe("10:00:00");
  });

  it("rounds fractions to the nearest second", () => {
    expect(formatVideoDuration(4.4)).toBe("0:04");
    expect(formatVideoDuration(59.6)).toBe("1:00");
  });

  it("throws for negative and non-finite numbers", () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => formatVideoDuration(bad)).toThrow(RangeError);
    }
  });
});

describe("videoDurationText()", () => {
  it("prefers duration_seconds in both languages", () => {
    const video = { duration: "12 min", duration_zh: "12 分钟", duration_seconds: 754 };
    expect(videoDurationText(video, "en")).toBe("12:34");
    expect(videoDurationText(video, "zh")).toBe("12:34");
  });

  it("falls back to duration_zh on Chinese pages, then to duration", () => {
    expect(videoDurationText({ duration: "12 min", duration_zh: "12 分钟", duration_seconds: null }, "zh")).toBe(
      "12 分钟",
    );
    expect(videoDurationText({ duration: "12 min", duration_zh: "", duration_seconds: null }, "zh")).toBe("12 min");
    expect(videoDurationText({ duration: "12 min", duration_zh: "12 分钟" }, "en")).toBe("12 min");
  });
});
