/**
 * Resumable (TUS) uploads at `/storage/v1/upload/resumable` on the local
 * Storage server (issue #28), as hosted Storage runs them (supabase/storage
 * `routes/tus/`): tus-js-client uploads, the protocol step by step (creation,
 * HEAD offset, PATCH in chunks, a wrong offset, a PATCH cut off mid-way and
 * resumed, termination), the refusals hosted answers (anon, a signed-in
 * non-admin, a bad JWT, a wrong type, over the bucket limit, an existing
 * object without x-upsert, no such bucket) and expiry of abandoned uploads;
 * a finished upload is an object like any other (read, listed, info).
 */
import { existsSync } from "node:fs";
import http from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as tus from "tus-js-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  RESUMABLE_CHUNK_BYTES,
  RESUMABLE_UPLOAD_PATH,
  VIDEO_MAX_BYTES,
  VIDEOS_BUCKET,
  VIDEOS_PRIVATE_BUCKET,
  videoObjectPath,
} from "../../shared/content/video-storage";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ADMIN, EDITOR } from "../fixtures/accounts";
import { signedInClient } from "./helpers";

let server: RunningServer;
let admin: AppSupabaseClient;
let adminToken: string;
let editorToken: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInClient(server, ADMIN);
  adminToken = (await admin.auth.getSession()).data.session!.access_token;
  const editor = await signedInClient(server, EDITOR);
  editorToken = (await editor.auth.getSession()).data.session!.access_token;
});
afterAll(() => server?.close());

let n = 0;
const videoPath = (ext = "mp4") => videoObjectPath("00000000-0000-4000-8000-0000000000aa", `t${++n}`, ext);
const endpoint = () => `${server.url}${RESUMABLE_UPLOAD_PATH}`;

/** Bytes 0..size-1 of a recognisable pattern. */
function bytes(size: number, seed = 7): Buffer {
  const b = Buffer.alloc(size);
  for (let i = 0; i < size; i++) b[i] = (i * 31 + seed) & 0xff;
  return b;
}

