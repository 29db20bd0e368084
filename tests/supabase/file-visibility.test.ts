/**
 * syncFileVisibility() (shared/data/file-visibility.ts, issue #27) against the
 * local server: an item's objects sit in the public bucket while visitors can
 * read the item, in the private twin otherwise; variants and catalog files
 * follow; a copy already at the destination (409) is resolved; "all" covers
 * every row; a second run moves nothing; a failed move is reported. Also
 * the builder's file step (site/scripts/rebuild/file-sync.ts) over HTTP.
 */
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DOCUMENTS_BUCKET,
  IMAGES_BUCKET,
  privateTwinOf,
  type PublicContentBucket,
} from "../../shared/content/storage-layout";
import { describeSyncFailures, syncFileVisibility } from "../../shared/data/file-visibility";
import { fileSync } from "../../site/scripts/rebuild/file-sync";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import type { Database } from "../../shared/types/database";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { catalogRow, newsItem, whitePaper } from "../fixtures/content";
import { anonClient } from "./helpers";

let server: RunningServer;
let service: AppSupabaseClient;
let anon: AppSupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  service = createClient<Database>(server.url, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  anon = anonClient(server);
});
afterAll(() => server?.close());

const PDF = () => new Blob(["%PDF-1.4 visibility"], { type: "application/pdf" });
const PNG = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: "image/png" });
const WEBP = () => new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0])], { type: "image/webp" });

/** Uploads `blob` as service_role to `bucket` at `path`. */
async function put(bucket: string, path: string, blob: Blob): Promise<void> {
  const { error } = await service.storage.from(bucket).upload(path, blob, { contentType: blob.type });
  expect(error).toBeNull();
}

/** Whether `bucket` holds `path` (looked up on the database, as the superuser). */
async function holds(bucket: string, path: string): Promise<boolean> {
  const r = await server.db.query<{ n: number }>(
    "select count(*)::int as n from storage.objects where bucket_id = $1 and name = $2",
    [bucket, path],
  );
  return r.rows[0]!.n === 1;
}

/** The public URL of `path` in a public bucket, and what a visitor's plain fetch of it answers. */
async function publicStatus(bucket: PublicContentBucket, path: string): Promise<number> {
  const url = service.storage.from(bucket).getPublicUrl(path).data.publicUrl;
  const res = await fetch(url);
  await res.arrayBuffer();
  return res.status;
}

/**
 * A white paper saved as a draft the way the admin saves one: its PDF and
 * cover in the private twins, the cover's 320 px variant too, the row
 * storing the public buckets' URLs.
 */
async function draftPaper(): Promise<{ id: string; pdf: string; cover: string; variant: string }> {
  const { data, error } = await service
    .from("white_papers")
    .insert(
      whitePaper({
        status: "draft",
        image_alt: "Cover",
        image_alt_zh: "封面",
      }) as Database["public"]["Tables"]["white_papers"]["Insert"],
    )
    .select("id")
    .single();
  expect(error).toBeNull();
  const id = data!.id;
  const pdf = `white-papers/${id}/pdf-1.pdf`;
  const cover = `white-papers/${id}/image-1.png`;
  const variant = `variants/white-papers/${id}/image-1.png.w320.webp`;
  await put(privateTwinOf(DOCUMENTS_BUCKET), pdf, PDF());
  await put(privateTwinOf(IMAGES_BUCKET), cover, PNG());
  await put(privateTwinOf(IMAGES_BUCKET), variant, WEBP());
  const url = (bucket: string, path: string) => service.storage.from(bucket).getPublicUrl(path).data.publicUrl;
  const saved = await service
    .from("white_papers")
    .update({ pdf_url: url(DOCUMENTS_BUCKET, pdf), image_url: url(IMAGES_BUCKET, cover) })
    .eq("id", id);
  expect(saved.error).toBeNull();
  return { id, pdf, cover, variant };
}

/** Where the paper's three objects are: "public", "private", or a description of a split. */
async function placement(p: { pdf: string; cover: string; variant: string }): Promise<string> {
  const spots = [
    [DOCUMENTS_BUCKET, p.pdf],
    [IMAGES_BUCKET, p.cover],
    [IMAGES_BUCKET, p.variant],
  ] as const;
  const where = await Promise.all(
    spots.map(async ([bucket, path]) => {
      const pub = await holds(bucket, path);
      const priv = await holds(privateTwinOf(bucket), path);
      return pub && !priv ? "public" : priv && !pub ? "private" : `public=${pub} private=${priv}`;
    }),
  );
  return new Set(where).size === 1 ? where[0]! : where.join(", ");
}

const paperChange = (id: string) => [{ table: "white_papers", id }];
const setPaper = async (id: string, patch: Database["public"]["Tables"]["white_papers"]["Update"]) => {
  const { error } = await service.from("white_papers").update(patch).eq("id", id);
  expect(error).toBeNull();
};

