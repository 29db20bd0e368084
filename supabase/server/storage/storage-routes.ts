/**
 * `/storage/v1`: the Storage subset of wire reference §4. Object rows live in
 * storage.objects and are written as the request's role (so the migration's
 * RLS policies decide); bytes live in files named after the row's id and
 * version (object-files.ts), moved into place inside the row's transaction,
 * so a name can never collide with another and a refused or failed upload
 * leaves neither a row nor a file (issue #8). The handlers only translate
 * HTTP: SQL is in buckets-sql.ts and objects-sql.ts, name checks in
 * object-names.ts, header values in object-headers.ts (issue #25).
 */
import { createHash } from "node:crypto";
import { open, rename, stat, type FileHandle } from "node:fs/promises";
import { Readable } from "node:stream";
import { byteRange } from "./byte-range";
import { Hono, type Context } from "hono";
import { isPgError } from "../db/database";
import { withRequestTx } from "../db/statements";
import { bodySizeLimit, readBounded, readJsonBody } from "../http-body";
import { ApiError, internalErrors, serviceErrorHandler, storageError, type StorageError } from "../http-errors";
import { identify, type Identity } from "../identity";
import { TokenError } from "../keys";
import type { AppDeps, AppEnv } from "../context";
import { getBucket, type BucketRow } from "./buckets-sql";
import { parseListBody } from "./list-objects";
import { ObjectFiles } from "./object-files";
import { attachmentDisposition, checkCacheControl, headerValue, isHeaderSafe } from "./object-headers";
import { checkUploadName, objectName } from "./object-names";
import {
  getObject,
  getObjectInfo,
  listObjects,
  moveObject,
  removeObjects,
  saveObject,
  type ObjectRow,
} from "./objects-sql";
import { objectInfoBody } from "./object-info";
import { registerSignedUrlRoutes } from "./signed-urls";
import { registerResumableUploads } from "./tus/resumable-uploads";
import { GLOBAL_FILE_SIZE_LIMIT, mimeAllowed, STANDARD_UPLOAD_LIMIT } from "./upload-limits";
import { parseMetadataField, parseMetadataHeader, storedUserMetadata } from "./user-metadata";

const errors = {
  noBucket: () => storageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  noKey: () => storageError(404, "NoSuchKey", "not_found", "Object not found"),
  rls: () => storageError(403, "AccessDenied", "Unauthorized", "new row violates row-level security policy"),
  badJwt: (m: string) => storageError(403, "AccessDenied", "Unauthorized", m),
  mime: (t: string) => storageError(415, "InvalidMimeType", "invalid_mime_type", `mime type ${t} is not supported`),
  tooLarge: () =>
    storageError(413, "EntityTooLarge", "Payload too large", "The object exceeded the maximum allowed size"),
  duplicate: () => storageError(409, "KeyAlreadyExists", "Duplicate", "The resource already exists"),
  badRequest: (m: string) => storageError(400, "InvalidRequest", "Bad Request", m),
};

/**
 * Bucket id and object name of an `/object/[public|authenticated/]<bucket>/<path>` URL,
 * read from the raw (still percent-encoded) pathname so each segment is decoded exactly once.
 */
function objectTarget(c: Context, skip: 0 | 1 | 2): { bucketId: string; name: string } {
  const parts = new URL(c.req.url).pathname.split("/");
  const at = parts.indexOf("object") + 1 + skip;
  let bucketId: string;
  try {
    bucketId = decodeURIComponent(parts[at] ?? "");
  } catch {
    throw errors.noBucket();
  }
  return { bucketId, name: objectName(parts.slice(at + 1).join("/")) };
}

/** A Postgres error of a storage statement as Storage's error; anything else is rethrown. */
function toStorageError(e: unknown): StorageError {
  if (e instanceof ApiError) throw e;
  if (isPgError(e)) {
    if (e.code === "42501") return errors.rls();
    if (e.code === "23505") return errors.duplicate();
    if (e.code.startsWith("22") || e.code.startsWith("23")) return errors.badRequest(e.message);
  }
  throw e;
}

/** Route pattern of an object path: any characters, newlines included (`.` would stop at one). */
const ANY = "[\\s\\S]+";

