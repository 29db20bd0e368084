/**
 * Pictures at their shown size against the real local server (issue #24):
 * every seeded picture has its WebP variants stored (real WebP, read by
 * sharp, at each width of shared/content/image-variants.ts, never wider than
 * the original) before the rows point at it; `npm run images:variants`
 * makes exactly the missing ones and nothing on a second run; the admin's
 * save stores a picture's variants before the row is written (in the
 * images bucket's private twin, issue #27, until the site builder moves them
 * to the public bucket with the picture), removes them with the picture, and
 * stores nothing when the picture cannot be encoded.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageSrcSet, variantPath, variantsOf } from "../../shared/content/image-variants";
import { IMAGES_BUCKET, privateTwinOf } from "../../shared/content/storage-layout";
import { storedObjectOf } from "../../shared/data/content-objects";
import { deleteContentItem, saveContentItem } from "../../shared/data/content-save";
import type { ImageVariantEncoder } from "../../shared/data/image-variants";
import { listCaseStudies } from "../../shared/data/case-studies";
import { listDocumentation } from "../../shared/data/documentation";
import { listVideos } from "../../shared/data/videos";
import { createWhitePaper, listWhitePapers } from "../../shared/data/white-papers";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import type { WhitePaperInput } from "../../shared/types/domain";
import { makeMissingVariants } from "../../scripts/make-image-variants";
import { SEED_IMAGE_SIZE } from "../../supabase/seed/content-images";
import { encodeImageVariant } from "../../supabase/seed/image-variants";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN } from "../fixtures/accounts";
import { altTexts, whitePaper } from "../fixtures/content";
import { anonClient, signedInClient, serviceClient } from "./helpers";

let server: RunningServer;
let anon: AppSupabaseClient;
let admin: AppSupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  anon = anonClient(server);
  admin = await signedInClient(server, ADMIN);
  service = serviceClient(server);
});
afterAll(() => server?.close());

/** The object paths stored in `bucket` (default the public images bucket) whose name starts with `prefix`. */
async function imagesUnder(prefix: string, bucket: string = IMAGES_BUCKET): Promise<string[]> {
  const r = await server.db.query<{ name: string }>(
    "select name from storage.objects where bucket_id = $1 and name like $2 order by 1",
    [bucket, `${prefix}%`],
  );
  return r.rows.map((row) => row.name);
}

/** Fetches a public URL without a key: status, Content-Type and bytes. */
async function download(url: string) {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get("content-type"), bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** Checks that every variant in `srcset` is served as a real WebP of min(descriptor, original) px wide. */
async function expectVariants(url: string, original: { width: number; height: number }) {
  const srcset = imageSrcSet(url);
  expect(srcset, url).not.toBeNull();
  for (const candidate of srcset!.split(", ")) {
    const [variantUrl, descriptor] = candidate.split(" ");
    const width = Number(descriptor!.slice(0, -1));
    const served = await download(variantUrl!);
    expect(served, variantUrl).toMatchObject({ status: 200, type: "image/webp" });
    const meta = await sharp(served.bytes).metadata();
    expect(meta.format).toBe("webp");
    const expected = Math.min(width, original.width);
    expect(meta.width, variantUrl).toBe(expected);
    expect(meta.height).toBe(Math.round((original.height * expected) / original.width));
  }
}

describe("seeded pictures", () => {
  it("every white paper cover has its WebP variants, each the width it is listed at, up to the original's", async () => {
    const papers = await listWhitePapers(anon);
    expect(papers.length).toBeGreaterThan(0);
    for (const paper of papers) await expectVariants(paper.image_url!, SEED_IMAGE_SIZE.cover);
  });

  it("case study images, video thumbnails and documentation images have theirs too", async () => {
    for (const study of await listCaseStudies(anon))
      await expectVariants(study.image_url!, SEED_IMAGE_SIZE["case-study"]);
    for (const video of await listVideos(anon)) await expectVariants(video.thumbnail_url!, SEED_IMAGE_SIZE.thumbnail);
    for (const entry of await listDocumentation(anon))
      await expectVariants(entry.image_url!, SEED_IMAGE_SIZE.documentation);
  });

  it("a cover's variant that fits a 400 px card is a fraction of the PNG's bytes", async () => {
    const [paper] = await listWhitePapers(anon);
    const png = await download(paper!.image_url!);
    const variant = await download(
      `${server.url}/storage/v1/object/public/${IMAGES_BUCKET}/${variantPath(storedObjectOf(admin, paper!.image_url)!.path, 480)}`,
    );
    expect(variant.bytes.byteLength).toBeLessThan(png.bytes.byteLength / 4);
  });
});

describe("makeMissingVariants() (npm run images:variants)", () => {
  it("makes only the missing variants, reports a dry run, and does nothing the second time", async () => {
    const [paper] = await listWhitePapers(anon);
    const cover = storedObjectOf(admin, paper!.image_url)!.path;
    const [smallest, , middle] = variantsOf(cover);
    const { error } = await service.storage.from(IMAGES_BUCKET).remove([smallest!.path, middle!.path]);
    expect(error).toBeNull();
    expect((await download(imageSrcSet(paper!.image_url)!.split(" ")[0]!)).status).not.toBe(200);

    const lines: string[] = [];
    const dry = await makeMissingVariants(service, { dryRun: true, log: (l) => lines.push(l) });
    expect(dry).toMatchObject({ incomplete: 1, made: 0, unreadable: [] });
    expect(lines).toContain(`  ${cover}: missing ${smallest!.width}, ${middle!.width}`);

    const run = await makeMissingVariants(service, { log: () => undefined });
    expect(run).toMatchObject({ incomplete: 1, made: 2, unreadable: [] });
    expect(run.pictures).toBeGreaterThanOrEqual(24);
    await expectVariants(paper!.image_url!, SEED_IMAGE_SIZE.cover);

    const again = await makeMissingVariants(service, { log: () => undefined });
    expect(again).toMatchObject({ pictures: run.pictures, incomplete: 0, made: 0 });
  });
});

/** The images bucket's private twin, where the admin's uploads land (issue #27). */
const PRIVATE_IMAGES = privateTwinOf(IMAGES_BUCKET);

/** Encodes with sharp, as the browser's canvas encoder does (Node has no canvas). */
const sharpEncoder: ImageVariantEncoder = async (original, widths) => {
  const bytes = new Uint8Array(await original.arrayBuffer());
  return Promise.all(
    widths.map(async (w) => new Blob([(await encodeImageVariant(bytes, w)) as BlobPart], { type: "image/webp" })),
  );
};

/** A real PNG `width` x `height` px. */
async function pngFile(name: string, width: number, height: number): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#1864ab" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes) as BlobPart], name, { type: "image/png" });
}

