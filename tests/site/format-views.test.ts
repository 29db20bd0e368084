import { describe, expect, it } from "vitest";
import { formatViews } from "../../shared/content-cards/format-views";

describe("formatViews()", () => {
  it("shows counts under 1000 as they are", () => {
    expect(formatViews(0)).toBe("0");
    expect(formatViews(999)).toBe("999");
  });
  it("shows 1000 or more as one decimal plus K", () => {
    expect(formatViews(1000)).toBe("1.0K");
    expect(formatViews(1500)).toBe("1.5K");
    expect(formatViews(15230)).toBe("15.2K");
    expect(formatViews(4200)).toBe("4.2K");
  });
});
