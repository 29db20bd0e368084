/**
 * Where video files live in Storage (issue #28): the public `videos` bucket
 * (files of published videos) and its private twin `videos-private` (drafts,
 * scheduled and trashed items; see PRIVATE_TWIN_BUCKETS in storage-layout.ts),
 * what both accept, the chunk size of resumable (TUS) uploads and the object
 * path of a video's file. Migration 20261203110000_video_files.sql states the
 * same limits (the server enforces them); the admin, the seed and the tests
 * import them from here.
 */
import { contentObjectPath } from "./storage-layout";

/** Video files of published videos (public: `/object/public/videos/...`). */
export const VIDEOS_BUCKET = "videos";
/** Video files of drafts, scheduled and trashed videos (admins only; signed URLs). */
export const VIDEOS_PRIVATE_BUCKET = "videos-private";

/**
 * Largest file in either video bucket, in bytes (1 GiB), the buckets'
 * `file_size_limit`. The project's global file size limit (hosted: the
 * dashboard's Storage settings; `[storage] file_size_limit` in config.toml)
 * must be at least this, or it caps uploads first.
 */
export const VIDEO_MAX_BYTES = 1024 * 1024 * 1024;

/**
 * Accepted types, extension to MIME type: MP4 (H.264/AAC), WebM (VP9/Opus),
 * and WebVTT captions, which live beside their video. A type with parameters
 * (`video/mp4; codecs=...`) is refused by Storage: send the bare type.
 */
export const VIDEO_MIME_TYPES = {
  mp4: "video/mp4",
  webm: "video/webm",
  vtt: "text/vtt",
} as const satisfies Record<string, string>;

/**
 * Chunk size of resumable uploads in bytes (6 MiB), as hosted Supabase's docs
 * tell every TUS client to use (`chunkSize: 6 * 1024 * 1024`). Storage itself
 * accepts any chunk size; the value is for clients.
 */
export const RESUMABLE_CHUNK_BYTES = 6 * 1024 * 1024;

/** Path of the resumable upload endpoint under the project URL (TUS 1.0.0). */
export const RESUMABLE_UPLOAD_PATH = "/storage/v1/upload/resumable";

/**
 * The object path of one file of one video:
 * `videos/<video id>/<slot>-<stamp>.<ext>`, e.g.
 * `videos/6f1c…/video-1764000000000.mp4` or `videos/6f1c…/captions-en-1764000000000.vtt`.
 * The same path is used in both buckets (an object moves between them, never renamed).
 */
export function videoObjectPath(id: string, slot: string, extension: string, stamp: number = Date.now()): string {
  return contentObjectPath("videos", id, slot, extension, stamp);
}