/** Upload-Metadata of a video upload (values base64, as TUS wants). */
function tusMetadata(meta: Record<string, string>): string {
  return Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString("base64")}`)
    .join(",");
}

/** Headers of a raw TUS request as `token` (the anon key as apikey, as supabase-js sends). */
function headers(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { apikey: server.anonKey, authorization: `Bearer ${token}`, "tus-resumable": "1.0.0", ...extra };
}

/** POST creation of an upload of `length` bytes to `bucket`/`name`. */
function create(
  token: string,
  bucket: string,
  name: string,
  length: number,
  opts: { contentType?: string; upsert?: boolean; extra?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(endpoint(), {
    method: "POST",
    headers: headers(token, {
      "upload-length": String(length),
      "upload-metadata": tusMetadata({
        bucketName: bucket,
        objectName: name,
        contentType: opts.contentType ?? "video/mp4",
        cacheControl: "3600",
      }),
      ...(opts.upsert ? { "x-upsert": "true" } : {}),
      ...opts.extra,
    }),
  });
}

/** `bytes` as a fetch body (a copy over a plain ArrayBuffer, which is what BodyInit's typing asks for). */
const toBody = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);

function patch(token: string, url: string, offset: number, body: Uint8Array): Promise<Response> {
  return fetch(url, {
    method: "PATCH",
    headers: headers(token, { "upload-offset": String(offset), "content-type": "application/offset+octet-stream" }),
    body: toBody(body),
  });
}

async function head(token: string, url: string): Promise<Response> {
  return fetch(url, { method: "HEAD", headers: headers(token) });
}

/** Runs a tus-js-client upload to the end (or its error). */
function tusUpload(
  data: Buffer,
  options: Partial<tus.UploadOptions> & { token?: string },
): Promise<{ url: string | null; patchOffsets: number[] }> {
  const patchOffsets: number[] = [];
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(data, {
      endpoint: endpoint(),
      retryDelays: [],
      chunkSize: RESUMABLE_CHUNK_BYTES,
      uploadDataDuringCreation: false,
      onBeforeRequest: (req) => {
        if (req.getMethod() === "PATCH") patchOffsets.push(Number(req.getHeader("Upload-Offset")));
      },
      onError: reject,
      onSuccess: () => resolve({ url: upload.url, patchOffsets }),
      ...options,
      headers: { apikey: server.anonKey, authorization: `Bearer ${options.token ?? adminToken}`, ...options.headers },
    });
    upload.start();
  });
}

async function readAuthenticated(bucket: string, name: string): Promise<Buffer | null> {
  const res = await fetch(`${server.url}/storage/v1/object/authenticated/${bucket}/${name}`, {
    headers: { apikey: server.anonKey, authorization: `Bearer ${adminToken}` },
  });
  return res.status === 200 ? Buffer.from(await res.arrayBuffer()) : null;
}

describe("TUS uploads with tus-js-client", () => {
  it("uploads a video in chunks into the private twin: readable, listed, with its metadata", async () => {
    const name = videoPath();
    const data = bytes(300_000);
    const { url, patchOffsets } = await tusUpload(data, {
      chunkSize: 128 * 1024,
      metadata: {
        bucketName: VIDEOS_PRIVATE_BUCKET,
        objectName: name,
        contentType: "video/mp4",
        cacheControl: "3600",
        metadata: JSON.stringify({ originalName: "demo.mp4" }),
      },
    });
    expect(patchOffsets).toEqual([0, 131072, 262144]);
    // The URL's id is base64url of <bucket>/<name>/<version>, as hosted.
    const id = Buffer.from(url!.split("/").pop()!, "base64url").toString("utf8");
    expect(id).toMatch(new RegExp(`^${VIDEOS_PRIVATE_BUCKET}/${name}/[0-9a-f-]{36}$`));
    expect((await readAuthenticated(VIDEOS_PRIVATE_BUCKET, name))?.equals(data)).toBe(true);

    const folder = name.slice(0, name.lastIndexOf("/"));
    const { data: listed } = await admin.storage.from(VIDEOS_PRIVATE_BUCKET).list(folder);
    expect(listed?.map((o) => o.name)).toContain(name.split("/").pop());
    const { data: info, error } = await admin.storage.from(VIDEOS_PRIVATE_BUCKET).info(name);
    expect(error).toBeNull();
    expect(info).toMatchObject({
      size: data.length,
      contentType: "video/mp4",
      cacheControl: "max-age=3600",
      metadata: { originalName: "demo.mp4" },
      version: id.split("/").pop(),
    });
    // The private twin has no public URL.
    expect((await fetch(`${server.url}/storage/v1/object/public/${VIDEOS_PRIVATE_BUCKET}/${name}`)).status).toBe(400);
  });

  it("uploads more than one 6 MiB chunk (the chunk size hosted's docs prescribe) into the public bucket", async () => {
    const name = videoPath("webm");
    const data = bytes(RESUMABLE_CHUNK_BYTES + 1000, 3);
    const { patchOffsets } = await tusUpload(data, {
      metadata: { bucketName: VIDEOS_BUCKET, objectName: name, contentType: "video/webm" },
    });
    expect(patchOffsets).toEqual([0, RESUMABLE_CHUNK_BYTES]);
    const res = await fetch(`${server.url}/storage/v1/object/public/${VIDEOS_BUCKET}/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("video/webm");
    expect(res.headers.get("cache-control")).toBe("no-cache"); // no cacheControl given, as hosted
    expect(Buffer.from(await res.arrayBuffer()).equals(data)).toBe(true);
  });

  it("resumes an aborted upload where it stopped, not from the start", async () => {
    const name = videoPath();
    const data = bytes(200_000, 11);
    const chunkSize = 64 * 1024;
    const url = await new Promise<string>((resolve, reject) => {
      const upload: tus.Upload = new tus.Upload(data, {
        endpoint: endpoint(),
        chunkSize,
        retryDelays: [],
        headers: { apikey: server.anonKey, authorization: `Bearer ${adminToken}` },
        metadata: { bucketName: VIDEOS_PRIVATE_BUCKET, objectName: name, contentType: "video/mp4" },
        onChunkComplete: () => {
          void upload.abort().then(() => resolve(upload.url!), reject);
        },
        onError: reject,
        onSuccess: () => reject(new Error("should have been aborted")),
      });
      upload.start();
    });
    expect(Number((await head(adminToken, url)).headers.get("upload-offset"))).toBe(chunkSize);
    expect(await readAuthenticated(VIDEOS_PRIVATE_BUCKET, name)).toBeNull();

    const { patchOffsets } = await tusUpload(data, { uploadUrl: url, chunkSize });
    expect(patchOffsets[0]).toBe(chunkSize);
    expect((await readAuthenticated(VIDEOS_PRIVATE_BUCKET, name))?.equals(data)).toBe(true);
  });

  it("gives tus-js-client hosted's refusal for anon: 403 with Storage's message", async () => {
    const err = await tusUpload(bytes(10), {
      token: server.anonKey,
      metadata: { bucketName: VIDEOS_PRIVATE_BUCKET, objectName: videoPath(), contentType: "video/mp4" },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tus.DetailedError);
    const res = (err as tus.DetailedError).originalResponse!;
    expect(res.getStatus()).toBe(403);
    expect(res.getBody()).toBe("new row violates row-level security policy");
  });
});

