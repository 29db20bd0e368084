/**
 * Making a stored picture's WebP variants on the server side (issue #24),
 * with sharp (libvips, prebuilt binaries from npm): the seed calls it for
 * every picture it generates and `npm run images:variants` for older
 * objects. Widths and object paths come from shared/content/image-variants.ts;
 * the admin makes the same variants in the browser (shared/data/image-variants.ts).
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import sharp from "sharp";
import { VARIANT_MIME_TYPE, VARIANT_QUALITY, variantsOf } from "../../shared/content/image-variants";
import { IMAGES_BUCKET } from "../../shared/content/storage-layout";

/** One encoded variant: its object path, the width it was made for (px; the picture is narrower when its original is) and its bytes. */
export interface EncodedVariant {
  path: string;
  width: number;
  bytes: Uint8Array;
}

/**
 * Encodes one WebP variant of a picture: resized to `width` px (never
 * enlarged: a narrower original keeps its own width), aspect ratio kept,
 * at VARIANT_QUALITY.
 * @returns the WebP bytes.
 * @throws Error from sharp when the bytes are not a readable PNG, JPEG or WebP.
 */
export async function encodeImageVariant(original: Uint8Array, width: number): Promise<Uint8Array> {
  const data = await sharp(original, { failOn: "error" })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: Math.round(VARIANT_QUALITY * 100), effort: 4 })
    .toBuffer();
  return new Uint8Array(data);
}

/**
 * Encodes every variant of the picture stored (or about to be stored) at
 * `path` in the images bucket from its bytes: one per width of `variantsOf(path)`.
 * @param encode makes one variant's bytes; default encodeImageVariant (the seed passes a cached one).
 * @returns the variants, smallest first; empty when the path gets none.
 * @throws Error from sharp when the bytes are not a readable PNG, JPEG or WebP.
 */
export async function encodeImageVariants(
  path: string,
  original: Uint8Array,
  encode: (original: Uint8Array, width: number) => Promise<Uint8Array> = encodeImageVariant,
): Promise<EncodedVariant[]> {
  return Promise.all(
    variantsOf(path).map(async ({ width, path: variant }) => {
      return { path: variant, width, bytes: await encode(original, width) };
    }),
  );
}

/**
 * Encodes and uploads (upsert) the variants of the picture at `path` in the
 * images bucket, as the caller of `client` (the seed and the script use the
 * service_role key). `encode` as in encodeImageVariants.
 * @returns the variants stored.
 * @throws the first Storage error (as supabase-js reports it) or sharp's.
 */
export async function storeImageVariants(
  client: SupabaseClient,
  path: string,
  original: Uint8Array,
  encode?: (original: Uint8Array, width: number) => Promise<Uint8Array>,
): Promise<EncodedVariant[]> {
  const variants = await encodeImageVariants(path, original, encode);
  const bucket = client.storage.from(IMAGES_BUCKET);
  for (const variant of variants) {
    const { error } = await bucket.upload(
      variant.path,
      new Blob([variant.bytes as BlobPart], { type: VARIANT_MIME_TYPE }),
      { contentType: VARIANT_MIME_TYPE, upsert: true },
    );
    if (error) throw error;
  }
  return variants;
}
