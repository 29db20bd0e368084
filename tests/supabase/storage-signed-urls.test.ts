/**
 * Signed download URLs on the local Storage server (issue #27: the admin shows
 * the files of drafts, kept in the private twin buckets), as hosted Storage
 * makes and checks them (supabase/storage `getSignedURL`, `getSignedURLs`,
 * `getSignedObject`): signing needs the caller's SELECT on the object, the URL
 * works without any key until it expires, and only for the path it was made for.
 */
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTS_BUCKET, IMAGES_BUCKET, privateTwinOf } from "../../shared/content/storage-layout";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN, EDITOR } from "../fixtures/accounts";
import { anonClient, apiFetch, signedInClient } from "./helpers";

const PRIVATE_FILES = privateTwinOf(DOCUMENTS_BUCKET);
const PRIVATE_IMAGES = privateTwinOf(IMAGES_BUCKET);

let server: RunningServer;
let admin: AppSupabaseClient;
let editor: AppSupabaseClient;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, ADMIN);
  editor = await signedInClient(server, EDITOR);
  adminToken = (await admin.auth.getSession()).data.session!.access_token;
});
afterAll(() => server?.close());

let n = 0;
const key = (ext = "pdf") => `tests/sign/${Date.now()}-${++n}.${ext}`;

/** Uploads a small PDF as the admin into `bucket` and returns its text. */
async function uploadPdf(bucket: string, name: string): Promise<string> {
  const text = `%PDF-1.4\n${name}\n`;
  const { error } = await admin.storage
    .from(bucket)
    .upload(name, new TextEncoder().encode(text), { contentType: "application/pdf" });
  expect(error).toBeNull();
  return text;
}

/** A token signed with the project's secret carrying `claims` (to forge expired or upload-scoped tokens). */
function projectToken(claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .sign(new TextEncoder().encode(server.deps.keys.jwtSecret));
}

/** The Storage error body of a refused signed GET: HTTP 400, hosted's JSON. */
async function refusal(res: Response): Promise<Record<string, unknown>> {
  expect(res.status).toBe(400);
  return (await res.json()) as Record<string, unknown>;
}