describe("the TUS protocol", () => {
  it("creates, reports the offset, takes PATCHes in order, refuses a wrong offset, and completes", async () => {
    const name = videoPath();
    const data = bytes(5000, 5);
    const created = await create(adminToken, VIDEOS_PRIVATE_BUCKET, name, data.length);
    expect(created.status).toBe(201);
    expect(created.headers.get("tus-resumable")).toBe("1.0.0");
    // A date ahead: the upload may be resumed until then (TUS_URL_EXPIRY_MS).
    expect(new Date(created.headers.get("upload-expires")!).getTime()).toBeGreaterThan(Date.now());
    const url = created.headers.get("location")!;
    expect(url.startsWith(`${endpoint()}/`)).toBe(true);

    let res = await head(adminToken, url);
    expect(res.status).toBe(200);
    expect(res.headers.get("upload-offset")).toBe("0");
    expect(res.headers.get("upload-length")).toBe(String(data.length));
    expect(res.headers.get("cache-control")).toBe("no-store");

    res = await patch(adminToken, url, 0, data.subarray(0, 2000));
    expect(res.status).toBe(204);
    expect(res.headers.get("upload-offset")).toBe("2000");

    res = await patch(adminToken, url, 0, data.subarray(2000));
    expect(res.status).toBe(409);
    expect(await res.text()).toBe("Upload-Offset conflict\n");
    expect((await head(adminToken, url)).headers.get("upload-offset")).toBe("2000");

    res = await patch(adminToken, url, 2000, data.subarray(2000));
    expect(res.status).toBe(204);
    expect(res.headers.get("upload-offset")).toBe(String(data.length));
    expect(res.headers.get("tus-complete")).toBe("1");
    expect((await readAuthenticated(VIDEOS_PRIVATE_BUCKET, name))?.equals(data)).toBe(true);

    // Another PATCH: the object now exists, so (as hosted) the permission test without x-upsert is 409 ...
    res = await patch(adminToken, url, data.length, bytes(10));
    expect(res.status).toBe(409);
    expect(await res.text()).toBe("The resource already exists");
    // ... and with it, bytes past Upload-Length are refused; the object is unchanged.
    res = await fetch(url, {
      method: "PATCH",
      headers: headers(adminToken, {
        "upload-offset": String(data.length),
        "content-type": "application/offset+octet-stream",
        "x-upsert": "true",
      }),
      body: toBody(bytes(10)),
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toBe("upload's size exceeded\n");
    expect((await readAuthenticated(VIDEOS_PRIVATE_BUCKET, name))?.equals(data)).toBe(true);
  });

  it("keeps the bytes of a PATCH cut off mid-way and resumes from there", async () => {
    const name = videoPath();
    const data = bytes(1_000_000, 13);
    const url = (await create(adminToken, VIDEOS_PRIVATE_BUCKET, name, data.length)).headers.get("location")!;
    const sent = 300_000;
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(data.subarray(0, sent));
        // Then nothing more: the connection is killed below.
      },
    });
    const cut = fetch(url, {
      method: "PATCH",
      headers: headers(adminToken, { "upload-offset": "0", "content-type": "application/offset+octet-stream" }),
      body,
      signal: controller.signal,
      duplex: "half",
    } as RequestInit).catch((e: unknown) => e);
    // Wait until the server has stored the bytes sent so far, then kill the connection.
    await new Promise((r) => setTimeout(r, 500));
    controller.abort();
    expect(await cut).toBeInstanceOf(Error);
    let offset = -1;
    for (let i = 0; i < 40 && offset !== sent; i++) {
      await new Promise((r) => setTimeout(r, 100));
      offset = Number((await head(adminToken, url)).headers.get("upload-offset"));
    }
    expect(offset).toBe(sent);

    const res = await patch(adminToken, url, sent, data.subarray(sent));
    expect(res.status).toBe(204);
    expect((await readAuthenticated(VIDEOS_PRIVATE_BUCKET, name))?.equals(data)).toBe(true);
  });

  it("terminates an unfinished upload (DELETE), but not a finished one", async () => {
    const url = (await create(adminToken, VIDEOS_PRIVATE_BUCKET, videoPath(), 100)).headers.get("location")!;
    expect((await patch(adminToken, url, 0, bytes(40))).status).toBe(204);
    const partial = path.join(server.deps.storageDir, ".resumable", idVersion(url));
    expect(existsSync(partial)).toBe(true);
    const del = await fetch(url, { method: "DELETE", headers: headers(adminToken) });
    expect(del.status).toBe(204);
    expect(existsSync(partial)).toBe(false);
    expect((await head(adminToken, url)).status).toBe(404);

    const done = (await create(adminToken, VIDEOS_PRIVATE_BUCKET, videoPath(), 3)).headers.get("location")!;
    expect((await patch(adminToken, done, 0, bytes(3))).status).toBe(204);
    // As hosted: the permission test runs first (the object exists: 409 without x-upsert) ...
    const exists = await fetch(done, { method: "DELETE", headers: headers(adminToken) });
    expect(exists.status).toBe(409);
    // ... then a finished upload cannot be terminated.
    const refused = await fetch(done, { method: "DELETE", headers: headers(adminToken, { "x-upsert": "true" }) });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe("Cannot terminate an already completed upload");
  });

  it("stores the body of a creation request (creation-with-upload)", async () => {
    const name = videoPath();
    const data = bytes(777, 17);
    const res = await fetch(endpoint(), {
      method: "POST",
      headers: headers(adminToken, {
        "upload-length": String(data.length),
        "upload-metadata": tusMetadata({
          bucketName: VIDEOS_PRIVATE_BUCKET,
          objectName: name,
          contentType: "video/mp4",
        }),
        "content-type": "application/offset+octet-stream",
      }),
      body: toBody(data),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("upload-offset")).toBe(String(data.length));
    expect((await readAuthenticated(VIDEOS_PRIVATE_BUCKET, name))?.equals(data)).toBe(true);
  });

  it("exposes the TUS headers to browsers and leaves preflights to the gateway's CORS", async () => {
    const created = await create(adminToken, VIDEOS_PRIVATE_BUCKET, videoPath(), 10, {
      extra: { origin: "http://localhost:5173" },
    });
    expect(created.headers.get("access-control-allow-origin")).toBe("*");
    const exposed = created.headers.get("access-control-expose-headers")!.toLowerCase();
    for (const h of ["location", "upload-offset", "upload-length", "tus-resumable", "etag"]) {
      expect(exposed).toContain(h);
    }
    const preflight = await fetch(endpoint(), {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "PATCH",
        "access-control-request-headers": "tus-resumable,upload-offset,x-upsert",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("PATCH");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("upload-offset");
  });

  it("answers 412 without Tus-Resumable, 404 for an unknown upload, and no GET", async () => {
    const res = await fetch(endpoint(), {
      method: "POST",
      headers: { apikey: server.anonKey, authorization: `Bearer ${adminToken}`, "upload-length": "1" },
    });
    expect(res.status).toBe(412);
    const unknown = Buffer.from(`${VIDEOS_PRIVATE_BUCKET}/videos/x/a.mp4/${crypto.randomUUID()}`).toString("base64url");
    expect((await head(adminToken, `${endpoint()}/${unknown}`)).status).toBe(404);
    const garbage = await head(adminToken, `${endpoint()}/not-an-id`);
    expect(garbage.status).toBe(400);
    // No GET: an upload's bytes are never served from the TUS route (hosted registers none).
    const done = (await create(adminToken, VIDEOS_PRIVATE_BUCKET, videoPath(), 3)).headers.get("location")!;
    expect((await patch(adminToken, done, 0, bytes(3))).status).toBe(204);
    const get = await fetch(done, { headers: headers(adminToken) });
    expect(get.status).toBe(400);
    expect(await get.json()).toMatchObject({ statusCode: "404", message: "Route not found" });
  });
});

/** The version (last part) of an upload URL's id. */
function idVersion(url: string): string {
  return Buffer.from(url.split("/").pop()!, "base64url").toString("utf8").split("/").pop()!;
}

describe("refusals, as hosted answers them", () => {
  it("refuses anon and a signed-in non-admin at creation with 403, in both video buckets", async () => {
    for (const token of [server.anonKey, editorToken]) {
      for (const bucket of [VIDEOS_BUCKET, VIDEOS_PRIVATE_BUCKET]) {
        const res = await create(token, bucket, videoPath(), 100);
        expect(res.status).toBe(403);
        expect(res.headers.get("location")).toBeNull();
        expect(await res.text()).toBe("new row violates row-level security policy");
      }
    }
  });

  it("refuses a non-admin's PATCH and DELETE of an admin's upload; HEAD needs only a valid JWT", async () => {
    const url = (await create(adminToken, VIDEOS_PRIVATE_BUCKET, videoPath(), 100)).headers.get("location")!;
    const res = await patch(editorToken, url, 0, bytes(100));
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("new row violates row-level security policy");
    const del = await fetch(url, { method: "DELETE", headers: headers(editorToken) });
    expect(del.status).toBe(403);
    expect((await head(editorToken, url)).headers.get("upload-offset")).toBe("0");
  });

  it("answers a bad JWT with Storage's JSON error before TUS", async () => {
    const res = await create("not-a-jwt", VIDEOS_PRIVATE_BUCKET, videoPath(), 100);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: "403", code: "AccessDenied" });
  });

  it("refuses a type the bucket does not take (415) and a type with parameters", async () => {
    for (const type of ["video/x-msvideo", "image/png", "video/mp4; codecs=avc1"]) {
      const res = await create(adminToken, VIDEOS_PRIVATE_BUCKET, videoPath(), 100, { contentType: type });
      expect(res.status).toBe(415);
      expect(await res.text()).toBe(`mime type ${type} is not supported`);
    }
    const vtt = await create(adminToken, VIDEOS_PRIVATE_BUCKET, videoPath("vtt"), 100, { contentType: "text/vtt" });
    expect(vtt.status).toBe(201);
  });

  it("refuses an Upload-Length over the bucket's 1 GiB limit (413), and takes exactly 1 GiB", async () => {
    const res = await create(adminToken, VIDEOS_PRIVATE_BUCKET, videoPath(), VIDEO_MAX_BYTES + 1);
    expect(res.status).toBe(413);
    expect(await res.text()).toBe("Maximum size exceeded\n");
    const max = await create(adminToken, VIDEOS_PRIVATE_BUCKET, videoPath(), VIDEO_MAX_BYTES);
    expect(max.status).toBe(201);
    await fetch(max.headers.get("location")!, { method: "DELETE", headers: headers(adminToken) });
  });

  it("refuses an existing object without x-upsert (409) and replaces it with x-upsert", async () => {
    const name = videoPath();
    await tusUpload(bytes(50, 1), {
      metadata: { bucketName: VIDEOS_PRIVATE_BUCKET, objectName: name, contentType: "video/mp4" },
    });
    const res = await create(adminToken, VIDEOS_PRIVATE_BUCKET, name, 60);
    expect(res.status).toBe(409);
    expect(await res.text()).toBe("The resource already exists");

    const replacement = bytes(60, 2);
    await tusUpload(replacement, {
      headers: { "x-upsert": "true" },
      metadata: { bucketName: VIDEOS_PRIVATE_BUCKET, objectName: name, contentType: "video/mp4" },
    });
    expect((await readAuthenticated(VIDEOS_PRIVATE_BUCKET, name))?.equals(replacement)).toBe(true);
  });

  it("answers 404 for a bucket that does not exist and 400 for a bad object name", async () => {
    const res = await create(adminToken, "no-such-bucket", videoPath(), 10);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("Bucket not found");
    const bad = await create(adminToken, VIDEOS_PRIVATE_BUCKET, "videos/../escape.mp4", 10);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("Invalid key: videos/../escape.mp4");
  });
});

