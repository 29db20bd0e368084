/**
 * Catalog files: newest drilling-tools catalog, admin list, upload and delete
 * (spec §7 Latest catalog, Catalog upload, Catalog delete; §9 bucket and prefix).
 */
import type { AppSupabaseClient } from "../supabase/client";
import type { Tables } from "../types/database";
import {
  CATALOG_CATEGORY,
  CATALOG_FOLDER,
  CATALOG_MAX_BYTES,
  CATALOG_MIME_TYPES,
  type CatalogExtension,
  CONTENT_BUCKET,
} from "../types/domain";
import { deleteRow, listOrdered } from "./content";
import { type ContentReference, fileExtension, findFileReferences } from "./content-objects";
import { DataError, NO_ROWS, toDataError } from "./errors";

/**
 * The newest drilling-tools catalog row, or null when there is none
 * (PGRST116 is "no catalog", spec §8).
 * @throws DataError on any other PostgREST error.
 */
export async function getLatestCatalog(client: AppSupabaseClient): Promise<Tables<"catalog_files"> | null> {
  const { data, error, status } = await client
    .from("catalog_files")
    .select("*")
    .eq("category", CATALOG_CATEGORY)
    .order("created_at", { ascending: false })
    .limit(1)
    .single();
  if (error) {
    if (error.code === NO_ROWS) return null;
    throw toDataError(error, status);
  }
  return data;
}

/** Admin list: all catalog files, newest first. @throws DataError */
export const listCatalogFiles = (client: AppSupabaseClient): Promise<Tables<"catalog_files">[]> =>
  listOrdered(client, "catalog_files", "created_at");

/** Lower-case extension of a file name (kept here for the catalog's callers). */
export { fileExtension } from "./content-objects";

/** Whether `ext` is one of the accepted catalog extensions (.pdf, .doc, .docx; spec §5). */
export function isCatalogExtension(ext: string): ext is CatalogExtension {
  return Object.hasOwn(CATALOG_MIME_TYPES, ext);
}

/**
 * Checks a file before upload: accepted extension and at most 50 MiB.
 * @returns null when acceptable, else a message that says what to fix.
 */
export function validateCatalogFile(file: { name: string; size: number }): string | null {
  const ext = fileExtension(file.name);
  if (!isCatalogExtension(ext))
    return `"${file.name}" is not a PDF, DOC or DOCX file. Choose a .pdf, .doc or .docx file.`;
  if (file.size > CATALOG_MAX_BYTES) {
    return `"${file.name}" is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is ${CATALOG_MAX_BYTES / 1024 / 1024} MB.`;
  }
  if (file.size === 0) return `"${file.name}" is empty.`;
  return null;
}

/**
 * Storage object path of a catalog's public URL: its last two path segments
 * (`catalogs/<ts>.<ext>`), percent-decoded (spec §7 Catalog delete).
 * @throws DataError when the URL has fewer than two segments.
 */
export function objectPathFromUrl(fileUrl: string): string {
  const segments = new URL(fileUrl).pathname.split("/").filter(Boolean);
  if (segments.length < 2) throw new DataError(`Cannot find a storage path in ${fileUrl}`, { code: "invalid_url" });
  return segments.slice(-2).map(decodeURIComponent).join("/");
}

/**
 * Uploads a catalog file to `content-files/catalogs/{timestamp}.{extension}`,
 * takes its public URL, then inserts its `catalog_files` row with category
 * drilling-tools. If the row insert fails, the uploaded object is removed
 * again, so no orphan is left (spec §7 Catalog upload).
 * @param now the timestamp in ms used for the object name (default Date.now()).
 * @returns the inserted row.
 * @throws DataError: `invalid_file` before any request for a bad file, the
 *   storage error (e.g. `InvalidMimeType`, `AccessDenied`) or the insert error.
 */
export async function uploadCatalogFile(
  client: AppSupabaseClient,
  file: File,
  now: number = Date.now(),
): Promise<Tables<"catalog_files">> {
  const problem = validateCatalogFile(file);
  if (problem) throw new DataError(problem, { code: "invalid_file" });
  const ext = fileExtension(file.name) as CatalogExtension;
  const path = `${CATALOG_FOLDER}/${now}.${ext}`;
  const mimeType = CATALOG_MIME_TYPES[ext];
  const bucket = client.storage.from(CONTENT_BUCKET);

  // storage-js sends a File as multipart and the server takes the part's own type,
  // ignoring `contentType`: re-wrap so the part carries the accepted MIME type.
  const body = file.type === mimeType ? file : new File([file], file.name, { type: mimeType });
  const upload = await bucket.upload(path, body, { contentType: mimeType, upsert: false });
  if (upload.error) throw toDataError(upload.error as Parameters<typeof toDataError>[0]);

  const { publicUrl } = bucket.getPublicUrl(path).data;
  const { data, error, status } = await client
    .from("catalog_files")
    .insert({
      name: file.name,
      file_url: publicUrl,
      file_size: file.size,
      mime_type: mimeType,
      category: CATALOG_CATEGORY,
    })
    .select()
    .single();
  if (error) {
    const cleanup = await bucket.remove([path]);
    if (cleanup.error) console.error("Could not remove the uploaded object after a failed insert", path, cleanup.error);
    throw toDataError(error, status);
  }
  return data;
}

/**
 * Deletes a catalog file: removes its storage object (path from the last two
 * segments of `file_url`), then its row (spec §7 Catalog delete). When other
 * content items still point at the file (issue #11), only the row goes and
 * those items are returned so the admin can be told.
 * @returns the other items that still use the file (empty when it was removed).
 * @throws DataError from storage or PostgREST; the row stays when the object removal fails.
 */
export async function deleteCatalogFile(
  client: AppSupabaseClient,
  file: Pick<Tables<"catalog_files">, "id" | "file_url">,
): Promise<ContentReference[]> {
  const usedBy = (await findFileReferences(client, file.file_url)).filter(
    (r) => !(r.table === "catalog_files" && r.id === file.id),
  );
  if (usedBy.length === 0) {
    const removed = await client.storage.from(CONTENT_BUCKET).remove([objectPathFromUrl(file.file_url)]);
    if (removed.error) throw toDataError(removed.error as Parameters<typeof toDataError>[0]);
  }
  await deleteRow(client, "catalog_files", file.id);
  return usedBy;
}