describe("syncFileVisibility()", () => {
  it("leaves a draft's files private (nothing to move) and its public URLs answer 400", async () => {
    const paper = await draftPaper();
    expect(await syncFileVisibility(service, anon, paperChange(paper.id))).toEqual({ moved: 0, failed: [] });
    expect(await placement(paper)).toBe("private");
    expect(await publicStatus(DOCUMENTS_BUCKET, paper.pdf)).toBe(400);
    expect(await publicStatus(IMAGES_BUCKET, paper.cover)).toBe(400);
  });

  it("moves a published item's files, variants included, to the public buckets at the same paths", async () => {
    const paper = await draftPaper();
    await setPaper(paper.id, { status: "published" });
    expect(await syncFileVisibility(service, anon, paperChange(paper.id))).toEqual({ moved: 3, failed: [] });
    expect(await placement(paper)).toBe("public");
    expect(await publicStatus(DOCUMENTS_BUCKET, paper.pdf)).toBe(200);
    expect(await publicStatus(IMAGES_BUCKET, paper.cover)).toBe(200);
    expect(await publicStatus(IMAGES_BUCKET, paper.variant)).toBe(200);
  });

  it("moves them back when the item goes back to draft, and again on publish", async () => {
    const paper = await draftPaper();
    await setPaper(paper.id, { status: "published" });
    await syncFileVisibility(service, anon, paperChange(paper.id));
    await setPaper(paper.id, { status: "draft" });
    expect(await syncFileVisibility(service, anon, paperChange(paper.id))).toEqual({ moved: 3, failed: [] });
    expect(await placement(paper)).toBe("private");
    expect(await publicStatus(DOCUMENTS_BUCKET, paper.pdf)).toBe(400);
    await setPaper(paper.id, { status: "published" });
    expect((await syncFileVisibility(service, anon, paperChange(paper.id))).moved).toBe(3);
    expect(await placement(paper)).toBe("public");
  });

  it("makes a trashed item's files private and a restored one's public again", async () => {
    const paper = await draftPaper();
    await setPaper(paper.id, { status: "published" });
    await syncFileVisibility(service, anon, paperChange(paper.id));
    await setPaper(paper.id, { deleted_at: new Date().toISOString() });
    expect((await syncFileVisibility(service, anon, paperChange(paper.id))).moved).toBe(3);
    expect(await placement(paper)).toBe("private");
    expect(await publicStatus(IMAGES_BUCKET, paper.cover)).toBe(400);
    await setPaper(paper.id, { deleted_at: null });
    expect((await syncFileVisibility(service, anon, paperChange(paper.id))).moved).toBe(3);
    expect(await placement(paper)).toBe("public");
  });

  it("keeps a published item scheduled ahead private until its go-live time", async () => {
    const paper = await draftPaper();
    await setPaper(paper.id, { status: "published", publish_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(await syncFileVisibility(service, anon, paperChange(paper.id))).toEqual({ moved: 0, failed: [] });
    expect(await placement(paper)).toBe("private");
    await setPaper(paper.id, { publish_at: new Date(Date.now() - 1000).toISOString() });
    expect((await syncFileVisibility(service, anon, paperChange(paper.id))).moved).toBe(3);
    expect(await placement(paper)).toBe("public");
  });

  it("moves a deleted row's leftover public files to the private twin", async () => {
    const paper = await draftPaper();
    await setPaper(paper.id, { status: "published" });
    await syncFileVisibility(service, anon, paperChange(paper.id));
    const { error } = await service.from("white_papers").delete().eq("id", paper.id);
    expect(error).toBeNull();
    expect((await syncFileVisibility(service, anon, paperChange(paper.id))).moved).toBe(3);
    expect(await placement(paper)).toBe("private");
  });

  it("moves a catalog file with its row's visibility: draft private, published public", async () => {
    const path = `catalogs/${Date.now()}.pdf`;
    await put(privateTwinOf(DOCUMENTS_BUCKET), path, PDF());
    const fileUrl = service.storage.from(DOCUMENTS_BUCKET).getPublicUrl(path).data.publicUrl;
    const { data, error } = await service
      .from("catalog_files")
      .insert(
        catalogRow({ file_url: fileUrl, status: "draft" }) as Database["public"]["Tables"]["catalog_files"]["Insert"],
      )
      .select("id")
      .single();
    expect(error).toBeNull();
    const change = [{ table: "catalog_files", id: data!.id }];
    expect(await syncFileVisibility(service, anon, change)).toEqual({ moved: 0, failed: [] });
    expect(await publicStatus(DOCUMENTS_BUCKET, path)).toBe(400);
    await service.from("catalog_files").update({ status: "published" }).eq("id", data!.id);
    expect(await syncFileVisibility(service, anon, change)).toEqual({ moved: 1, failed: [] });
    expect(await publicStatus(DOCUMENTS_BUCKET, path)).toBe(200);
    expect(await holds(privateTwinOf(DOCUMENTS_BUCKET), path)).toBe(false);
    await service.from("catalog_files").update({ status: "draft" }).eq("id", data!.id);
    expect(await syncFileVisibility(service, anon, change)).toEqual({ moved: 1, failed: [] });
    expect(await holds(privateTwinOf(DOCUMENTS_BUCKET), path)).toBe(true);
    expect(await publicStatus(DOCUMENTS_BUCKET, path)).toBe(400);
  });

  it("removes the stale source copy when the destination already holds the path (409)", async () => {
    const paper = await draftPaper();
    // An earlier sync copied the PDF but stopped before removing the private one.
    await put(DOCUMENTS_BUCKET, paper.pdf, PDF());
    await setPaper(paper.id, { status: "published" });
    expect(await syncFileVisibility(service, anon, paperChange(paper.id))).toEqual({ moved: 3, failed: [] });
    expect(await placement(paper)).toBe("public");
  });

  it('"all" puts every row\'s files in place, and a second run moves nothing', async () => {
    const wrongPublic = await draftPaper();
    await setPaper(wrongPublic.id, { status: "published" });
    const { data, error } = await service
      .from("news")
      .insert(newsItem({ status: "draft" }) as Database["public"]["Tables"]["news"]["Insert"])
      .select("id")
      .single();
    expect(error).toBeNull();
    const newsPicture = `news/${data!.id}/image-1.png`;
    await put(IMAGES_BUCKET, newsPicture, PNG());
    const first = await syncFileVisibility(service, anon, "all");
    expect(first.failed).toEqual([]);
    expect(first.moved).toBeGreaterThanOrEqual(4);
    expect(await placement(wrongPublic)).toBe("public");
    expect(await holds(privateTwinOf(IMAGES_BUCKET), newsPicture)).toBe(true);
    expect(await publicStatus(IMAGES_BUCKET, newsPicture)).toBe(400);
    expect(await syncFileVisibility(service, anon, "all")).toEqual({ moved: 0, failed: [] });
  });

  it("ignores tables without files and is idempotent for changes too", async () => {
    const paper = await draftPaper();
    await setPaper(paper.id, { status: "published" });
    const changes = [...paperChange(paper.id), { table: "enquiries", id: "x" }, ...paperChange(paper.id)];
    expect((await syncFileVisibility(service, anon, changes)).moved).toBe(3);
    expect(await syncFileVisibility(service, anon, changes)).toEqual({ moved: 0, failed: [] });
  });

  it("reports each move Storage refuses, with the bucket, path and reason, and moves the others", async () => {
    const paper = await draftPaper();
    await setPaper(paper.id, { status: "published" });
    // Storage refuses every move of a PDF (a fault injected between the client and the server).
    const faulty = createClient<Database>(server.url, server.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: {
        fetch: async (input, init) => {
          const body = typeof init?.body === "string" ? init.body : "";
          if (String(input).endsWith("/storage/v1/object/move") && body.includes(".pdf")) {
            return new Response(JSON.stringify({ statusCode: "500", error: "internal", message: "disk full" }), {
              status: 500,
              headers: { "content-type": "application/json" },
            });
          }
          return fetch(input, init);
        },
      },
    });
    const result = await syncFileVisibility(faulty, anon, paperChange(paper.id));
    expect(result.moved).toBe(2);
    expect(result.failed).toEqual([
      { bucket: privateTwinOf(DOCUMENTS_BUCKET), path: paper.pdf, error: expect.stringContaining("disk full") },
    ]);
    expect(describeSyncFailures(result.failed)).toBe(
      `Moving files between public and private storage failed: ${privateTwinOf(DOCUMENTS_BUCKET)}/${paper.pdf}: ${result.failed[0]!.error}`,
    );
    expect(await holds(privateTwinOf(DOCUMENTS_BUCKET), paper.pdf)).toBe(true);
    expect(await holds(IMAGES_BUCKET, paper.cover)).toBe(true);
  });
});

describe("fileSync() (the site builder's file step)", () => {
  it("syncs a build's changes, or every row when they say nothing, and answers how many objects moved", async () => {
    const sync = fileSync(server.url, server.serviceRoleKey, server.anonKey);
    const paper = await draftPaper();
    await setPaper(paper.id, { status: "published" });
    expect(await sync([{ table: "white_papers", id: paper.id, slug: "x" }])).toBe(3);
    expect(await placement(paper)).toBe("public");
    await setPaper(paper.id, { status: "draft" });
    expect(await sync([])).toBeGreaterThanOrEqual(3);
    expect(await placement(paper)).toBe("private");
    expect(await sync(null)).toBe(0);
  });

  it("throws the failures' message, naming the bucket and folder it could not list", async () => {
    const paper = await draftPaper();
    await setPaper(paper.id, { status: "published" });
    // A service key the gateway refuses: every Storage request of the step fails.
    const sync = fileSync(server.url, `${server.serviceRoleKey.slice(0, -2)}xx`, server.anonKey);
    await expect(sync([{ table: "white_papers", id: paper.id }])).rejects.toThrow(
      new RegExp(
        `^Moving files between public and private storage failed: [a-z-]+-private/(variants/)?white-papers/${paper.id}/: listing failed: Invalid API key`,
      ),
    );
    expect(await placement(paper)).toBe("private");
  });
});