describe("plain (single-request) uploads to the video buckets", () => {
  const plain = (name: string, body: Uint8Array, type: string) =>
    fetch(`${server.url}/storage/v1/object/${VIDEOS_PRIVATE_BUCKET}/${name}`, {
      method: "POST",
      headers: { apikey: server.anonKey, authorization: `Bearer ${adminToken}`, "content-type": type },
      body: toBody(body),
    });

  it("take a caption file", async () => {
    const name = videoPath("vtt");
    const res = await plain(name, new TextEncoder().encode("WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n"), "text/vtt");
    expect(res.status).toBe(200);
    expect((await readAuthenticated(VIDEOS_PRIVATE_BUCKET, name))?.toString()).toContain("WEBVTT");
  });

  it("are held to 50 MiB locally (the body is read into memory): larger files go through TUS", async () => {
    // Declared one byte over; the server answers (and closes) before the body is sent, so the
    // request is made with node:http, which reads that early answer instead of failing the write.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        `${server.url}/storage/v1/object/${VIDEOS_PRIVATE_BUCKET}/${videoPath()}`,
        {
          method: "POST",
          headers: {
            apikey: server.anonKey,
            authorization: `Bearer ${adminToken}`,
            "content-type": "video/mp4",
            "content-length": String(50 * 1024 * 1024 + 1),
          },
        },
        (res) => {
          let body = "";
          res.on("data", (d: Buffer) => (body += d.toString()));
          res.on("end", () => {
            req.destroy();
            resolve({ status: res.statusCode!, body });
          });
        },
      );
      req.on("error", reject);
      req.write(Buffer.alloc(1024));
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: "413", code: "EntityTooLarge" });
  });
});

