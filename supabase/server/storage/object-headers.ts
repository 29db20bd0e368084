/**
 * The header values of `/storage/v1` objects (issue #25: out of the routes
 * file): which stored values may go back as headers, the Cache-Control an
 * upload stores, and the Content-Disposition of a download. Control
 * characters (CR/LF…) never reach a response header.
 */
import { storageError } from "../http-errors";

/** Longest stored cache-control value in bytes. */
const MAX_CACHE_CONTROL_BYTES = 1024;
/** A header value this server may send back: printable ASCII, no control characters. */
const HEADER_SAFE = /^[\x20-\x7e]+$/;

/** Whether `value` may be sent as a header value: non-empty printable ASCII. */
export function isHeaderSafe(value: string): boolean {
  return HEADER_SAFE.test(value);
}

/** A stored metadata value when it is safe to send as a header, else `fallback`. */
export function headerValue(v: unknown, fallback: string): string {
  return typeof v === "string" && HEADER_SAFE.test(v) ? v : fallback;
}

/**
 * The Cache-Control value to store for an upload's cacheControl field or header.
 * @returns `value` unchanged (the multipart caller stores `max-age=<value>`, as Storage does).
 * @throws StorageError 400 InvalidRequest when it holds control characters (CR/LF...) or is over 1024 bytes.
 */
export function checkCacheControl(value: string): string {
  if (!HEADER_SAFE.test(value) || value.length > MAX_CACHE_CONTROL_BYTES) {
    throw storageError(
      400,
      "InvalidRequest",
      "Bad Request",
      "cacheControl must be printable ASCII without control characters, at most 1024 bytes",
    );
  }
  return value;
}

/**
 * A Content-Disposition `attachment` value for `fileName` (RFC 6266): a
 * quoted ASCII `filename`, plus `filename*=UTF-8''…` (RFC 8187) when the name
 * is not plain printable ASCII. Control characters never reach the header.
 */
export function attachmentDisposition(fileName: string): string {
  const wellFormed = fileName.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    "\uFFFD",
  );
  const quoted = (s: string) => `"${s.replace(/[\\"]/g, "\\$&")}"`;
  if (HEADER_SAFE.test(wellFormed)) return `attachment; filename=${quoted(wellFormed)}`;
  const fallback = wellFormed.replace(/[^\x20-\x7e]/g, "_") || "download";
  const encoded = encodeURIComponent(wellFormed).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename=${quoted(fallback)}; filename*=UTF-8''${encoded}`;
}
