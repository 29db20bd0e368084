/**
 * The seeded content's files (issue #11): every file column of every seeded
 * row points at an object of this project's Storage, at the object path of
 * shared/content/storage-layout.ts, and the object is there, publicly, with
 * the right type: real PDFs (pdf-lib reads them back: title, author, page
 * count) and PNGs of the advertised size. Nothing links an external host.
 */
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listCaseStudies } from "../../shared/data/case-studies";
import { listDocumentation } from "../../shared/data/documentation";
import { listVideos } from "../../shared/data/videos";
import { listWhitePapers } from "../../shared/data/white-papers";
import { CONTENT_FOLDERS, DOCUMENTS_BUCKET, IMAGES_BUCKET } from "../../shared/content/storage-layout";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import { SEED_IMAGE_SIZE } from "../../supabase/seed/content-images";
import { CASE_STUDIES, DOCUMENTATION, VIDEOS, WHITE_PAPERS } from "../../supabase/seed/content";
import { SEED_STAMP } from "../../supabase/seed/seed-files";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { anonClient } from "./helpers";

let server: RunningServer;
let anon: AppSupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  anon = anonClient(server);
});
afterAll(() => server?.close());

/** The public URL prefix of a bucket on the test server. */
const publicPrefix = (bucket: string) => `${server.url}/storage/v1/object/public/${bucket}/`;

/** Fetches a public object without any key and returns its type and bytes. */
async function download(url: string): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get("content-type"), bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("seeded files", () => {
  it("white papers: each its own cover (PNG 800×450) and PDF (title, author, pages as the row says)", async () => {
    const papers = await listWhitePapers(anon);
    expect(papers).toHaveLength(WHITE_PAPERS.length);
    for (const paper of papers) {
      const folder = `${CONTENT_FOLDERS.white_papers}/${paper.id}`;
      expect(paper.image_url).toBe(`${publicPrefix(IMAGES_BUCKET)}${folder}/image-${SEED_STAMP}.png`);
      expect(paper.pdf_url).toBe(`${publicPrefix(DOCUMENTS_BUCKET)}${folder}/pdf-${SEED_STAMP}.pdf`);
      const cover = await download(paper.image_url!);
      expect(cover).toMatchObject({ status: 200, type: "image/png" });
      expect(pngSize(cover.bytes)).toEqual(SEED_IMAGE_SIZE.cover);
      const pdf = await download(paper.pdf_url!);
      expect(pdf).toMatchObject({ status: 200, type: "application/pdf" });
      const doc = await PDFDocument.load(pdf.bytes, { updateMetadata: false });
      expect(doc.getTitle()).toBe(paper.title);
      expect(doc.getAuthor()).toBe(paper.author);
      expect(doc.getPageCount()).toBe(paper.pages);
    }
  });

  it("case studies, videos and documentation: an image or thumbnail each, of the advertised size", async () => {
    const cases = await listCaseStudies(anon);
    const videos = await listVideos(anon);
    const docs = await listDocumentation(anon);
    expect([cases.length, videos.length, docs.length]).toEqual([
      CASE_STUDIES.length,
      VIDEOS.length,
      DOCUMENTATION.length,
    ]);
    const pictures = [
      ...cases.map((c) => ({ url: c.image_url, folder: `case-studies/${c.id}/image`, kind: "case-study" as const })),
      ...videos.map((v) => ({ url: v.thumbnail_url, folder: `videos/${v.id}/thumbnail`, kind: "thumbnail" as const })),
      ...docs.map((d) => ({ url: d.image_url, folder: `documentation/${d.id}/image`, kind: "documentation" as const })),
    ];
    for (const { url, folder, kind } of pictures) {
      expect(url).toBe(`${publicPrefix(IMAGES_BUCKET)}${folder}-${SEED_STAMP}.png`);
      const image = await download(url!);
      expect(image).toMatchObject({ status: 200, type: "image/png" });
      expect(pngSize(image.bytes)).toEqual(SEED_IMAGE_SIZE[kind]);
    }
    // The video files themselves: tests/supabase/seed-videos.test.ts (issue #28).
  });

  it("documentation: every document is a PDF in content-files named after the document", async () => {
    const docs = await listDocumentation(anon);
    for (const entry of docs) {
      const seeded = DOCUMENTATION.find((d) => d.id === entry.id)!;
      expect(entry.documents.map((d) => d.name)).toEqual(seeded.documents.map((d) => d.name));
      for (const [i, document] of entry.documents.entries()) {
        expect(document.download_url).toBe(
          `${publicPrefix(DOCUMENTS_BUCKET)}documentation/${entry.id}/document-${SEED_STAMP + i}.pdf`,
        );
        const pdf = await download(document.download_url);
        expect(pdf).toMatchObject({ status: 200, type: "application/pdf" });
        const doc = await PDFDocument.load(pdf.bytes, { updateMetadata: false });
        expect(doc.getTitle()).toBe(`${entry.title}: ${document.name}`);
        expect(doc.getPageCount()).toBe(seeded.documents[i]!.pages);
      }
    }
  });

  it("links no external host anywhere in the seeded content", async () => {
    const rows = [
      ...(await listWhitePapers(anon)),
      ...(await listCaseStudies(anon)),
      ...(await listVideos(anon)),
      ...(await listDocumentation(anon)),
    ];
    const urls = JSON.stringify(rows).match(/https?:\/\/[^"\s]+/g) ?? [];
    expect(urls.length).toBeGreaterThan(40);
    expect(urls.filter((u) => !u.startsWith(`${server.url}/storage/v1/object/public/`))).toEqual([]);
  });
});
