/**
 * The seed's generated pictures (issue #11): white paper covers, case study
 * images, documentation images and video thumbnails, drawn as SVG and
 * rendered to PNG by resvg (WebAssembly, no native binary, no system fonts
 * needed: the pictures carry no text, the cards print the titles). Each is a
 * drilling-themed scene in the brand colours, varied per item by a seed
 * string, so the same input gives the same bytes.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { seededRandom } from "./pdf-kit";

/** The kinds of pictures the seed draws. */
export type SeedImageKind = "cover" | "case-study" | "documentation" | "thumbnail";

/**
 * Pixel size of each kind's PNG: 16:9, about twice the width the cards show
 * it at (white paper and case study cards up to ~560 px, video cards ~260 px,
 * documentation entries 128 px).
 */
export const SEED_IMAGE_SIZE: Record<SeedImageKind, { width: number; height: number }> = {
  cover: { width: 800, height: 450 },
  "case-study": { width: 800, height: 450 },
  documentation: { width: 320, height: 180 },
  thumbnail: { width: 640, height: 360 },
};

/** The size each scene is drawn at (SVG user units) before it is scaled to SEED_IMAGE_SIZE. */
const DESIGN_SIZE: Record<SeedImageKind, { width: number; height: number }> = {
  cover: { width: 800, height: 450 },
  "case-study": { width: 800, height: 450 },
  documentation: { width: 800, height: 450 },
  thumbnail: { width: 640, height: 360 },
};

/** Accent colours by category (stored category ids of white papers, videos and documentation). */
const ACCENTS: Record<string, string> = {
  technical_analysis: "#f59f00",
  data_analytics: "#22b8cf",
  industry_trends: "#fab005",
  sustainability: "#51cf66",
  product_demo: "#f59f00",
  installation: "#22b8cf",
  training: "#fab005",
  webinar: "#ff922b",
};

let ready: Promise<void> | undefined;

