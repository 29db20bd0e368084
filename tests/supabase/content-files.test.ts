/**
 * Content items and their files against the real local server (issue #11):
 * uploads with progress, the objects a create, a replacement, a delete and a
 * failed save leave in both buckets (none orphaned), and a file another item
 * still uses is kept and reported. Issue #27: uploads land in the private
 * twin (the public URL answers 400 until the site builder moves the object,
 * done here with Storage's move as the builder does), and removal and the
 * metadata read find an object in either bucket of its pair.
 */
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { variantsOf } from "../../shared/content/image-variants";
import {
  contentObjectPath,
  DOCUMENTS_BUCKET,
  IMAGES_BUCKET,
  privateTwinOf,
  publicTwinOf,
} from "../../shared/content/storage-layout";
import {
  createCaseStudy,
  createDocumentation,
  createWhitePaper,
  deleteCatalogFile,
  deleteContentItem,
  deleteWhitePaper,
  findFileReferences,
  getOriginalFileName,
  isHttpUrl,
  newContentId,
  objectLocations,
  type PendingUpload,
  releaseFileUrls,
  saveContentItem,
  SIGNED_URL_SECONDS,
  storedFileView,
  storedObjectOf,
  updateWhitePaper,
  uploadCatalogFile,
  uploadContentObject,
  uploadLocation,
} from "../../shared/data";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import type { WhitePaper, WhitePaperInput } from "../../shared/types/domain";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN } from "../fixtures/accounts";
import { altTexts, whitePaper } from "../fixtures/content";
import { anonClient, signedInClient } from "./helpers";

let server: RunningServer;
let admin: AppSupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, ADMIN);
});
afterAll(() => server?.close());

/** Bytes that differ per call, `size` long, starting like a PDF. */
function pdfBytes(size: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
  for (let i = 9; i < size; i++) bytes[i] = (i * 31 + seed) % 251;
  return bytes;
}
const pdfFile = (name: string, seed = 1, size = 2048) =>
  new File([pdfBytes(size, seed) as BlobPart], name, { type: "application/pdf" });
const pngFile = (name: string, seed = 2) => {
  const bytes = new Uint8Array(512);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  bytes[100] = seed;
  return new File([bytes as BlobPart], name, { type: "image/png" });
};

/** Objects stored under `prefix` in either bucket, as `bucket/name`. */
async function objectsUnder(prefix: string): Promise<string[]> {
  const r = await server.db.query<{ key: string }>(
    "select bucket_id || '/' || name as key from storage.objects where name like $1 order by 1",
    [`${prefix}%`],
  );
  return r.rows.map((row) => row.key);
}

async function rowOf(id: string): Promise<WhitePaper | null> {
  const { data } = await admin.from("white_papers").select("*").eq("id", id).maybeSingle();
  return data;
}

/** The private twins of the two content buckets. */
const PRIVATE_DOCUMENTS = privateTwinOf(DOCUMENTS_BUCKET);
const PRIVATE_IMAGES = privateTwinOf(IMAGES_BUCKET);

/** The bytes of the object a row's public URL names, read as the admin from its private twin. */
async function privateBytes(url: string): Promise<Buffer> {
  const { bucket, path } = uploadLocation(storedObjectOf(admin, url)!);
  const { data, error } = await admin.storage.from(bucket).download(path);
  if (error) throw error;
  return Buffer.from(await data.arrayBuffer());
}

/** Moves the object a row's public URL names from its private twin to the public bucket, as the site builder does. */
async function publish(url: string): Promise<void> {
  const object = storedObjectOf(admin, url)!;
  const { bucket } = uploadLocation(object);
  const { error } = await admin.storage
    .from(bucket)
    .move(object.path, object.path, { destinationBucket: object.bucket });
  if (error) throw error;
}

const paperUploads = (pdf: File | null, image: File | null): PendingUpload[] => [
  ...(pdf ? [{ file: pdf, kind: "document" as const, slot: "pdf" as const, field: "pdf_url" }] : []),
  ...(image ? [{ file: image, kind: "image" as const, slot: "image" as const, field: "image_url" }] : []),
];