/** Builds the `/storage/v1` routes. */
export function storageRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const files = new ObjectFiles(deps.storageDir);
  app.onError(serviceErrorHandler(internalErrors.storage, deps.quiet));

  // X-Content-Type-Options: nosniff on every response (stored files, error bodies) comes from createApp (app.ts).

  /** The request's identity (the server's one token check), or Storage's 403 AccessDenied. */
  async function identity(c: Context<AppEnv>): Promise<Identity> {
    try {
      return await identify(deps.verifier, c.get("token"));
    } catch (e) {
      if (!(e instanceof TokenError)) throw e;
      throw errors.badJwt(e.kind === "expired" ? '"exp" claim timestamp check failed' : e.message);
    }
  }

  /** The bucket `id`, or Storage's 404 NoSuchBucket. */
  async function bucket(id: string): Promise<BucketRow> {
    const row = await getBucket(db, id);
    if (!row) throw errors.noBucket();
    return row;
  }

  /**
   * The uploaded bytes, mimetype and cache-control of a multipart or raw upload body.
   * A raw body's type (from its header) is checked before its size, as Storage does;
   * bodies over the limit are never buffered past it.
   */
  async function readUpload(
    c: Context,
    b: BucketRow,
    limit: number,
  ): Promise<{ bytes: Uint8Array; mime: string; cacheControl: string; userMetadata: Record<string, unknown> }> {
    const type = c.req.header("content-type") ?? "";
    const multipart = type.toLowerCase().startsWith("multipart/form-data");
    if (!multipart && !mimeAllowed(b.allowed_mime_types, type || "application/octet-stream")) {
      throw errors.mime(type || "application/octet-stream");
    }
    // Multipart adds a little framing around the file.
    const raw = await readBounded(c.req.raw, multipart ? limit + 64 * 1024 : limit);
    if (raw === null) throw errors.tooLarge();
    if (!multipart) {
      return {
        bytes: raw,
        mime: type || "application/octet-stream",
        cacheControl: checkCacheControl(c.req.header("cache-control") ?? "max-age=3600"),
        userMetadata: storedUserMetadata(parseMetadataHeader(c.req.header("x-metadata"))),
      };
    }
    let form: FormData;
    try {
      form = await new Response(raw as BodyInit, { headers: { "content-type": type } }).formData();
    } catch {
      throw errors.badRequest("Could not parse the multipart body");
    }
    let file: File | null = null;
    for (const [, v] of form) {
      if (typeof v !== "string") {
        file = v;
        break;
      }
    }
    if (!file) throw errors.badRequest("No file found in the multipart body");
    const ct = form.get("contentType");
    const cc = form.get("cacheControl");
    const mime = typeof ct === "string" && ct ? ct : file.type || "application/octet-stream";
    // Storage checks a multipart file's type before its metadata's size.
    if (!mimeAllowed(b.allowed_mime_types, mime)) throw errors.mime(mime);
    const userMetadata = storedUserMetadata(parseMetadataField(form.get("metadata") ?? form.get("userMetadata")));
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      mime,
      cacheControl: `max-age=${checkCacheControl(typeof cc === "string" && cc ? cc : "3600")}`,
      userMetadata,
    };
  }

  async function upload(c: Context<AppEnv>, upsert: boolean) {
    // Everything about the request is checked before any database or disk work.
    const who = await identity(c);
    const { bucketId, name } = objectTarget(c, 0);
    checkUploadName(name);
    const b = await bucket(bucketId);
    const limit = Math.min(STANDARD_UPLOAD_LIMIT, GLOBAL_FILE_SIZE_LIMIT, b.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT);
    const { bytes, mime, cacheControl, userMetadata } = await readUpload(c, b, limit);
    if (!isHeaderSafe(mime) || !mimeAllowed(b.allowed_mime_types, mime)) throw errors.mime(mime);
    if (bytes.byteLength > limit) throw errors.tooLarge();

    const version = files.newVersion();
    const eTag = `"${createHash("md5").update(bytes).digest("hex")}"`;
    const metadata = {
      eTag,
      size: bytes.byteLength,
      mimetype: mime,
      cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: bytes.byteLength,
      httpStatusCode: 200,
    };
    const temp = await files.stage(bytes);
    let stored: { id: string; version: string; previous: string | null } | null = null;
    try {
      const result = await withRequestTx(db, who, async (tx) => {
        const row = await saveObject(tx, {
          bucketId,
          name,
          ownerId: who.sub,
          metadata,
          userMetadata,
          version,
          upsert,
        });
        stored = { id: row.id, version, previous: row.previous };
        // Moved into place before commit: if the move fails, the row rolls back.
        await files.commit(temp, stored);
        return stored;
      });
      if (result.previous !== null && result.previous !== version) {
        await files.discard({ id: result.id, version: result.previous });
      }
      return c.json({ Key: `${bucketId}/${name}`, Id: result.id });
    } catch (e) {
      // Not committed: no file may stay behind (a crash here is cleaned up at the next start).
      await files.discard(stored, temp);
      throw toStorageError(e);
    }
  }

  /** Size limit of the JSON bodies (list, remove); uploads have their own per-bucket limit. */
  const jsonSizeLimit = bodySizeLimit(deps.maxJsonBytes, errors.tooLarge);
  /** A JSON request body (size and depth checked), or Storage's 400 InvalidRequest. */
  const readJson = (c: Context) =>
    readJsonBody(c.req.raw, {
      maxBytes: deps.maxJsonBytes,
      errors: { tooLarge: errors.tooLarge, invalid: () => errors.badRequest("body must be JSON") },
    });

  // Registered before the upload route, which would otherwise take `list` for a bucket id.
  app.post("/object/list/:bucket", jsonSizeLimit, async (c) => {
    const who = await identity(c);
    const bucketId = c.req.param("bucket");
    const body = await readJson(c);
    const request = parseListBody(body);
    await bucket(bucketId);
    const text = await withRequestTx(db, who, async (tx) => {
      try {
        return await listObjects(tx, bucketId, request);
      } catch (e) {
        throw toStorageError(e);
      }
    });
    c.header("Content-Type", "application/json; charset=utf-8");
    return c.body(text, 200);
  });

  /**
   * `POST /object/move` (storage-js `move()`, issue #27): `{ bucketId, sourceKey, destinationKey,
   * destinationBucket? }`. As hosted Storage: the caller's SELECT and UPDATE policies decide (404
   * NoSuchKey when the source is missing or hidden, 403 when the new bucket and name fail the
   * check, 409 when the destination exists); the bytes follow the row within its transaction.
   * Answers `{ message: "Successfully moved", Id, Key }`. Registered before the upload route,
   * which would otherwise take `move` for a bucket id.
   */
  app.post("/object/move", jsonSizeLimit, async (c) => {
    const who = await identity(c);
    const body = (await readJson(c)) as Record<string, unknown> | null;
    const field = (key: string, required: boolean): string | undefined => {
      const value = body?.[key];
      if (value === undefined && !required) return undefined;
      if (typeof value !== "string" || value === "" || value.includes("\0"))
        throw errors.badRequest(`body must have required property '${key}'`);
      return value;
    };
    // Keys in a JSON body are literal (no percent-decoding); the new one needs Storage's key alphabet.
    const bucketId = field("bucketId", true)!;
    const sourceKey = field("sourceKey", true)!;
    const destinationKey = checkUploadName(field("destinationKey", true)!);
    const destinationBucket = field("destinationBucket", false) ?? bucketId;
    await bucket(bucketId);
    await bucket(destinationBucket);
    const version = files.newVersion();
    let renamed: { from: string; to: string } | undefined;
    try {
      const moved = await withRequestTx(db, who, async (tx) => {
        const row = await moveObject(tx, {
          bucketId,
          name: sourceKey,
          destinationBucket,
          destinationName: destinationKey,
          ownerId: who.sub,
          version,
        });
        if (!row) throw errors.noKey();
        // The bytes follow before commit: if the rename fails, the row rolls back.
        const from = files.pathOf({ id: row.id, version: row.previous });
        const to = files.pathOf({ id: row.id, version });
        if (from === null || to === null) throw errors.noKey();
        await rename(from, to).catch(() => Promise.reject(errors.noKey()));
        renamed = { from, to };
        return row;
      });
      return c.json({ message: "Successfully moved", Id: moved.id, Key: destinationKey });
    } catch (e) {
      // Not committed: the bytes go back under the version the row still has.
      if (renamed) await rename(renamed.to, renamed.from).catch(() => undefined);
      throw toStorageError(e);
    }
  });

  registerSignedUrlRoutes(app, { deps, identity, sendObject }); // before the object routes (issue #27)
  registerResumableUploads(app, { deps, identity, files }); // TUS at /upload/resumable (issue #28)
  app.post(`/object/:bucket/:path{${ANY}}`, (c) => upload(c, c.req.header("x-upsert") === "true"));
  app.put(`/object/:bucket/:path{${ANY}}`, (c) => upload(c, true));

  /**
   * Answers with the object `load()` finds, streamed from its file (a video
   * is hundreds of MB and players ask for many ranges: only the asked part
   * is read, issue #28). An upsert that commits between reading the row and
   * opening its file removes the version just read, so a missing file is
   * looked up once more before answering NoSuchKey; once open, the file is
   * read whole even if an upsert removes it meanwhile.
   */
  async function sendObject(c: Context, name: string, load: () => Promise<ObjectRow | undefined>) {
    let row: ObjectRow | undefined;
    let handle: FileHandle | null = null;
    for (let attempt = 0; attempt < 2 && handle === null; attempt++) {
      row = await load();
      const file = row ? files.pathOf(row) : null;
      if (file === null) throw errors.noKey();
      handle = await open(file, "r").catch(() => null);
    }
    if (!row || handle === null) throw errors.noKey();
    let streaming = false;
    try {
      const size = (await handle.stat()).size;
      const meta = row.metadata ?? {};
      // Every upload stores its ETag; a row without one (written by hand) gets the file's MD5.
      const eTag =
        headerValue(meta.eTag, "") ||
        `"${createHash("md5")
          .update(await handle.readFile())
          .digest("hex")}"`;
      const modified = new Date(typeof meta.lastModified === "string" ? meta.lastModified : row.updated_at);
      const headers: Record<string, string> = {
        "Content-Type": headerValue(meta.mimetype, "application/octet-stream"),
        "Cache-Control": headerValue(meta.cacheControl, "max-age=3600"),
        ETag: eTag,
        "Last-Modified": (Number.isNaN(modified.getTime()) ? new Date(row.updated_at) : modified).toUTCString(),
        "Content-Length": String(size),
      };
      // ?download[=name]: save instead of display (supabase-js `download: true` / `download: 'name'`).
      const download = c.req.query("download");
      if (download !== undefined)
        headers["Content-Disposition"] = attachmentDisposition(download || name.split("/").pop()!);
      for (const [k, v] of Object.entries(headers)) c.header(k, v);
      if (c.req.header("if-none-match") === eTag) return c.body(null, 304);
      if (c.req.method === "HEAD") return c.body(null, 200);
      // One byte range, as hosted Storage serves them (video players ask for ranges: byte-range.ts, issue #28).
      c.header("Accept-Ranges", "bytes");
      const range = byteRange(c.req.header("range"), size);
      if (range.kind === "unsatisfiable") {
        c.header("Content-Range", `bytes */${size}`);
        c.header("Content-Length", "0");
        return c.body(null, 416);
      }
      if (size === 0) return c.body(new Uint8Array(0), 200);
      const part = range.kind === "part" ? range : { start: 0, end: size - 1 };
      if (range.kind === "part") {
        c.header("Content-Range", `bytes ${part.start}-${part.end}/${size}`);
        c.header("Content-Length", String(part.end - part.start + 1));
      }
      // The stream closes the file once sent, or when the client goes away.
      const stream = Readable.toWeb(handle.createReadStream({ start: part.start, end: part.end, autoClose: true }));
      streaming = true;
      return c.body(stream as unknown as ReadableStream<Uint8Array>, range.kind === "part" ? 206 : 200);
    } finally {
      if (!streaming) await handle.close();
    }
  }

  /**
   * `GET /object/info/…` (storage-js `info()`, issue #25): the object's keys,
   * size, type, cache-control, ETag, user metadata and times as JSON. As in
   * Storage's getObjectInfo: a public bucket's objects are looked up as the
   * server (anyone may read them); a private bucket needs a valid token (the
   * public route and an invalid token get NoSuchBucket) and its policies decide.
   * Registered before the object routes, which would take `info` for a bucket id.
   */
  const objectInfo = (route: "public" | "authenticated" | "any") => async (c: Context<AppEnv>) => {
    const { bucketId, name } = objectTarget(c, route === "any" ? 1 : 2);
    let who: Identity | null = null;
    if (route === "authenticated") who = await identity(c);
    // An invalid token is not refused here: it reads like no token (Storage's allowInvalidJwt).
    else if (route === "any")
      who = await identity(c).catch((e: unknown) => (e instanceof ApiError ? null : Promise.reject(e)));
    const b = await bucket(bucketId);
    if (!b.public && who === null) throw errors.noBucket();
    const row =
      b.public || who === null
        ? await getObjectInfo(db, bucketId, name)
        : await withRequestTx(db, who, (tx) => getObjectInfo(tx, bucketId, name));
    if (!row) throw errors.noKey();
    const { body, headers } = objectInfoBody(row);
    for (const [k, v] of Object.entries(headers)) c.header(k, v);
    return c.json(body, 200);
  };
  app.get(`/object/info/public/:bucket/:path{${ANY}}`, objectInfo("public"));
  app.get(`/object/info/authenticated/:bucket/:path{${ANY}}`, objectInfo("authenticated"));
  app.get(`/object/info/:bucket/:path{${ANY}}`, objectInfo("any"));

  app.get(`/object/public/:bucket/:path{${ANY}}`, async (c) => {
    const { bucketId, name } = objectTarget(c, 1);
    const b = await bucket(bucketId);
    if (!b.public) throw errors.noBucket();
    return sendObject(c, name, () => getObject(db, bucketId, name));
  });

  const authenticatedGet = (skip: 0 | 1) => async (c: Context<AppEnv>) => {
    const who = await identity(c);
    const { bucketId, name } = objectTarget(c, skip);
    await bucket(bucketId);
    return sendObject(c, name, () => withRequestTx(db, who, (tx) => getObject(tx, bucketId, name)));
  };
  app.get(`/object/authenticated/:bucket/:path{${ANY}}`, authenticatedGet(1));
  app.get(`/object/:bucket/:path{${ANY}}`, authenticatedGet(0));

  app.delete("/object/:bucket", jsonSizeLimit, async (c) => {
    const who = await identity(c);
    const bucketId = c.req.param("bucket");
    const body = await readJson(c);
    const prefixes = (body as { prefixes?: unknown } | null | undefined)?.prefixes;
    if (
      !Array.isArray(prefixes) ||
      prefixes.length < 1 ||
      prefixes.length > 1000 ||
      !prefixes.every((p) => typeof p === "string" && !p.includes("\0"))
    ) {
      throw errors.badRequest("body/prefixes must be an array of 1 to 1000 strings");
    }
    await bucket(bucketId);
    const names = (prefixes as string[]).map((p) => p.replace(/^\/+/, ""));
    const { body: text, removed } = await withRequestTx(db, who, async (tx) => {
      try {
        return await removeObjects(tx, bucketId, names);
      } catch (e) {
        throw toStorageError(e);
      }
    });
    // After commit; a crash before this leaves files without rows, removed at the next start.
    await Promise.all(removed.map((o) => files.discard(o)));
    c.header("Content-Type", "application/json; charset=utf-8");
    return c.body(text, 200);
  });

  app.get("/bucket/:id", async (c) => {
    await identity(c);
    const b = await bucket(c.req.param("id"));
    return c.json({ ...b, name: b.id });
  });

  app.get("/status", async (c) => {
    await stat(deps.storageDir);
    return c.json({ status: "ok" });
  });

  app.all("*", () => {
    throw storageError(404, "not_found", "Not Found", "Route not found");
  });

  return app;
}
