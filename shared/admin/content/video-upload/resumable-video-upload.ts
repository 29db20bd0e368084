/**
 * The admin's resumable video upload (issue #28): one video file sent with
 * tus-js-client to Storage's TUS endpoint (`<project>/storage/v1/upload/resumable`,
 * the way hosted Supabase documents large uploads) in RESUMABLE_CHUNK_BYTES
 * chunks, into the private twin `videos-private` at
 * `videos/<video id>/video-<stamp>.<ext>` (issue #27: the file goes public
 * with its item). The row stores the public bucket's URL, as every other
 * content file does (content-objects.ts uploadLocation / publicObjectUrl).
 *
 * Resuming: tus-js-client keeps each upload's URL in localStorage under the
 * file's fingerprint (name, type, size, last modified, endpoint) until it
 * succeeds; choosing the same file again for the same video (after a reload
 * or an app restart) resumes that upload at the server's offset (HEAD)
 * instead of starting over. A dropped connection is retried on its own
 * (RETRY_DELAYS_MS); when the retries run out the upload stops as "failed"
 * and Resume continues it from the server's offset.
 *
 * The state machine (VideoUploadState) is framework-free; the field
 * (video-upload-field.tsx) renders it.
 */
import * as tus from "tus-js-client";
import { ORIGINAL_NAME_KEY, publicObjectUrl } from "../../../data/content-objects";
import { fileExtension } from "../../../data/content-objects";
import type { FieldError } from "../../../data/content-schemas";
import {
  RESUMABLE_CHUNK_BYTES,
  RESUMABLE_UPLOAD_PATH,
  VIDEO_MAX_BYTES,
  VIDEO_MIME_TYPES,
  VIDEOS_BUCKET,
  VIDEOS_PRIVATE_BUCKET,
  videoObjectPath,
} from "../../../content/video-storage";
import { clientProject, type AppSupabaseClient } from "../../../supabase/client";

/** The video file types the admin uploads (captions, also in VIDEO_MIME_TYPES, have their own field). */
export const VIDEO_FILE_TYPES = { mp4: VIDEO_MIME_TYPES.mp4, webm: VIDEO_MIME_TYPES.webm } as const;

/**
 * Waits between retries of a failed request, in ms (tus-js-client's
 * `retryDelays`): about 40 s of a dropped connection is bridged without the
 * admin doing anything.
 */
export const RETRY_DELAYS_MS = [0, 1000, 2000, 4000, 8000, 10000, 15000];

/**
 * Why a chosen file cannot be uploaded as a video: not MP4/WebM
 * (`validation.videoType`), over VIDEO_MAX_BYTES (`validation.videoSize`),
 * or empty (`validation.fileEmpty`); null when it may be.
 */
export function videoFileError(file: { name: string; size: number }): FieldError | null {
  if (!Object.hasOwn(VIDEO_FILE_TYPES, fileExtension(file.name))) return "validation.videoType";
  if (file.size > VIDEO_MAX_BYTES) return "validation.videoSize";
  if (file.size === 0) return "validation.fileEmpty";
  return null;
}

/** Where the upload stands. */
export type VideoUploadPhase = "uploading" | "paused" | "failed" | "done" | "cancelled";

/** A snapshot of one upload, for the field. */
export interface VideoUploadState {
  phase: VideoUploadPhase;
  /** The file's name and size in bytes. */
  name: string;
  total: number;
  /** Bytes the server has (from tus-js-client's progress; the server's offset after a resume). */
  sent: number;
  /** Whether this upload continued an earlier one of the same file (after a reload or restart). */
  resumed: boolean;
  /** Bytes per second, averaged over the last few seconds; null until known. */
  rate: number | null;
  /** The public bucket's URL the row stores (known from the start; the object exists once `done`). */
  publicUrl: string;
  /** The object: bucket (the private twin) and path. */
  bucket: string;
  path: string;
  /** What went wrong, in the server's or the browser's words (phase `failed`). */
  error: string | null;
}

