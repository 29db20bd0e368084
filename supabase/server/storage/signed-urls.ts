/**
 * Signed download URLs of `/storage/v1` (issue #27: the admin shows the files
 * of drafts, which live in private buckets), as hosted Storage makes and
 * checks them (supabase/storage: routes `object/getSignedURL`,
 * `getSignedURLs`, `getSignedObject`):
 *
 * - `POST /object/sign/<bucket>/<path>` `{ expiresIn }` → `{ signedURL }`;
 * - `POST /object/sign/<bucket>` `{ expiresIn, paths }` → `[{ error, path, signedURL }]`;
 * - `GET|HEAD /object/sign/<bucket>/<path>?token=…[&download[=name]]` → the bytes.
 *
 * The token is an HS256 JWT signed with the project's JWT secret, claims
 * `{ url: "<bucket>/<path>", scope: "download", iat, exp }`. Signing needs a
 * valid API token and the caller's SELECT on the object (RLS: a hidden object
 * answers 404 NoSuchKey, or its entry's `error` in the batch form). The GET
 * needs no key at all (browsers load it in `<img src>`): the token is the
 * permission, checked for signature, scope, path and expiry, and the object
 * is then read as the server. Errors in Storage's shapes (HTTP 400 with the
 * original status in `statusCode`, as every Storage error here).
 */
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from "jose";
import type { Context, Hono } from "hono";
import type { AppDeps, AppEnv } from "../context";
import { withRequestTx, query } from "../db/statements";
import { readJsonBody } from "../http-body";
import { storageError } from "../http-errors";
import type { Identity } from "../identity";
import { objectName } from "./object-names";
import { getObject, type ObjectRow } from "./objects-sql";

/** The `scope` claim of a download token (hosted Storage binds each token to one action). */
const DOWNLOAD_SCOPE = "download";
/** Most paths one batch may sign (hosted Storage's MAX_OBJECTS_PER_REQUEST). */
export const MAX_SIGNED_PATHS = 1000;
/** Latest `exp` a token may carry, in seconds since the epoch (hosted: MAX_SAFE_INTEGER ms, in seconds). */
const MAX_EXP_SECONDS = Math.floor(Number.MAX_SAFE_INTEGER / 1000);
/** The batch form's error for a path the caller cannot see or that does not exist (hosted's words). */
export const SIGN_NOT_FOUND = "Either the object does not exist or you do not have access to it";

const errors = {
  noKey: () => storageError(404, "NoSuchKey", "not_found", "Object not found"),
  badRequest: (m: string) => storageError(400, "InvalidRequest", "Bad Request", m),
  badParameter: (p: string) => storageError(400, "InvalidParameter", "InvalidParameter", `Invalid Parameter ${p}`),
  tooLarge: () =>
    storageError(413, "EntityTooLarge", "Payload too large", "The object exceeded the maximum allowed size"),
  invalidJwt: (m: string) => storageError(400, "InvalidJWT", "InvalidJWT", m),
  invalidSignature: (m = "Invalid signature") => storageError(400, "InvalidSignature", "InvalidSignature", m),
  expired: () => storageError(400, "ExpiredToken", "ExpiredToken", "The provided token has expired."),
};

/** What the routes borrow from storage-routes.ts: the deps, its token check and its object sender. */
export interface SignedUrlRouteDeps {
  deps: AppDeps;
  /** The request's identity, or Storage's 403 for a bad token. */
  identity: (c: Context<AppEnv>) => Promise<Identity>;
  /** Answers with the object `load()` finds (headers, `download`, ETag, HEAD), or 404 NoSuchKey. */
  sendObject: (c: Context, name: string, load: () => Promise<ObjectRow | undefined>) => Promise<Response>;
}

/**
 * The bucket id and object name after `/object/sign/` in the request's raw
 * path (each segment percent-decoded once); `name` is null for the batch form.
 * @throws StorageError 400 InvalidKey for a path that is not a valid name.
 */
function signTarget(c: Context): { bucketId: string; name: string | null } {
  const parts = new URL(c.req.url).pathname.split("/");
  const at = parts.indexOf("sign") + 1;
  let bucketId: string;
  try {
    bucketId = decodeURIComponent(parts[at] ?? "");
  } catch {
    throw errors.noKey();
  }
  const rest = parts.slice(at + 1);
  return { bucketId, name: rest.length === 0 ? null : objectName(rest.join("/")) };
}

/**
 * `expiresIn` of a sign body, in seconds, checked as hosted's schema and
 * assertValidNumericJWTExpiration do: a required integer ≥ 1 that keeps `exp`
 * within MAX_EXP_SECONDS.
 * @throws StorageError 400 InvalidRequest (missing, not an integer, < 1) or InvalidParameter (too large).
 */
export function parseExpiresIn(body: unknown, nowMs = Date.now()): number {
  const value = (body as { expiresIn?: unknown } | null | undefined)?.expiresIn;
  if (value === undefined) throw errors.badRequest("body must have required property 'expiresIn'");
  if (typeof value !== "number" || !Number.isInteger(value)) throw errors.badRequest("body/expiresIn must be integer");
  if (value < 1) throw errors.badRequest("body/expiresIn must be >= 1");
  if (value > MAX_EXP_SECONDS - Math.floor(nowMs / 1000)) throw errors.badParameter("expiresIn");
  return value;
}

