// bench:site's admin first paint (issue #24): medians and the side-by-side table.
import { describe, expect, it } from "vitest";
import { adminPaintTable, paintMedians } from "../../../site/bench/admin-paint-report";

describe("admin first paint", () => {
  it("takes medians field by field over the loads that painted the field", () => {
    expect(
      paintMedians([
        { fcpMs: 900, lcpMs: 1200, signInTitleMs: 950 },
        { fcpMs: 1000, lcpMs: 1100, signInTitleMs: 1000, signInFormMs: 5000 },
        { fcpMs: 800, lcpMs: 1300, signInTitleMs: 1100, signInFormMs: 6000 },
      ]),
    ).toEqual({ fcpMs: 900, lcpMs: 1200, signInTitleMs: 1000, signInFormMs: 5500 });
    expect(paintMedians([])).toEqual({});
  });

  it("prints the public page and /admin side by side, with the title time over the public heading time", () => {
    const lines = adminPaintTable(
      "/",
      { fcpMs: 700, lcpMs: 800, headingMs: 720 },
      { fcpMs: 900, lcpMs: 1000, signInTitleMs: 1080, signInFormMs: 5000 },
    ).split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^\| \/ +\| +700 \| +800 \| +720 \|/);
    expect(lines[3]).toMatch(/^\| \/admin \| +900 \| +1000 \| +1080 \| +5000 \| +1\.50× \|$/);
    expect(adminPaintTable("/", {}, {}).split("\n")[3]).toContain("–");
  });
});
