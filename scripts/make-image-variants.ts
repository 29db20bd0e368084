/**
 * `npm run images:variants` (issue #24): makes the missing WebP variants of
 * the pictures already stored in the `content-images` bucket of any Supabase
 * project (hosted or local), for pictures uploaded before variants existed
 * or by a tool that does not make them. The admin and the seed make them on
 * upload; the public cards list them in `srcset`, so run this once against a
 * project whose pictures predate issue #24, before deploying a site built
 * with it.
 *
 * Env: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the service_role or
 * sb_secret_ key; it stays on this machine). `-- --dry-run` only lists what
 * is missing.
 *
 * It walks each content folder (`white-papers/<id>/…`, `case-studies/`,
 * `videos/`, `documentation/`), lists each item's variants under
 * `variants/`, and for a picture missing any downloads it once, encodes the
 * missing widths with sharp and uploads them. Idempotent: a second run finds
 * nothing to do. Prints one line per picture it changes and a summary;
 * exits 1 on the first Storage error (what was stored so far stays, and a
 * re-run continues from there).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { z } from "zod";
import {
  isVariantPath,
  VARIANT_MIME_TYPE,
  VARIANT_WIDTHS,
  VARIANTS_FOLDER,
  variantsOf,
} from "../shared/content/image-variants";
import { IMAGE_MIME_TYPES, IMAGES_BUCKET } from "../shared/content/storage-layout";
import { encodeImageVariant } from "../supabase/seed/image-variants";

/** Items per Storage list request (hosted Storage's largest page). */
const PAGE = 1000;

/** What one run found and did. */
export interface VariantsReport {
  /** Pictures looked at (originals in the content folders). */
  pictures: number;
  /** Pictures that lacked at least one variant. */
  incomplete: number;
  /** Variants uploaded (0 on a dry run). */
  made: number;
  /** Pictures that could not be decoded (left without variants), as object paths. */
  unreadable: string[];
}

/** Options of makeMissingVariants. */
export interface MakeVariantsOptions {
  /** Only report what is missing. Default false. */
  dryRun?: boolean;
  /** Progress lines; default console.log. */
  log?: (line: string) => void;
}

/** The names directly under `prefix` in the images bucket: files (with an id) and folders (without). */
async function listAll(client: SupabaseClient, prefix: string): Promise<{ name: string; folder: boolean }[]> {
  const entries: { name: string; folder: boolean }[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { data, error } = await client.storage
      .from(IMAGES_BUCKET)
      .list(prefix, { limit: PAGE, offset, sortBy: { column: "name", order: "asc" } });
    if (error) throw error;
    for (const o of data ?? []) entries.push({ name: o.name, folder: o.id === null });
    if ((data ?? []).length < PAGE) return entries;
  }
}

/** Whether a file name has an accepted picture extension. */
const isPicture = (name: string) =>
  Object.hasOwn(IMAGE_MIME_TYPES, name.slice(name.lastIndexOf(".") + 1).toLowerCase());

/**
 * Makes every missing variant of the pictures in the images bucket's content
 * folders (see the module comment), as the caller of `client` (service_role).
 * @returns counts of pictures looked at, incomplete and variants made, and the unreadable ones.
 * @throws the first Storage error (as supabase-js reports it).
 */
export async function makeMissingVariants(
  client: SupabaseClient,
  { dryRun = false, log = console.log }: MakeVariantsOptions = {},
): Promise<VariantsReport> {
  const report: VariantsReport = { pictures: 0, incomplete: 0, made: 0, unreadable: [] };
  const bucket = client.storage.from(IMAGES_BUCKET);
  for (const top of Object.keys(VARIANT_WIDTHS)) {
    const items = (await listAll(client, top)).filter((e) => e.folder);
    log(`${top}: ${items.length} item folder(s)`);
    for (const item of items) {
      const folder = `${top}/${item.name}`;
      const pictures = (await listAll(client, folder)).filter((e) => !e.folder && isPicture(e.name));
      if (pictures.length === 0) continue;
      const stored = new Set(
        (await listAll(client, `${VARIANTS_FOLDER}/${folder}`)).map((e) => `${VARIANTS_FOLDER}/${folder}/${e.name}`),
      );
      for (const picture of pictures) {
        const original = `${folder}/${picture.name}`;
        if (isVariantPath(original)) continue;
        report.pictures += 1;
        const missing = variantsOf(original).filter((v) => !stored.has(v.path));
        if (missing.length === 0) continue;
        report.incomplete += 1;
        const widths = missing.map((v) => v.width).join(", ");
        if (dryRun) {
          log(`  ${original}: missing ${widths}`);
          continue;
        }
        const { data, error } = await bucket.download(original);
        if (error) throw error;
        const bytes = new Uint8Array(await data.arrayBuffer());
        let encoded: { path: string; bytes: Uint8Array }[];
        try {
          encoded = await Promise.all(
            missing.map(async (v) => ({ path: v.path, bytes: await encodeImageVariant(bytes, v.width) })),
          );
        } catch (cause) {
          // Not a readable PNG, JPEG or WebP: the picture stays as it is, without variants.
          report.unreadable.push(original);
          log(`  ${original}: cannot be read (${cause instanceof Error ? cause.message : String(cause)}), skipped`);
          continue;
        }
        for (const variant of encoded) {
          const { error: uploadError } = await bucket.upload(
            variant.path,
            new Blob([variant.bytes as BlobPart], { type: VARIANT_MIME_TYPE }),
            { contentType: VARIANT_MIME_TYPE, upsert: true },
          );
          if (uploadError) throw uploadError;
          report.made += 1;
        }
        log(`  ${original}: made ${widths}`);
      }
    }
  }
  log(
    `${report.pictures} picture(s), ${report.incomplete} missing variants, ${dryRun ? "dry run: nothing made" : `${report.made} variant(s) made`}` +
      (report.unreadable.length ? `, ${report.unreadable.length} unreadable` : ""),
  );
  return report;
}

const target = z.object({
  SUPABASE_URL: z.url({ protocol: /^https?$/ }),
  SUPABASE_SERVICE_ROLE_KEY: z
    .string()
    .min(20, "SUPABASE_SERVICE_ROLE_KEY is required (the service_role or sb_secret_ key)"),
});

async function main(args: string[]): Promise<void> {
  const parsed = target.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(
      `Cannot make image variants:\n${parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`,
    );
  }
  const client = createClient(parsed.data.SUPABASE_URL, parsed.data.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  console.log(`Image variants for ${parsed.data.SUPABASE_URL} (bucket ${IMAGES_BUCKET})`);
  await makeMissingVariants(client, { dryRun: args.includes("--dry-run") });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : JSON.stringify(e));
    process.exit(1);
  });
}
