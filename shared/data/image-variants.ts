/**
 * The admin's side of pictures at their shown size (issue #24): before a
 * chosen picture's row is saved, its WebP variants are encoded in the
 * browser (or the desktop console's renderer) with a canvas and uploaded
 * beside the picture, at the widths and object paths of
 * shared/content/image-variants.ts. Works on every Supabase plan: no image
 * transformation service is used. The seed and `npm run images:variants`
 * make the same variants with sharp (supabase/seed/image-variants.ts).
 */
import { VARIANT_MIME_TYPE, VARIANT_QUALITY, variantsOf } from "../content/image-variants";
import { IMAGES_BUCKET } from "../content/storage-layout";
import type { AppSupabaseClient } from "../supabase/client";
import { type StoredObject, uploadContentObject } from "./content-objects";
import { DataError } from "./errors";

/**
 * Encodes a picture at each of `widths` (px, aspect ratio kept, never
 * enlarged) as WebP.
 * @returns one Blob per width, in order.
 * @throws DataError `invalid_image` when the picture cannot be decoded,
 *   `webp_unsupported` when the environment cannot encode WebP.
 */
export type ImageVariantEncoder = (original: Blob, widths: readonly number[]) => Promise<Blob[]>;

/** A canvas of `width` x `height` px: an OffscreenCanvas where there is one, else a detached `<canvas>`. */
function makeCanvas(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas === "function") return new OffscreenCanvas(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** The canvas's pixels as WebP (null when the browser would not encode). */
function toWebp(canvas: OffscreenCanvas | HTMLCanvasElement): Promise<Blob | null> {
  if ("convertToBlob" in canvas) {
    return canvas.convertToBlob({ type: VARIANT_MIME_TYPE, quality: VARIANT_QUALITY }).catch(() => null);
  }
  return new Promise((resolve) => canvas.toBlob(resolve, VARIANT_MIME_TYPE, VARIANT_QUALITY));
}

/** Encodes with createImageBitmap and a canvas; see ImageVariantEncoder. */
const canvasEncoder: ImageVariantEncoder = async (original, widths) => {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(original);
  } catch (cause) {
    throw new DataError("The picture could not be read", { code: "invalid_image", cause });
  }
  try {
    const blobs: Blob[] = [];
    for (const wanted of widths) {
      const width = Math.min(wanted, bitmap.width);
      const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
      const canvas = makeCanvas(width, height);
      const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
      if (!context) throw new DataError("No canvas to resize the picture with", { code: "webp_unsupported" });
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = "high";
      context.drawImage(bitmap, 0, 0, width, height);
      const blob = await toWebp(canvas);
      // A browser that cannot encode WebP silently returns PNG: storing that as .webp would be a lie.
      if (!blob || blob.type !== VARIANT_MIME_TYPE) {
        throw new DataError("This browser cannot save WebP pictures; use a current Chrome, Edge or Firefox", {
          code: "webp_unsupported",
        });
      }
      blobs.push(blob);
    }
    return blobs;
  } finally {
    bitmap.close();
  }
};

/**
 * The encoder of this environment: the canvas one where the browser has
 * createImageBitmap and a canvas (every browser the admin supports, and
 * Electron), else null (Node, jsdom: pictures saved there get no variants
 * until `npm run images:variants` runs).
 */
export function defaultImageVariantEncoder(): ImageVariantEncoder | null {
  const hasCanvas = typeof OffscreenCanvas === "function" || typeof document !== "undefined";
  return typeof createImageBitmap === "function" && hasCanvas ? canvasEncoder : null;
}

/**
 * Encodes the variants of `file`, about to be (or just) stored at `object`,
 * ready to upload: one per width of `variantsOf(object.path)`. Empty for
 * anything but an original in the images bucket's content folders.
 * @throws DataError from the encoder.
 */
export async function encodeImageVariants(
  object: StoredObject,
  file: Blob,
  encoder: ImageVariantEncoder,
): Promise<{ object: StoredObject; blob: Blob }[]> {
  if (object.bucket !== IMAGES_BUCKET) return [];
  const variants = variantsOf(object.path);
  if (variants.length === 0) return [];
  const blobs = await encoder(
    file,
    variants.map((v) => v.width),
  );
  return variants.map((v, i) => ({ object: { bucket: IMAGES_BUCKET, path: v.path }, blob: blobs[i]! }));
}

/**
 * Uploads encoded variants as the signed-in admin (never overwriting), one
 * after the other, into the images bucket's private twin like their
 * original (uploadContentObject, issue #27).
 * @returns the objects stored, and the first error (the ones stored before
 *   it are listed so the caller can remove them).
 */
export async function uploadImageVariants(
  client: AppSupabaseClient,
  variants: readonly { object: StoredObject; blob: Blob }[],
): Promise<{ stored: StoredObject[]; error: DataError | null }> {
  const stored: StoredObject[] = [];
  for (const { object, blob } of variants) {
    const { error } = await uploadContentObject(client, object, blob, { contentType: VARIANT_MIME_TYPE });
    if (error) return { stored, error };
    stored.push(object);
  }
  return { stored, error: null };
}
