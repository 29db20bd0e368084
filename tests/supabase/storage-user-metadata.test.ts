/**
 * Objects' user metadata on the local Storage server, as hosted Storage takes
 * and returns it (issue #25; supabase/storage `uploader.ts` and
 * `getObjectInfo.ts`): a raw upload's `x-metadata` (base64 JSON), a
 * multipart upload's `metadata` field (at most 1 MiB), text that does not
 * parse ignored (stored `{}`), and `GET /object/info/...` (storage-js
 * `info()`) answering `metadata` with the other info fields. The admin's
 * upload keeps a file's original name there, Chinese included.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTS_BUCKET } from "../../shared/content/storage-layout";
import {
  encodeUserMetadata,
  getOriginalFileName,
  publicObjectUrl,
  uploadContentObject,
} from "../../shared/data/content-objects";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN } from "../fixtures/accounts";
import { anonClient, apiFetch, signedInClient } from "./helpers";

let server: RunningServer;
let admin: AppSupabaseClient;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, ADMIN);
  token = (await admin.auth.getSession()).data.session!.access_token;
});
afterAll(() => server?.close());

const pdf = () => new TextEncoder().encode("%PDF-1.4\n% user metadata test\n");
let n = 0;
const path = () => `tests/user-metadata/${Date.now()}-${++n}.pdf`;

/** The user metadata as storage-js `info()` reads it back. */
async function infoMetadata(name: string): Promise<unknown> {
  const { data, error } = await admin.storage.from(DOCUMENTS_BUCKET).info(name);
  expect(error).toBeNull();
  return data?.metadata;
}

describe("POST /storage/v1/object/{bucket}/{path} with user metadata", () => {
  it("keeps storage-js upload()'s metadata of a raw body (x-metadata) and info() returns it", async () => {
    const name = path();
    const { error } = await admin.storage
      .from(DOCUMENTS_BUCKET)
      .upload(name, pdf(), { contentType: "application/pdf", metadata: { originalName: "Report.pdf", n: "1" } });
    expect(error).toBeNull();
    expect(await infoMetadata(name)).toEqual({ originalName: "Report.pdf", n: "1" });
  });

  it("keeps a multipart upload's metadata field (storage-js with a Blob)", async () => {
    const name = path();
    const { error } = await admin.storage
      .from(DOCUMENTS_BUCKET)
      .upload(name, new Blob([pdf() as BlobPart], { type: "application/pdf" }), {
        contentType: "application/pdf",
        metadata: { originalName: "Multipart.pdf" },
      });
    expect(error).toBeNull();
    expect(await infoMetadata(name)).toEqual({ originalName: "Multipart.pdf" });
  });

  it("ignores an x-metadata that is not base64 JSON and stores {} (as Storage's parseUserMetadata)", async () => {
    const name = path();
    const res = await apiFetch(server, `/storage/v1/object/${DOCUMENTS_BUCKET}/${name}`, token, {
      method: "POST",
      headers: { "content-type": "application/pdf", "x-metadata": "%%% not base64 json" },
      body: pdf() as BodyInit,
    });
    expect(res.status).toBe(200);
    expect(await infoMetadata(name)).toEqual({});
  });

  it("refuses a multipart metadata field over 1 MiB with 413 EntityTooLarge (HTTP 400)", async () => {
    const form = new FormData();
    form.append("metadata", JSON.stringify({ big: "x".repeat(1024 * 1024) }));
    form.append("", new Blob([pdf() as BlobPart], { type: "application/pdf" }), "a.pdf");
    const res = await fetch(`${server.url}/storage/v1/object/${DOCUMENTS_BUCKET}/${path()}`, {
      method: "POST",
      headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      statusCode: "413",
      error: "Payload too large",
      message: "The user_metadata exceeded the maximum allowed size",
    });
  });
});

describe("GET /storage/v1/object/info/{bucket}/{path}", () => {
  it("answers Storage's info fields with the user metadata as metadata", async () => {
    const name = path();
    await admin.storage.from(DOCUMENTS_BUCKET).upload(name, pdf(), { contentType: "application/pdf" });
    const res = await apiFetch(server, `/storage/v1/object/info/${DOCUMENTS_BUCKET}/${name}`, token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        "id",
        "name",
        "version",
        "bucket_id",
        "size",
        "content_type",
        "cache_control",
        "etag",
        "metadata",
        "last_modified",
        "created_at",
      ].sort(),
    );
    expect(body).toMatchObject({
      name,
      bucket_id: DOCUMENTS_BUCKET,
      size: pdf().byteLength,
      content_type: "application/pdf",
      metadata: {},
    });
  });

  it("answers a missing object with NoSuchKey (HTTP 400, statusCode 404), also on the public route", async () => {
    for (const route of ["info", "info/public", "info/authenticated"]) {
      const res = await apiFetch(server, `/storage/v1/object/${route}/${DOCUMENTS_BUCKET}/nothing/here.pdf`, token);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: "404", error: "not_found" });
    }
  });

  it("lets a visitor read a public bucket's object info, as the bucket is public", async () => {
    const name = path();
    await admin.storage
      .from(DOCUMENTS_BUCKET)
      .upload(name, pdf(), { contentType: "application/pdf", metadata: { originalName: "Public.pdf" } });
    const { data, error } = await anonClient(server).storage.from(DOCUMENTS_BUCKET).info(name);
    expect(error).toBeNull();
    expect(data?.metadata).toEqual({ originalName: "Public.pdf" });
  });

  it("answers an unknown bucket with NoSuchBucket", async () => {
    const res = await apiFetch(server, `/storage/v1/object/info/no-such-bucket/a.pdf`, token);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: "404", error: "Bucket not found" });
  });
});

describe("the admin's uploads keep the original file name (issue #25)", () => {
  it("uploadContentObject() stores a File's name, Chinese included, and getOriginalFileName() reads it", async () => {
    const name = path();
    const file = new File([pdf() as BlobPart], "钻井报告 Q3 (final).pdf", { type: "application/pdf" });
    const { data, error } = await uploadContentObject(admin, { bucket: DOCUMENTS_BUCKET, path: name }, file, {
      contentType: "application/pdf",
    });
    expect(error).toBeNull();
    expect(await getOriginalFileName(admin, data!.publicUrl)).toBe("钻井报告 Q3 (final).pdf");
  });

  it("getOriginalFileName() is null for a stored file without it, a missing file and an external link", async () => {
    const name = path();
    await admin.storage.from(DOCUMENTS_BUCKET).upload(name, pdf(), { contentType: "application/pdf" });
    expect(
      await getOriginalFileName(admin, publicObjectUrl(admin, { bucket: DOCUMENTS_BUCKET, path: name })),
    ).toBeNull();
    expect(
      await getOriginalFileName(admin, publicObjectUrl(admin, { bucket: DOCUMENTS_BUCKET, path: "gone/x.pdf" })),
    ).toBeNull();
    expect(await getOriginalFileName(admin, "https://example.com/files/report.pdf")).toBeNull();
  });

  it("encodeUserMetadata() is base64 of the UTF-8 JSON (what Storage decodes)", () => {
    const encoded = encodeUserMetadata({ originalName: "报告.pdf" });
    expect(JSON.parse(Buffer.from(encoded, "base64").toString("utf8"))).toEqual({ originalName: "报告.pdf" });
  });
});
