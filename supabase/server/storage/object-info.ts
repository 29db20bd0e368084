/**
 * The answer of `GET /storage/v1/object/info/…` (issue #25), shaped as hosted
 * Storage's InfoRenderer (supabase/storage `src/storage/renderer/info.ts`):
 * `{ id, name, version, bucket_id, size, content_type, cache_control, etag,
 * metadata, last_modified, created_at }`, where `metadata` is the object's
 * user metadata and size, type, cache-control and ETag come from Storage's
 * own metadata (null when absent or malformed). Headers: ETag, Last-Modified
 * and Cache-Control of the object, when safe to send.
 */
import { headerValue } from "./object-headers";
import type { ObjectInfoRow } from "./objects-sql";

/** A whole number stored as a number or digits (Storage's parseMetadataNumber), else null. */
function metadataNumber(value: unknown): number | null {
  if (typeof value === "number" && Number.isSafeInteger(value)) return value;
  if (typeof value === "string" && /^\d+$/.test(value) && Number.isSafeInteger(Number(value))) return Number(value);
  return null;
}

/** A string stored in Storage's metadata, else null. */
const metadataText = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** The JSON body and headers of an object info answer for `row`. */
export function objectInfoBody(row: ObjectInfoRow): { body: Record<string, unknown>; headers: Record<string, string> } {
  const meta = row.metadata ?? {};
  const body = {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: metadataNumber(meta.size),
    content_type: metadataText(meta.mimetype),
    cache_control: metadataText(meta.cacheControl),
    etag: metadataText(meta.eTag),
    metadata: row.user_metadata,
    last_modified: row.updated_at,
    created_at: row.created_at,
  };
  const headers: Record<string, string> = {};
  const eTag = headerValue(meta.eTag, "");
  if (eTag) headers.ETag = eTag;
  const cacheControl = headerValue(meta.cacheControl, "");
  if (cacheControl) headers["Cache-Control"] = cacheControl;
  const modified = typeof meta.lastModified === "string" ? new Date(meta.lastModified) : null;
  if (modified && !Number.isNaN(modified.getTime())) headers["Last-Modified"] = modified.toUTCString();
  return { body, headers };
}