describe("uploadContentObject()", () => {
  it("reports upload progress through XMLHttpRequest and stores exactly the bytes sent", async () => {
    const dom = new JSDOM("", { url: "http://localhost/" });
    const saved = globalThis.XMLHttpRequest;
    globalThis.XMLHttpRequest = dom.window.XMLHttpRequest as unknown as typeof XMLHttpRequest;
    const bytes = pdfBytes(600 * 1024, 7);
    const calls: [number, number][] = [];
    try {
      const { data, error } = await uploadContentObject(
        admin,
        { bucket: DOCUMENTS_BUCKET, path: "white-papers/progress-test/pdf-1.pdf" },
        new dom.window.Blob([bytes as BlobPart], { type: "application/pdf" }) as unknown as Blob,
        { contentType: "application/pdf", onProgress: (sent, total) => calls.push([sent, total]) },
      );
      expect(error).toBeNull();
      // Stored in the private twin; the row's URL is the public bucket's, which answers 400 until published.
      expect(data).toMatchObject({ bucket: PRIVATE_DOCUMENTS, path: "white-papers/progress-test/pdf-1.pdf" });
      expect(data!.publicUrl).toBe(
        `${server.url}/storage/v1/object/public/content-files/white-papers/progress-test/pdf-1.pdf`,
      );
      expect((await fetch(data!.publicUrl)).status).toBe(400);
      expect((await privateBytes(data!.publicUrl)).equals(Buffer.from(bytes))).toBe(true);
    } finally {
      globalThis.XMLHttpRequest = saved;
    }
    expect(calls.length).toBeGreaterThan(1);
    expect(calls.at(-1)).toEqual([bytes.length, bytes.length]);
    const sent = calls.map(([s]) => s);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
  });

  it("returns Storage's error as a value: a PDF is refused by the images bucket, a taken path is not overwritten", async () => {
    const refused = await uploadContentObject(
      admin,
      { bucket: IMAGES_BUCKET, path: "white-papers/x/image-1.pdf" },
      pdfFile("a.pdf"),
      { contentType: "application/pdf" },
    );
    expect(refused.data).toBeNull();
    expect(refused.error?.code).toBe("InvalidMimeType");
    const path = { bucket: DOCUMENTS_BUCKET, path: "white-papers/x/pdf-2.pdf" };
    expect(
      (await uploadContentObject(admin, path, pdfFile("a.pdf", 1), { contentType: "application/pdf" })).error,
    ).toBeNull();
    const again = await uploadContentObject(admin, path, pdfFile("a.pdf", 2), { contentType: "application/pdf" });
    expect(again.error?.code).toBe("KeyAlreadyExists");
  });

  it("refuses a visitor (no admin session)", async () => {
    const { anonClient } = await import("./helpers");
    const { error } = await uploadContentObject(
      anonClient(server),
      { bucket: DOCUMENTS_BUCKET, path: "white-papers/anon/pdf-1.pdf" },
      pdfFile("a.pdf"),
      { contentType: "application/pdf" },
    );
    expect(error?.status).toBe(403);
    expect(await objectsUnder("white-papers/anon/")).toEqual([]);
  });
});

