/**
 * Catalog files (spec §7 Latest catalog, Catalog upload, Catalog delete; §9
 * bucket and prefix; issue #27 the catalog form): the public pick of a
 * category's newest published catalog in a language (falling back to
 * English), the admin list, the form's details and their schema, upload with
 * progress and cancel, publish / unpublish, and delete.
 */
import type { AppSupabaseClient } from "../supabase/client";
import type { Tables } from "../types/database";
import {
  CATALOG_CATEGORIES,
  CATALOG_CATEGORY,
  CATALOG_FALLBACK_LANGUAGE,
  CATALOG_FOLDER,
  CATALOG_LANGUAGES,
  CATALOG_MAX_BYTES,
  CATALOG_MIME_TYPES,
  CATALOG_TITLE_MAX,
  type CatalogCategory,
  type CatalogExtension,
  type CatalogLanguage,
  CONTENT_BUCKET,
  CONTENT_STATUSES,
  type ContentStatus,
} from "../types/domain";
import { z } from "../zod-jitless";
import { deleteRow, listOrdered } from "./content";
import {
  type ContentReference,
  fileExtension,
  findFileReferences,
  removeStoredObjects,
  uploadContentObject,
} from "./content-objects";
import { REQUIRED_MESSAGE, TOO_LONG_MESSAGE } from "./content-schemas/common";
import { DataError, NO_ROWS, toDataError } from "./errors";

/**
 * The newest published catalog of `category` in `language` (default the
 * spec's drilling-tools, English), or null when there is none (PGRST116 is
 * "no catalog", spec §8). Visitors see published rows only (RLS, issue #27);
 * the explicit status filter keeps an admin's drafts out too.
 * @throws DataError on any other PostgREST error.
 */
export async function getLatestCatalog(
  client: AppSupabaseClient,
  category: CatalogCategory = CATALOG_CATEGORY,
  language: CatalogLanguage = CATALOG_FALLBACK_LANGUAGE,
): Promise<Tables<"catalog_files"> | null> {
  const { data, error, status } = await client
    .from("catalog_files")
    .select("*")
    .eq("category", category)
    .eq("language", language)
    .eq("status", "published")
    .order("created_at", { ascending: false })
    .limit(1)
    .single();
  if (error) {
    if (error.code === NO_ROWS) return null;
    throw toDataError(error, status);
  }
  return data;
}

export { type CatalogPick, pickCatalog, PUBLIC_CATALOG_COLUMNS, type PublicCatalog } from "../content/catalogs";

/** What the admin's catalog form saves besides the file (issue #27). */
export interface CatalogDetails {
  title: string;
  category: CatalogCategory;
  language: CatalogLanguage;
  status: ContentStatus;
}

/**
 * The catalog form's fields as typed (issue #27): the title, and the
 * category ("" until chosen) and language selects. Errors are admin text
 * keys: `validation.required` (blank title, no category), `validation.tooLong`
 * (a title over CATALOG_TITLE_MAX characters once trimmed).
 */
export const catalogFormSchema = z.object({
  title: z
    .string()
    .refine((v) => v.trim() !== "", { error: REQUIRED_MESSAGE })
    .refine((v) => v.trim().length <= CATALOG_TITLE_MAX, { error: TOO_LONG_MESSAGE }),
  category: z
    .string()
    .refine((v) => (CATALOG_CATEGORIES as readonly string[]).includes(v), { error: REQUIRED_MESSAGE }),
  language: z.string().refine((v) => (CATALOG_LANGUAGES as readonly string[]).includes(v), { error: REQUIRED_MESSAGE }),
});
/** The catalog form's values. */
export type CatalogForm = z.infer<typeof catalogFormSchema>;

