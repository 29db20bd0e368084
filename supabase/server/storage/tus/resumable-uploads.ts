/**
 * `/storage/v1/upload/resumable`: resumable uploads over TUS 1.0.0 (issue #28),
 * as hosted Storage runs them (supabase/storage `routes/tus/`, `@tus/server`
 * with its file store):
 *
 * - `POST /upload/resumable` creates an upload. Upload-Metadata carries
 *   `bucketName`, `objectName`, `contentType`, `cacheControl` (seconds) and
 *   `metadata` (JSON text: the object's user metadata); `x-upsert: true`
 *   replaces an existing object. Answers 201 with `Location:
 *   <origin>/storage/v1/upload/resumable/<id>` (upload-id.ts). A body sent
 *   with it (creation-with-upload) is stored at once.
 * - `HEAD /upload/resumable/<id>`: Upload-Offset (bytes received so far) and
 *   Upload-Length; a valid JWT is needed, the policies are not asked (as hosted).
 * - `PATCH /upload/resumable/<id>` with `Upload-Offset` and
 *   `application/offset+octet-stream`: appends bytes; any chunk size is
 *   accepted (clients use 6 MiB, RESUMABLE_CHUNK_BYTES). A wrong offset is 409.
 * - `DELETE /upload/resumable/<id>`: terminates an unfinished upload (204);
 *   a finished one is 400, as hosted (`disableTerminationForFinishedUploads`).
 * - OPTIONS preflights are answered by the gateway's CORS layer (app.ts), as
 *   hosted's API gateway does; TUS responses also expose the TUS headers.
 *
 * Permissions, as hosted's `onIncomingRequest`: every POST, PATCH and DELETE
 * first tries, as the caller (JWT role and claims, RLS), to write the object
 * row it would create (insert, or upsert with `x-upsert`) and rolls that back;
 * so anon and non-admins are refused at creation with 403 "new row violates
 * row-level security policy", an existing object without upsert with 409
 * "The resource already exists". At creation the bucket must exist (404
 * "Bucket not found"), Upload-Length must be within min(bucket
 * `file_size_limit`, global limit) (413 "Maximum size exceeded\n") and the
 * type within `allowed_mime_types` (415 "mime type … is not supported").
 * TUS refusals answer the real status with a plain-text body (hosted renders
 * its Storage errors that way on this route); a bad JWT answers Storage's
 * usual JSON error, as hosted's JWT check runs before TUS.
 *
 * Bytes: an upload in progress is `<storageDir>/.resumable/<version>` with
 * `<version>.json` (@tus/file-store); `ObjectFiles.prepare()` never touches
 * that folder, so uploads survive a restart. On the last byte the object row
 * is written as the caller inside one transaction, and the file is hard-linked
 * into place as `.objects/<id>.<version>` (object-files.ts) before commit; a
 * refusal rolls both back. Uploads older than the expiry (TUS_URL_EXPIRY_MS,
 * default 24 h, as hosted's upload URLs) answer 410 and are deleted at start
 * and by a sweep that runs before TUS requests and every 10 minutes.
 */
