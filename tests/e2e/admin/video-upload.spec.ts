/**
 * The admin's resumable video upload (issue #28) in real Chromium against the
 * local TUS endpoint: a generated ~200 MB WebM is uploaded to a video draft
 * with progress; a killed connection mid-way (PATCH requests aborted for a
 * few seconds) is bridged by the client's retries from the server's offset;
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
import { expect, type Page, type Request, type Route, test } from "@playwright/test";
import {
  RESUMABLE_CHUNK_BYTES,
  RESUMABLE_UPLOAD_PATH,
  VIDEOS_PRIVATE_BUCKET,
} from "../../../shared/content/video-storage";
import { service } from "../support/clients";
import { DEFAULT_SERVICE_ROLE_KEY } from "../../../supabase/server/keys";
import { ADMIN } from "../support/env";
import { expectServedStatus } from "../support/file-sync";
import { expectToast, signIn } from "./helpers";

const CACHE_DIR = join(tmpdir(), "e2e-video-upload-cache");
/** Seconds of 60 Mbit/s VP8: about 200 MB. */
const VIDEO_SECONDS = 27;
const VIDEO_PATH = join(CACHE_DIR, `noise-${VIDEO_SECONDS}s-60M.webm`);

/** Makes the test video unless a previous run left it. */
function makeVideo(): string {
  if (existsSync(VIDEO_PATH) && statSync(VIDEO_PATH).size > 150 * 1024 * 1024) return VIDEO_PATH;
  mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${VIDEO_PATH}.partial.webm`;
  // prettier-ignore
  const ffmpeg = (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
  execFileSync(
    ffmpeg,
    [
      "-v",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "testsrc2=s=1280x720:r=30,noise=alls=60:allf=t+u",
      "-t",
      String(VIDEO_SECONDS),
      "-c:v",
      "libvpx",
      "-deadline",
      "realtime",
      "-cpu-used",
      "8",
      "-b:v",
      "60M",
      "-minrate",
      "60M",
      "-maxrate",
      "60M",
      "-bufsize",
      "6M",
      partial,
    ],
    { stdio: "inherit", timeout: 120_000 },
  );
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

/**
 * Intercepts the TUS PATCH requests: `plan(n)` (n = 1 for the first PATCH
 * seen) says whether to pass it on, abort it (a dropped connection) or hold
 * it until `release()`.
 */
function interceptPatches(page: Page, plan: (n: number) => "pass" | "abort" | "hold") {
  let seen = 0;
  let release: () => void = () => {};
  let held: Promise<void> = Promise.resolve();
  let onHeld: (() => void) | null = null;
  const heldNow = new Promise<void>((resolve) => (onHeld = resolve));
  const gate = () => {
    held = new Promise<void>((resolve) => (release = resolve));
  };
  gate();
  const handler = async (route: Route) => {
    if (route.request().method() !== "PATCH") return route.fallback();
    seen += 1;
    const action = plan(seen);
    if (action === "abort") return route.abort("connectionreset");
    if (action === "hold") {
      onHeld?.();
      await held;
      return route.abort("connectionreset").catch(() => undefined);
    }
    return route.continue().catch(() => undefined);
  };
  return {
    install: () => page.route(`**${RESUMABLE_UPLOAD_PATH}/**`, handler),
    remove: () => page.unroute(`**${RESUMABLE_UPLOAD_PATH}/**`, handler),
    /** Resolves once a request is being held. */
    heldNow,
    release: () => release(),
    seen: () => seen,
  };
}

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

test.describe.configure({ mode: "serial" });

test.beforeAll(() => {
  test.setTimeout(180_000);
  makeVideo();
});

