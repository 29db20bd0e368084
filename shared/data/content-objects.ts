/**
 * The files behind content items (issue #11): checking a chosen file or a
 * typed link, uploading with progress, finding which items use a stored file,
 * and removing stored files nobody uses any more. Buckets, types, limits and
 * object paths come from shared/content/storage-layout.ts.
 *
 * Issue #27: an object lives in its public bucket while its item is visible
 * to visitors and in that bucket's private twin otherwise (the site builder
 * moves it, shared/data/file-visibility.ts). Rows always name it by the
 * public bucket's URL; here uploads go to the private twin, and removal,
 * checks and metadata look in both buckets of the pair (objectLocations).
 */
import { variantsOf } from "../content/image-variants";
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  DOCUMENTS_BUCKET,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  IMAGES_BUCKET,
  isPublicContentBucket,
  privateTwinOf,
  publicTwinOf,
} from "../content/storage-layout";
import { parsePublicObjectUrl, sameServer } from "../content/storage-urls";
import { clientProject, type AppSupabaseClient } from "../supabase/client";
import type { ContentTable, DocumentLink } from "../types/domain";
import { DataError, toDataError } from "./errors";

/** Lower-case extension of a file name, or "" when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** What a file field holds: a document (PDF, DOC, DOCX) or an image (PNG, JPEG, WebP). */
export type FileKind = "document" | "image";

/** Each kind's bucket, accepted types (extension to MIME type) and size limit in bytes. */
export const FILE_KINDS: Record<
  FileKind,
  { bucket: string; mimeTypes: Readonly<Record<string, string>>; maxBytes: number }
> = {
  document: { bucket: DOCUMENTS_BUCKET, mimeTypes: DOCUMENT_MIME_TYPES, maxBytes: DOCUMENT_MAX_BYTES },
  image: { bucket: IMAGES_BUCKET, mimeTypes: IMAGE_MIME_TYPES, maxBytes: IMAGE_MAX_BYTES },
};

/** Why a file cannot be stored as `kind`: wrong type, too large, or empty. */
export type FileRefusal = "type" | "size" | "empty";

/**
 * Checks a chosen file against its kind's extensions and size limit.
 * @returns null when it may be uploaded, else the reason.
 */
export function fileRefusal(file: { name: string; size: number }, kind: FileKind): FileRefusal | null {
  const { mimeTypes, maxBytes } = FILE_KINDS[kind];
  if (!Object.hasOwn(mimeTypes, fileExtension(file.name))) return "type";
  if (file.size > maxBytes) return "size";
  if (file.size === 0) return "empty";
  return null;
}

/** The MIME type stored for `fileName` as `kind` (from its extension), or null when not accepted. */
export function contentTypeOf(fileName: string, kind: FileKind): string | null {
  const types = FILE_KINDS[kind].mimeTypes;
  const ext = fileExtension(fileName);
  return Object.hasOwn(types, ext) ? types[ext]! : null;
}

/**
 * Whether `text` is an absolute http: or https: URL (what a link field
 * accepts; `report.pdf` or `ftp://…` would be a broken link on the public site).
 */