describe("saveContentItem() and deleteContentItem()", () => {
  it("leaves no orphans after create, replace, delete and a failed save", async () => {
    const id = crypto.randomUUID();
    const input: WhitePaperInput = whitePaper(altTexts("white_papers")) as WhitePaperInput;
    const pdf = pdfFile("report.pdf", 3);
    const progress: number[] = [];

    // Create: both files uploaded under white-papers/{id}/, the row points at them.
    await saveContentItem(admin, {
      table: "white_papers",
      id,
      input,
      uploads: paperUploads(pdf, pngFile("cover.png")),
      write: (payload) => createWhitePaper(admin, { ...payload, id }),
      onProgress: (p) => progress.push(p.index),
    });
    const created = (await rowOf(id))!;
    expect(progress).toContain(0);
    expect(progress).toContain(1);
    expect(storedObjectOf(admin, created.pdf_url)?.path).toMatch(new RegExp(`^white-papers/${id}/pdf-\\d+\\.pdf$`));
    expect(storedObjectOf(admin, created.image_url)?.bucket).toBe(IMAGES_BUCKET);
    // Nothing public before publishing (issue #27): both objects are in the private twins.
    expect((await fetch(created.pdf_url!)).status).toBe(400);
    expect((await privateBytes(created.pdf_url!)).equals(Buffer.from(await pdf.arrayBuffer()))).toBe(true);
    expect(await objectsUnder(`white-papers/${id}/`)).toEqual(
      [
        `${PRIVATE_DOCUMENTS}/${storedObjectOf(admin, created.pdf_url)!.path}`,
        `${PRIVATE_IMAGES}/${storedObjectOf(admin, created.image_url)!.path}`,
      ].sort(),
    );

    // Replace the PDF: the old object goes, the cover stays.
    const oldPdf = created.pdf_url!;
    const report = await saveContentItem(admin, {
      table: "white_papers",
      id,
      input: { ...input, pdf_url: oldPdf, image_url: created.image_url },
      uploads: paperUploads(pdfFile("report-v2.pdf", 4), null),
      previous: created,
      write: (payload) => updateWhitePaper(admin, id, payload),
    });
    const replaced = (await rowOf(id))!;
    expect(replaced.pdf_url).not.toBe(oldPdf);
    expect(report.removed).toEqual([oldPdf]);
    expect((await fetch(oldPdf)).status).toBe(400);
    const afterReplace = await objectsUnder(`white-papers/${id}/`);
    expect(afterReplace).toEqual(
      [
        `${PRIVATE_DOCUMENTS}/${storedObjectOf(admin, replaced.pdf_url)!.path}`,
        `${PRIVATE_IMAGES}/${storedObjectOf(admin, replaced.image_url)!.path}`,
      ].sort(),
    );

    // A failed update (bad date) removes what it uploaded and keeps the stored files.
    await expect(
      saveContentItem(admin, {
        table: "white_papers",
        id,
        input: { ...input, date_published: "not a date", pdf_url: replaced.pdf_url, image_url: replaced.image_url },
        uploads: paperUploads(null, pngFile("cover-v2.png", 9)),
        previous: replaced,
        write: (payload) => updateWhitePaper(admin, id, payload),
      }),
    ).rejects.toMatchObject({ code: "22007" });
    expect(await objectsUnder(`white-papers/${id}/`)).toEqual(afterReplace);

    // Delete: the row and both objects go.
    const deleted = await deleteContentItem(admin, "white_papers", replaced, () => deleteWhitePaper(admin, id));
    expect(deleted.removed.sort()).toEqual([replaced.pdf_url, replaced.image_url].sort());
    expect(await rowOf(id)).toBeNull();
    expect(await objectsUnder(`white-papers/${id}/`)).toEqual([]);

    // A failed create leaves neither a row nor an object.
    const failedId = crypto.randomUUID();
    await expect(
      saveContentItem(admin, {
        table: "white_papers",
        id: failedId,
        input: { ...input, date_published: "not a date" },
        uploads: paperUploads(pdfFile("x.pdf", 5), pngFile("x.png", 5)),
        write: (payload) => createWhitePaper(admin, { ...payload, id: failedId }),
      }),
    ).rejects.toMatchObject({ code: "22007" });
    expect(await rowOf(failedId)).toBeNull();
    expect(await objectsUnder(`white-papers/${failedId}/`)).toEqual([]);
  });

  it("removes the files already uploaded when a later upload of the same save is refused", async () => {
    const id = crypto.randomUUID();
    const tooBig = new File([new Uint8Array(6 * 1024 * 1024) as BlobPart], "huge.png", { type: "image/png" });
    await expect(
      saveContentItem(admin, {
        table: "white_papers",
        id,
        input: whitePaper() as WhitePaperInput,
        uploads: paperUploads(pdfFile("ok.pdf", 6), tooBig),
        write: (payload) => createWhitePaper(admin, { ...payload, id }),
      }),
    ).rejects.toMatchObject({ code: "EntityTooLarge" });
    expect(await objectsUnder(`white-papers/${id}/`)).toEqual([]);
    expect(await rowOf(id)).toBeNull();
  });

  it("keeps a file another item still uses and reports that item; removes the rest", async () => {
    const id = crypto.randomUUID();
    await saveContentItem(admin, {
      table: "white_papers",
      id,
      input: whitePaper({ title: "Shared cover paper", ...altTexts("white_papers") }) as WhitePaperInput,
      uploads: paperUploads(pdfFile("shared.pdf", 8), pngFile("shared.png", 8)),
      write: (payload) => createWhitePaper(admin, { ...payload, id }),
    });
    const paper = (await rowOf(id))!;
    // A documentation entry links the same PDF as one of its documents.
    await createDocumentation(admin, {
      title: "Uses the paper's PDF",
      description: "d",
      category: "operation-manual",
      documents: [{ name: "The paper", download_url: paper.pdf_url! }],
    });
    const users = await findFileReferences(admin, paper.pdf_url!);
    expect(users.map((u) => [u.table, u.title]).sort()).toEqual([
      ["documentation", "Uses the paper's PDF"],
      ["white_papers", "Shared cover paper"],
    ]);

    const report = await deleteContentItem(admin, "white_papers", paper, () => deleteWhitePaper(admin, id));
    expect(report.removed).toEqual([paper.image_url]);
    expect(report.kept).toEqual([
      {
        url: paper.pdf_url,
        usedBy: [expect.objectContaining({ table: "documentation", title: "Uses the paper's PDF" })],
      },
    ]);
    expect((await privateBytes(paper.pdf_url!)).length).toBeGreaterThan(0);
    expect(await objectsUnder(`white-papers/${id}/`)).toEqual([
      `${PRIVATE_DOCUMENTS}/${storedObjectOf(admin, paper.pdf_url)!.path}`,
    ]);
  });

  it("keeps a file another item links under the backend's other loopback name (seed 127.0.0.1, site localhost)", async () => {
    const id = crypto.randomUUID();
    await saveContentItem(admin, {
      table: "white_papers",
      id,
      input: whitePaper({ title: "Aliased cover paper", ...altTexts("white_papers") }) as WhitePaperInput,
      uploads: paperUploads(null, pngFile("aliased.png", 12)),
      write: (payload) => createWhitePaper(admin, { ...payload, id }),
    });
    const paper = (await rowOf(id))!;
    const url = new URL(paper.image_url!);
    const other = url.hostname === "localhost" ? "127.0.0.1" : "localhost";
    const aliased = paper.image_url!.replace(`//${url.hostname}:`, `//${other}:`);
    expect(aliased).not.toBe(paper.image_url);
    const userId = crypto.randomUUID();
    await createCaseStudy(admin, {
      id: userId,
      title: "Links the cover by alias",
      description: "d",
      location: "North Sea",
      year: 2025,
      image_url: aliased,
      ...altTexts("case_studies"),
    });

    const report = await deleteContentItem(admin, "white_papers", paper, () => deleteWhitePaper(admin, id));
    expect(report.removed).toEqual([]);
    expect(report.kept).toEqual([
      { url: paper.image_url, usedBy: [{ table: "case_studies", id: userId, title: "Links the cover by alias" }] },
    ]);
    expect(await objectsUnder(`white-papers/${id}/`)).toHaveLength(1);
  });

  it("deleteCatalogFile() keeps a catalog file a white paper links to, and the paper's delete then removes it", async () => {
    const catalog = await uploadCatalogFile(admin, pdfFile("linked-catalog.pdf", 11), {
      title: "Linked catalog",
      category: "drilling-tools",
      language: "en",
      status: "published",
    });
    const id = crypto.randomUUID();
    await createWhitePaper(admin, {
      ...(whitePaper({ title: "Links the catalog" }) as WhitePaperInput),
      id,
      pdf_url: catalog.file_url,
    });
    // Published: the site builder has moved its file to the public bucket.
    expect((await fetch(catalog.file_url)).status).toBe(400);
    await publish(catalog.file_url);
    expect((await fetch(catalog.file_url)).status).toBe(200);
    const usedBy = await deleteCatalogFile(admin, catalog);
    expect(usedBy).toEqual([{ table: "white_papers", id, title: "Links the catalog" }]);
    expect((await fetch(catalog.file_url)).status).toBe(200);
    const report = await deleteContentItem(admin, "white_papers", (await rowOf(id))!, () =>
      deleteWhitePaper(admin, id),
    );
    expect(report.removed).toEqual([catalog.file_url]);
    expect((await fetch(catalog.file_url)).status).toBe(400);
    expect(await objectsUnder(storedObjectOf(admin, catalog.file_url)!.path)).toEqual([]);
  });

  it("leaves external links alone", async () => {
    const report = await deleteContentItem(
      admin,
      "white_papers",
      { pdf_url: "https://example.com/a.pdf", image_url: `${server.url}/storage/v1/object/public/other/x.png` },
      async () => {},
    );
    expect(report).toEqual({ removed: [], kept: [], failed: [] });
  });
});

