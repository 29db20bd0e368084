import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { renderShareCard, SHARE_CARD_SIZE, shareCardFile } from "../../../site/scripts/share-card";

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

describe("the site's share card (site/public/share-card.png)", () => {
  it("is a 1200×630 PNG, byte for byte what site/scripts/share-card.ts renders", async () => {
    const committed = new Uint8Array(await readFile(shareCardFile));
    expect([...committed.subarray(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
    expect(pngSize(committed)).toEqual(SHARE_CARD_SIZE);
    expect(Buffer.from(await renderShareCard()).equals(Buffer.from(committed))).toBe(true);
  });
});