/** The form's details for `status`, trimmed; `catalogFormSchema` must have accepted `form`. */
export function catalogDetails(form: CatalogForm, status: ContentStatus): CatalogDetails {
  return {
    title: form.title.trim(),
    category: form.category as CatalogCategory,
    language: form.language as CatalogLanguage,
    status,
  };
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

/** Options of uploadCatalogFile. */
export interface CatalogUploadOptions {
  /** The timestamp in ms used for the object name (default Date.now()). */
  now?: number;
  /** Called as bytes leave: bytes sent so far and the total (XMLHttpRequest in browsers; once at the end elsewhere). */
  onProgress?: (sent: number, total: number) => void;
  /** Cancels the upload: nothing is left behind (no object, no row) and the call fails with code `aborted`. */
  signal?: AbortSignal;
}

/**
 * Uploads a catalog file to `catalogs/{timestamp}.{extension}` in
 * `content-files-private` (issue #27: the site builder moves it to
 * `content-files` once the row is published) with progress (same Storage
 * request as supabase-js's upload, over XMLHttpRequest:
 * uploadContentObject), then inserts its `catalog_files` row, whose
 * `file_url` is the public `content-files` URL,
 * with the form's title, category, language and status (spec §7 Catalog
 * upload; issue #27). When the upload is cancelled (at any point before this
 * resolves) or the row insert fails, the object is removed again and a row
 * already written is deleted, so neither an orphan object nor a row is left.
 * @returns the inserted row.
 * @throws DataError: `invalid_file` before any request for a bad file,
 *   `invalid_details` for details outside the option lists, `aborted` when
 *   `signal` cancelled it, the storage error (`InvalidMimeType`,
 *   `AccessDenied`, `network`...) or the insert error.
 */
export async function uploadCatalogFile(
  client: AppSupabaseClient,
  file: File,
  details: CatalogDetails,
  { now = Date.now(), onProgress, signal }: CatalogUploadOptions = {},
): Promise<Tables<"catalog_files">> {
  const problem = validateCatalogFile(file);
  if (problem) throw new DataError(problem, { code: "invalid_file" });
  const checked = catalogFormSchema.safeParse(details);
  if (!checked.success || !CONTENT_STATUSES.includes(details.status)) {
    throw new DataError("The catalog's title, category, language or status is not valid", { code: "invalid_details" });
  }
  const ext = fileExtension(file.name) as CatalogExtension;
  const object = { bucket: CONTENT_BUCKET, path: `${CATALOG_FOLDER}/${now}.${ext}` };
  const removeObject = async (why: string) => {
    try {
      await removeStoredObjects(client, [object]);
    } catch (cleanup) {
      console.error(`Could not remove the uploaded object after ${why}`, object.path, cleanup);
    }
  };

  const upload = await uploadContentObject(client, object, file, {
    contentType: CATALOG_MIME_TYPES[ext],
    onProgress,
    signal,
  });
  if (upload.error) {
    // The server may have stored the bytes just before the abort reached it.
    if (upload.error.code === "aborted") await removeObject("a cancel");
    throw upload.error;
  }
  if (signal?.aborted) {
    await removeObject("a cancel");
    throw new DataError("The upload was cancelled", { code: "aborted" });
  }

  const { data, error, status } = await client
    .from("catalog_files")
    .insert({
      name: file.name,
      file_url: upload.data.publicUrl,
      file_size: file.size,
      mime_type: CATALOG_MIME_TYPES[ext],
      title: details.title.trim(),
      category: details.category,
      language: details.language,
      status: details.status,
    })
    .select()
    .single();
  if (error) {
    await removeObject("a failed insert");
    throw toDataError(error, status);
  }
  if (signal?.aborted) {
    // Cancel pressed while the row was being written: take both back.
    const { error: undo } = await client.from("catalog_files").delete().eq("id", data.id);
    if (undo) console.error("Could not delete the catalog row after a cancel", data.id, undo);
    await removeObject("a cancel");
    throw new DataError("The upload was cancelled", { code: "aborted" });
  }
  return data;
}

/**
 * Publishes (`published`) or unpublishes (`draft`) catalog `id` (issue #27).
 * @returns the updated row.
 * @throws DataError from PostgREST; `PGRST116` when no row was visible to
 *   update (not an admin, or deleted meanwhile).
 */
export async function setCatalogStatus(
  client: AppSupabaseClient,
  id: string,
  status: ContentStatus,
): Promise<Tables<"catalog_files">> {
  const {
    data,
    error,
    status: http,
  } = await client.from("catalog_files").update({ status }).eq("id", id).select().single();
  if (error) throw toDataError(error, http);
  return data;
}

/**
 * Deletes a catalog file: removes its storage object (path from the last two
 * segments of `file_url`, from `content-files` and its private twin, issue
 * #27), then its row (spec §7 Catalog delete). When other
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
    await removeStoredObjects(client, [{ bucket: CONTENT_BUCKET, path: objectPathFromUrl(file.file_url) }]);
  }
  await deleteRow(client, "catalog_files", file.id);
  return usedBy;
}