test("a 200 MB video uploads resumably: killed connection, reload, pause; then published it is served and plays", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const size = statSync(VIDEO_PATH).size;
  expect(size).toBeGreaterThan(150 * 1024 * 1024);
  const chunks = Math.ceil(size / RESUMABLE_CHUNK_BYTES);
  const title = `E2E resumable video ${Date.now().toString(36)}`;
  const id = await draftVideo(title);
  await signIn(page, ADMIN);
  const log = logTus(page);

  // Part 1: PATCH 4-6 are dropped (the connection dies for a moment); tus-js-client retries from the
  // server's offset. PATCH 9 is held and the page reloaded: the upload stops there.
  const first = interceptPatches(page, (n) => (n >= 4 && n <= 6 ? "abort" : n === 9 ? "hold" : "pass"));
  await first.install();
  let dialog = await openVideo(page, title);
  await dialog.getByLabel("Video file", { exact: true }).setInputFiles(VIDEO_PATH);
  const panel = dialog.getByTestId("video-upload");
  await expect(panel).toContainText(`Uploading ${VIDEO_PATH.split("/").at(-1)}`);
  await expect(panel.getByTestId("video-upload-bytes")).toContainText(/ of 2\d\d MB \(\d+%\)/);
  await first.heldNow;
  // Dropped PATCHes were retried: a HEAD asked the server's offset, and it was more than zero.
  expect(log.patches.filter((p) => p.failed).length).toBeGreaterThanOrEqual(3);
  expect(log.heads.some((h) => h.status === 200 && (h.offset ?? 0) > 0)).toBe(true);
  const uploadUrl = log.creations[0]!;
  expect(log.creations).toHaveLength(1);
  const before = Math.max(...log.patches.filter((p) => !p.failed).map((p) => p.answered ?? 0));
  expect(before).toBe(5 * RESUMABLE_CHUNK_BYTES);
  // Save waits for the upload.
  await dialog.getByRole("button", { name: "Save draft" }).click();
  await expect(dialog.getByText("Wait for the video upload to finish (or cancel it) before saving")).toBeVisible();

  // Part 2: reload mid-way; choosing the same file for the same video continues the upload.
  await page.reload();
  first.release();
  await first.remove();
  const mark = log.patches.length;
  const second = interceptPatches(page, (n) => (n === 3 ? "hold" : "pass"));
  await second.install();
  dialog = await openVideo(page, title);
  await dialog.getByLabel("Video file", { exact: true }).setInputFiles(VIDEO_PATH);
  await expect(dialog.getByTestId("video-upload")).toContainText("Continuing the earlier upload");
  await second.heldNow;
  const resumedPatches = log.patches.slice(mark).filter((p) => !p.failed);
  // No new upload was created and the first PATCH after the reload started at the server's offset.
  expect(log.creations).toHaveLength(1);
  expect(resumedPatches[0]!.offset).toBe(before);

  // Part 3: Pause while a PATCH is on the way, then Resume.
  await dialog.getByRole("button", { name: "Pause" }).click();
  await expect(dialog.getByTestId("video-upload")).toContainText("Upload paused");
  second.release();
  const pausedAt = await dialog.getByTestId("video-upload-bytes").textContent();
  await page.waitForTimeout(1000);
  await expect(dialog.getByTestId("video-upload-bytes")).toHaveText(pausedAt!);
  await second.remove();
  await dialog.getByRole("button", { name: "Resume" }).click();
  await expect(dialog.getByText("Uploaded. The video is saved with the item when you save.")).toBeVisible({
    timeout: 120_000,
  });

  // Never restarted: every successful PATCH continued where the previous one ended, from 0 to the size.
  const done = log.patches.filter((p) => p.url === uploadUrl && !p.failed).sort((a, b) => a.offset - b.offset);
  expect(done[0]!.offset).toBe(0);
  for (let i = 1; i < done.length; i += 1) expect(done[i]!.offset).toBe(done[i - 1]!.answered);
  expect(done.at(-1)!.answered).toBe(size);
  expect(done).toHaveLength(chunks);

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
  await expectServedStatus(page.request, row!.video_url!, 200);
  await expectServedStatus(page.request, row!.captions_url!, 200);
  const { data: leftovers } = await service().storage.from(VIDEOS_PRIVATE_BUCKET).list(`videos/${id}`);
  expect(leftovers ?? []).toHaveLength(0);

  // It plays: a <video> of the public URL advances.
  const player = await page.context().newPage();
  await player.setContent(`<video id="v" muted playsinline src="${row!.video_url}"></video>`);
  await player.evaluate(() => (document.getElementById("v") as HTMLVideoElement).play());
  await expect
    .poll(() => player.evaluate(() => (document.getElementById("v") as HTMLVideoElement).currentTime), {
      timeout: 15_000,
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

  const gate = interceptPatches(page, (n) => (n === 3 ? "hold" : "pass"));
  await gate.install();
  await input.setInputFiles(VIDEO_PATH);
  await gate.heldNow;
  await dialog.getByRole("button", { name: "Cancel upload" }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel the upload?" });
  await expect(confirm).toContainText("is deleted from the server");
  await confirm.getByRole("button", { name: "Cancel upload" }).click();
  gate.release();
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
  await gate.remove();
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
  await service().from("videos").delete().eq("id", id);
});
