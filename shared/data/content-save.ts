/**
 * Saving and deleting a content item together with its files (issue #11):
 * the files chosen in the dialog are uploaded on Save under the item's id,
 * the row is written with their URLs, and the files the item no longer
 * points at are released. A failed save removes what it uploaded; Cancel
 * uploads nothing. A picture's WebP variants (issue #24) are encoded and
 * stored before the row points at it. Used by the admin's content tabs
 * (browser and desktop).
 */
import { contentObjectPath } from "../content/storage-layout";
import type { TranslatedTable } from "../content/translations";
import type { AppSupabaseClient } from "../supabase/client";
import {
  contentFileUrls,
  contentTypeOf,
  FILE_KINDS,
  fileExtension,
  releaseFileUrls,
  type ReleaseReport,
  removeStoredObjects,
  type StoredObject,
  uploadContentObject,
} from "./content-objects";
import { contentInputErrors, type ContentInputs, type FieldError, type PendingUpload } from "./content-schemas";
import { DataError } from "./errors";
import {
  defaultImageVariantEncoder,
  encodeImageVariants,
  type ImageVariantEncoder,
  uploadImageVariants,
} from "./image-variants";
import { randomUuid } from "../random-uuid";

/**
 * A new content item's id (a version 4 UUID), made before its files are
 * uploaded so they are stored under it. crypto.randomUUID exists only in
 * secure contexts; elsewhere (a site served over plain http on a LAN address)
 * the same UUID is built from crypto.getRandomValues.
 */
export function newContentId(): string {
  return randomUuid();
}

export type { PendingUpload };

/** DataError code of a payload its content type's schema refuses before anything is sent (issue #25). */
export const INVALID_CONTENT = "invalid_content";

/** A payload refused by its content type's schema (content-schemas): field → message key. */
export class ContentValidationError extends DataError {
  readonly fields: Record<string, FieldError>;
  constructor(table: TranslatedTable, fields: Record<string, FieldError>) {
    super(`Check these fields of the ${table} item: ${Object.keys(fields).join(", ")}`, { code: INVALID_CONTENT });
    this.name = "ContentValidationError";
    this.fields = fields;
  }
}

/** Progress of the uploads of one save: which file (0-based of `count`) and its bytes sent / total. */
export interface SaveProgress {
  index: number;
  count: number;
  name: string;
  sent: number;
  total: number;
}

/** What saveContentItem needs. */
export interface SaveItemOptions<Input> {
  table: TranslatedTable;
  /** The item's id: a new item's is made by the caller (crypto.randomUUID) and inserted with it. */
  id: string;
  /** The validated payload; file fields of pending uploads are filled in here. */
  input: Input;
  uploads: readonly PendingUpload[];
  /** The stored row before an edit (its files no longer used are released); absent when adding. */
  previous?: object;
  /** Inserts or updates the row with the final payload. */
  write: (input: Input) => Promise<void>;
  /** Upload progress, for the dialog's bar. */
  onProgress?: (progress: SaveProgress) => void;
  /**
   * Makes the WebP variants of chosen pictures (issue #24). Default: the
   * browser's canvas encoder (defaultImageVariantEncoder); where there is
   * none (Node, jsdom) pictures are stored without variants.
   */
  encodeVariants?: ImageVariantEncoder | null;
}

/** Puts `url` where `upload` says in a copy of `input`. */
function applyUpload<Input>(input: Input, upload: PendingUpload, url: string): Input {
  const next = { ...(input as Record<string, unknown>) };
  if (upload.index === undefined) {
    next[upload.field] = url;
  } else {
    const list = [...((next[upload.field] as Record<string, unknown>[] | undefined) ?? [])];
    list[upload.index] = { ...list[upload.index], download_url: url };
    next[upload.field] = list;
  }
  return next as Input;
}

/** Removes objects uploaded by a save that then failed; a failure here is only logged. */
async function discard(client: AppSupabaseClient, uploaded: StoredObject[]): Promise<void> {
  if (uploaded.length === 0) return;
  try {
    await removeStoredObjects(client, uploaded);
  } catch (error) {
    console.error("Could not remove the files of a failed save", uploaded, error);
  }
}

