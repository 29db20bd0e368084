/**
 * The site-wide share card (issue #26): the picture Open Graph and Twitter
 * cards show for an item page without a picture of its own
 * (SITE_SHARE_IMAGE in src/lib/document-meta.ts). 1200×630 PNG, the size
 * social networks crop to, drawn as SVG in the brand's colours (the
 * favicon's mark over a well path through rock strata, no text, so no font
 * is needed) and rendered by resvg (WebAssembly). The PNG is committed under
 * site/public so every build ships it unchanged; this module is its source:
 * `npx tsx site/scripts/share-card.ts` rewrites it, and a test checks the
 * committed file is what this code renders.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-wasm";
import { initResvg } from "../../supabase/seed/content-images";
import { SITE_SHARE_IMAGE } from "../src/lib/document-meta";

/** Pixel size of the card (Open Graph's recommended 1.91:1). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Where the card is committed: site/public plus SITE_SHARE_IMAGE's path. */
export const shareCardFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "public",
  SITE_SHARE_IMAGE.replace(/^\//, ""),
);

/** The card as SVG markup. */
export function shareCardSvg(): string {
  const { width: w, height: h } = SHARE_CARD_SIZE;
  const strata = ["#ffffff0a", "#ffffff10", "#ffffff16", "#ffffff1c"]
    .map((color, i) => {
      const y = 380 + i * 62;
      return `<path d="M0 ${y} C400 ${y - 24} 800 ${y + 30} ${w} ${y - 8} L${w} ${h} L0 ${h}Z" fill="${color}"/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b2e59"/><stop offset="1" stop-color="#1864ab"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  ${strata}
  <path d="M860 0 L860 250 C860 520 960 520 1130 520" stroke="#ffd43b" stroke-width="10" fill="none" stroke-linecap="round" stroke-dasharray="24 16"/>
  <circle cx="1130" cy="520" r="34" fill="none" stroke="#f59f00" stroke-opacity="0.5" stroke-width="5"/>
  <circle cx="1130" cy="520" r="17" fill="#f59f00"/>
  <g transform="translate(150 135) scale(11)"><rect width="32" height="32" rx="6" fill="#0b3d5c"/><path d="M9 6h6l8 10-8 10H9l8-10z" fill="#f59f00"/></g>
</svg>`;
}

/** Renders the card. @returns PNG bytes, SHARE_CARD_SIZE pixels. */
export async function renderShareCard(): Promise<Uint8Array> {
  await initResvg();
  return new Resvg(shareCardSvg(), { fitTo: { mode: "width", value: SHARE_CARD_SIZE.width } }).render().asPng();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await writeFile(shareCardFile, await renderShareCard());
  console.log(`Wrote ${path.relative(process.cwd(), shareCardFile)}`);
}