/**
 * Seconds left at `rate` bytes per second (RateMeter: the recent speed, so
 * a pause or a drop does not skew it) for `total - sent` bytes, rounded up;
 * null when the rate is unknown or zero. Percent and byte texts:
 * catalog/upload-progress.ts.
 */
export function secondsLeftAt(sent: number, total: number, rate: number | null): number | null {
  if (!rate || rate <= 0) return null;
  return Math.max(0, Math.ceil((total - sent) / rate));
}

/**
 * A moving average of the upload rate over the last `windowMs` of samples
 * (bytes sent at a time). A restart of the count (resume: the first sample
 * after a pause) does not count as speed.
 */
export class RateMeter {
  private samples: { at: number; sent: number }[] = [];
  constructor(private readonly windowMs = 5000) {}
  /** Records that `sent` bytes were on the server at `at` (ms). */
  add(sent: number, at: number): void {
    this.samples.push({ at, sent });
    while (this.samples.length > 2 && at - this.samples[0]!.at > this.windowMs) this.samples.shift();
  }
  /** Forgets the samples (after a pause or a drop: the time away is not speed). */
  reset(): void {
    this.samples = [];
  }
  /** Bytes per second, or null with fewer than two samples 200 ms apart. */
  rate(): number | null {
    const first = this.samples[0];
    const last = this.samples.at(-1);
    if (!first || !last || last.at - first.at < 200) return null;
    return Math.max(0, ((last.sent - first.sent) * 1000) / (last.at - first.at));
  }
}

/** The tus-js-client Upload as this module uses it (tests pass a double). */
export interface TusUpload {
  url: string | null;
  start(): void;
  abort(shouldTerminate?: boolean): Promise<void>;
  findPreviousUploads(): Promise<tus.PreviousUpload[]>;
  resumeFromPreviousUpload(previous: tus.PreviousUpload): void;
}

/** Makes a TusUpload (default: tus-js-client's). */
export type TusUploadFactory = (file: File, options: tus.UploadOptions) => TusUpload;

const defaultFactory: TusUploadFactory = (file, options) => new tus.Upload(file, options);

/** What startVideoUpload needs. */
export interface VideoUploadOptions {
  /** The signed-in admin's client (made by createSupabaseClient: its URL and anon key are read from it). */
  client: AppSupabaseClient;
  /** The video's id (its folder). */
  videoId: string;
  file: File;
  /** Called on every change of the state. */
  onChange: (state: VideoUploadState) => void;
  /** Test seam: makes the tus upload. */
  createUpload?: TusUploadFactory;
  /** Test seam: the clock (ms). */
  now?: () => number;
}

/** Controls of a running upload. */
export interface VideoUploadController {
  /** The state now. */
  state(): VideoUploadState;
  /** Stops sending; the server keeps what it has. */
  pause(): Promise<void>;
  /** Continues a paused or failed upload from the server's offset. */
  resume(): void;
  /** Stops and deletes the upload on the server (TUS termination); a finished object is not touched. */
  cancel(): Promise<void>;
}

/** The endpoint of the client's project: `<url>/storage/v1/upload/resumable`. */
export function resumableEndpoint(client: AppSupabaseClient): string {
  return `${clientProject(client).url.replace(/\/+$/, "")}${RESUMABLE_UPLOAD_PATH}`;
}

/** The folder prefix of a video's own file uploads, `videos/<id>/video-`. */
const videoPrefix = (videoId: string) => videoObjectPath(videoId, "video", "x", 0).replace(/0\.x$/, "");

/**
 * Starts (or resumes) uploading `file` as the video `videoId`'s file. An
 * earlier unfinished upload of the same file for the same video (tus
 * fingerprint, metadata naming this video's folder in the private twin) is
 * continued from the server's offset.
 * @returns the controller; the state goes through `onChange`.
 * @throws Error when the file is not an accepted video (check videoFileError first).
 */
