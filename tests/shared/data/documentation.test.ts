import { describe, expect, it } from "vitest";
import { parseDocuments } from "../../../shared/data/documentation";

describe("parseDocuments()", () => {
  it("keeps well-formed {name, download_url} entries and drops extra keys", () => {
    expect(parseDocuments([{ name: "Manual", download_url: "https://x/m.pdf", extra: 1 }])).toEqual([
      { name: "Manual", download_url: "https://x/m.pdf" },
    ]);
  });
  it("drops malformed entries and non-array values", () => {
    expect(parseDocuments([{ name: "x" }, null, "a", { name: 1, download_url: "u" }])).toEqual([]);
    expect(parseDocuments({ name: "x", download_url: "y" })).toEqual([]);
    expect(parseDocuments(null)).toEqual([]);
  });
});