describe("private twins (issue #27)", () => {
  it("pairs each public content bucket with its private twin at the same path; other buckets stay as they are", () => {
    const doc = { bucket: DOCUMENTS_BUCKET, path: "catalogs/1.pdf" };
    expect(uploadLocation(doc)).toEqual({ bucket: "content-files-private", path: "catalogs/1.pdf" });
    expect(objectLocations(doc)).toEqual([doc, { bucket: "content-files-private", path: "catalogs/1.pdf" }]);
    expect(objectLocations({ bucket: PRIVATE_IMAGES, path: "a.png" })).toEqual([
      { bucket: IMAGES_BUCKET, path: "a.png" },
      { bucket: PRIVATE_IMAGES, path: "a.png" },
    ]);
    expect(publicTwinOf(PRIVATE_IMAGES)).toBe(IMAGES_BUCKET);
    expect(publicTwinOf(IMAGES_BUCKET)).toBe(IMAGES_BUCKET);
    expect(uploadLocation({ bucket: "other", path: "x" })).toEqual({ bucket: "other", path: "x" });
    expect(objectLocations({ bucket: "other", path: "x" })).toEqual([{ bucket: "other", path: "x" }]);
    // A public-style URL naming a private twin is read back as the public bucket's object.
    const twinUrl = admin.storage.from(PRIVATE_IMAGES).getPublicUrl("a.png").data.publicUrl;
    expect(storedObjectOf(admin, twinUrl)).toEqual({ bucket: IMAGES_BUCKET, path: "a.png" });
  });

  it("a draft's file is the admin's alone; published, its name and users are still found, and releasing it removes it and its variants from the public bucket", async () => {
    const id = crypto.randomUUID();
    const pdfPath = contentObjectPath("white_papers", id, "pdf", "pdf", 1);
    const upload = await uploadContentObject(
      admin,
      { bucket: DOCUMENTS_BUCKET, path: pdfPath },
      pdfFile("Bohrbericht 草稿.pdf", 21),
      { contentType: "application/pdf" },
    );
    expect(upload.error).toBeNull();
    const pdfUrl = upload.data!.publicUrl;
    // Hidden: the public URL answers 400, a visitor can neither read nor sign the private object.
    expect((await fetch(pdfUrl)).status).toBe(400);
    const visitor = anonClient(server);
    expect((await visitor.storage.from(PRIVATE_DOCUMENTS).download(pdfPath)).data).toBeNull();
    expect(await getOriginalFileName(admin, pdfUrl)).toBe("Bohrbericht 草稿.pdf");

    // Published by the builder: the name is read from the public bucket now.
    await publish(pdfUrl);
    expect((await fetch(pdfUrl)).status).toBe(200);
    expect(await getOriginalFileName(admin, pdfUrl)).toBe("Bohrbericht 草稿.pdf");
    await createWhitePaper(admin, {
      ...(whitePaper({ title: "Published twin paper" }) as WhitePaperInput),
      id,
      pdf_url: pdfUrl,
    });
    expect(await findFileReferences(admin, pdfUrl)).toEqual([
      { table: "white_papers", id, title: "Published twin paper" },
    ]);

    // A cover in the public bucket whose first variant is still in the private twin (a move half done).
    const coverPath = contentObjectPath("white_papers", id, "image", "png", 2);
    const cover = await uploadContentObject(admin, { bucket: IMAGES_BUCKET, path: coverPath }, pngFile("c.png", 22), {
      contentType: "image/png",
    });
    expect(cover.error).toBeNull();
    await publish(cover.data!.publicUrl);
    const [variant] = variantsOf(coverPath);
    const storedVariant = await uploadContentObject(
      admin,
      { bucket: IMAGES_BUCKET, path: variant!.path },
      new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46]) as BlobPart]),
      { contentType: "image/webp" },
    );
    expect(storedVariant.error).toBeNull();
    expect(await objectsUnder(`white-papers/${id}/`)).toEqual([
      `${DOCUMENTS_BUCKET}/${pdfPath}`,
      `${IMAGES_BUCKET}/${coverPath}`,
    ]);
    expect(await objectsUnder(`variants/white-papers/${id}/`)).toEqual([`${PRIVATE_IMAGES}/${variant!.path}`]);

    await deleteWhitePaper(admin, id);
    const report = await releaseFileUrls(admin, [pdfUrl, cover.data!.publicUrl]);
    expect(report).toEqual({ removed: [pdfUrl, cover.data!.publicUrl], kept: [], failed: [] });
    expect(await objectsUnder(`white-papers/${id}/`)).toEqual([]);
    expect(await objectsUnder(`variants/white-papers/${id}/`)).toEqual([]);
    expect((await fetch(pdfUrl)).status).toBe(400);
    expect(await getOriginalFileName(admin, pdfUrl)).toBeNull();
  });
});

