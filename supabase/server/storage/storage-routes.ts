/**
 * `/storage/v1`: the Storage subset of wire reference §4. Object rows live in
 * storage.objects and are written as the request's role (so the migration's
 * RLS policies decide); bytes live in `<storageDir>/<bucket>/<path>` and are
 * moved into place only after the row's transaction commits.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Hono, type Context } from "hono";
import type { JWTPayload } from "jose";
import { withRequestTx, type RequestIdentity } from "../db/database";
import { readBounded } from "../http-body";
import { ApiError, storageError } from "../http-errors";
import { TokenError } from "../keys";
import type { AppDeps, AppEnv } from "../context";

/** Global upload limit in bytes (config.toml [storage] file_size_limit = "50MiB"). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

interface ObjectRow {
  id: string;
  metadata: { mimetype?: string; cacheControl?: string; eTag?: string; lastModified?: string; size?: number } | null;
  updated_at: Date;
}

const errors = {
  noBucket: () => storageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  noKey: () => storageError(404, "NoSuchKey", "not_found", "Object not found"),
  rls: () => storageError(403, "AccessDenied", "Unauthorized", "new row violates row-level security policy"),
  badJwt: (m: string) => storageError(403, "AccessDenied", "Unauthorized", m),
  mime: (t: string) => storageError(415, "InvalidMimeType", "invalid_mime_type", `mime type ${t} is not supported`),
  tooLarge: () =>
    storageError(413, "EntityTooLarge", "Payload too large", "The object exceeded the maximum allowed size"),
  duplicate: () => storageError(409, "KeyAlreadyExists", "Duplicate", "The resource already exists"),
  invalidKey: (k: string) => storageError(400, "InvalidKey", "Invalid key", `Invalid key: ${k}`),
  badRequest: (m: string) => storageError(400, "InvalidRequest", "Bad Request", m),
};

/**
 * Decodes and checks an object path from the URL: percent-decoded segments,
 * no empty, `.` or `..` segments, no NUL or backslash.
 * @throws ApiError InvalidKey.
 */
export function objectName(rawPath: string): string {
  let segments: string[];
  try {
    segments = rawPath.split("/").map((s) => decodeURIComponent(s));
  } catch {
    throw errors.invalidKey(rawPath);
  }
  if (
    segments.length === 0 ||
    segments.some((s) => s === "" || s === "." || s === ".." || s.includes("\0") || s.includes("\\") || s.includes("/"))
  ) {
    throw errors.invalidKey(rawPath);
  }
  return segments.join("/");
}

/**
 * Bucket id and object name of an `/object/[public|authenticated/]<bucket>/<path>` URL,
 * read from the raw (still percent-encoded) pathname so each segment is decoded exactly once.
 */
function objectTarget(c: Context, skip: 0 | 1): { bucketId: string; name: string } {
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

/** The file of object `name` in `bucket`, guaranteed to stay inside the storage folder. */
function filePath(root: string, bucket: string, name: string): string {
  const bucketDir = path.resolve(root, bucket);
  const file = path.resolve(bucketDir, ...name.split("/"));
  if (
    !bucket ||
    bucket.includes("/") ||
    bucket.includes("\\") ||
    bucket.startsWith(".") ||
    !file.startsWith(bucketDir + path.sep)
  ) {
    throw errors.invalidKey(name);
  }
  return file;
}

/** Whether `mime` is allowed by the bucket's list (exact `type/subtype` or `type/*`; a parameter fails). */
export function mimeAllowed(allowed: string[] | null, mime: string): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some(
    (a) => a === mime || (a.endsWith("/*") && mime.startsWith(a.slice(0, -1)) && !mime.includes(";")),
  );
}

function isPgError(e: unknown): e is { code: string; message: string } {
  return typeof e === "object" && e !== null && "severity" in e && typeof (e as { code?: unknown }).code === "string";
}