/**
 * Uploads the pending files to `{folder}/{id}/{slot}-{stamp}.{ext}` in the
 * private twin of their kind's bucket (each picture with its WebP variants;
 * issue #27: the site builder makes them public while the item is visible),
 * writes the row with their public bucket's URLs, then releases the files
 * of `previous` that the saved row no longer points at (kept when another
 * item still uses them).
 * The payload is first checked with its content type's schema (the
 * dialog's rules, issue #25): nothing is uploaded or written when it fails.
 * @returns what happened to the released files.
 * @throws ContentValidationError (code `invalid_content`) when the schema
 *   refuses `input`; DataError from the first failed upload or from `write`, or
 *   `invalid_image` / `webp_unsupported` when a picture's variants cannot be
 *   made; every file this call uploaded is removed again first.
 */
export async function saveContentItem<Input>(
  client: AppSupabaseClient,
  {
    table,
    id,
    input,
    uploads,
    previous,
    write,
    onProgress,
    encodeVariants = defaultImageVariantEncoder(),
  }: SaveItemOptions<Input>,
): Promise<ReleaseReport> {
  const problems = contentInputErrors(table, input as ContentInputs[typeof table]);
  if (Object.keys(problems).length > 0) throw new ContentValidationError(table, problems as Record<string, FieldError>);
  const uploaded: StoredObject[] = [];
  let payload = input;
  const stamp = Date.now();
  for (const [index, upload] of uploads.entries()) {
    const contentType = contentTypeOf(upload.file.name, upload.kind);
    if (!contentType) {
      await discard(client, uploaded);
      throw new DataError(`"${upload.file.name}" is not an accepted file type`, { code: "invalid_file" });
    }
    const path = contentObjectPath(table, id, upload.slot, fileExtension(upload.file.name), stamp + index);
    const object = { bucket: FILE_KINDS[upload.kind].bucket, path };
    // Encoded before anything is sent: a picture the browser cannot read fails without a request.
    let variants: Awaited<ReturnType<typeof encodeImageVariants>> = [];
    if (encodeVariants) {
      try {
        variants = await encodeImageVariants(object, upload.file, encodeVariants);
      } catch (error) {
        await discard(client, uploaded);
        throw error instanceof DataError
          ? error
          : new DataError("The picture could not be read", { code: "invalid_image", cause: error });
      }
    }
    const { data, error } = await uploadContentObject(client, object, upload.file, {
      contentType,
      onProgress: (sent, total) => onProgress?.({ index, count: uploads.length, name: upload.file.name, sent, total }),
    });
    if (error) {
      await discard(client, uploaded);
      throw error;
    }
    uploaded.push({ bucket: data.bucket, path: data.path });
    const stored = await uploadImageVariants(client, variants);
    if (stored.error) {
      await discard(client, uploaded);
      throw stored.error;
    }
    payload = applyUpload(payload, upload, data.publicUrl);
  }
  try {
    await write(payload);
  } catch (error) {
    await discard(client, uploaded);
    throw error;
  }
  if (!previous) return { removed: [], kept: [], failed: [] };
  const now = new Set(contentFileUrls(table, payload as Record<string, unknown>));
  const dropped = contentFileUrls(table, previous as Record<string, unknown>).filter((url) => !now.has(url));
  return releaseFileUrls(client, dropped);
}

/**
 * Deletes a content item's row (`remove`), then releases its files (kept
 * when another item still uses them).
 * @returns what happened to the files.
 * @throws DataError from `remove` (nothing is released then).
 */
export async function deleteContentItem(
  client: AppSupabaseClient,
  table: TranslatedTable,
  row: object,
  remove: () => Promise<void>,
): Promise<ReleaseReport> {
  await remove();
  return releaseFileUrls(client, contentFileUrls(table, row as Record<string, unknown>));
}
