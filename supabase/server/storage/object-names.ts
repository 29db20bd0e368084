/**
 * The name checks of `/storage/v1` (issue #25: out of the routes file):
 * bucket ids and object names as hosted Storage accepts them. In: the text of
 * a URL segment or path; out: the checked name. Reads accept any name that
 * decodes cleanly (a name stored before issue #8 stays readable); uploads
 * also need hosted Storage's key alphabet and length.
 */
import { storageError, type StorageError } from "../http-errors";

/** Hosted Storage's object key alphabet (storage `src/storage/limits.ts`, VALID_OBJECT_KEY). */
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
/** Longest object name in UTF-8 bytes (S3's key limit). */
export const MAX_OBJECT_NAME_BYTES = 1024;
/** Longest bucket id in UTF-8 bytes looked up; longer ids name no bucket. */
const MAX_BUCKET_ID_BYTES = 1024;

/** Storage's 400 InvalidKey for `key`. */
const invalidKey = (key: string): StorageError => storageError(400, "InvalidKey", "Invalid key", `Invalid key: ${key}`);

/**
 * Whether `id` can name a bucket: not empty, no NUL (Postgres text cannot
 * hold one), at most 1024 UTF-8 bytes. Anything else is answered as a
 * missing bucket without a lookup.
 */
export function isBucketId(id: string): boolean {
  return id !== "" && !id.includes("\0") && Buffer.byteLength(id) <= MAX_BUCKET_ID_BYTES;
}

/**
 * Decodes and checks an object path from the URL: percent-decoded segments,
 * no empty, `.` or `..` segments, no NUL or backslash. Reads use only this
 * (a name stored before issue #8 stays readable); uploads add checkUploadName().
 * @returns the name, segments joined by `/`.
 * @throws StorageError 400 InvalidKey.
 */
export function objectName(rawPath: string): string {
  let segments: string[];
  try {
    segments = rawPath.split("/").map((s) => decodeURIComponent(s));
  } catch {
    throw invalidKey(rawPath);
  }
  if (
    segments.length === 0 ||
    segments.some((s) => s === "" || s === "." || s === ".." || s.includes("\0") || s.includes("\\") || s.includes("/"))
  ) {
    throw invalidKey(rawPath);
  }
  return segments.join("/");
}

/**
 * Checks the name of a new object as hosted Storage does: only its key
 * alphabet (A-Z a-z 0-9 and `_/!.*'() &$=@;:+,?-`) and at most 1024 UTF-8 bytes.
 * @returns the name unchanged.
 * @throws StorageError 400 InvalidKey.
 */
export function checkUploadName(name: string): string {
  if (Buffer.byteLength(name, "utf8") > MAX_OBJECT_NAME_BYTES || !VALID_OBJECT_KEY.test(name)) {
    throw invalidKey(name);
  }
  return name;
}
