/**
 * Where an item's files belong (issue #27: nothing public before publishing
 * or after trashing), as pure rules the site builder's sync
 * (shared/data/file-visibility.ts) applies: which objects an item owns and
 * which bucket of each public / private pair they must be in.
 *
 * - A content item (white_papers, case_studies, videos, documentation, news)
 *   owns every object under `<CONTENT_FOLDERS[table]>/<id>/` in each bucket
 *   pair of PRIVATE_TWIN_BUCKETS, plus its image variants under
 *   `variants/<folder>/<id>/` in the images pair.
 * - A catalog file owns the one object its `file_url` names
 *   (`catalogs/<stamp>.<ext>` in content-files), whatever bucket of the pair
 *   it is in now.
 * - Visible items' objects belong in the public bucket, the others' in its
 *   private twin; an object keeps its path in both.
 */
import { CATALOG_FOLDER } from "../types/domain";
import { VARIANTS_FOLDER } from "./image-variants";
import {
  type BucketPair,
  CONTENT_FOLDERS,
  IMAGES_BUCKET,
  isPublicContentBucket,
  type PublicContentBucket,
} from "./storage-layout";
import { parsePublicObjectUrl } from "./storage-urls";
import type { TranslatedTable } from "./translations";

/** The tables whose rows own an item folder (the five content types). */
export const ITEM_FOLDER_TABLES = Object.keys(CONTENT_FOLDERS) as TranslatedTable[];

/** Whether `table` is one of the five content tables whose rows own an item folder. */
export const isItemFolderTable = (table: string): table is TranslatedTable => Object.hasOwn(CONTENT_FOLDERS, table);

/**
 * The folders (no trailing slash) that hold `table`'s item folders in the
 * buckets of `pair`: its content folder, and in the images pair its variants
 * folder too. E.g. `("news", images pair)` → `["news", "variants/news"]`.
 */
export function itemParentFolders(table: TranslatedTable, pair: BucketPair): string[] {
  const folder = CONTENT_FOLDERS[table];
  return pair.public === IMAGES_BUCKET ? [folder, `${VARIANTS_FOLDER}/${folder}`] : [folder];
}

/**
 * The folders (no trailing slash) a content item owns in the buckets of
 * `pair`: its item folder, and in the images pair its variants folder too.
 * E.g. `("news", "6f1c…", images pair)` → `["news/6f1c…", "variants/news/6f1c…"]`.
 */
export function itemFolders(table: TranslatedTable, id: string, pair: BucketPair): string[] {
  return itemParentFolders(table, pair).map((parent) => `${parent}/${id}`);
}

/**
 * The object a catalog row's `file_url` names: the public bucket (a pair's
 * public side) and path, or null when the URL is not a public Storage URL of
 * a paired bucket under `catalogs/` (e.g. an external link: nothing to move).
 */
export function catalogObjectOf(
  fileUrl: string | null | undefined,
): { bucket: PublicContentBucket; path: string } | null {
  const parsed = fileUrl ? parsePublicObjectUrl(fileUrl) : null;
  if (!parsed || !isPublicContentBucket(parsed.bucket) || !parsed.path.startsWith(`${CATALOG_FOLDER}/`)) return null;
  return { bucket: parsed.bucket, path: parsed.path };
}

/** The bucket of `pair` an item's objects move out of (`from`) and into (`to`) for its visibility. */
export function moveDirection(pair: BucketPair, visible: boolean): { from: string; to: string } {
  return visible ? { from: pair.private, to: pair.public } : { from: pair.public, to: pair.private };
}