export function isHttpUrl(text: string): boolean {
  const value = text.trim();
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** A stored object: bucket id and object path. */
export interface StoredObject {
  bucket: string;
  path: string;
}

/** The public URL of `path` in `bucket` (what a content row stores). */
export const publicObjectUrl = (client: AppSupabaseClient, { bucket, path }: StoredObject): string =>
  client.storage.from(bucket).getPublicUrl(path).data.publicUrl;

/**
 * The object a public URL points at when it is a file of one of this
 * project's public content buckets (PRIVATE_TWIN_BUCKETS: documents, images,
 * videos), named by the public bucket even when the URL names its private
 * twin; null for any other URL (an external link, a seed example, another
 * project). Query and fragment are ignored; the local backend's loopback
 * names (localhost, 127.0.0.1) count as one server.
 */
export function storedObjectOf(client: AppSupabaseClient, url: string | null | undefined): StoredObject | null {
  const object = url ? parsePublicObjectUrl(url) : null;
  // The project's own address as supabase-js builds public URLs (any client, not only createSupabaseClient's).
  const project = client.storage.from(DOCUMENTS_BUCKET).getPublicUrl("_").data.publicUrl;
  if (!object || !sameServer(object.origin, project)) return null;
  const bucket = publicTwinOf(object.bucket);
  if (!isPublicContentBucket(bucket)) return null;
  return { bucket, path: object.path };
}

/**
 * Every place `object` may be stored (issue #27): for an object of a public
 * content bucket or of its private twin, both buckets of the pair at the
 * same path, public first; any other object only where it says.
 */
export function objectLocations(object: StoredObject): StoredObject[] {
  const publicBucket = publicTwinOf(object.bucket);
  if (!isPublicContentBucket(publicBucket)) return [object];
  return [
    { bucket: publicBucket, path: object.path },
    { bucket: privateTwinOf(publicBucket), path: object.path },
  ];
}

/**
 * Where an upload of `object` is stored (issue #27): the private twin of a
 * public content bucket at the same path (the site builder publishes it
 * when its item is visible); any other bucket unchanged.
 */
export function uploadLocation(object: StoredObject): StoredObject {
  const publicBucket = publicTwinOf(object.bucket);
  return isPublicContentBucket(publicBucket) ? { bucket: privateTwinOf(publicBucket), path: object.path } : object;
}

/**
 * An upload's result, supabase-js style: where the bytes were stored
 * (`bucket`: the private twin for a content bucket, issue #27; `path`) and
 * the public bucket's URL a content row stores (`publicUrl`), or the error.
 */
export type UploadResult =
  { data: StoredObject & { publicUrl: string }; error: null } | { data: null; error: DataError };

/** The user metadata key that holds the name a file was uploaded with (issue #25). */
export const ORIGINAL_NAME_KEY = "originalName";

/**
 * An `x-metadata` header value: the JSON of `metadata`, as UTF-8, in base64,
 * which is how Storage reads a raw upload's user metadata (supabase/storage
 * `parseUserMetadata`). storage-js encodes with `btoa` straight from the
 * JSON text, which throws in browsers on any character past U+00FF (a
 * Chinese file name); the UTF-8 bytes keep every name.
 */
export function encodeUserMetadata(metadata: Readonly<Record<string, string>>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(metadata));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Options of uploadContentObject. */
export interface UploadOptions {
  /** The MIME type to store (the bucket refuses types it does not allow). */
  contentType: string;
  /**
   * User metadata stored with the object (Storage's `user_metadata`, read
   * back by storage-js `info()` as `metadata`). Default for a File: its name
   * as `{ originalName }` (issue #25), which the edit dialog shows.
   */
  metadata?: Readonly<Record<string, string>>;
  /** Called as bytes leave: bytes sent so far and the total, in bytes. */
  onProgress?: (sent: number, total: number) => void;
  /**
   * Aborts the request (issue #27: the catalog form's Cancel): the result is
   * then the error `aborted`. The caller removes the object in case the
   * server had stored it before the abort arrived.
   */
  signal?: AbortSignal;
}

/**
 * Uploads `file` for `bucket`/`path` as the signed-in user, never overwriting
 * (a taken path is 409 KeyAlreadyExists). For a public content bucket the
 * bytes go to its private twin at the same path (uploadLocation, issue #27:
 * nothing is public before its item is), and `publicUrl` is still the public
 * bucket's URL, the one the row stores. With `metadata` as the object's
 * user metadata (`x-metadata`, as storage-js sends it for a raw body). Uses XMLHttpRequest where there is
 * one, because only it reports upload progress; elsewhere (Node) fetch, with
 * one progress call at the end. Same request as storage-js's raw upload:
 * `POST /storage/v1/object/{bucket}/{path}` with the session's access token.
 * @returns `{ data: { bucket, path, publicUrl }, error: null }` or
 *   `{ data: null, error }` with Storage's code (`InvalidMimeType`,
 *   `EntityTooLarge`, `AccessDenied`...), `network` when no answer came, or
 *   `aborted` when `signal` aborted it.
 */
export async function uploadContentObject(
  client: AppSupabaseClient,
  object: StoredObject,
  file: Blob,
  { contentType, metadata, onProgress, signal }: UploadOptions,
): Promise<UploadResult> {
  const { bucket, path } = uploadLocation(object);
  const named = { bucket: publicTwinOf(object.bucket), path };
  const { url, anonKey } = clientProject(client);
  const token = (await client.auth.getSession()).data.session?.access_token ?? anonKey;
  const endpoint = `${url}/storage/v1/object/${encodeURIComponent(bucket)}/${path.split("/").map(encodeURIComponent).join("/")}`;
  const headers: Record<string, string> = {
    apikey: anonKey,
    authorization: `Bearer ${token}`,
    "content-type": contentType,
    "x-upsert": "false",
    "cache-control": "max-age=3600",
  };
  const userMetadata =
    metadata ?? (typeof File === "function" && file instanceof File ? { [ORIGINAL_NAME_KEY]: file.name } : null);
  if (userMetadata) headers["x-metadata"] = encodeUserMetadata(userMetadata);
  let answer: { status: number; body: string };
  try {
    answer =
      typeof XMLHttpRequest === "function"
        ? await sendWithXhr(endpoint, headers, file, onProgress, signal)
        : await sendWithFetch(endpoint, headers, file, onProgress, signal);
  } catch (cause) {
    if (signal?.aborted)
      return { data: null, error: new DataError("The upload was cancelled", { code: "aborted", cause }) };
    return { data: null, error: new DataError("The upload did not reach the server", { code: "network", cause }) };
  }
  if (answer.status >= 200 && answer.status < 300) {
    return { data: { bucket, path, publicUrl: publicObjectUrl(client, named) }, error: null };
  }
  let body: { statusCode?: string; code?: string; error?: string; message?: string } = {};
  try {
    body = JSON.parse(answer.body) as typeof body;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  return {
    data: null,
    error: new DataError(body.message ?? `Upload failed (HTTP ${answer.status})`, {
      code: body.code ?? body.error ?? String(answer.status),
      status: Number(body.statusCode ?? answer.status),
    }),
  };
}

function sendWithXhr(
  endpoint: string,
  headers: Record<string, string>,
  file: Blob,
  onProgress?: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error("XMLHttpRequest aborted"));
      return;
    }
    const xhr = new XMLHttpRequest();
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.open("POST", endpoint);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      onProgress?.(file.size, file.size);
      resolve({ status: xhr.status, body: xhr.responseText });
    };
    xhr.onerror = () => reject(new Error("XMLHttpRequest failed"));
    xhr.onabort = () => reject(new Error("XMLHttpRequest aborted"));
    xhr.send(file);
  });
}