describe("POST /storage/v1/object/sign/:bucket/:path (createSignedUrl)", () => {
  it("signs an admin's private object: the URL serves its bytes without any key, with Expires", async () => {
    const name = key();
    const text = await uploadPdf(PRIVATE_FILES, name);
    const { data, error } = await admin.storage.from(PRIVATE_FILES).createSignedUrl(name, 60);
    expect(error).toBeNull();
    expect(data!.signedUrl).toMatch(
      new RegExp(`^${server.url}/storage/v1/object/sign/${PRIVATE_FILES}/${name}\\?token=`),
    );
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(await res.text()).toBe(text);
    const expires = Date.parse(res.headers.get("expires") ?? "");
    expect(expires).toBeGreaterThan(Date.now() + 50_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 61_000);
    // The public route still refuses a private bucket's object.
    const publicUrl = admin.storage.from(PRIVATE_FILES).getPublicUrl(name).data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(400);
  });

  it("answers hosted's token claims: url = <bucket>/<path>, scope download, exp = iat + expiresIn", async () => {
    const name = key();
    await uploadPdf(PRIVATE_FILES, name);
    const res = await apiFetch(server, `/storage/v1/object/sign/${PRIVATE_FILES}/${name}`, adminToken, {
      method: "POST",
      body: JSON.stringify({ expiresIn: 120 }),
    });
    expect(res.status).toBe(200);
    const { signedURL } = (await res.json()) as { signedURL: string };
    expect(signedURL).toMatch(
      new RegExp(`^/object/sign/${PRIVATE_FILES}/${name}\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`),
    );
    const claims = JSON.parse(Buffer.from(signedURL.split("token=")[1]!.split(".")[1]!, "base64url").toString());
    expect(claims).toMatchObject({ url: `${PRIVATE_FILES}/${name}`, scope: "download" });
    expect(claims.exp - claims.iat).toBe(120);
  });

  it("adds Content-Disposition for download: true and download: 'name'", async () => {
    const name = key();
    await uploadPdf(PRIVATE_FILES, name);
    const plain = await admin.storage.from(PRIVATE_FILES).createSignedUrl(name, 60, { download: true });
    const res = await fetch(plain.data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename=/);
    expect(res.headers.get("content-disposition")).toContain(name.split("/").pop());
    const named = await admin.storage.from(PRIVATE_FILES).createSignedUrl(name, 60, { download: "brochure.pdf" });
    const res2 = await fetch(named.data!.signedUrl);
    expect(res2.headers.get("content-disposition")).toContain("brochure.pdf");
  });

  it("refuses anon and a signed-in non-admin with 404 Object not found (the object is hidden from them)", async () => {
    const name = key();
    await uploadPdf(PRIVATE_FILES, name);
    for (const client of [anonClient(server), editor]) {
      const { data, error } = await client.storage.from(PRIVATE_FILES).createSignedUrl(name, 60);
      expect(data).toBeNull();
      expect(error).toMatchObject({ statusCode: "404", message: "Object not found" });
    }
  });

  it("refuses a missing object, a bad expiresIn and a request without an API key", async () => {
    const missing = await admin.storage.from(PRIVATE_FILES).createSignedUrl(key(), 60);
    expect(missing.error).toMatchObject({ statusCode: "404", message: "Object not found" });
    const name = key();
    await uploadPdf(PRIVATE_FILES, name);
    const path = `/storage/v1/object/sign/${PRIVATE_FILES}/${name}`;
    for (const [body, code] of [
      [{}, "InvalidRequest"],
      [{ expiresIn: 0 }, "InvalidRequest"],
      [{ expiresIn: 1.5 }, "InvalidRequest"],
      [{ expiresIn: "60" }, "InvalidRequest"],
      [{ expiresIn: Number.MAX_SAFE_INTEGER }, "InvalidParameter"],
    ] as const) {
      const res = await apiFetch(server, path, adminToken, { method: "POST", body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: "400", code });
    }
    const noKey = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ expiresIn: 60 }),
    });
    expect(noKey.status).toBe(401);
  });

  it("signs an object of a public bucket too (hosted does)", async () => {
    const name = key();
    const text = await uploadPdf(DOCUMENTS_BUCKET, name);
    const { data, error } = await admin.storage.from(DOCUMENTS_BUCKET).createSignedUrl(name, 60);
    expect(error).toBeNull();
    expect(await (await fetch(data!.signedUrl)).text()).toBe(text);
  });
});

describe("POST /storage/v1/object/sign/:bucket (createSignedUrls)", () => {
  it("signs the paths the caller can read, and names the others with hosted's error", async () => {
    const a = key();
    const b = key();
    const textA = await uploadPdf(PRIVATE_FILES, a);
    await uploadPdf(PRIVATE_FILES, b);
    const absent = key();
    const { data, error } = await admin.storage.from(PRIVATE_FILES).createSignedUrls([a, absent, b], 60);
    expect(error).toBeNull();
    expect(data!.map((d) => d.path)).toEqual([a, absent, b]);
    expect(data![1]).toMatchObject({
      error: "Either the object does not exist or you do not have access to it",
      signedURL: null,
      signedUrl: null,
    });
    expect(data![0]!.error).toBeNull();
    expect(await (await fetch(data![0]!.signedUrl!)).text()).toBe(textA);
    expect((await fetch(data![2]!.signedUrl!)).status).toBe(200);
  });

  it("gives anon and a non-admin no URL for a private object", async () => {
    const name = key();
    await uploadPdf(PRIVATE_FILES, name);
    for (const client of [anonClient(server), editor]) {
      const { data, error } = await client.storage.from(PRIVATE_FILES).createSignedUrls([name], 60);
      expect(error).toBeNull();
      expect(data).toEqual([
        {
          error: "Either the object does not exist or you do not have access to it",
          path: name,
          signedURL: null,
          signedUrl: null,
        },
      ]);
    }
  });

  it("refuses a body without paths or with an empty list", async () => {
    for (const body of [{ expiresIn: 60 }, { expiresIn: 60, paths: [] }, { expiresIn: 60, paths: [1] }]) {
      const res = await apiFetch(server, `/storage/v1/object/sign/${PRIVATE_FILES}`, adminToken, {
        method: "POST",
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: "400", code: "InvalidRequest" });
    }
  });
});

