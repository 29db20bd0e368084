/**
 * The upload limits every `/storage/v1` upload route applies (plain uploads in
 * storage-routes.ts, resumable ones in tus/resumable-uploads.ts): the global
 * file size limit and a bucket's `allowed_mime_types` check, as hosted Storage
 * applies them (a bucket's own `file_size_limit` works within the global one).
 */

/**
 * Global upload limit in bytes: config.toml `[storage] file_size_limit = "1GiB"` (issue #28: the
 * video buckets take 1 GiB; hosted: the project's global limit in the dashboard, at least as much).
 */
export const GLOBAL_FILE_SIZE_LIMIT = 1024 * 1024 * 1024;

/**
 * Largest standard (single-request) upload in bytes, 50 MiB, whatever the bucket allows. Hosted
 * Storage streams such uploads and has a setting of its own for them (`uploadFileSizeLimitStandard`);
 * the local server reads the body into memory before the policies are asked, so it keeps them to the
 * limit it had before issue #28 and larger files (videos) go through resumable uploads. Stricter than
 * hosted, never more permissive.
 */
export const STANDARD_UPLOAD_LIMIT = 50 * 1024 * 1024;

/** Whether `mime` is allowed by the bucket's list (exact `type/subtype` or `type/*`; a parameter fails). */
export function mimeAllowed(allowed: string[] | null, mime: string): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some(
    (a) => a === mime || (a.endsWith("/*") && mime.startsWith(a.slice(0, -1)) && !mime.includes(";")),
  );
}
