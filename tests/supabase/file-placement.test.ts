/**
 * placeChangedFiles() (shared/admin/data/file-placement.ts, issue #27): the
 * admin's own client moves a changed item's files at once, against the local
 * server under the real storage policies: public after Publish, private after
 * Move to draft and Move to trash, public again after Restore. A client it
 * cannot use is logged, not thrown (the site builder repeats the sync).
 */
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { placeChangedFiles } from "../../shared/admin/data/file-placement";
import { DOCUMENTS_BUCKET, IMAGES_BUCKET, privateTwinOf } from "../../shared/content/storage-layout";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import type { Database } from "../../shared/types/database";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN } from "../fixtures/accounts";
import { whitePaper } from "../fixtures/content";
import { signedInClient } from "./helpers";

let server: RunningServer;
let admin: AppSupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, ADMIN);
});
afterAll(() => server?.close());

/** What a visitor's plain GET of `url` answers. */
async function statusOf(url: string): Promise<number> {
  const res = await fetch(url);
  await res.arrayBuffer();
  return res.status;
}

/** A draft white paper saved as the admin saves one: PDF and cover in the private twins, public URLs in the row. */
async function adminDraft(): Promise<{ id: string; pdfUrl: string; coverUrl: string }> {
  const row = whitePaper({ status: "draft", image_alt: "Cover", image_alt_zh: "封面" });
  const { data, error } = await admin
    .from("white_papers")
    .insert(row as Database["public"]["Tables"]["white_papers"]["Insert"])
    .select("id")
    .single();
  expect(error).toBeNull();
  const id = data!.id;
  const pdf = `white-papers/${id}/pdf-1.pdf`;
  const cover = `white-papers/${id}/image-1.png`;
  const put = async (bucket: string, path: string, blob: Blob) => {
    const { error: uploadError } = await admin.storage.from(bucket).upload(path, blob, { contentType: blob.type });
    expect(uploadError).toBeNull();
  };
  await put(privateTwinOf(DOCUMENTS_BUCKET), pdf, new Blob(["%PDF-1.4 placement"], { type: "application/pdf" }));
  await put(
    privateTwinOf(IMAGES_BUCKET),
    cover,
    new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" }),
  );
  const pdfUrl = admin.storage.from(DOCUMENTS_BUCKET).getPublicUrl(pdf).data.publicUrl;
  const coverUrl = admin.storage.from(IMAGES_BUCKET).getPublicUrl(cover).data.publicUrl;
  const saved = await admin.from("white_papers").update({ pdf_url: pdfUrl, image_url: coverUrl }).eq("id", id);
  expect(saved.error).toBeNull();
  return { id, pdfUrl, coverUrl };
}

async function setPaper(id: string, patch: Database["public"]["Tables"]["white_papers"]["Update"]): Promise<void> {
  const { error } = await admin.from("white_papers").update(patch).eq("id", id);
  expect(error).toBeNull();
}

describe("placeChangedFiles()", () => {
  it("moves a paper's files with each change of its visibility, as the signed-in admin", async () => {
    const paper = await adminDraft();
    const change = [{ table: "white_papers", id: paper.id }];
    // A draft: nothing to move, nothing public.
    expect(await placeChangedFiles(admin, change)).toBe(0);
    expect(await statusOf(paper.pdfUrl)).toBe(400);

    await setPaper(paper.id, { status: "published" });
    expect(await placeChangedFiles(admin, change)).toBe(2);
    expect(await statusOf(paper.pdfUrl)).toBe(200);
    expect(await statusOf(paper.coverUrl)).toBe(200);

    await setPaper(paper.id, { status: "draft" });
    expect(await placeChangedFiles(admin, change)).toBe(2);
    expect(await statusOf(paper.pdfUrl)).toBe(400);
    expect(await statusOf(paper.coverUrl)).toBe(400);

    await setPaper(paper.id, { status: "published" });
    expect(await placeChangedFiles(admin, change)).toBe(2);
    await setPaper(paper.id, { deleted_at: new Date().toISOString() });
    expect(await placeChangedFiles(admin, change)).toBe(2);
    expect(await statusOf(paper.pdfUrl)).toBe(400);

    await setPaper(paper.id, { deleted_at: null });
    expect(await placeChangedFiles(admin, change)).toBe(2);
    expect(await statusOf(paper.pdfUrl)).toBe(200);
    // Already in place: a second call moves nothing.
    expect(await placeChangedFiles(admin, change)).toBe(0);
  });

  it("logs and answers 0, without throwing, when it cannot use the client", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      // Not made by createSupabaseClient: no project settings to make the visitor's client from.
      const foreign = createClient<Database>(server.url, server.anonKey, { auth: { persistSession: false } });
      expect(await placeChangedFiles(foreign, [{ table: "white_papers", id: crypto.randomUUID() }])).toBe(0);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("next build moves them"), expect.any(Error));
    } finally {
      warn.mockRestore();
    }
  });
});
