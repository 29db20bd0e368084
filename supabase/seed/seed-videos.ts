/**
 * The seed's video files (issue #28): a short real video per seeded video,
 * made offline at seed time with the ffmpeg binary that the npm package
 * `@ffmpeg-installer/ffmpeg` ships (no system package), and its captions in
 * English and Chinese as WebVTT.
 *
 * Each video is SEED_VIDEO_SECONDS long, 640×360 at 24 frames per second,
 * WebM with VP9 video and Opus audio (what every Chromium, Firefox and Safari
 * plays): a dark-blue title card with the video's English title, a test
 * pattern gliding across it and a quiet tone. About 150-250 KB each, roughly
 * a second of CPU to make; seed-cache.ts keeps the result on disk, so the
 * test servers' seeds read it back instead.
 *
 * The title needs a font file. The package has none, so the usual system
 * places are tried (TITLE_FONT_CANDIDATES); without one the card has no
 * title (the captions still name the video). The font found is part of the
 * cache key.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

/** Length of every seeded video, in seconds (its `duration_seconds`). */
export const SEED_VIDEO_SECONDS = 5;

/** Frame size and rate of the seeded videos. */
const WIDTH = 640;
const HEIGHT = 360;
const FPS = 24;

/** Fonts tried for the title, in order (Debian/Ubuntu, Fedora, macOS). */
const TITLE_FONT_CANDIDATES = [
  "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
  "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
  "/usr/share/fonts/liberation-sans/LiberationSans-Bold.ttf",
  "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans-Bold.ttf",
  "/System/Library/Fonts/Supplemental/Arial Bold.ttf",
];

/** The first title font present on this machine, or null. */
export function titleFont(): string | null {
  return TITLE_FONT_CANDIDATES.find((file) => existsSync(file)) ?? null;
}

/** Path of the ffmpeg binary inside `@ffmpeg-installer/<platform>`. @throws Error when the package has none for this platform. */
export function ffmpegPath(): string {
  const require = createRequire(import.meta.url);
  return (require("@ffmpeg-installer/ffmpeg") as { path: string }).path;
}

/** What one seeded video shows. */
export interface SeedVideoInput {
  /** The English title on the card. */
  title: string;
  /** Background colour, `0xRRGGBB`. */
  background: string;
  /** Frequency of the tone, Hz. */
  toneHz: number;
  /** The title font (titleFont()), null for none: part of the cache key. */
  font: string | null;
}

/** The card's background per video category (the site's blues and greys). */
export const SEED_VIDEO_BACKGROUNDS: Record<string, string> = {
  product_demo: "0x0d3366",
  installation: "0x17406e",
  training: "0x1f3a4d",
  webinar: "0x2b2d42",
};

/** Escapes a path for an ffmpeg filter option value (`\`, `:` and `'`). */
const filterPath = (file: string) => file.replace(/\\/g, "/").replace(/([:'])/g, "\\$1");

/**
 * Makes one video (see the module comment) and returns its WebM bytes.
 * @throws Error with ffmpeg's message when the encoder fails.
 */
export async function buildSeedVideo(input: SeedVideoInput): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), "rss-seed-video-"));
  try {
    const out = join(dir, "video.webm");
    const seconds = SEED_VIDEO_SECONDS;
    const filters = [
      // The pattern glides from left to right and back, once per video.
      `[0:v][1:v]overlay=x='40+(W-w-80)*(0.5-0.5*cos(t*PI*2/${seconds}))':y='H-h-40'[bg]`,
    ];
    let last = "bg";
    if (input.font) {
      const textFile = join(dir, "title.txt");
      await writeFile(textFile, input.title);
      filters.push(
        `[bg]drawtext=fontfile='${filterPath(input.font)}':textfile='${filterPath(textFile)}':fontcolor=white:fontsize=28:x=(w-tw)/2:y=96[titled]`,
      );
      last = "titled";
    }
    // An amber rule along the bottom, the brand's accent.
    filters.push(`[${last}]drawbox=x=0:y=ih-10:w=iw:h=10:color=0xf59e00@1:t=fill[v]`, "[2:a]volume=0.06[a]");
    const args = [
      ...["-hide_banner", "-loglevel", "error", "-y"],
      ...["-f", "lavfi", "-i", `color=c=${input.background}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${seconds}`],
      ...["-f", "lavfi", "-i", `testsrc2=s=160x90:r=${FPS}:d=${seconds}`],
      ...["-f", "lavfi", "-i", `sine=frequency=${input.toneHz}:sample_rate=48000:duration=${seconds}`],
      ...["-filter_complex", filters.join(";"), "-map", "[v]", "-map", "[a]"],
      ...["-c:v", "libvpx-vp9", "-b:v", "250k", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1"],
      ...["-g", String(FPS * 2), "-pix_fmt", "yuv420p", "-threads", "2"],
      ...["-c:a", "libopus", "-b:a", "32k", "-t", String(seconds), out],
    ];
    await promisify(execFile)(ffmpegPath(), args, { timeout: 60_000 });
    return new Uint8Array(await readFile(out));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One caption line: from, to (seconds) and its text. */
type Cue = [from: number, to: number, text: string];

/** `seconds` as a WebVTT timestamp, `mm:ss.ttt`. */
const vttTime = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${(seconds % 60).toFixed(3).padStart(6, "0")}`;

/** A WebVTT file of `cues`. */
export function webVtt(cues: readonly Cue[]): string {
  return `WEBVTT\n\n${cues.map(([from, to, text], i) => `${i + 1}\n${vttTime(from)} --> ${vttTime(to)}\n${text}\n`).join("\n")}`;
}

/**
 * The captions of one seeded video in `language`: its title, then a line
 * saying what the sample shows. Chinese captions use `title_zh` (the English
 * title when there is none).
 */
export function seedCaptions(video: { title: string; title_zh?: string | null }, language: "en" | "zh"): string {
  const half = SEED_VIDEO_SECONDS / 2;
  return language === "en"
    ? webVtt([
        [0, half, video.title],
        [half, SEED_VIDEO_SECONDS, "Sample clip: a title card and a moving test pattern."],
      ])
    : webVtt([
        [0, half, video.title_zh || video.title],
        [half, SEED_VIDEO_SECONDS, "示例片段：片头字幕卡与移动的测试图案。"],
      ]);
}