describe("expiry of abandoned uploads", () => {
  let short: RunningServer;
  let token: string;
  beforeAll(async () => {
    process.env.TUS_URL_EXPIRY_MS = "1500";
    try {
      short = await startTestServer();
    } finally {
      delete process.env.TUS_URL_EXPIRY_MS;
    }
    token = (await (await signedInClient(short, ADMIN)).auth.getSession()).data.session!.access_token;
  });
  afterAll(() => short?.close());

  it("deletes an unfinished upload once it is older than TUS_URL_EXPIRY_MS", async () => {
    const h = (extra: Record<string, string> = {}) => ({
      apikey: short.anonKey,
      authorization: `Bearer ${token}`,
      "tus-resumable": "1.0.0",
      ...extra,
    });
    const created = await fetch(`${short.url}${RESUMABLE_UPLOAD_PATH}`, {
      method: "POST",
      headers: h({
        "upload-length": "100",
        "upload-metadata": tusMetadata({
          bucketName: VIDEOS_PRIVATE_BUCKET,
          objectName: videoPath(),
          contentType: "video/mp4",
        }),
      }),
    });
    expect(created.status).toBe(201);
    const url = created.headers.get("location")!;
    const expires = new Date(created.headers.get("upload-expires")!).getTime();
    expect(expires - Date.now()).toBeLessThan(2000);
    const patched = await fetch(url, {
      method: "PATCH",
      headers: h({ "upload-offset": "0", "content-type": "application/offset+octet-stream" }),
      body: toBody(bytes(40)),
    });
    expect(patched.status).toBe(204);
    const partial = path.join(short.deps.storageDir, ".resumable", idVersion(url));
    expect(existsSync(partial)).toBe(true);
    expect(existsSync(`${partial}.json`)).toBe(true);

    await new Promise((r) => setTimeout(r, 1800));
    // The next TUS request sweeps first: the upload and its files are gone.
    expect((await fetch(url, { method: "HEAD", headers: h() })).status).toBe(404);
    expect(existsSync(partial)).toBe(false);
    expect(existsSync(`${partial}.json`)).toBe(false);
  });
});