/** Loads resvg's WebAssembly module once per process (the site's share card renders with it too). */
export function initResvg(): Promise<void> {
  ready ??= (async () => {
    const require = createRequire(import.meta.url);
    await initWasm(await readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
  })();
  return ready;
}

const f = (n: number) => n.toFixed(1);

/** A square grid of `step` px as one path (much cheaper to render than an SVG pattern). */
function grid(w: number, h: number, step: number, opacity: number): string {
  let d = "";
  for (let x = step; x < w; x += step) d += `M${x} 0V${h}`;
  for (let y = step; y < h; y += step) d += `M0 ${y}H${w}`;
  return `<path d="${d}" stroke="#ffffff" stroke-opacity="${opacity}" stroke-width="1" fill="none"/>`;
}

/** Soft rock strata from `top` down to the bottom edge. */
function strata(random: () => number, w: number, h: number, top: number, colors: string[]): string {
  const bands: string[] = [];
  const step = (h - top) / colors.length;
  colors.forEach((color, i) => {
    const y = top + i * step;
    const a = y + (random() - 0.5) * step * 0.8;
    const b = y + (random() - 0.5) * step * 0.8;
    bands.push(
      `<path d="M0 ${f(y)} C${f(w * 0.3)} ${f(a)} ${f(w * 0.65)} ${f(b)} ${w} ${f(y + (random() - 0.5) * step * 0.5)} L${w} ${h} L0 ${h}Z" fill="${color}"/>`,
    );
  });
  return bands.join("");
}

/** A dashed well path: vertical from (x, top), a build curve, then a lateral to the target. */
function wellPath(x: number, top: number, kickoff: number, endX: number, endY: number, color: string, width = 6) {
  return `<path d="M${f(x)} ${f(top)} L${f(x)} ${f(kickoff)} C${f(x)} ${f(endY)} ${f(x + (endX - x) * 0.25)} ${f(endY)} ${f(endX)} ${f(endY)}" stroke="${color}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-dasharray="${width * 2.4} ${width * 1.6}"/>`;
}

/** A target: concentric rings at (x, y). */
function target(x: number, y: number, color: string) {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="22" fill="none" stroke="${color}" stroke-opacity="0.5" stroke-width="3"/><circle cx="${f(x)}" cy="${f(y)}" r="11" fill="${color}"/>`;
}

function coverSvg(random: () => number, accent: string, w: number, h: number): string {
  const kick = h * (0.3 + random() * 0.15);
  const endY = h * (0.68 + random() * 0.12);
  const bars = Array.from({ length: 5 }, (_, i) => {
    const bh = 30 + random() * 90;
    return `<rect x="${f(w * 0.62 + 28 + i * 34)}" y="${f(h * 0.62 - bh)}" width="22" height="${f(bh)}" rx="3" fill="${i === 4 ? accent : "#4dabf7"}"/>`;
  }).join("");
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b2e59"/><stop offset="1" stop-color="#1864ab"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  ${grid(w, h, 40, 0.06)}
  ${strata(random, w, h, h * 0.55, ["#ffffff10", "#ffffff14", "#ffffff18", "#ffffff1c"])}
  ${wellPath(w * 0.14, 0, kick, w * 0.55, endY, "#ffd43b")}
  ${target(w * 0.55, endY, accent)}
  <rect x="${f(w * 0.62)}" y="${f(h * 0.14)}" width="${f(w * 0.3)}" height="${f(h * 0.72)}" rx="10" fill="#ffffff" fill-opacity="0.95"/>
  <rect x="${f(w * 0.62 + 28)}" y="${f(h * 0.14 + 26)}" width="${f(w * 0.16)}" height="10" rx="5" fill="#0b2e59"/>
  <rect x="${f(w * 0.62 + 28)}" y="${f(h * 0.14 + 46)}" width="${f(w * 0.22)}" height="6" rx="3" fill="#adb5bd"/>
  <rect x="${f(w * 0.62 + 28)}" y="${f(h * 0.14 + 60)}" width="${f(w * 0.19)}" height="6" rx="3" fill="#adb5bd"/>
  ${bars}
  <rect x="${f(w * 0.62 + 28)}" y="${f(h * 0.62 + 14)}" width="${f(w * 0.22)}" height="6" rx="3" fill="#ced4da"/>
  <rect x="${f(w * 0.62 + 28)}" y="${f(h * 0.62 + 28)}" width="${f(w * 0.2)}" height="6" rx="3" fill="#ced4da"/>
  <rect x="${f(w * 0.62 + 28)}" y="${f(h * 0.62 + 42)}" width="${f(w * 0.14)}" height="6" rx="3" fill="#ced4da"/>`;
}

function caseStudySvg(random: () => number, w: number, h: number): string {
  const ground = h * (0.34 + random() * 0.06);
  const rigX = w * (0.16 + random() * 0.1);
  const endX = w * (0.78 + random() * 0.12);
  const endY = h * (0.72 + random() * 0.14);
  const sunX = w * (0.6 + random() * 0.3);
  return `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1c3d6e"/><stop offset="1" stop-color="#f08c00"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${f(sunX)}" cy="${f(ground - 10)}" r="46" fill="#ffd43b" fill-opacity="0.85"/>
  ${strata(random, w, h, ground, ["#5c3d1e", "#7a5230", "#8d6e4a", "#a08060", "#6b4f36"])}
  <path d="M${f(rigX - 34)} ${f(ground)} L${f(rigX)} ${f(ground - 120)} L${f(rigX + 34)} ${f(ground)} M${f(rigX - 24)} ${f(ground - 40)} L${f(rigX + 24)} ${f(ground - 40)} M${f(rigX - 14)} ${f(ground - 80)} L${f(rigX + 14)} ${f(ground - 80)} M${f(rigX - 24)} ${f(ground - 40)} L${f(rigX + 14)} ${f(ground - 80)}" stroke="#1a1b1e" stroke-width="5" fill="none" stroke-linejoin="round"/>
  <rect x="${f(rigX - 60)}" y="${f(ground - 14)}" width="120" height="14" fill="#1a1b1e"/>
  ${wellPath(rigX, ground, ground + (endY - ground) * 0.35, endX, endY, "#ffe066", 5)}
  ${target(endX, endY, "#ffd43b")}`;
}

function documentationSvg(random: () => number, w: number, h: number): string {
  const toolY = h * (0.42 + random() * 0.12);
  const sections = [0.2, 0.28, 0.26].map((s) => s * (0.9 + random() * 0.2));
  let x = w * 0.1;
  const parts = sections
    .map((s, i) => {
      const width = w * s;
      const part = `<rect x="${f(x)}" y="${f(toolY - 34)}" width="${f(width)}" height="68" rx="8" fill="none" stroke="${["#ffd43b", "#ffffff", "#74c0fc"][i]}" stroke-width="4"/>`;
      x += width + 12;
      return part;
    })
    .join("");
  return `
  <rect width="${w}" height="${h}" fill="#0b4f8a"/>
  ${grid(w, h, 20, 0.08)}
  ${grid(w, h, 100, 0.16)}
  <path d="M${f(w * 0.06)} ${f(toolY)} H${f(w * 0.94)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="16 6 4 6"/>
  ${parts}
  <path d="M${f(x - 12)} ${f(toolY - 22)} L${f(x + 40)} ${f(toolY)} L${f(x - 12)} ${f(toolY + 22)}" fill="none" stroke="#ffffff" stroke-width="4" stroke-linejoin="round"/>
  <path d="M${f(w * 0.1)} ${f(toolY + 70)} V${f(toolY + 96)} M${f(x + 40)} ${f(toolY + 70)} V${f(toolY + 96)} M${f(w * 0.1)} ${f(toolY + 84)} H${f(x + 40)}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2" fill="none"/>
  <circle cx="${f(w * 0.84)}" cy="${f(h * 0.2)}" r="40" fill="none" stroke="#ffd43b" stroke-width="3"/>
  <path d="M${f(w * 0.84 - 28)} ${f(h * 0.2)} H${f(w * 0.84 + 28)} M${f(w * 0.84)} ${f(h * 0.2 - 28)} V${f(h * 0.2 + 28)}" stroke="#ffd43b" stroke-width="2"/>`;
}