/** Builds the `/storage/v1` routes. */
export function storageRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  async function identity(c: Context<AppEnv>): Promise<RequestIdentity & { sub: string | null }> {
    const token = c.get("token");
    if (!token) return { role: "anon", claims: { role: "anon" }, claimsJson: '{"role":"anon"}', sub: null };
    let claims: JWTPayload;
    try {
      claims = await deps.verifier.verify(token);
    } catch (e) {
      throw errors.badJwt(
        e instanceof TokenError && e.kind === "expired" ? '"exp" claim timestamp check failed' : (e as Error).message,
      );
    }
    const role = typeof claims.role === "string" ? claims.role : "anon";
    if (!["anon", "authenticated", "service_role"].includes(role)) throw errors.badJwt(`role ${role} is not permitted`);
    return {
      role,
      claims,
      claimsJson: JSON.stringify(claims),
      sub: typeof claims.sub === "string" ? claims.sub : null,
    };
  }

  async function bucket(id: string): Promise<BucketRow> {
    const row = (
      await db.query<BucketRow>(
        "select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1",
        [id],
      )
    ).rows[0];
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
  ): Promise<{ bytes: Uint8Array; mime: string; cacheControl: string }> {
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
        cacheControl: c.req.header("cache-control") ?? "max-age=3600",
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
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      mime,
      cacheControl: `max-age=${typeof cc === "string" && cc ? cc : "3600"}`,
    };
  }

  async function upload(c: Context<AppEnv>, upsert: boolean) {
    const who = await identity(c);
    const { bucketId, name } = objectTarget(c, 0);
    const b = await bucket(bucketId);
    const limit = Math.min(GLOBAL_FILE_SIZE_LIMIT, b.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT);
    const { bytes, mime, cacheControl } = await readUpload(c, b, limit);
    if (!mimeAllowed(b.allowed_mime_types, mime)) throw errors.mime(mime);
    if (bytes.byteLength > limit) throw errors.tooLarge();

    const target = filePath(deps.storageDir, bucketId, name);
    const temp = `${target}.upload-${randomUUID()}`;
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
    let id: string;
    try {
      id = await withRequestTx(db, who, async (tx) => {
        const sql = upsert
          ? `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3, $4, $5::jsonb)
             on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner,
               owner_id = excluded.owner_id, updated_at = now(), last_accessed_at = now()
             returning id`
          : `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3, $4, $5::jsonb) returning id`;
        const res = await tx.query<{ id: string }>(sql, [bucketId, name, who.sub, who.sub, JSON.stringify(metadata)]);
        // The bytes are written inside the transaction so a failed write rolls the row back.
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(temp, bytes);
        return res.rows[0]!.id;
      });
    } catch (e) {
      await rm(temp, { force: true });
      if (e instanceof ApiError) throw e;
      if (isPgError(e)) {
        if (e.code === "42501") throw errors.rls();
        if (e.code === "23505") throw errors.duplicate();
        throw storageError(400, "InvalidRequest", "Bad Request", e.message);
      }
      throw e;
    }
    await rename(temp, target);
    return c.json({ Key: `${bucketId}/${name}`, Id: id });
  }

  app.post("/object/:bucket/:path{.+}", (c) => upload(c, c.req.header("x-upsert") === "true"));
  app.put("/object/:bucket/:path{.+}", (c) => upload(c, true));

  async function sendObject(c: Context, bucketId: string, name: string, row: ObjectRow | undefined) {
    if (!row) throw errors.noKey();
    const file = filePath(deps.storageDir, bucketId, name);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch {
      throw errors.noKey();
    }
    const meta = row.metadata ?? {};
    const eTag = meta.eTag ?? `"${createHash("md5").update(bytes).digest("hex")}"`;
    const headers: Record<string, string> = {
      "Content-Type": meta.mimetype ?? "application/octet-stream",
      "Cache-Control": meta.cacheControl ?? "max-age=3600",
      ETag: eTag,
      "Last-Modified": new Date(meta.lastModified ?? row.updated_at).toUTCString(),
      "Content-Length": String(bytes.byteLength),
    };
    for (const [k, v] of Object.entries(headers)) c.header(k, v);
    if (c.req.header("if-none-match") === eTag) return c.body(null, 304);
    if (c.req.method === "HEAD") return c.body(null, 200);
    return c.body(new Uint8Array(bytes), 200);
  }

  app.get("/object/public/:bucket/:path{.+}", async (c) => {
    const { bucketId, name } = objectTarget(c, 1);
    const b = await bucket(bucketId);
    if (!b.public) throw errors.noBucket();
    const row = (
      await db.query<ObjectRow>(
        "select id, metadata, updated_at from storage.objects where bucket_id = $1 and name = $2",
        [bucketId, name],
      )
    ).rows[0];
    return sendObject(c, bucketId, name, row);
  });

  const authenticatedGet = (skip: 0 | 1) => async (c: Context<AppEnv>) => {
    const who = await identity(c);
    const { bucketId, name } = objectTarget(c, skip);
    await bucket(bucketId);
    const row = await withRequestTx(
      db,
      who,
      async (tx) =>
        (
          await tx.query<ObjectRow>(
            "select id, metadata, updated_at from storage.objects where bucket_id = $1 and name = $2",
            [bucketId, name],
          )
        ).rows[0],
    );
    return sendObject(c, bucketId, name, row);
  };
  app.get("/object/authenticated/:bucket/:path{.+}", authenticatedGet(1));
  app.get("/object/:bucket/:path{.+}", authenticatedGet(0));

  app.delete("/object/:bucket", async (c) => {
    const who = await identity(c);
    const bucketId = c.req.param("bucket");
    let body: unknown;
    try {
      const raw = await readBounded(c.req.raw, deps.maxJsonBytes);
      if (raw === null) throw errors.tooLarge();
      body = JSON.parse(new TextDecoder().decode(raw));
    } catch (e) {
      if (e instanceof ApiError) throw e;
      throw errors.badRequest("body must be JSON");
    }
    const prefixes = (body as { prefixes?: unknown }).prefixes;
    if (
      !Array.isArray(prefixes) ||
      prefixes.length < 1 ||
      prefixes.length > 1000 ||
      !prefixes.every((p) => typeof p === "string")
    ) {
      throw errors.badRequest("body/prefixes must be an array of 1 to 1000 strings");
    }
    await bucket(bucketId);
    const names = (prefixes as string[]).map((p) => p.replace(/^\/+/, ""));
    const rows = await withRequestTx(db, who, async (tx) => {
      await tx.query("select set_config('storage.allow_delete_query', 'true', true)");
      try {
        const res = await tx.query<{ body: string }>(
          `with _d as (delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *)
           select coalesce(json_agg(_d), '[]')::text as body from _d`,
          [bucketId, names],
        );
        return res.rows[0]!.body;
      } catch (e) {
        if (isPgError(e) && e.code === "42501") throw errors.rls();
        throw e;
      }
    });
    const deleted = JSON.parse(rows) as { name: string }[];
    await Promise.all(
      deleted.map(async (d) => {
        try {
          await rm(filePath(deps.storageDir, bucketId, d.name), { force: true });
        } catch {
          // a name that cannot map to a file has no file to remove
        }
      }),
    );
    c.header("Content-Type", "application/json; charset=utf-8");
    return c.body(rows, 200);
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

  return app;
}
