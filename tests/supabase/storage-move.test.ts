/**
 * `POST /storage/v1/object/move` on the local Storage server (issue #27: draft
 * files move between buckets), as hosted Storage's moveObject behaves
 * (supabase/storage `object.ts`): the caller's SELECT and UPDATE policies
 * decide, the bytes follow the row, the source name is gone afterwards, and
 * bad input is refused in Storage's shapes without changing anything.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTS_BUCKET, IMAGES_BUCKET } from "../../shared/content/storage-layout";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN, EDITOR } from "../fixtures/accounts";
import { anonClient, apiFetch, signedInClient } from "./helpers";

let server: RunningServer;
let admin: AppSupabaseClient;
let editor: AppSupabaseClient;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, ADMIN);
  editor = await signedInClient(server, EDITOR);
  token = (await admin.auth.getSession()).data.session!.access_token;
});
afterAll(() => server?.close());

let n = 0;
const key = (ext = "pdf") => `tests/move/${Date.now()}-${++n}.${ext}`;
const bytesOf = (text: string) => new TextEncoder().encode(text);

async function uploadPdf(name: string, text: string): Promise<void> {
  const { error } = await admin.storage
    .from(DOCUMENTS_BUCKET)
    .upload(name, bytesOf(`%PDF-1.4\n${text}\n`), { contentType: "application/pdf" });
  expect(error).toBeNull();
}

async function downloadText(client: AppSupabaseClient, bucket: string, name: string): Promise<string | null> {
  const { data } = await client.storage.from(bucket).download(name);
  return data ? await data.text() : null;
}

describe("POST /storage/v1/object/move", () => {
  it("moves an admin's object to a new name: the bytes follow, the old name answers 404", async () => {
    const from = key();
    const to = key();
    await uploadPdf(from, "moved within the bucket");
    const { data, error } = await admin.storage.from(DOCUMENTS_BUCKET).move(from, to);
    expect(error).toBeNull();
    expect(data).toMatchObject({ message: "Successfully moved" });
    expect(await downloadText(admin, DOCUMENTS_BUCKET, to)).toContain("moved within the bucket");
    expect(await downloadText(admin, DOCUMENTS_BUCKET, from)).toBeNull();
    const publicUrl = admin.storage.from(DOCUMENTS_BUCKET).getPublicUrl(from).data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(400);
  });

  it("answers Storage's body (message, Id, Key) and keeps the row's id", async () => {
    const from = key();
    const to = key();
    await uploadPdf(from, "ids");
    const before = await admin.storage.from(DOCUMENTS_BUCKET).info(from);
    const res = await apiFetch(server, "/storage/v1/object/move", token, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ bucketId: DOCUMENTS_BUCKET, sourceKey: from, destinationKey: to }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Successfully moved", Id: before.data!.id, Key: to });
  });

  it("moves across buckets when the policies of both allow it, and refuses a name the destination holds", async () => {
    const from = key();
    const taken = key();
    await uploadPdf(from, "first");
    await uploadPdf(taken, "second");
    const { error } = await admin.storage.from(DOCUMENTS_BUCKET).move(from, taken);
    expect(error).toMatchObject({ statusCode: "409", message: "The resource already exists" });
    // Nothing changed: both still hold their own bytes.
    expect(await downloadText(admin, DOCUMENTS_BUCKET, from)).toContain("first");
    expect(await downloadText(admin, DOCUMENTS_BUCKET, taken)).toContain("second");
    // content-images accepts no PDF on upload, but a move does not re-check type or size (as hosted).
    const to = key();
    const moved = await admin.storage.from(DOCUMENTS_BUCKET).move(from, to, { destinationBucket: IMAGES_BUCKET });
    expect(moved.error).toBeNull();
    expect(await downloadText(admin, IMAGES_BUCKET, to)).toContain("first");
  });

  it("refuses anon and a signed-in non-admin as hosted does (404: the source is hidden from them), changing nothing", async () => {
    const from = key();
    await uploadPdf(from, "guarded");
    for (const client of [anonClient(server), editor]) {
      const { error } = await client.storage.from(DOCUMENTS_BUCKET).move(from, key());
      expect(error).toMatchObject({ statusCode: "404", message: "Object not found" });
    }
    expect(await downloadText(admin, DOCUMENTS_BUCKET, from)).toContain("guarded");
  });

  it("refuses a missing source, an unknown bucket, a bad destination key and a body without keys", async () => {
    const from = key();
    await uploadPdf(from, "bad input");
    const missing = await admin.storage.from(DOCUMENTS_BUCKET).move(key(), key());
    expect(missing.error).toMatchObject({ statusCode: "404" });
    const noBucket = await admin.storage.from(DOCUMENTS_BUCKET).move(from, key(), { destinationBucket: "nope" });
    expect(noBucket.error).toMatchObject({ statusCode: "404", message: "Bucket not found" });
    const badKey = await admin.storage.from(DOCUMENTS_BUCKET).move(from, "tests/move/bad\u{1F600}.pdf");
    expect(badKey.error).toMatchObject({ statusCode: "400" });
    const res = await apiFetch(server, "/storage/v1/object/move", token, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ bucketId: DOCUMENTS_BUCKET, sourceKey: from }),
    });
    expect(res.status).toBe(400);
    expect(await downloadText(admin, DOCUMENTS_BUCKET, from)).toContain("bad input");
  });
});