describe("an upload across a server restart", () => {
  it("keeps the bytes received before the restart and finishes after it", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "tus-restart-"));
    let running: RunningServer | undefined;
    try {
      // Not seeded (faster): the service_role key uploads; permissions are tested above.
      running = await startTestServer({ dataDir, seed: false });
      const first = running;
      const token = first.serviceRoleKey;
      const name = videoPath();
      const data = bytes(50_000, 23);
      const h = (s: RunningServer, extra: Record<string, string> = {}) => ({
        apikey: s.anonKey,
        authorization: `Bearer ${token}`,
        "tus-resumable": "1.0.0",
        ...extra,
      });
      const created = await fetch(`${first.url}${RESUMABLE_UPLOAD_PATH}`, {
        method: "POST",
        headers: h(first, {
          "upload-length": String(data.length),
          "upload-metadata": tusMetadata({
            bucketName: VIDEOS_PRIVATE_BUCKET,
            objectName: name,
            contentType: "video/mp4",
          }),
        }),
      });
      const id = created.headers.get("location")!.split("/").pop()!;
      const sent = await fetch(`${first.url}${RESUMABLE_UPLOAD_PATH}/${id}`, {
        method: "PATCH",
        headers: h(first, { "upload-offset": "0", "content-type": "application/offset+octet-stream" }),
        body: toBody(data.subarray(0, 20_000)),
      });
      expect(sent.status).toBe(204);
      await first.close();

      running = await startTestServer({ dataDir, seed: false });
      const second = running;
      const url = `${second.url}${RESUMABLE_UPLOAD_PATH}/${id}`;
      const offset = await fetch(url, { method: "HEAD", headers: h(second) });
      expect(offset.headers.get("upload-offset")).toBe("20000");
      const rest = await fetch(url, {
        method: "PATCH",
        headers: h(second, { "upload-offset": "20000", "content-type": "application/offset+octet-stream" }),
        body: toBody(data.subarray(20_000)),
      });
      expect(rest.status).toBe(204);
      const read = await fetch(`${second.url}/storage/v1/object/authenticated/${VIDEOS_PRIVATE_BUCKET}/${name}`, {
        headers: h(second),
      });
      expect(Buffer.from(await read.arrayBuffer()).equals(data)).toBe(true);
    } finally {
      await running?.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
