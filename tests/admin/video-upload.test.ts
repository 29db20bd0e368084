/**
 * The admin's resumable video upload (issue #28): the file checks, the rate
 * and time left, the upload's states (uploading, paused, failed, done,
 * cancelled) driven through a double of tus-js-client's Upload, resuming an
 * earlier upload of the same file for the same video only, the captions
 * check, and the video schema's new rules.
 */
import type * as tus from "tus-js-client";
import { describe, expect, it } from "vitest";
import {
  RESUMABLE_CHUNK_BYTES,
  VIDEO_MAX_BYTES,
  VIDEOS_BUCKET,
  VIDEOS_PRIVATE_BUCKET,
} from "../../shared/content/video-storage";
import {
  RateMeter,
  resumableEndpoint,
  secondsLeftAt,
  startVideoUpload,
  type TusUpload,
  videoFileError,
  type VideoUploadState,
} from "../../shared/admin/content/video-upload/resumable-video-upload";
import { captionsFileError, posterFileName, posterTime } from "../../shared/admin/content/video-upload/video-file-info";
import { emptyVideoForm, videoSchema, videoToForm } from "../../shared/data/content-schemas";
import { contentFileUrls } from "../../shared/data/content-objects";
import { createSupabaseClient } from "../../shared/supabase/client";

const client = createSupabaseClient({
  url: "http://127.0.0.1:54321",
  anonKey: "anon-key",
  persistSession: false,
  autoRefreshToken: false,
});
const VIDEO_ID = "6f1c2d3e-0000-4000-8000-000000000001";

describe("videoFileError()", () => {
  it("accepts MP4 and WebM up to the bucket limit and names what is wrong otherwise", () => {
    expect(videoFileError({ name: "demo.MP4", size: 10 })).toBeNull();
    expect(videoFileError({ name: "demo.webm", size: VIDEO_MAX_BYTES })).toBeNull();
    expect(videoFileError({ name: "demo.mov", size: 10 })).toBe("validation.videoType");
    expect(videoFileError({ name: "captions.vtt", size: 10 })).toBe("validation.videoType");
    expect(videoFileError({ name: "demo.mp4", size: VIDEO_MAX_BYTES + 1 })).toBe("validation.videoSize");
    expect(videoFileError({ name: "demo.mp4", size: 0 })).toBe("validation.fileEmpty");
  });
});

describe("RateMeter and secondsLeftAt()", () => {
  it("averages the recent speed, forgets it after a reset, and turns it into seconds left", () => {
    const meter = new RateMeter(5000);
    expect(meter.rate()).toBeNull();
    meter.add(0, 0);
    meter.add(1_000_000, 1000);
    expect(meter.rate()).toBe(1_000_000);
    meter.add(3_000_000, 2000);
    expect(meter.rate()).toBe(1_500_000);
    // Old samples fall out of the window.
    meter.add(3_500_000, 8000);
    meter.add(4_000_000, 9000);
    expect(meter.rate()).toBe(500_000);
    meter.reset();
    expect(meter.rate()).toBeNull();
    expect(secondsLeftAt(4_000_000, 10_000_000, 500_000)).toBe(12);
    expect(secondsLeftAt(4_000_000, 10_000_000, 0)).toBeNull();
    expect(secondsLeftAt(4_000_000, 10_000_000, null)).toBeNull();
    expect(secondsLeftAt(10_000_000, 10_000_000, 1)).toBe(0);
  });
});

/** A double of tus-js-client's Upload: records calls, lets the test fire its callbacks. */
class FakeUpload implements TusUpload {
  url: string | null = null;
  started = 0;
  aborts: (boolean | undefined)[] = [];
  resumedFrom: tus.PreviousUpload | null = null;
  constructor(
    readonly file: File,
    readonly options: tus.UploadOptions,
    readonly previous: tus.PreviousUpload[],
  ) {}
  start() {
    this.started += 1;
    this.url = "http://127.0.0.1:54321/storage/v1/upload/resumable/abc";
  }
  abort(shouldTerminate?: boolean) {
    this.aborts.push(shouldTerminate);
    return Promise.resolve();
  }
  findPreviousUploads() {
    return Promise.resolve(this.previous);
  }
  resumeFromPreviousUpload(previous: tus.PreviousUpload) {
    this.resumedFrom = previous;
  }
}

