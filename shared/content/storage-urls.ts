/**
 * Public Storage URLs of content files (issue #11): reading a stored
 * `…/storage/v1/object/public/<bucket>/<path>` URL back into bucket and path,
 * and turning it into a download link. A cross-origin `<a download>` is
 * ignored by browsers, so the site asks Storage itself to send the file as
 * an attachment: `?download=<file name>` (what supabase-js
 * `getPublicUrl(path, { download })` appends; docs/supabase-wire-reference.md §4).
 */

const PUBLIC_OBJECT = /^\/storage\/v1\/object\/public\/([^/]+)\/(.+)$/;

/** Bucket and object path of a public Storage object URL. */
export interface PublicObject {
  /** Origin of the Supabase project, e.g. `http://localhost:54321`. */
  origin: string;
  bucket: string;
  /** The object's path inside the bucket, percent-decoded. */
  path: string;
}

/** Names of this machine: the local backend's URLs may use any of them (the seed writes 127.0.0.1, the site localhost). */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether two absolute URLs reach the same server: the same origin, or both
 * loopback names with the same scheme and port. False when either is not a URL.
 */
export function sameServer(a: string | URL, b: string | URL): boolean {
  let x: URL;
  let y: URL;
  try {
    x = new URL(a);
    y = new URL(b);
  } catch {
    return false;
  }
  if (x.origin === y.origin) return true;
  return x.protocol === y.protocol && x.port === y.port && LOOPBACK.has(x.hostname) && LOOPBACK.has(y.hostname);
}

/**
 * Reads a public Storage URL (`<project>/storage/v1/object/public/<bucket>/<path>`).
 * @returns its origin, bucket and decoded path; null for any other URL or a malformed one.
 */
export function parsePublicObjectUrl(url: string): PublicObject | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const match = PUBLIC_OBJECT.exec(parsed.pathname);
  if (!match) return null;
  try {
    return { origin: parsed.origin, bucket: decodeURIComponent(match[1]!), path: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}

/**
 * The public URL of `path` (decoded) in `bucket` of the project at `origin`,
 * each segment percent-encoded: the inverse of parsePublicObjectUrl.
 */
export function publicObjectUrl(origin: string, bucket: string, path: string): string {
  const encoded = [bucket, ...path.split("/")].map(encodeURIComponent).join("/");
  return `${origin}/storage/v1/object/public/${encoded}`;
}

/**
 * A file name for a download: `title` without the characters file systems
 * refuse (`\ / : * ? " < > |` and control characters), trimmed to 120
 * characters, plus `.extension`. E.g. `("Steering at 175 °C", "pdf")` →
 * `"Steering at 175 °C.pdf"`.
 */
export function downloadFileName(title: string, extension: string): string {
  const base = title
    // eslint-disable-next-line no-control-regex
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120)
    .trim();
  return `${base || "download"}.${extension}`;
}

/**
 * The link that downloads `url` as `fileName`: for a public Storage URL,
 * the same URL with `download=<fileName>` (Storage answers
 * `Content-Disposition: attachment`); any other URL unchanged (the browser
 * decides).
 */
export function downloadUrl(url: string, fileName: string): string {
  if (!parsePublicObjectUrl(url)) return url;
  const link = new URL(url);
  link.searchParams.set("download", fileName);
  return link.toString();
}
