/**
 * The admin's resumable video upload (issue #28) in real Chromium against the
 * local TUS endpoint: a generated ~200 MB WebM is uploaded to a video draft
 * with progress; a killed connection mid-way (the page offline for a few
 * seconds, through DevTools' network emulation, which also slows the upload
 * down enough to act mid-way) is bridged by the client's retries from the
 * server's offset;
 * a reload mid-way and choosing the same file again continues the upload
 * (fingerprint) instead of restarting it; Pause and Resume; then the
 * duration is read from the file, a poster frame becomes the thumbnail,
 * captions are checked and uploaded, and after publishing the video's public
 * URL serves it and it plays. Cancel asks first and deletes the upload on the
 * server (TUS termination).
 *
 * The video is made once with @ffmpeg-installer/ffmpeg (VP8 noise at a high
 * bitrate: big and fast to encode) and kept in the system's temp folder
 * between runs.
 */
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, type Request, test } from "@playwright/test";
import {
  RESUMABLE_CHUNK_BYTES,
  RESUMABLE_UPLOAD_PATH,
  VIDEOS_PRIVATE_BUCKET,
} from "../../../shared/content/video-storage";
import { service } from "../support/clients";
import { DEFAULT_SERVICE_ROLE_KEY } from "../../../supabase/server/keys";
import { ADMIN } from "../support/env";
import { expectServedStatus, syncFiles } from "../support/file-sync";
import { expectToast, signIn } from "./helpers";

const CACHE_DIR = join(tmpdir(), "e2e-video-upload-cache");
/** One encoded piece (3 s of 60 Mbit/s VP8 noise, about 22 MB) and how often it is repeated. */
const PIECE_SECONDS = 3;
const PIECES = 10;
/** The test video's length: 30 s, about 220 MB. */
const VIDEO_SECONDS = PIECE_SECONDS * PIECES;
const VIDEO_PATH = join(CACHE_DIR, `noise-${VIDEO_SECONDS}s-60M.webm`);