describe("saveContentItem() with pictures", () => {
  it("stores the cover's variants before the row is written and removes them with the cover", async () => {
    const id = crypto.randomUUID();
    let storedAtWrite: string[] = [];
    await saveContentItem(admin, {
      table: "white_papers",
      id,
      input: whitePaper(altTexts("white_papers")) as WhitePaperInput,
      uploads: [{ file: await pngFile("cover.png", 1000, 562), kind: "image", slot: "image", field: "image_url" }],
      write: async (payload) => {
        storedAtWrite = await imagesUnder(`variants/white-papers/${id}/`, PRIVATE_IMAGES);
        await createWhitePaper(admin, { ...payload, id });
      },
      encodeVariants: sharpEncoder,
    });
    const { data: row } = await admin.from("white_papers").select("*").eq("id", id).single();
    const cover = storedObjectOf(admin, row!.image_url)!.path;
    expect(storedAtWrite).toEqual(
      variantsOf(cover)
        .map((v) => v.path)
        .sort(),
    );
    // Private until published (issue #27): the builder moves the picture and its variants at the same paths.
    expect(await imagesUnder(`white-papers/${id}/`)).toEqual([]);
    expect((await download(row!.image_url!)).status).toBe(400);
    for (const path of [cover, ...storedAtWrite]) {
      const { error } = await service.storage
        .from(PRIVATE_IMAGES)
        .move(path, path, { destinationBucket: IMAGES_BUCKET });
      expect(error).toBeNull();
    }
    await expectVariants(row!.image_url!, { width: 1000, height: 562 });

    await deleteContentItem(admin, "white_papers", row!, async () => {
      await admin.from("white_papers").delete().eq("id", id);
    });
    for (const bucket of [IMAGES_BUCKET, PRIVATE_IMAGES]) {
      expect(await imagesUnder(`white-papers/${id}/`, bucket)).toEqual([]);
      expect(await imagesUnder(`variants/white-papers/${id}/`, bucket)).toEqual([]);
    }
  });

  it("saves nothing when the picture cannot be encoded", async () => {
    const id = crypto.randomUUID();
    let written = false;
    const refused = saveContentItem(admin, {
      table: "white_papers",
      id,
      input: whitePaper() as WhitePaperInput,
      uploads: [{ file: new File(["not a png"], "cover.png"), kind: "image", slot: "image", field: "image_url" }],
      write: async () => {
        written = true;
      },
      encodeVariants: sharpEncoder,
    });
    await expect(refused).rejects.toMatchObject({ code: "invalid_image" });
    expect(written).toBe(false);
    for (const bucket of [IMAGES_BUCKET, PRIVATE_IMAGES]) {
      expect(await imagesUnder(`white-papers/${id}/`, bucket)).toEqual([]);
      expect(await imagesUnder(`variants/white-papers/${id}/`, bucket)).toEqual([]);
    }
  });
});