function thumbnailSvg(random: () => number, accent: string, w: number, h: number): string {
  const kick = h * (0.25 + random() * 0.2);
  const endY = h * (0.7 + random() * 0.15);
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#101113"/><stop offset="1" stop-color="#0b2e59"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  ${strata(random, w, h, h * 0.5, ["#ffffff08", "#ffffff0d", "#ffffff12"])}
  ${wellPath(w * (0.1 + random() * 0.1), 0, kick, w * 0.92, endY, accent, 5)}
  <circle cx="${w / 2}" cy="${h / 2}" r="54" fill="#ffffff" fill-opacity="0.92"/>
  <path d="M${w / 2 - 16} ${h / 2 - 26} L${w / 2 + 28} ${h / 2} L${w / 2 - 16} ${h / 2 + 26}Z" fill="#1864ab"/>
  <rect x="${w - 86}" y="${h - 40}" width="66" height="24" rx="4" fill="#000000" fill-opacity="0.6"/>
  <rect x="${w - 76}" y="${h - 31}" width="46" height="6" rx="3" fill="#ffffff" fill-opacity="0.85"/>`;
}

/**
 * Renders one seed picture as PNG.
 * @param kind which scene to draw; the PNG is SEED_IMAGE_SIZE[kind] pixels.
 * @param seed varies the scene (the item's id).
 * @param category the item's stored category (picks the accent colour; optional).
 * @returns the PNG bytes.
 */
export async function renderSeedImage(kind: SeedImageKind, seed: string, category = ""): Promise<Uint8Array> {
  await initResvg();
  const { width: w, height: h } = DESIGN_SIZE[kind];
  const random = seededRandom(`${kind}:${seed}`);
  const accent = ACCENTS[category] ?? "#f59f00";
  const body =
    kind === "cover"
      ? coverSvg(random, accent, w, h)
      : kind === "case-study"
        ? caseStudySvg(random, w, h)
        : kind === "documentation"
          ? documentationSvg(random, w, h)
          : thumbnailSvg(random, accent, w, h);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: false },
    fitTo: { mode: "width", value: SEED_IMAGE_SIZE[kind].width },
  });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
