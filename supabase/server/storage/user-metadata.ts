/**
 * Objects' user metadata (issue #25), as hosted Storage takes and keeps it
 * (supabase/storage `src/storage/uploader.ts`): a raw upload's `x-metadata`
 * header is base64 of JSON, a multipart upload's `metadata` (or
 * `userMetadata`) field is JSON text of at most 1 MiB. Text that does not
 * decode or parse is ignored, not refused; whatever parsed is stored spread
 * into an object (`{ ...value }`), so no metadata is stored as `{}`. The
 * object info route returns it as `metadata`, which storage-js `info()` reads.
 */
import { storageError } from "../http-errors";

/** Largest multipart metadata field in UTF-8 bytes (Storage's MAX_CUSTOM_METADATA_SIZE). */
export const MAX_USER_METADATA_BYTES = 1024 * 1024;

/**
 * The JSON in a raw upload's `x-metadata` header (base64 of UTF-8 JSON), as
 * Storage's `parseUserMetadata`: undefined when it does not parse.
 */
export function parseMetadataHeader(header: string | undefined): unknown {
  if (header === undefined) return undefined;
  try {
    return JSON.parse(Buffer.from(header, "base64").toString("utf8")) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The JSON of a multipart upload's metadata field (undefined when absent or
 * not JSON).
 * @throws StorageError 413 EntityTooLarge "The user_metadata exceeded the maximum allowed size" over 1 MiB.
 */
export function parseMetadataField(field: FormDataEntryValue | null): unknown {
  if (typeof field !== "string") return undefined;
  if (Buffer.byteLength(field, "utf8") > MAX_USER_METADATA_BYTES) {
    throw storageError(
      413,
      "EntityTooLarge",
      "Payload too large",
      "The user_metadata exceeded the maximum allowed size",
    );
  }
  try {
    return JSON.parse(field) as unknown;
  } catch {
    return undefined;
  }
}

/** What Storage stores as `user_metadata` for a parsed value: `{ ...value }` (a string spreads into its characters). */
export function storedUserMetadata(value: unknown): Record<string, unknown> {
  return { ...(value as object) };
}