describe("GET /storage/v1/object/sign/:bucket/:path", () => {
  it("refuses a token once it has expired (jose's message, as hosted)", async () => {
    const name = key("png");
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const up = await admin.storage.from(PRIVATE_IMAGES).upload(name, png, { contentType: "image/png" });
    expect(up.error).toBeNull();
    const { data } = await admin.storage.from(PRIVATE_IMAGES).createSignedUrl(name, 1);
    expect((await fetch(data!.signedUrl)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2100));
    const body = await refusal(await fetch(data!.signedUrl));
    expect(body).toEqual({
      statusCode: "400",
      code: "InvalidJWT",
      error: "InvalidJWT",
      message: '"exp" claim timestamp check failed',
    });
  });

  it("refuses a token made for another path, another bucket, or tampered with", async () => {
    const a = key();
    const b = key();
    await uploadPdf(PRIVATE_FILES, a);
    await uploadPdf(PRIVATE_FILES, b);
    const { data } = await admin.storage.from(PRIVATE_FILES).createSignedUrl(a, 60);
    const token = new URL(data!.signedUrl).searchParams.get("token")!;
    const other = await refusal(
      await fetch(`${server.url}/storage/v1/object/sign/${PRIVATE_FILES}/${b}?token=${token}`),
    );
    expect(other).toEqual({
      statusCode: "400",
      code: "InvalidSignature",
      error: "InvalidSignature",
      message: "Invalid signature",
    });
    const otherBucket = await refusal(
      await fetch(`${server.url}/storage/v1/object/sign/${DOCUMENTS_BUCKET}/${a}?token=${token}`),
    );
    expect(otherBucket).toMatchObject({ code: "InvalidSignature" });
    const [h, p, s] = token.split(".");
    const tampered = `${h}.${p}.${s!.slice(0, -2)}${s!.endsWith("AA") ? "BB" : "AA"}`;
    const bad = await refusal(
      await fetch(`${server.url}/storage/v1/object/sign/${PRIVATE_FILES}/${a}?token=${tampered}`),
    );
    expect(bad).toMatchObject({ statusCode: "400", code: "InvalidJWT" });
  });

  it("refuses an upload-scoped token, a missing token, and an API key used as a token", async () => {
    const name = key();
    await uploadPdf(PRIVATE_FILES, name);
    const url = `${server.url}/storage/v1/object/sign/${PRIVATE_FILES}/${name}`;
    const exp = Math.floor(Date.now() / 1000) + 60;
    const upload = await projectToken({ url: `${PRIVATE_FILES}/${name}`, scope: "upload", exp });
    expect(await refusal(await fetch(`${url}?token=${upload}`))).toMatchObject({
      code: "InvalidSignature",
      message: "Token is not scoped for download",
    });
    const legacyUpload = await projectToken({ url: `${PRIVATE_FILES}/${name}`, upsert: false, exp });
    expect(await refusal(await fetch(`${url}?token=${legacyUpload}`))).toMatchObject({ code: "InvalidSignature" });
    expect(await refusal(await fetch(url))).toMatchObject({ statusCode: "400" });
    // The service_role key is signed with the same secret but names no object.
    const service = await refusal(await fetch(`${url}?token=${server.deps.keys.serviceRoleKey}`));
    expect(service).toMatchObject({ code: "InvalidSignature", message: "Invalid signature" });
  });

  it("answers 404 Object not found once the signed object is gone", async () => {
    const name = key();
    await uploadPdf(PRIVATE_FILES, name);
    const { data } = await admin.storage.from(PRIVATE_FILES).createSignedUrl(name, 60);
    const removed = await admin.storage.from(PRIVATE_FILES).remove([name]);
    expect(removed.error).toBeNull();
    expect(await refusal(await fetch(data!.signedUrl))).toMatchObject({
      statusCode: "404",
      message: "Object not found",
    });
  });

  it("follows a move: a URL signed for the old bucket stops working, one for the new bucket works", async () => {
    const name = key();
    const text = await uploadPdf(PRIVATE_FILES, name);
    const before = await admin.storage.from(PRIVATE_FILES).createSignedUrl(name, 60);
    const moved = await admin.storage.from(PRIVATE_FILES).move(name, name, { destinationBucket: DOCUMENTS_BUCKET });
    expect(moved.error).toBeNull();
    expect((await fetch(before.data!.signedUrl)).status).toBe(400);
    const after = await admin.storage.from(DOCUMENTS_BUCKET).createSignedUrl(name, 60);
    expect(await (await fetch(after.data!.signedUrl)).text()).toBe(text);
  });
});