import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, link, readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import { Server, type Upload } from "@tus/server";
import { EXPOSED_HEADERS, Metadata } from "@tus/utils";
import type { Context, Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context";
import { isPgError } from "../../db/database";
import { withRequestTx } from "../../db/statements";
import { ApiError, storageError } from "../../http-errors";
import type { Identity } from "../../identity";
import { getBucket } from "../buckets-sql";
import type { ObjectFiles } from "../object-files";
import { isHeaderSafe } from "../object-headers";
import { saveObject } from "../objects-sql";
import { GLOBAL_FILE_SIZE_LIMIT, mimeAllowed } from "../upload-limits";
import { storedUserMetadata } from "../user-metadata";
import { checkUploadTarget, decodeUploadId, encodeUploadId, type UploadTarget } from "./upload-id";

/** Path of the endpoint, as clients see it. */
export const RESUMABLE_PATH = "/storage/v1/upload/resumable";
/** Default age after which an unfinished upload expires: 24 hours, in ms. */
export const DEFAULT_UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** How often the background sweep runs at most, in ms (it also runs before TUS requests). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** What storageRoutes hands over: its dependencies, its token check and its object files. */
export interface ResumableUploadDeps {
  deps: AppDeps;
  /** The request's identity, or Storage's 403 AccessDenied for a bad token (storage-routes.ts). */
  identity: (c: Context<AppEnv>) => Promise<Identity>;
  files: ObjectFiles;
}

/** Per-request state the TUS hooks read (keyed by the request object TUS passes them). */
interface RequestState {
  who: Identity;
  upsert: boolean;
  /** The upload the URL or the new upload's metadata names. */
  target?: UploadTarget;
}

/** Thrown inside the permission test to roll it back. */
const ROLLBACK = Symbol("rollback");

const errors = {
  noBucket: () => storageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  rls: () => storageError(403, "AccessDenied", "Unauthorized", "new row violates row-level security policy"),
  duplicate: () => storageError(409, "KeyAlreadyExists", "Duplicate", "The resource already exists"),
  mime: (t: string) => storageError(415, "InvalidMimeType", "invalid_mime_type", `mime type ${t} is not supported`),
  metadataRequired: () => storageError(400, "InvalidRequest", "Bad Request", "Metadata header is required"),
  notFound: () => ({ status_code: 404, body: "The file for this url was not found\n" }),
};

/** The expiry of unfinished uploads in ms: TUS_URL_EXPIRY_MS when a positive integer, else 24 h. */
export function uploadExpiryMs(env: NodeJS.ProcessEnv = process.env): number {
  const v = Number(env.TUS_URL_EXPIRY_MS);
  return Number.isSafeInteger(v) && v > 0 ? v : DEFAULT_UPLOAD_EXPIRY_MS;
}

/**
 * Deletes the unfinished and finished uploads of `dir` created more than
 * `expiryMs` ago (their `.json` says when), and partial files left without a
 * `.json` whose last write is that old. Missing folder: nothing to do.
 * @returns how many uploads were deleted.
 */
export async function sweepExpiredUploads(dir: string, expiryMs: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  const infos = new Set(names.filter((n) => n.endsWith(".json")).map((n) => n.slice(0, -5)));
  let removed = 0;
  for (const name of names) {
    const isInfo = name.endsWith(".json");
    const key = isInfo ? name.slice(0, -5) : name;
    if (!isInfo && infos.has(key)) continue; // judged by its .json
    let created: number;
    try {
      if (isInfo) {
        const info = JSON.parse(await readFile(path.join(dir, name), "utf8")) as { creation_date?: string };
        created = new Date(info.creation_date ?? 0).getTime();
      } else {
        created = (await stat(path.join(dir, name))).mtimeMs;
      }
    } catch {
      created = 0; // unreadable: treat as expired
    }
    if (!(now - created > expiryMs)) continue;
    await Promise.all([rm(path.join(dir, key), { force: true }), rm(path.join(dir, `${key}.json`), { force: true })]);
    removed++;
  }
  return removed;
}

/** MD5 of a file as Storage's quoted ETag, streamed (files may be up to the bucket limit). */
async function fileETag(file: string): Promise<string> {
  const hash = createHash("md5");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return `"${hash.digest("hex")}"`;
}

/** A Postgres error of the object row as a Storage error; anything else is rethrown. */
function rowError(e: unknown): never {
  if (isPgError(e)) {
    if (e.code === "42501") throw errors.rls();
    if (e.code === "23505") throw errors.duplicate();
    if (e.code === "23503") throw errors.noBucket();
    if (e.code.startsWith("22") || e.code.startsWith("23"))
      throw storageError(400, "InvalidRequest", "Bad Request", e.message);
  }
  throw e;
}

/**
 * Registers the resumable upload routes on the `/storage/v1` app (before its
 * catch-all 404) and deletes expired uploads left by earlier runs.
 */
export function registerResumableUploads(app: Hono<AppEnv>, { deps, identity, files }: ResumableUploadDeps): void {
  const { db } = deps;
  const directory = path.join(deps.storageDir, ".resumable");
  const expiryMs = uploadExpiryMs();
  // Made at the first TUS request: the file store creates its folder, which stays absent until used.
  let store: FileStore;
  let tus: Server | undefined;
  const states = new WeakMap<Request, RequestState>();

  const stateOf = (req: Request): RequestState => {
    const s = states.get(req);
    if (!s) throw new Error("resumable upload: request state missing");
    return s;
  };

  /** The largest upload in bytes the bucket takes (min of its limit and the global one). */
  async function limitOf(bucketId: string): Promise<number> {
    const b = await getBucket(db, bucketId);
    if (!b) throw errors.noBucket();
    return Math.min(GLOBAL_FILE_SIZE_LIMIT, b.file_size_limit || GLOBAL_FILE_SIZE_LIMIT);
  }

  /**
   * Hosted's `canUpload`: writes the object row the upload would create, as
   * the caller, and rolls it back. @throws the Storage error of a refusal.
   */
  async function checkCanUpload(
    state: RequestState,
    t: UploadTarget,
    metadata: Record<string, unknown>,
    userMetadata: Record<string, unknown>,
  ): Promise<void> {
    try {
      await withRequestTx(db, state.who, async (tx) => {
        await saveObject(tx, {
          bucketId: t.bucketId,
          name: t.name,
          ownerId: state.who.sub,
          metadata,
          userMetadata,
          version: t.version,
          upsert: state.upsert,
        });
        throw ROLLBACK;
      });
    } catch (e) {
      if (e === ROLLBACK) return;
      rowError(e);
    }
  }

  const parseUserMetadata = (text: string | null | undefined): Record<string, unknown> => {
    if (!text) return {};
    try {
      return storedUserMetadata(JSON.parse(text));
    } catch {
      return {}; // hosted ignores metadata that is not JSON
    }
  };

  /**
   * The last byte arrived: the object row (as the caller) and its file (a
   * hard link of the upload's file) in one transaction; the replaced
   * version's file goes after commit.
   */
  async function finish(req: Request, upload: Upload) {
    const state = stateOf(req);
    const t = state.target!;
    const partial = path.join(directory, t.version);
    const size = (await stat(partial)).size;
    const meta = upload.metadata ?? {};
    const metadata = {
      eTag: await fileETag(partial),
      size,
      mimetype: meta.contentType || "application/octet-stream",
      cacheControl: meta.cacheControl || "no-cache",
      lastModified: new Date().toISOString(),
      contentLength: size,
      httpStatusCode: 200,
    };
    let placed: string | null = null;
    try {
      const saved = await withRequestTx(db, state.who, async (tx) => {
        const row = await saveObject(tx, {
          bucketId: t.bucketId,
          name: t.name,
          ownerId: state.who.sub,
          metadata,
          userMetadata: parseUserMetadata(meta.metadata),
          version: t.version,
          upsert: state.upsert,
        });
        const target = files.pathOf({ id: row.id, version: t.version });
        if (target === null) throw new Error(`object ${row.id} has no valid file name`);
        // Before commit: if placing the bytes fails, the row rolls back.
        await link(partial, target).catch(async (e: NodeJS.ErrnoException) => {
          if (e.code === "EEXIST") return; // the same upload finished twice
          await copyFile(partial, target);
        });
        placed = target;
        return row;
      });
      if (saved.previous !== null && saved.previous !== t.version) {
        await files.discard({ id: saved.id, version: saved.previous });
      }
    } catch (e) {
      if (placed) await rm(placed, { force: true });
      rowError(e);
    }
    return { headers: { "Tus-Complete": "1" } };
  }

  const createServer = (): Server => {
    store = new FileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
    return new Server({
      path: RESUMABLE_PATH,
      datastore: store,
      disableTerminationForFinishedUploads: true,
      allowedHeaders: ["Authorization", "X-Upsert", "Upload-Expires", "ApiKey", "x-signature"],
      namingFunction: (req, metadata) => {
        if (!metadata) throw errors.metadataRequired();
        const bucketId = metadata.bucketName ?? "";
        const name = metadata.objectName ?? "";
        checkUploadTarget(bucketId, name);
        const target = { bucketId, name, version: randomUUID() };
        stateOf(req).target = target;
        return target.version;
      },
      generateUrl: (req, { proto, host, path: base, id }) => {
        const t = stateOf(req).target!;
        return `${proto}://${host}${base}/${encodeUploadId({ ...t, version: id })}`;
      },
      getFileIdFromRequest: (req, lastPath) => {
        if (!lastPath || lastPath === "resumable") return undefined;
        const target = decodeUploadId(lastPath);
        stateOf(req).target = target;
        return target.version;
      },
      maxSize: async (req, id) => {
        if (id === null) return GLOBAL_FILE_SIZE_LIMIT;
        return limitOf(stateOf(req).target!.bucketId);
      },
      onIncomingRequest: async (req, id) => {
        const state = stateOf(req);
        const t = state.target!;
        if (req.method === "POST") {
          // Hosted's order: the size (maxSize), then the caller's right to write the object.
          const meta = Metadata.parse(req.headers.get("upload-metadata") ?? undefined);
          const length = req.headers.get("upload-length");
          await checkCanUpload(
            state,
            t,
            { mimetype: meta.contentType ?? undefined, contentLength: length === null ? undefined : Number(length) },
            parseUserMetadata(meta.metadata),
          );
          return;
        }
        // An existing upload: the URL must name the object it was created for.
        const upload = await store.getUpload(id);
        if (upload.metadata?.bucketName !== t.bucketId || upload.metadata?.objectName !== t.name) {
          throw errors.notFound();
        }
        if (req.method === "HEAD") return; // as hosted: a valid JWT, no policy check
        await checkCanUpload(
          state,
          t,
          { mimetype: upload.metadata?.contentType ?? undefined, contentLength: upload.size },
          parseUserMetadata(upload.metadata?.metadata),
        );
      },
      onUploadCreate: async (_req, upload) => {
        const meta = { ...(upload.metadata ?? {}) };
        const b = await getBucket(db, meta.bucketName ?? "");
        if (!b) throw errors.noBucket();
        meta.cacheControl = /^-?\d+$/.test(meta.cacheControl ?? "") ? `max-age=${meta.cacheControl}` : "no-cache";
        // Hosted checks only a given type; here a missing one is application/octet-stream, as plain uploads.
        const mime = meta.contentType || "application/octet-stream";
        if (!isHeaderSafe(mime) || !mimeAllowed(b.allowed_mime_types, mime)) throw errors.mime(mime);
        return { metadata: meta };
      },
      onUploadFinish: finish,
      onResponseError: (_req, err) => {
        if (err instanceof ApiError) {
          const body = err.body as { statusCode?: string; message?: string };
          return { status_code: Number(body.statusCode ?? err.status), body: String(body.message ?? "") };
        }
        if (err instanceof Error) {
          if (!deps.quiet) console.error(`[local-supabase] resumable upload:`, err);
          return { status_code: 500, body: "Internal Server Error" };
        }
        return undefined; // TUS's own refusal ({ status_code, body })
      },
    });
  };

  // Expired uploads: at start, then at most every SWEEP_INTERVAL_MS (or half the expiry) before a
  // TUS request, and from a background timer that ends with the storage folder.
  let lastSweep = 0;
  const sweepEvery = Math.min(SWEEP_INTERVAL_MS, Math.max(1, Math.floor(expiryMs / 2)));
  const sweep = async () => {
    lastSweep = Date.now();
    await sweepExpiredUploads(directory, expiryMs);
  };
  const started = sweep().catch(() => undefined);
  const timer = setInterval(() => {
    stat(deps.storageDir).then(
      () => sweep().catch(() => undefined),
      () => clearInterval(timer),
    );
  }, SWEEP_INTERVAL_MS);
  timer.unref();

  const handle = async (c: Context<AppEnv>) => {
    // Hono answers HEAD with the GET route; a real GET is no TUS route (hosted has none).
    if (c.req.raw.method === "GET") throw storageError(404, "not_found", "Not Found", "Route not found");
    const who = await identity(c); // a bad JWT: Storage's JSON error, before TUS (as hosted)
    await started;
    if (Date.now() - lastSweep >= sweepEvery) await sweep().catch(() => undefined);
    const req = c.req.raw;
    states.set(req, { who, upsert: c.req.header("x-upsert") === "true" });
    tus ??= createServer();
    const res = await tus.handleWeb(req);
    // The gateway's CORS layer sets its own expose list on every response; add TUS's headers to it.
    const current = c.res.headers.get("Access-Control-Expose-Headers");
    c.res.headers.set("Access-Control-Expose-Headers", current ? `${current},${EXPOSED_HEADERS}` : EXPOSED_HEADERS);
    return res;
  };
  app.post("/upload/resumable", handle);
  // HEAD requests reach Hono's GET route.
  app.on(["POST", "PATCH", "DELETE", "GET"], "/upload/resumable/:id", handle);
}