async function sendWithFetch(
  endpoint: string,
  headers: Record<string, string>,
  file: Blob,
  onProgress?: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<{ status: number; body: string }> {
  const res = await fetch(endpoint, { method: "POST", headers, body: file, signal });
  onProgress?.(file.size, file.size);
  return { status: res.status, body: await res.text() };
}

/**
 * The name the file at `url` was uploaded with (issue #25): its Storage user
 * metadata's ORIGINAL_NAME_KEY, read with storage-js `info()`
 * (`GET /storage/v1/object/info/{bucket}/{path}`) in whichever bucket of
 * its pair holds it (the private twin while its item is hidden, issue #27).
 * @returns the name, or null for a URL that is not a file of this project's
 *   buckets, an object without that metadata (seeded, or uploaded before
 *   issue #25) or an object that no longer exists.
 * @throws DataError for any other Storage error (network, access).
 */
export async function getOriginalFileName(client: AppSupabaseClient, url: string): Promise<string | null> {
  const object = storedObjectOf(client, url);
  if (!object) return null;
  for (const { bucket, path } of objectLocations(object)) {
    const { data, error } = await client.storage.from(bucket).info(path);
    if (error) {
      if (isMissingObject(error)) continue;
      throw toDataError(error as Parameters<typeof toDataError>[0]);
    }
    const name = (data?.metadata as Record<string, unknown> | null | undefined)?.[ORIGINAL_NAME_KEY];
    return typeof name === "string" && name.trim() !== "" ? name : null;
  }
  return null;
}

/** How long a signed URL the admin shows a hidden item's file through stays valid, in seconds (1 h). */
export const SIGNED_URL_SECONDS = 3600;

/** Where the admin can fetch a stored file now: the URL, and when it stops working (ms since the epoch; null: never). */
export interface StoredFileView {
  url: string;
  expiresAt: number | null;
}

/** Whether a Storage error says the object is not there (hosted answers 400 with statusCode 404 NoSuchKey). */
function isMissingObject(error: unknown): boolean {
  const { code, statusCode, error: kind } = error as { code?: string; statusCode?: string; error?: string };
  return code === "NoSuchKey" || statusCode === "404" || kind === "not_found";
}

/**
 * The URL the admin shows or opens the file at `url` through (issue #27).
 * For a file of this project's content buckets that sits in the private twin
 * (its item is hidden from visitors), a signed URL of that object valid for
 * `expiresIn` seconds (storage-js `createSignedUrl`, `POST
 * /storage/v1/object/sign/{bucket}/{path}`: Storage signs only an object the
 * caller may read, so only admins get one); when it is not there (the item
 * is visible and the builder moved it), the public URL itself. Any other URL
 * (an external link) is returned as it is.
 * @returns the URL and its expiry (`now` + `expiresIn`, ms; null for a public or external URL).
 * @throws DataError for any other Storage error (network, access refused).
 */
export async function storedFileView(
  client: AppSupabaseClient,
  url: string,
  { expiresIn = SIGNED_URL_SECONDS, now = Date.now() }: { expiresIn?: number; now?: number } = {},
): Promise<StoredFileView> {
  const object = storedObjectOf(client, url);
  if (!object) return { url, expiresAt: null };
  const hidden = uploadLocation(object);
  const { data, error } = await client.storage.from(hidden.bucket).createSignedUrl(hidden.path, expiresIn);
  if (error) {
    if (isMissingObject(error)) return { url, expiresAt: null };
    throw toDataError(error as Parameters<typeof toDataError>[0]);
  }
  return { url: data.signedUrl, expiresAt: now + expiresIn * 1000 };
}

/**
 * Removes stored objects from every bucket they may be in (objectLocations:
 * a content bucket and its private twin, issue #27; grouped per bucket, one
 * request each), and with each picture of the images pair its WebP variants
 * (issue #24, shared/content/image-variants.ts). Missing objects are not an
 * error.
 * @throws DataError from Storage.
 */
export async function removeStoredObjects(client: AppSupabaseClient, objects: readonly StoredObject[]): Promise<void> {
  const byBucket = new Map<string, Set<string>>();
  for (const object of objects) {
    for (const o of objectLocations(object)) {
      const paths = byBucket.get(o.bucket) ?? new Set<string>();
      paths.add(o.path);
      if (publicTwinOf(o.bucket) === IMAGES_BUCKET) for (const variant of variantsOf(o.path)) paths.add(variant.path);
      byBucket.set(o.bucket, paths);
    }
  }
  for (const [bucket, paths] of byBucket) {
    const { error } = await client.storage.from(bucket).remove([...paths]);
    if (error) throw toDataError(error as Parameters<typeof toDataError>[0]);
  }
}

/** The file URLs a row of `table` points at (empty and null values left out; a video's captions too, issue #28). */
export function contentFileUrls(table: ContentTable, row: Record<string, unknown>): string[] {
  const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? [v] : []);
  switch (table) {
    case "white_papers":
      return [...text(row.pdf_url), ...text(row.image_url)];
    case "case_studies":
    case "news":
      return text(row.image_url);
    case "videos":
      return [
        ...text(row.thumbnail_url),
        ...text(row.video_url),
        ...text(row.captions_url),
        ...text(row.captions_zh_url),
      ];
    case "documentation":
      return [
        ...text(row.image_url),
        ...(Array.isArray(row.documents)
          ? (row.documents as DocumentLink[]).flatMap((d) => text(d?.download_url))
          : []),
      ];
    case "catalog_files":
      return text(row.file_url);
  }
}