/** Runs the ffmpeg of @ffmpeg-installer/ffmpeg with `args`. */
function ffmpeg(args: string[]): void {
  const binary = (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
  execFileSync(binary, ["-v", "error", "-y", ...args], { stdio: "inherit", timeout: 170_000 });
}

/**
 * Makes the test video unless a previous run left it: a few seconds encoded
 * (noise: incompressible, so big at once), then repeated without re-encoding.
 */
function makeVideo(): string {
  if (existsSync(VIDEO_PATH) && statSync(VIDEO_PATH).size > 200 * 1024 * 1024) return VIDEO_PATH;
  mkdirSync(CACHE_DIR, { recursive: true });
  const piece = join(CACHE_DIR, "piece.webm");
  const partial = `${VIDEO_PATH}.partial.webm`;
  const noise = `testsrc2=s=1280x720:r=30,noise=alls=60:allf=t+u`;
  const rate = ["-b:v", "60M", "-minrate", "60M", "-maxrate", "60M", "-bufsize", "6M"];
  ffmpeg([
    "-f",
    "lavfi",
    "-i",
    noise,
    "-t",
    String(PIECE_SECONDS),
    "-c:v",
    "libvpx",
    "-deadline",
    "realtime",
    "-cpu-used",
    "8",
    ...rate,
    piece,
  ]);
  ffmpeg(["-stream_loop", String(PIECES - 1), "-i", piece, "-c", "copy", partial]);
  renameSync(partial, VIDEO_PATH);
  return VIDEO_PATH;
}

/** What the browser sent to the TUS endpoint: each PATCH's offset and what the server answered. */
interface TusLog {
  patches: { url: string; offset: number; answered: number | null; failed: boolean }[];
  heads: { url: string; offset: number | null; status: number }[];
  deletes: { url: string; status: number }[];
  creations: string[];
}

/** Records the page's TUS requests (no interception: the log only listens). */
function logTus(page: Page): TusLog {
  const log: TusLog = { patches: [], heads: [], deletes: [], creations: [] };
  const tus = (request: Request) => request.url().includes(RESUMABLE_UPLOAD_PATH);
  page.on("requestfinished", (request) => {
    if (!tus(request)) return;
    void request.response().then((response) => {
      if (!response) return;
      const offset = response.headers()["upload-offset"];
      if (request.method() === "PATCH")
        log.patches.push({
          url: request.url(),
          offset: Number(request.headers()["upload-offset"]),
          answered: offset === undefined ? null : Number(offset),
          failed: response.status() !== 204,
        });
      else if (request.method() === "HEAD")
        log.heads.push({
          url: request.url(),
          offset: offset === undefined ? null : Number(offset),
          status: response.status(),
        });
      else if (request.method() === "DELETE") log.deletes.push({ url: request.url(), status: response.status() });
      else if (request.method() === "POST") log.creations.push(response.headers()["location"] ?? "");
    });
  });
  page.on("requestfailed", (request) => {
    if (tus(request) && request.method() === "HEAD") log.heads.push({ url: request.url(), offset: null, status: 0 });
    if (tus(request) && request.method() === "PATCH")
      log.patches.push({
        url: request.url(),
        offset: Number(request.headers()["upload-offset"]),
        answered: null,
        failed: true,
      });
  });
  return log;
}

/** Upload speed the tests run at (bytes per second): slow enough to act mid-way, fast enough to finish soon. */
const UPLOAD_BYTES_PER_SECOND = 25 * 1024 * 1024;

/**
 * The page's network through DevTools: `online()` at UPLOAD_BYTES_PER_SECOND,
 * `offline()` as a killed connection (requests on the way and new ones fail).
 */
async function network(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const set = (offline: boolean, upload = UPLOAD_BYTES_PER_SECOND) =>
    cdp.send("Network.emulateNetworkConditions", {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: offline ? 0 : upload,
    });
  await set(false);
  return { online: (upload?: number) => set(false, upload), offline: () => set(true) };
}

/** The successful PATCHes of `log` (from index `from` on). */
const okPatches = (log: TusLog, from = 0) => log.patches.slice(from).filter((p) => !p.failed);

/** A draft video row made as service_role (the list shows it after sign-in). */
async function draftVideo(title: string): Promise<string> {
  const { data, error } = await service()
    .from("videos")
    .insert({
      title,
      description: "Uploaded by the resumable upload test.",
      duration: "1 min",
      date_published: "2026-11-01",
      category: "product_demo",
      status: "draft",
    })
    .select("id")
    .single();
  expect(error).toBeNull();
  return data!.id as string;
}

async function openVideo(page: Page, title: string) {
  await page.getByRole("tab", { name: "Videos" }).click();
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Video" });
  await expect(dialog).toBeVisible();
  return dialog;
}

const WEBVTT = "WEBVTT\n\n00:00.000 --> 00:05.000\nNoise, for the upload test.\n";

test.beforeAll(() => {
  test.setTimeout(200_000);
  makeVideo();
});

test("a 200 MB video uploads resumably: killed connection, reload, pause; then published it is served and plays", async ({
  page,
}) => {
  test.setTimeout(360_000);
  const size = statSync(VIDEO_PATH).size;
  expect(size).toBeGreaterThan(200 * 1024 * 1024);
  const title = `E2E resumable video ${Date.now().toString(36)}`;
  const id = await draftVideo(title);
  await signIn(page, ADMIN);
  const log = logTus(page);
  const net = await network(page);

  // Part 1: the connection dies for 3 s after a few chunks; tus-js-client retries from the server's offset.
  let dialog = await openVideo(page, title);
  await dialog.getByLabel("Video file", { exact: true }).setInputFiles(VIDEO_PATH);
  const panel = dialog.getByTestId("video-upload");
  await expect(panel).toContainText(`Uploading ${VIDEO_PATH.split("/").at(-1)}`);
  await expect(panel.getByTestId("video-upload-bytes")).toContainText(/ of 2\d\d MB \(\d+%\)/);
  await expect(panel).toContainText(/About .+ left|Estimating time left/);
  await expect.poll(() => okPatches(log).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
  await net.offline();
  const cut = log.patches.length;
  await page.waitForTimeout(3000);
  await net.online();
  await expect.poll(() => okPatches(log, cut).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
  expect(log.creations).toHaveLength(1);
  const uploadUrl = log.creations[0]!;
  // Requests failed while offline; back online a HEAD asked the server's offset (more than zero)
  // and the next PATCH started there.
  const failures =
    log.patches.slice(cut).filter((p) => p.failed).length + log.heads.filter((h) => h.status === 0).length;
  expect(failures).toBeGreaterThan(0);
  const asked = log.heads.find((h) => h.status === 200 && (h.offset ?? 0) > 0);
  expect(asked).toBeDefined();
  expect(okPatches(log).some((p) => p.offset === asked!.offset)).toBe(true);

  // Save waits for the upload.
  await dialog.getByRole("button", { name: "Save draft" }).click();
  await expect(dialog.getByText("Wait for the video upload to finish (or cancel it) before saving")).toBeVisible();

  // Part 2: reload mid-way; choosing the same file for the same video continues the upload.
  await page.reload();
  const before = Math.max(...okPatches(log).map((p) => p.answered ?? 0));
  expect(before).toBeGreaterThan(0);
  expect(before).toBeLessThan(size);
  const mark = log.patches.length;
  dialog = await openVideo(page, title);
  await dialog.getByLabel("Video file", { exact: true }).setInputFiles(VIDEO_PATH);
  await expect(dialog.getByTestId("video-upload")).toContainText("Continuing the earlier upload");
  await expect.poll(() => okPatches(log, mark).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
  // No new upload was created, and the first PATCH after the reload started at (or after) the bytes
  // acknowledged before it: a PATCH cut by the reload may have left a few more on the server.
  expect(log.creations).toHaveLength(1);
  const resumedAt = okPatches(log, mark)[0]!;
  expect(resumedAt.url).toBe(uploadUrl);
  expect(resumedAt.offset).toBeGreaterThanOrEqual(before);

  // Part 3: Pause, nothing moves; Resume finishes it.
  await dialog.getByRole("button", { name: "Pause" }).click();
  await expect(dialog.getByTestId("video-upload")).toContainText("Upload paused");
  const pausedAt = await dialog.getByTestId("video-upload-bytes").textContent();
  await page.waitForTimeout(500);
  const pausedPatches = okPatches(log).length;
  await page.waitForTimeout(1000);
  await expect(dialog.getByTestId("video-upload-bytes")).toHaveText(pausedAt!);
  expect(okPatches(log).length).toBe(pausedPatches);
  await dialog.getByRole("button", { name: "Resume" }).click();
  await expect(dialog.getByText("Uploaded. The video is saved with the item when you save.")).toBeVisible({
    timeout: 120_000,
  });

  // Never restarted: one upload, its successful PATCHes each start past the previous one's end, the
  // first at 0 and the last at the size, and together they carried no more than the file (a PATCH
  // cut by the drop, the reload or Pause may have left part of a chunk on the server: fewer bytes).
  const done = okPatches(log).filter((p) => p.url === uploadUrl);
  expect(done[0]!.offset).toBe(0);
  for (let i = 1; i < done.length; i += 1) expect(done[i]!.offset).toBeGreaterThanOrEqual(done[i - 1]!.answered!);
  expect(done.at(-1)!.answered).toBe(size);
  expect(done.reduce((sum, p) => sum + (p.answered! - p.offset), 0)).toBeLessThanOrEqual(size);
  // Sent in chunks of at most 6 MiB, as hosted Supabase asks of TUS clients.
  for (const p of done) expect(p.answered! - p.offset).toBeLessThanOrEqual(RESUMABLE_CHUNK_BYTES);

  // Duration read from the file (shown, not typed); a frame became the thumbnail.
  await expect(dialog.getByRole("textbox", { name: "Duration", exact: true })).toHaveValue(`0:${VIDEO_SECONDS}`);
  await expect(dialog.getByText("A frame of the video was taken as the thumbnail.", { exact: false })).toBeVisible();
  await expect(dialog.getByRole("img", { name: "Thumbnail preview" })).toBeVisible();
  await dialog.getByRole("textbox", { name: "Thumbnail description (alt text)", exact: true }).fill("Test noise");
  await dialog.getByRole("textbox", { name: "Thumbnail description (Chinese)", exact: true }).fill("测试噪点");

  // Captions: a file that is not WebVTT is refused with a message; a real one is uploaded.
  const captions = dialog.getByLabel("Captions (English, WebVTT) file");
  await captions.setInputFiles({ name: "bad.vtt", mimeType: "text/vtt", buffer: Buffer.from("Hello\n") });
  await expect(dialog.getByText('bad.vtt: This is not a WebVTT file: its first line must be "WEBVTT"')).toBeVisible();
  await captions.setInputFiles({ name: "english.vtt", mimeType: "text/vtt", buffer: Buffer.from(WEBVTT) });
  await expect(dialog.getByRole("link", { name: /^captions-en-\d+\.vtt$/ })).toBeVisible();

  await dialog.getByRole("button", { name: "Publish" }).click();
  // The poster's WebP variants are encoded before its upload: slow for a noise picture on a busy machine.
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await expectToast(page, "Success", "Video updated successfully");
  const { data: row } = await service()
    .from("videos")
    .select("video_url, duration, duration_seconds, thumbnail_url, captions_url, status")
    .eq("id", id)
    .single();
  expect(row!.status).toBe("published");
  expect(row!.video_url).toMatch(new RegExp(`/storage/v1/object/public/videos/videos/${id}/video-\\d+\\.webm$`));
  expect(row!.duration_seconds).toBe(VIDEO_SECONDS);
  expect(row!.duration).toBe(`0:${VIDEO_SECONDS}`);
  expect(row!.thumbnail_url).toContain(`/videos/${id}/thumbnail-`);
  expect(row!.captions_url).toMatch(
    new RegExp(`/storage/v1/object/public/videos/videos/${id}/captions-en-\\d+\\.vtt$`),
  );
  // Uploaded into the private twin; published, the admin moved the folder to the public bucket.
  expect(uploadUrl).toContain(RESUMABLE_UPLOAD_PATH);
  // The admin moves them right after Publish; the builder's sync (run here as it would) is the backstop.
  await syncFiles({ table: "videos", id });
  const firstBytes = await page.request.get(row!.video_url!, { headers: { range: "bytes=0-1023" } });
  expect([200, 206]).toContain(firstBytes.status());
  expect(firstBytes.headers()["content-type"]).toBe("video/webm");
  await expectServedStatus(page.request, row!.captions_url!, 200);
  expect(await (await page.request.get(row!.captions_url!)).text()).toBe(WEBVTT);
  const { data: leftovers } = await service().storage.from(VIDEOS_PRIVATE_BUCKET).list(`videos/${id}`);
  expect(leftovers ?? []).toHaveLength(0);

  // It plays: a <video> of the public URL advances.
  const player = await page.context().newPage();
  await player.setContent(`<video id="v" muted playsinline src="${row!.video_url}"></video>`);
  // Not awaited: play() settles only once playback starts; the poll below is the check.
  await player.evaluate(() => void (document.getElementById("v") as HTMLVideoElement).play());
  await expect
    .poll(() => player.evaluate(() => (document.getElementById("v") as HTMLVideoElement).currentTime), {
      timeout: 60_000,
    })
    .toBeGreaterThan(0.5);
  await player.close();
  await service().from("videos").delete().eq("id", id);
});

test("Cancel asks first and deletes the unfinished upload on the server; a wrong file type is refused", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `E2E cancelled video ${Date.now().toString(36)}`;
  const id = await draftVideo(title);
  await signIn(page, ADMIN);
  const log = logTus(page);
  const dialog = await openVideo(page, title);
  const input = dialog.getByLabel("Video file", { exact: true });

  const notVideo = join(CACHE_DIR, "notes.txt");
  writeFileSync(notVideo, "not a video");
  await input.setInputFiles(notVideo);
  await expect(dialog.getByText("notes.txt: Choose an MP4 or WebM video file")).toBeVisible();

  const net = await network(page);
  await net.online(8 * 1024 * 1024);
  await input.setInputFiles(VIDEO_PATH);
  await expect.poll(() => okPatches(log).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
  await dialog.getByRole("button", { name: "Cancel upload" }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel the upload?" });
  await expect(confirm).toContainText("is deleted from the server");
  await confirm.getByRole("button", { name: "Cancel upload" }).click();
  await expect(dialog.getByTestId("video-upload")).toBeHidden();
  await expect(dialog.getByLabel("Video file", { exact: true })).toBeAttached();
  const uploadUrl = log.creations.at(-1)!;
  await expect.poll(() => log.deletes.find((d) => d.url === uploadUrl)?.status).toBe(204);
  // The server forgot the upload: HEAD answers 404.
  const head = await page.request.head(uploadUrl, {
    headers: {
      "tus-resumable": "1.0.0",
      apikey: DEFAULT_SERVICE_ROLE_KEY,
      authorization: `Bearer ${DEFAULT_SERVICE_ROLE_KEY}`,
    },
    failOnStatusCode: false,
  });
  expect(head.status()).toBe(404);
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
  await service().from("videos").delete().eq("id", id);
});