describe("storedFileView() (issue #27)", () => {
  it("signs a hidden file for the admin for an hour, gives the public URL once it is published, leaves other links alone", async () => {
    const path = contentObjectPath("white_papers", crypto.randomUUID(), "pdf", "pdf", 3);
    const pdf = pdfFile("view.pdf", 31);
    const { data } = await uploadContentObject(admin, { bucket: DOCUMENTS_BUCKET, path }, pdf, {
      contentType: "application/pdf",
    });
    const url = data!.publicUrl;
    const now = Date.now();
    const view = await storedFileView(admin, url, { now });
    expect(view.url).toMatch(
      new RegExp(`^${server.url}/storage/v1/object/sign/${PRIVATE_DOCUMENTS}/${path}\\?token=[\\w.-]+$`),
    );
    expect(view.expiresAt).toBe(now + SIGNED_URL_SECONDS * 1000);
    const signed = await fetch(view.url);
    expect(signed.status).toBe(200);
    expect(Buffer.from(await signed.arrayBuffer()).equals(Buffer.from(await pdf.arrayBuffer()))).toBe(true);
    // A visitor gets no signature: only the public URL, which answers 400 while the item is hidden.
    expect(await storedFileView(anonClient(server), url)).toEqual({ url, expiresAt: null });
    expect((await fetch(url)).status).toBe(400);

    await publish(url);
    expect(await storedFileView(admin, url)).toEqual({ url, expiresAt: null });
    expect((await fetch(url)).status).toBe(200);
    for (const other of ["https://example.com/a.pdf", `${server.url}/storage/v1/object/public/other/x.png`])
      expect(await storedFileView(admin, other)).toEqual({ url: other, expiresAt: null });
  });
});