/** A content item that uses a file: its table, id and title (a catalog file's name). */
export interface ContentReference {
  table: ContentTable;
  id: string;
  title: string;
}

/** The URL columns of each table, as PostgREST filters them. */
const URL_COLUMNS: { table: Exclude<ContentTable, "documentation">; column: string; title: string }[] = [
  { table: "white_papers", column: "pdf_url", title: "title" },
  { table: "white_papers", column: "image_url", title: "title" },
  { table: "case_studies", column: "image_url", title: "title" },
  { table: "news", column: "image_url", title: "title" },
  { table: "videos", column: "thumbnail_url", title: "title" },
  { table: "videos", column: "video_url", title: "title" },
  { table: "videos", column: "captions_url", title: "title" },
  { table: "videos", column: "captions_zh_url", title: "title" },
  { table: "catalog_files", column: "file_url", title: "name" },
];

/**
 * Every content item that points at `url`: white papers (PDF, cover), case
 * studies, videos (thumbnail, video), documentation (image, any document)
 * and catalog files. Each item once.
 * @throws DataError on any PostgREST error.
 */
export async function findFileReferences(client: AppSupabaseClient, url: string): Promise<ContentReference[]> {
  const object = storedObjectOf(client, url);
  // A stored file may be linked under another loopback name of the local
  // backend (localhost / 127.0.0.1): match the object's path, whatever the host.
  // LIKE's `_` matches any one character, which can only keep a file, never lose one.
  const suffix = object ? `%/storage/v1/object/public/${object.bucket}/${object.path}` : null;
  const points = (candidate: string) => {
    if (!object) return candidate === url;
    const other = storedObjectOf(client, candidate);
    return other !== null && other.bucket === object.bucket && other.path === object.path;
  };
  const found = new Map<string, ContentReference>();
  const add = (table: ContentTable, id: string, title: string) => found.set(`${table}:${id}`, { table, id, title });
  for (const { table, column, title } of URL_COLUMNS) {
    type Rows = PromiseLike<{
      data: Record<string, string>[] | null;
      error: Parameters<typeof toDataError>[0] | null;
      status: number;
    }>;
    const query = client.from(table).select(`id, ${title}`) as unknown as {
      eq(c: string, v: string): Rows;
      like(c: string, v: string): Rows;
    };
    const { data, error, status } = await (suffix ? query.like(column, suffix) : query.eq(column, url));
    if (error) throw toDataError(error, status);
    for (const row of data ?? []) add(table, row.id!, row[title] ?? "");
  }
  // A document's URL sits inside the documents list: read the (few) entries and look.
  const { data, error, status } = await client.from("documentation").select("id, title, image_url, documents");
  if (error) throw toDataError(error, status);
  for (const row of data ?? []) {
    if (contentFileUrls("documentation", row as Record<string, unknown>).some(points))
      add("documentation", row.id, row.title);
  }
  return [...found.values()];
}