export async function startVideoUpload({
  client,
  videoId,
  file,
  onChange,
  createUpload = defaultFactory,
  now = () => Date.now(),
}: VideoUploadOptions): Promise<VideoUploadController> {
  const refusal = videoFileError(file);
  if (refusal) throw new Error(`"${file.name}" cannot be uploaded as a video (${refusal})`);
  const extension = fileExtension(file.name) as keyof typeof VIDEO_FILE_TYPES;
  const contentType = VIDEO_FILE_TYPES[extension];
  const { anonKey } = clientProject(client);
  const meter = new RateMeter();
  let path = videoObjectPath(videoId, "video", extension);
  let state: VideoUploadState;
  const emit = (patch: Partial<VideoUploadState>) => {
    state = { ...state, ...patch };
    onChange(state);
  };

  const options: tus.UploadOptions = {
    endpoint: resumableEndpoint(client),
    chunkSize: RESUMABLE_CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    uploadDataDuringCreation: false,
    headers: { apikey: anonKey, "x-upsert": "false" },
    metadata: {},
    // The newest access token on every request: a long upload outlives a token (refreshed by supabase-js).
    onBeforeRequest: async (req) => {
      const { data } = await client.auth.getSession();
      req.setHeader("authorization", `Bearer ${data.session?.access_token ?? anonKey}`);
    },
    onProgress: (sent) => {
      meter.add(sent, now());
      if (state.phase === "uploading") emit({ sent, rate: meter.rate() });
    },
    onShouldRetry: (error, _attempt, opts) => {
      // A dropped connection: the time away is not speed.
      meter.reset();
      const status = error.originalResponse?.getStatus() ?? 0;
      // Retry network failures, 409 (offset mismatch), 423 (locked) and 5xx; not the client's mistakes.
      const retry = status === 0 || status === 409 || status === 423 || status >= 500;
      return retry && state.phase === "uploading" && (opts.retryDelays?.length ?? 0) > 0;
    },
    onSuccess: () => emit({ phase: "done", sent: file.size, rate: null, error: null }),
    onError: (error) => {
      if (state.phase !== "uploading") return;
      meter.reset();
      emit({ phase: "failed", rate: null, error: error.message });
    },
  };
  const metadataFor = (objectPath: string) => ({
    bucketName: VIDEOS_PRIVATE_BUCKET,
    objectName: objectPath,
    contentType,
    cacheControl: "3600",
    metadata: JSON.stringify({ [ORIGINAL_NAME_KEY]: file.name }),
  });
  options.metadata = metadataFor(path);
  let upload = createUpload(file, options);

  // An unfinished upload of this file into this video's folder: continue it (its object name included).
  let resumed = false;
  try {
    const previous = (await upload.findPreviousUploads())
      .filter(
        (p) =>
          p.metadata?.bucketName === VIDEOS_PRIVATE_BUCKET &&
          (p.metadata?.objectName ?? "").startsWith(videoPrefix(videoId)) &&
          p.size === file.size,
      )
      .sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime));
    const latest = previous[0];
    if (latest) {
      path = latest.metadata.objectName!;
      options.metadata = metadataFor(path);
      upload = createUpload(file, options);
      upload.resumeFromPreviousUpload(latest);
      resumed = true;
    }
  } catch (error) {
    // No localStorage (private mode): a fresh upload.
    console.warn("Could not look for an earlier upload of this file", error);
  }

  state = {
    phase: "uploading",
    name: file.name,
    total: file.size,
    sent: 0,
    resumed,
    rate: null,
    publicUrl: publicObjectUrl(client, { bucket: VIDEOS_BUCKET, path }),
    bucket: VIDEOS_PRIVATE_BUCKET,
    path,
    error: null,
  };
  onChange(state);
  upload.start();

  return {
    state: () => state,
    pause: async () => {
      if (state.phase !== "uploading") return;
      meter.reset();
      emit({ phase: "paused", rate: null });
      await upload.abort(false);
    },
    resume: () => {
      if (state.phase !== "paused" && state.phase !== "failed") return;
      meter.reset();
      emit({ phase: "uploading", error: null });
      upload.start();
    },
    cancel: async () => {
      if (state.phase === "done" || state.phase === "cancelled") return;
      emit({ phase: "cancelled", rate: null });
      await upload.abort(true);
    },
  };
}
