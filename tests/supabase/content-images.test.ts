/**
 * The content-images bucket (issue #11) through supabase-js against the local
 * server: it takes PNG, JPEG and WebP up to 5 MiB and refuses everything else
 * with Storage's error shape; its objects are served publicly, without a key,
 * with their stored Content-Type; `getPublicUrl(path, { download })` makes
 * the server answer `Content-Disposition: attachment` in both buckets.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contentObjectPath,
  DOCUMENTS_BUCKET,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  IMAGES_BUCKET,
} from "../../shared/content/storage-layout";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN, EDITOR } from "../fixtures/accounts";
import { anonClient, signedInClient, serviceClient } from "./helpers";

let server: RunningServer;
let admin: AppSupabaseClient;
let editor: AppSupabaseClient;

/** The 8-byte PNG signature followed by filler: enough for Storage (it trusts the declared type, as hosted does). */
const png = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let i = 8; i < size; i++) bytes[i] = i % 251;
  return bytes;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, ADMIN);
  editor = await signedInClient(server, EDITOR);
});
afterAll(() => server?.close());

/** The StorageApiError fields supabase-js reports for a refused upload. */
function refusal(error: unknown) {
  const e = error as { status?: number; statusCode?: string; message?: string; name?: string };
  return { name: e.name, status: e.status, statusCode: e.statusCode, message: e.message };
}

describe("content-images bucket", () => {
  it("is public and states the limits of shared/content/storage-layout.ts", async () => {
    const service = serviceClient(server);
    const { data, error } = await service.storage.getBucket(IMAGES_BUCKET);
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: IMAGES_BUCKET, public: true, file_size_limit: IMAGE_MAX_BYTES });
    expect([...(data!.allowed_mime_types ?? [])].sort()).toEqual([...new Set(Object.values(IMAGE_MIME_TYPES))].sort());
  });

  it("refuses SVG and text files with 415 InvalidMimeType, storing nothing", async () => {
    const bucket = admin.storage.from(IMAGES_BUCKET);
    const svg = await bucket.upload(
      "refused/logo.svg",
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
        type: "image/svg+xml",
      }),
    );
    expect(svg.data).toBeNull();
    expect(refusal(svg.error)).toEqual({
      name: "StorageApiError",
      status: 400,
      statusCode: "415",
      message: "mime type image/svg+xml is not supported",
    });
    const text = await bucket.upload("refused/notes.txt", "just text", { contentType: "text/plain" });
    expect(refusal(text.error)).toMatchObject({ status: 400, statusCode: "415" });
    const pdf = await bucket.upload("refused/paper.pdf", new Blob(["%PDF-1.4"], { type: "application/pdf" }));
    expect(refusal(pdf.error)).toMatchObject({ status: 400, statusCode: "415" });
    const stored = await server.db.query("select 1 from storage.objects where name like 'refused/%'");
    expect(stored.rows).toHaveLength(0);
  });

  it("refuses an image over 5 MiB with 413 EntityTooLarge and takes one of exactly 5 MiB", async () => {
    const bucket = admin.storage.from(IMAGES_BUCKET);
    const big = await bucket.upload("limits/big.png", new Blob([png(IMAGE_MAX_BYTES + 1)], { type: "image/png" }));
    expect(refusal(big.error)).toEqual({
      name: "StorageApiError",
      status: 400,
      statusCode: "413",
      message: "The object exceeded the maximum allowed size",
    });
    const exact = await bucket.upload("limits/exact.png", new Blob([png(IMAGE_MAX_BYTES)], { type: "image/png" }));
    expect(exact.error).toBeNull();
    await bucket.remove(["limits/exact.png"]);
  });

  it("refuses an editor's image (RLS) and accepts an admin's", async () => {
    const path = contentObjectPath("white_papers", "6f1c3b1e-0000-4000-8000-000000000001", "image", "png", 1);
    const refused = await editor.storage.from(IMAGES_BUCKET).upload(path, new Blob([png()], { type: "image/png" }));
    expect(refusal(refused.error)).toMatchObject({ status: 400, statusCode: "403" });
    const { data, error } = await admin.storage
      .from(IMAGES_BUCKET)
      .upload(path, new Blob([png()], { type: "image/png" }));
    expect(error).toBeNull();
    expect(data?.path).toBe(path);
  });

  it("serves a PNG at /object/public/content-images/... without a key, with its Content-Type", async () => {
    const path = contentObjectPath("videos", "6f1c3b1e-0000-4000-8000-000000000002", "thumbnail", "PNG", 2);
    expect(path).toBe("videos/6f1c3b1e-0000-4000-8000-000000000002/thumbnail-2.png");
    const bytes = png(300);
    const bucket = admin.storage.from(IMAGES_BUCKET);
    expect((await bucket.upload(path, new Blob([bytes], { type: "image/png" }))).error).toBeNull();
    const url = anonClient(server).storage.from(IMAGES_BUCKET).getPublicUrl(path).data.publicUrl;
    expect(url).toBe(`${server.url}/storage/v1/object/public/${IMAGES_BUCKET}/${path}`);
    const res = await fetch(url); // no apikey, no Authorization
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBeNull();
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    const head = await fetch(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("300");
  });

  it("answers a missing image with NoSuchKey, not with another object", async () => {
    const res = await fetch(`${server.url}/storage/v1/object/public/${IMAGES_BUCKET}/videos/none/thumbnail-1.png`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: "404", code: "NoSuchKey" });
  });
});

describe("?download on public URLs (getPublicUrl(path, { download }))", () => {
  it("makes the server send Content-Disposition: attachment with the given or the object's name", async () => {
    const path = contentObjectPath("white_papers", "6f1c3b1e-0000-4000-8000-000000000003", "pdf", "pdf", 3);
    const pdfBytes = new TextEncoder().encode("%PDF-1.4 download test");
    const docs = admin.storage.from(DOCUMENTS_BUCKET);
    expect((await docs.upload(path, new Blob([pdfBytes], { type: "application/pdf" }))).error).toBeNull();
    const publicDocs = anonClient(server).storage.from(DOCUMENTS_BUCKET);

    const named = publicDocs.getPublicUrl(path, { download: "Hard Formations.pdf" }).data.publicUrl;
    expect(named).toMatch(/\?download=Hard\+Formations\.pdf$/);
    const res = await fetch(named);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="Hard Formations.pdf"');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdfBytes);

    const chinese = await fetch(publicDocs.getPublicUrl(path, { download: "硬地层.pdf" }).data.publicUrl);
    expect(chinese.headers.get("content-disposition")).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''${encodeURIComponent("硬地层.pdf")}`,
    );

    const unnamed = await fetch(publicDocs.getPublicUrl(path, { download: true }).data.publicUrl);
    expect(unnamed.headers.get("content-disposition")).toBe('attachment; filename="pdf-3.pdf"');

    const plain = await fetch(publicDocs.getPublicUrl(path).data.publicUrl);
    expect(plain.headers.get("content-disposition")).toBeNull();
  });
});