/** A download token for `<bucketId>/<name>` valid `expiresIn` seconds (claims as hosted: url, scope, iat, exp). */
export function signDownloadToken(secret: string, bucketId: string, name: string, expiresIn: number): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ url: `${bucketId}/${name}`, scope: DOWNLOAD_SCOPE })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt(iat)
    .setExpirationTime(iat + expiresIn)
    .sign(new TextEncoder().encode(secret));
}

/** The path part of a signed URL (relative to `/storage/v1`), as hosted answers it: not percent-encoded. */
const signedPath = (bucketId: string, name: string, token: string) => `/object/sign/${bucketId}/${name}?token=${token}`;

/**
 * The claims of a download token for `<bucketId>/<name>`, checked as hosted
 * Storage's verifyObjectSignature: signature (400 InvalidJWT with jose's
 * message, e.g. `"exp" claim timestamp check failed`), download scope
 * (400 InvalidSignature "Token is not scoped for download"), the very path
 * (400 InvalidSignature "Invalid signature"), then expiry (400 ExpiredToken).
 */
export async function verifyDownloadToken(
  secret: string,
  token: string,
  bucketId: string,
  name: string,
): Promise<JWTPayload & { url: string; exp: number }> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ["HS256"] }));
  } catch (e) {
    throw errors.invalidJwt(e instanceof joseErrors.JOSEError || e instanceof Error ? e.message : "Invalid JWT");
  }
  // A token without a scope is a download token unless it carries upload's `upsert` claim (hosted's legacy rule).
  const downloadScoped = payload.scope === DOWNLOAD_SCOPE || (payload.scope === undefined && !("upsert" in payload));
  if (!downloadScoped) throw errors.invalidSignature(`Token is not scoped for ${DOWNLOAD_SCOPE}`);
  if (payload.url !== `${bucketId}/${name}`) throw errors.invalidSignature();
  if (typeof payload.exp !== "number" || payload.exp * 1000 < Date.now()) throw errors.expired();
  return payload as JWTPayload & { url: string; exp: number };
}

/**
 * Registers the three signed-URL routes on the Storage app. Call before the
 * object routes: `POST /object/:bucket/:path` and `GET /object/:bucket/:path`
 * would otherwise take `sign` for a bucket id.
 */
export function registerSignedUrlRoutes(app: Hono<AppEnv>, { deps, identity, sendObject }: SignedUrlRouteDeps): void {
  const { db } = deps;
  const secret = deps.keys.jwtSecret;
  const readJson = (c: Context) =>
    readJsonBody(c.req.raw, {
      maxBytes: deps.maxJsonBytes,
      errors: { tooLarge: errors.tooLarge, invalid: () => errors.badRequest("body must be JSON") },
    });

  // Batch form first: `/object/sign/:bucket` alone.
  app.post("/object/sign/:bucket", async (c) => {
    const who = await identity(c);
    const { bucketId } = signTarget(c);
    const body = await readJson(c);
    const expiresIn = parseExpiresIn(body);
    const paths = (body as { paths?: unknown }).paths;
    if (paths === undefined) throw errors.badRequest("body must have required property 'paths'");
    if (!Array.isArray(paths) || !paths.every((p) => typeof p === "string" && !p.includes("\0")))
      throw errors.badRequest("body/paths must be array of strings");
    if (paths.length < 1) throw errors.badRequest("body/paths must NOT have fewer than 1 items");
    if (paths.length > MAX_SIGNED_PATHS)
      throw errors.badRequest(`body/paths must NOT have more than ${MAX_SIGNED_PATHS} items`);
    // As the caller: the SELECT policies decide which of the paths it may sign.
    const visible = await withRequestTx(db, who, (tx) =>
      query<{ name: string }>(tx, "select name from storage.objects where bucket_id = $1 and name = any($2::text[])", [
        bucketId,
        paths,
      ]),
    );
    const found = new Set(visible.map((r) => r.name));
    const signed = await Promise.all(
      (paths as string[]).map(async (path) =>
        found.has(path)
          ? {
              error: null,
              path,
              signedURL: signedPath(bucketId, path, await signDownloadToken(secret, bucketId, path, expiresIn)),
            }
          : { error: SIGN_NOT_FOUND, path, signedURL: null },
      ),
    );
    return c.json(signed, 200);
  });

  app.post("/object/sign/:bucket/*", async (c) => {
    const who = await identity(c);
    const { bucketId, name } = signTarget(c);
    const expiresIn = parseExpiresIn(await readJson(c));
    const row = await withRequestTx(db, who, (tx) => getObject(tx, bucketId, name!));
    if (!row) throw errors.noKey();
    const token = await signDownloadToken(secret, bucketId, name!, expiresIn);
    return c.json({ signedURL: signedPath(bucketId, name!, token) }, 200);
  });

  app.get("/object/sign/:bucket/*", async (c) => {
    const { bucketId, name } = signTarget(c);
    const token = c.req.query("token");
    if (!token) throw errors.badRequest("querystring must have required property 'token'");
    if (name === null) throw errors.noKey();
    const { exp } = await verifyDownloadToken(secret, token, bucketId, name);
    c.header("Expires", new Date(exp * 1000).toUTCString());
    // The token is the permission: the object is read as the server.
    return sendObject(c, name, () => getObject(db, bucketId, name));
  });
}