describe("newContentId()", () => {
  it("makes a version 4 UUID, also where crypto.randomUUID is missing (not a secure context)", () => {
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newContentId()).toMatch(v4);
    const saved = crypto.randomUUID;
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => newContentId()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(v4);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: saved, configurable: true });
    }
  });
});

describe("link checks", () => {
  it("accepts only absolute http: and https: URLs", () => {
    expect(isHttpUrl("https://example.com/a.pdf")).toBe(true);
    expect(isHttpUrl(" http://localhost:54321/x ")).toBe(true);
    for (const bad of ["report.pdf", "/files/a.pdf", "ftp://example.com/a.pdf", "javascript:alert(1)", "https://", ""])
      expect(isHttpUrl(bad)).toBe(false);
  });

  it("maps this project's public URLs back to bucket and path, nothing else", () => {
    const path = contentObjectPath("videos", "abc", "thumbnail", "PNG", 5);
    expect(path).toBe("videos/abc/thumbnail-5.png");
    const url = admin.storage.from(IMAGES_BUCKET).getPublicUrl(path).data.publicUrl;
    expect(storedObjectOf(admin, url)).toEqual({ bucket: IMAGES_BUCKET, path });
    expect(storedObjectOf(admin, `${url}?download=a.png`)).toEqual({ bucket: IMAGES_BUCKET, path });
    expect(storedObjectOf(admin, "https://example.com/storage/v1/object/public/content-images/x.png")).toBeNull();
    expect(storedObjectOf(admin, null)).toBeNull();
  });
});