/** What releaseFileUrls did with each URL. */
export interface ReleaseReport {
  /** Stored files removed: nothing uses them any more. */
  removed: string[];
  /** Stored files kept because other items still use them, with those items. */
  kept: { url: string; usedBy: ContentReference[] }[];
  /** Stored files that could not be checked or removed (left in place, logged). */
  failed: string[];
}

/**
 * Lets go of files an item no longer points at (after its row was updated
 * or deleted): each URL that is a file of this project's documents or images
 * bucket is removed unless some content item still points at it; external
 * links are left alone. Never throws: a failure leaves the file and is
 * reported in `failed` (the row change already happened).
 */
export async function releaseFileUrls(client: AppSupabaseClient, urls: readonly string[]): Promise<ReleaseReport> {
  const report: ReleaseReport = { removed: [], kept: [], failed: [] };
  for (const url of new Set(urls)) {
    const object = storedObjectOf(client, url);
    if (!object) continue;
    try {
      const usedBy = await findFileReferences(client, url);
      if (usedBy.length > 0) {
        report.kept.push({ url, usedBy });
        continue;
      }
      await removeStoredObjects(client, [object]);
      report.removed.push(url);
    } catch (error) {
      console.error("Could not release a stored file", url, error);
      report.failed.push(url);
    }
  }
  return report;
}
