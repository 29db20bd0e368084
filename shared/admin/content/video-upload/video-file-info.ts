/**
 * What the admin reads from a chosen video file in the browser (issue #28):
 * its duration from the file's metadata (`<video>.duration`, no typing
 * "12:34") and a poster frame (a hidden `<video>` seeked to POSTER_AT, drawn
 * on a canvas, encoded as a JPEG File) used as the thumbnail when none is
 * uploaded. Also the check of a captions file (WebVTT starts with "WEBVTT").
 */
import type { FieldError } from "../../../data/content-schemas";
import { fileExtension } from "../../../data/content-objects";

/** Where the poster frame is taken: 1 s in, or 10% of a video shorter than 10 s. */
export function posterTime(duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return duration >= 10 ? 1 : duration * 0.1;
}

/** What readVideoFile found: whole seconds (rounded) and the poster frame, each null when unreadable. */
export interface VideoFileInfo {
  durationSeconds: number | null;
  poster: File | null;
}

/** Widest poster frame in pixels (larger videos are scaled down, keeping the aspect). */
const POSTER_MAX_WIDTH = 1280;

/** Resolves on `event` of `target`, rejects on its `error` or after `ms`. */
function once(target: HTMLMediaElement, event: string, ms = 15000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`The video did not answer (${event})`));
    }, ms);
    const ok = () => {
      cleanup();
      resolve();
    };
    const fail = () => {
      cleanup();
      reject(new Error("The browser cannot read this video"));
    };
    const cleanup = () => {
      clearTimeout(timer);
      target.removeEventListener(event, ok);
      target.removeEventListener("error", fail);
    };
    target.addEventListener(event, ok, { once: true });
    target.addEventListener("error", fail, { once: true });
  });
}

/**
 * Reads the duration and a poster frame of `file` with a hidden, muted
 * `<video>` (nothing plays, nothing is sent). A file the browser cannot
 * decode gives nulls (the admin can still upload a thumbnail and type the
 * duration is then not needed: the site shows none).
 */
export async function readVideoFile(file: File, posterName = "poster.jpg"): Promise<VideoFileInfo> {
  if (typeof document === "undefined" || typeof URL.createObjectURL !== "function")
    return { durationSeconds: null, poster: null };
  const url = URL.createObjectURL(file);
  const video = document.createElement("video");
  video.muted = true;
  video.preload = "auto";
  video.playsInline = true;
  let durationSeconds: number | null = null;
  let poster: File | null = null;
  try {
    video.src = url;
    await once(video, "loadedmetadata");
    if (Number.isFinite(video.duration) && video.duration > 0) durationSeconds = Math.round(video.duration);
    video.currentTime = posterTime(video.duration);
    await once(video, "seeked");
    if (video.readyState < 2) await once(video, "loadeddata");
    const scale = Math.min(1, POSTER_MAX_WIDTH / (video.videoWidth || POSTER_MAX_WIDTH));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
    canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
    const context = canvas.getContext("2d");
    if (context && video.videoWidth > 0) {
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
      if (blob) poster = new File([blob], posterName, { type: "image/jpeg" });
    }
  } catch (error) {
    console.warn("Could not read the video's duration or poster frame", error);
  } finally {
    video.removeAttribute("src");
    video.load();
    URL.revokeObjectURL(url);
  }
  return { durationSeconds, poster };
}

/** The name of a poster frame made from `videoName` ("Demo tour.mp4" → "Demo tour poster.jpg"). */
export function posterFileName(videoName: string): string {
  const dot = videoName.lastIndexOf(".");
  return `${dot > 0 ? videoName.slice(0, dot) : videoName} poster.jpg`;
}

/**
 * Whether `file` is a WebVTT captions file: a `.vtt` name and a text that
 * starts with "WEBVTT" (after an optional byte-order mark), as the WebVTT
 * standard requires.
 * @returns null when it is, else `validation.captionsType` (not .vtt) or
 *   `validation.captionsFormat` (does not start with WEBVTT).
 */
export async function captionsFileError(file: Blob & { name: string }): Promise<FieldError | null> {
  if (fileExtension(file.name) !== "vtt") return "validation.captionsType";
  const head = new TextDecoder().decode(await file.slice(0, 16).arrayBuffer());
  return /^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(head) ? null : "validation.captionsFormat";
}
