/**
 * Where content files live in Storage (issue #11): the two public buckets,
 * what each accepts, and the object path of a content item's file. The
 * migrations state the same limits (the server enforces them); the admin
 * dialogs, the seed and the tests import them from here.
 */
import { CATALOG_MAX_BYTES, CATALOG_MIME_TYPES, CONTENT_BUCKET } from "../types/domain";
import type { TranslatedTable } from "./translations";

/** Documents (PDF, DOC, DOCX): catalog files and the content items' documents. */
export const DOCUMENTS_BUCKET = CONTENT_BUCKET;
/** Images (PNG, JPEG, WebP): covers, case study images, thumbnails, documentation images. */
export const IMAGES_BUCKET = "content-images";

/**
 * The private twin of each public content bucket (issue #27, migration
 * 20261203100000_private_draft_files.sql): same limits and types, no public
 * URL. Uploads land here; the site builder moves an item's objects to the
 * public twin, at the same path, while the item is visible to visitors
 * (shared/data/file-visibility.ts). Rows always store the public twin's URL.
 */
export const PRIVATE_TWIN_BUCKETS = {
  [DOCUMENTS_BUCKET]: "content-files-private",
  [IMAGES_BUCKET]: "content-images-private",
  videos: "videos-private", // issue #28: video files (shared/content/video-storage.ts)
} as const satisfies Record<string, string>;

/** A public content bucket (one that has a private twin). */
export type PublicContentBucket = keyof typeof PRIVATE_TWIN_BUCKETS;

/** The private twin of a public content bucket, e.g. `content-images` → `content-images-private`. */
export const privateTwinOf = (bucket: PublicContentBucket): string => PRIVATE_TWIN_BUCKETS[bucket];

/** Whether `bucket` is one of the public content buckets that have a private twin. */
export const isPublicContentBucket = (bucket: string): bucket is PublicContentBucket =>
  Object.hasOwn(PRIVATE_TWIN_BUCKETS, bucket);

/**
 * The public bucket of a pair (issue #27): `bucket` itself for a public
 * content bucket or any bucket without a twin, the public one for a private
 * twin (`content-images-private` → `content-images`).
 */
export function publicTwinOf(bucket: string): string {
  for (const [publicBucket, privateBucket] of Object.entries(PRIVATE_TWIN_BUCKETS)) {
    if (bucket === privateBucket) return publicBucket;
  }
  return bucket;
}

/** One public content bucket and its private twin. */
export interface BucketPair {
  public: PublicContentBucket;
  private: string;
}

/** Every public / private bucket pair of PRIVATE_TWIN_BUCKETS (so a pair added there is synced too). */
export function bucketPairs(): BucketPair[] {
  return (Object.keys(PRIVATE_TWIN_BUCKETS) as PublicContentBucket[]).map((bucket) => ({
    public: bucket,
    private: privateTwinOf(bucket),
  }));
}

/** Accepted document types, extension to MIME type (spec §5, the catalog's list). */
export const DOCUMENT_MIME_TYPES = CATALOG_MIME_TYPES;
/** Largest document in bytes (50 MiB), the `content-files` bucket's `file_size_limit`. */
export const DOCUMENT_MAX_BYTES = CATALOG_MAX_BYTES;

/** Accepted image types, extension to MIME type. SVG is refused: it can carry script. */
export const IMAGE_MIME_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
} as const;
/** Largest image in bytes (5 MiB), the `content-images` bucket's `file_size_limit`. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The top folder of each content type's objects, in both buckets. */
export const CONTENT_FOLDERS: Record<TranslatedTable, string> = {
  white_papers: "white-papers",
  case_studies: "case-studies",
  videos: "videos",
  documentation: "documentation",
  news: "news",
};

/**
 * The object path of one file of one content item:
 * `{folder}/{id}/{slot}-{stamp}.{extension}`, e.g.
 * `white-papers/6f1c…/pdf-1764000000000.pdf`. `slot` names the field
 * (`pdf`, `image`, `thumbnail`, `document`); `stamp` (ms since the epoch by
 * default) makes a replacement a new object, so caches never serve the old
 * bytes under the new row. `extension` is lower-cased, without the dot.
 */
export function contentObjectPath(
  table: TranslatedTable,
  id: string,
  slot: string,
  extension: string,
  stamp: number = Date.now(),
): string {
  return `${CONTENT_FOLDERS[table]}/${id}/${slot}-${stamp}.${extension.toLowerCase()}`;
}