function video(size = 3 * RESUMABLE_CHUNK_BYTES, name = "demo.mp4"): File {
  const file = new File([new Uint8Array(1)], name, { type: "video/mp4" });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

async function start(file: File, previous: tus.PreviousUpload[] = []) {
  const uploads: FakeUpload[] = [];
  const states: VideoUploadState[] = [];
  let clock = 0;
  const controller = await startVideoUpload({
    client,
    videoId: VIDEO_ID,
    file,
    onChange: (state) => states.push(state),
    createUpload: (f, options) => {
      const upload = new FakeUpload(f, options, previous);
      uploads.push(upload);
      return upload;
    },
    now: () => clock,
  });
  return { controller, uploads, states, tick: (ms: number) => (clock += ms), last: () => states.at(-1)! };
}

describe("startVideoUpload()", () => {
  it("sends the file in 6 MiB chunks to the private twin, resumably, and reports progress until done", async () => {
    const file = video();
    const { uploads, last, tick } = await start(file);
    expect(uploads).toHaveLength(1);
    const { options, started } = uploads[0]!;
    expect(started).toBe(1);
    expect(options.endpoint).toBe(resumableEndpoint(client));
    expect(options.endpoint).toBe("http://127.0.0.1:54321/storage/v1/upload/resumable");
    expect(options.chunkSize).toBe(RESUMABLE_CHUNK_BYTES);
    expect(options.storeFingerprintForResuming).toBe(true);
    expect(options.removeFingerprintOnSuccess).toBe(true);
    expect(options.retryDelays!.length).toBeGreaterThan(3);
    expect(options.headers).toMatchObject({ apikey: "anon-key", "x-upsert": "false" });
    expect(options.metadata).toMatchObject({ bucketName: VIDEOS_PRIVATE_BUCKET, contentType: "video/mp4" });
    expect(options.metadata!.objectName).toMatch(new RegExp(`^videos/${VIDEO_ID}/video-\\d+\\.mp4$`));
    expect(JSON.parse(options.metadata!.metadata!)).toEqual({ originalName: "demo.mp4" });
    const state = last();
    expect(state).toMatchObject({ phase: "uploading", sent: 0, total: file.size, resumed: false });
    expect(state.bucket).toBe(VIDEOS_PRIVATE_BUCKET);
    // The row keeps the public bucket's URL.
    expect(state.publicUrl).toBe(
      `http://127.0.0.1:54321/storage/v1/object/public/${VIDEOS_BUCKET}/${options.metadata!.objectName}`,
    );

    options.onProgress!(0, file.size);
    tick(1000);
    options.onProgress!(RESUMABLE_CHUNK_BYTES, file.size);
    expect(last()).toMatchObject({ sent: RESUMABLE_CHUNK_BYTES, rate: RESUMABLE_CHUNK_BYTES });
    options.onSuccess!({ lastResponse: null as never });
    expect(last()).toMatchObject({ phase: "done", sent: file.size, rate: null });
  });

  it("asks for the newest access token before every request", async () => {
    const { uploads } = await start(video());
    const headers: Record<string, string> = {};
    await uploads[0]!.options.onBeforeRequest!({ setHeader: (k: string, v: string) => (headers[k] = v) } as never);
    // No session in this client: the anon key stands in (Storage then refuses, as hosted does).
    expect(headers.authorization).toBe("Bearer anon-key");
  });

  it("pauses (keeping the server's part), resumes, retries network drops and stops on a refusal", async () => {
    const { controller, uploads, last } = await start(video());
    const upload = uploads[0]!;
    await controller.pause();
    expect(upload.aborts).toEqual([false]);
    expect(last().phase).toBe("paused");
    // Progress of the request that was cut is not shown while paused.
    upload.options.onProgress!(123, 456);
    expect(last().sent).toBe(0);
    controller.resume();
    expect(upload.started).toBe(2);
    expect(last().phase).toBe("uploading");

    const drop = { originalResponse: null, message: "network" } as unknown as tus.DetailedError;
    expect(upload.options.onShouldRetry!(drop, 0, upload.options)).toBe(true);
    const refused = {
      originalResponse: { getStatus: () => 403 },
      message: "forbidden",
    } as unknown as tus.DetailedError;
    expect(upload.options.onShouldRetry!(refused, 0, upload.options)).toBe(false);
    const busy = { originalResponse: { getStatus: () => 503 } } as unknown as tus.DetailedError;
    expect(upload.options.onShouldRetry!(busy, 0, upload.options)).toBe(true);

    upload.options.onError!(new Error("tus: the connection was lost") as tus.DetailedError);
    expect(last()).toMatchObject({ phase: "failed", error: "tus: the connection was lost" });
    controller.resume();
    expect(upload.started).toBe(3);
    expect(last()).toMatchObject({ phase: "uploading", error: null });
  });

  it("cancel terminates the upload on the server (abort(true)) and is final", async () => {
    const { controller, uploads, last } = await start(video());
    await controller.cancel();
    expect(uploads[0]!.aborts).toEqual([true]);
    expect(last().phase).toBe("cancelled");
    controller.resume();
    expect(uploads[0]!.started).toBe(1);
    // A late error of the aborted request does not bring it back.
    uploads[0]!.options.onError!(new Error("aborted") as tus.DetailedError);
    expect(last().phase).toBe("cancelled");
  });

  it("continues the latest earlier upload of the same file into this video's folder, and only that", async () => {
    const file = video();
    const mine = (objectName: string, creationTime: string, size = file.size): tus.PreviousUpload => ({
      size,
      metadata: { bucketName: VIDEOS_PRIVATE_BUCKET, objectName },
      creationTime,
      urlStorageKey: objectName,
      uploadUrl: `http://127.0.0.1:54321/storage/v1/upload/resumable/${creationTime}`,
      parallelUploadUrls: null,
    });
    const older = mine(`videos/${VIDEO_ID}/video-1.mp4`, "2026-11-27T10:00:00.000Z");
    const newer = mine(`videos/${VIDEO_ID}/video-2.mp4`, "2026-11-27T11:00:00.000Z");
    const otherVideo = mine("videos/99999999-0000-4000-8000-000000000009/video-3.mp4", "2026-11-27T12:00:00.000Z");
    const otherSize = mine(`videos/${VIDEO_ID}/video-4.mp4`, "2026-11-27T13:00:00.000Z", file.size + 1);
    const { uploads, last } = await start(file, [older, otherVideo, newer, otherSize]);
    const used = uploads.at(-1)!;
    expect(used.resumedFrom).toBe(newer);
    expect(used.options.metadata!.objectName).toBe(`videos/${VIDEO_ID}/video-2.mp4`);
    expect(last()).toMatchObject({ resumed: true, path: `videos/${VIDEO_ID}/video-2.mp4` });
    expect(last().publicUrl.endsWith(`/object/public/videos/videos/${VIDEO_ID}/video-2.mp4`)).toBe(true);

    const fresh = await start(file, [otherVideo, otherSize]);
    expect(fresh.uploads.at(-1)!.resumedFrom).toBeNull();
    expect(fresh.last().resumed).toBe(false);
  });

  it("refuses a file that is not a video before anything is sent", async () => {
    await expect(start(video(10, "notes.txt"))).rejects.toThrow(/cannot be uploaded as a video/);
  });
});

describe("captions and poster helpers", () => {
  const vtt = (text: string, name = "en.vtt") => new File([text], name, { type: "text/vtt" });
  it("accepts a .vtt file that starts with WEBVTT (a byte-order mark allowed)", async () => {
    expect(await captionsFileError(vtt("WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n"))).toBeNull();
    expect(await captionsFileError(vtt("\uFEFFWEBVTT - English\n"))).toBeNull();
    expect(await captionsFileError(vtt("WEBVTT"))).toBeNull();
    expect(await captionsFileError(vtt("1\n00:00:00,000 --> 00:00:01,000\nHi\n"))).toBe("validation.captionsFormat");
    expect(await captionsFileError(vtt("WEBVTTX\n"))).toBe("validation.captionsFormat");
    expect(await captionsFileError(vtt("WEBVTT\n", "en.srt"))).toBe("validation.captionsType");
  });
  it("takes the poster 1 s in, or 10% into a short video", () => {
    expect(posterTime(120)).toBe(1);
    expect(posterTime(10)).toBe(1);
    expect(posterTime(5)).toBeCloseTo(0.5);
    expect(posterTime(Number.NaN)).toBe(0);
    expect(posterFileName("Demo tour.mp4")).toBe("Demo tour poster.jpg");
  });
});

describe("videoSchema (issue #28 fields)", () => {
  const base = () => ({
    ...emptyVideoForm(),
    title: "Demo",
    description: "A demo.",
    duration: "12 min",
    date_published: "2026-11-01",
  });
  const url = `http://127.0.0.1:54321/storage/v1/object/public/videos/videos/${VIDEO_ID}/video-1.webm`;

  it("saves the file, the captions and the duration read from the file (as m:ss)", () => {
    const result = videoSchema.safeParse({
      ...base(),
      video_url: url,
      duration_seconds: "95",
      captions_url: url.replace("video-1.webm", "captions-en-1.vtt"),
      captions_zh_url: "",
    });
    expect(result.success).toBe(true);
    expect(result.data!.value).toMatchObject({
      video_url: url,
      embed_url: null,
      duration: "1:35",
      duration_seconds: 95,
      captions_url: url.replace("video-1.webm", "captions-en-1.vtt"),
      captions_zh_url: null,
    });
    // A typed duration stays when nothing was read from a file.
    expect(videoSchema.parse(base()).value).toMatchObject({ duration: "12 min", duration_seconds: null });
  });

  it("waits for a running upload, checks the embed link and refuses a file and a link together", () => {
    const issues = (form: object) =>
      (videoSchema.safeParse(form).error?.issues ?? []).map((i) => [i.path.join("."), i.message]);
    expect(issues({ ...base(), video_uploading: true })).toEqual([["video_url", "validation.videoUploading"]]);
    expect(issues({ ...base(), embed_url: "https://example.com/watch?v=abc" })).toEqual([
      ["embed_url", "validation.embedUrl"],
    ]);
    expect(issues({ ...base(), embed_url: "https://youtu.be/dQw4w9WgXcQ", video_url: url })).toEqual([
      ["embed_url", "validation.videoOrEmbed"],
    ]);
    const embedded = videoSchema.parse({ ...base(), embed_url: " https://vimeo.com/76979871 " });
    expect(embedded.value).toMatchObject({ embed_url: "https://vimeo.com/76979871", video_url: null });
  });

  it("prefills the form from a stored row", () => {
    const form = videoToForm({
      title: "T",
      description: "D",
      duration: "0:05",
      date_published: "2026-11-01",
      duration_seconds: 5,
      embed_url: null,
      captions_url: "https://x.test/a.vtt",
    });
    expect(form).toMatchObject({
      duration_seconds: "5",
      embed_url: "",
      captions_url: "https://x.test/a.vtt",
      captions_zh_url: "",
      video_uploading: false,
    });
  });
});

describe("contentFileUrls('videos')", () => {
  it("names the thumbnail, the video and both captions files (released when the row no longer uses them)", () => {
    expect(
      contentFileUrls("videos", {
        thumbnail_url: "https://x.test/t.png",
        video_url: "https://x.test/v.webm",
        captions_url: "https://x.test/en.vtt",
        captions_zh_url: "https://x.test/zh.vtt",
        embed_url: "https://youtu.be/dQw4w9WgXcQ",
      }),
    ).toEqual(["https://x.test/t.png", "https://x.test/v.webm", "https://x.test/en.vtt", "https://x.test/zh.vtt"]);
    expect(contentFileUrls("videos", { captions_zh_url: "", video_url: null })).toEqual([]);
  });
});
