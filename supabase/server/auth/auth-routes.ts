/**
 * `/auth/v1`: the GoTrue subset of wire reference §3. Password and refresh
 * grants (captcha, then rate limit, then bcrypt), /user, /logout, /settings,
 * and the service_role-only admin API used by the seed. Errors carry
 * `{code, message}` plus `X-Supabase-Api-Version` and `x-sb-error-code`.
 */
import { randomBytes, randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
import { Hono, type Context } from "hono";
import type { JWTPayload } from "jose";
import { getConnInfo } from "@hono/node-server/conninfo";
import { type Db, type Tx, UUID_PATTERN } from "../db/database";
import { bodySizeLimit, readJsonBody } from "../http-body";
import { AUTH_API_VERSION, AuthError, internalErrors, serviceErrorHandler } from "../http-errors";
import { identify, type Identity } from "../identity";
import { TokenError } from "../keys";
import type { AppDeps, AppEnv } from "../context";

export { AUTH_API_VERSION } from "../http-errors";
/** bcrypt cost of stored passwords (GoTrue's default). */
export const BCRYPT_COST = 10;
const MIN_PASSWORD_LENGTH = 6;
const EMAIL = /^[^\s@\0]+@[^\s@\0]+\.[^\s@\0]+$/;
/** Postgres text cannot hold NUL: such input can match nothing (and must not reach a query). */
const hasNul = (s: string) => s.includes("\0");
/** Whether a parsed JSON value holds NUL in any string or key (bodies are depth-limited, so recursion is bounded). */
function containsNul(v: unknown): boolean {
  if (typeof v === "string") return hasNul(v);
  if (Array.isArray(v)) return v.some(containsNul);
  if (typeof v === "object" && v !== null) return Object.entries(v).some(([k, x]) => hasNul(k) || containsNul(x));
  return false;
}
// Compared against for unknown e-mails so both failures take the same time.
const DUMMY_HASH = bcrypt.hashSync("dummy-password-for-timing", BCRYPT_COST);

interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone: string | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  is_anonymous: boolean;
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined);

/** A user as GoTrue serialises it (null timestamps omitted). */
export function userJson(u: UserRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: u.id,
    aud: u.aud ?? "authenticated",
    role: u.role ?? "authenticated",
    email: u.email ?? "",
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: u.phone ?? "",
    confirmed_at: iso(u.confirmed_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: u.email
      ? [
          {
            identity_id: u.id,
            id: u.id,
            user_id: u.id,
            identity_data: {
              email: u.email,
              email_verified: u.email_confirmed_at !== null,
              phone_verified: false,
              sub: u.id,
            },
            provider: "email",
            last_sign_in_at: iso(u.last_sign_in_at),
            created_at: iso(u.created_at),
            updated_at: iso(u.updated_at),
            email: u.email,
          },
        ]
      : [],
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: u.is_anonymous,
  };
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out;
}

const USER_COLUMNS =
  "id, aud, role, email, encrypted_password, email_confirmed_at, phone, confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous";

async function userById(db: Db | Tx, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id])).rows[0];
}

/** A random refresh token: 12 URL-safe characters, as GoTrue's classic tokens. */
function newRefreshToken(): string {
  return randomBytes(9).toString("base64url");
}

function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

const tooLarge = () => new AuthError(413, "request_too_large", "Request body too large");

/**
 * The JSON object body of a request ({} when empty), read by the server's one
 * body reader. Over the size limit: 413 request_too_large; not a JSON object
 * or nested too deep: 400 bad_json, as GoTrue says (Go's decoder stops at
 * its own depth limit with "exceeded max depth").
 */
async function readBody(c: Context, deps: AppDeps): Promise<Record<string, unknown>> {
  const v = await readJsonBody(c.req.raw, {
    maxBytes: deps.maxJsonBytes,
    errors: {
      tooLarge,
      invalid: (reason) =>
        new AuthError(
          400,
          "bad_json",
          reason === "depth"
            ? "Could not parse request body as JSON: exceeded max depth"
            : "Could not parse request body as JSON",
        ),
    },
  });
  if (v === undefined) return {};
  if (typeof v === "object" && v !== null && !Array.isArray(v)) return v as Record<string, unknown>;
  throw new AuthError(400, "bad_json", "Could not parse request body as JSON");
}

/** Builds the `/auth/v1` routes. */
export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  app.onError(serviceErrorHandler(internalErrors.auth, deps.quiet));

  app.use(async (c, next) => {
    c.header("X-Supabase-Api-Version", AUTH_API_VERSION);
    await next();
  });
  app.use(bodySizeLimit(deps.maxJsonBytes, tooLarge));

  async function sessionResponse(c: Context, user: UserRow, sessionId: string, refreshToken: string, createdAt: Date) {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + deps.jwtExpiry;
    const origin = new URL(c.req.url).origin;
    const claims: JWTPayload = {
      iss: `${origin}/auth/v1`,
      sub: user.id,
      aud: "authenticated",
      exp,
      iat: now,
      email: user.email ?? "",
      phone: user.phone ?? "",
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? "authenticated",
      aal: "aal1",
      amr: [{ method: "password", timestamp: Math.floor(createdAt.getTime() / 1000) }],
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    };
    const accessToken = await deps.verifier.sign(claims);
    return c.json({
      access_token: accessToken,
      token_type: "bearer",
      expires_in: deps.jwtExpiry,
      expires_at: exp,
      refresh_token: refreshToken,
      user: userJson(user),
    });
  }

  /**
   * The identity of the bearer token of a user or admin endpoint (the server's one token check).
   * @throws AuthError 401 no_authorization without a token, 403 bad_jwt for a refused one.
   */
  async function bearerIdentity(c: Context<AppEnv>): Promise<Identity> {
    const token = c.get("token");
    if (!token) throw new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
    try {
      return await identify(deps.verifier, token);
    } catch (e) {
      if (!(e instanceof TokenError)) throw e;
      throw new AuthError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${e.message}`);
    }
  }

  async function userClaims(
    c: Context<AppEnv>,
  ): Promise<{ claims: Record<string, unknown>; sub: string; sessionId: string | null }> {
    const { claims, sub } = await bearerIdentity(c);
    if (sub === null || sub === "") throw new AuthError(403, "bad_jwt", "invalid claim: missing sub claim");
    if (!UUID_PATTERN.test(sub)) throw new AuthError(403, "bad_jwt", "invalid claim: sub claim must be a UUID");
    const sessionId = typeof claims.session_id === "string" ? claims.session_id : null;
    if (sessionId) {
      const s = UUID_PATTERN.test(sessionId)
        ? await db.query("select 1 from auth.sessions where id = $1 and user_id = $2", [sessionId, sub])
        : { rows: [] };
      if (s.rows.length === 0) {
        throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
      }
    }
    return { claims, sub, sessionId };
  }

  async function passwordGrant(c: Context<AppEnv>) {
    const body = await readBody(c, deps);
    if (deps.captcha) {
      const meta = body.gotrue_meta_security;
      const token =
        typeof meta === "object" && meta !== null ? (meta as Record<string, unknown>).captcha_token : undefined;
      if (typeof token !== "string" || token.trim() === "") {
        throw new AuthError(400, "captcha_failed", "captcha protection: request disallowed (no captcha_token found)");
      }
      const verdict = await deps.captcha.verify(token.trim());
      if (!verdict.ok) {
        throw new AuthError(400, "captcha_failed", "captcha protection: request disallowed (invalid-input-response)");
      }
    }
    const email = typeof body.email === "string" && !hasNul(body.email) ? body.email.trim().toLowerCase() : "";
    const password = typeof body.password === "string" ? body.password : "";
    const ip = clientIp(c);
    if (deps.signInLimiter.isLimited(ip, email)) {
      throw new AuthError(429, "over_request_rate_limit", "Request rate limit reached");
    }
    if (!email || !password) {
      deps.signInLimiter.recordFailure(ip, email);
      throw new AuthError(400, "invalid_credentials", "Invalid login credentials");
    }
    const user = (
      await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where lower(email) = $1 and deleted_at is null`, [
        email,
      ])
    ).rows[0];
    const ok = await bcrypt.compare(password, user?.encrypted_password ?? DUMMY_HASH);
    if (!user || !ok) {
      deps.signInLimiter.recordFailure(ip, email);
      throw new AuthError(400, "invalid_credentials", "Invalid login credentials");
    }
    deps.signInLimiter.recordSuccess(ip, email);
    if (!user.email_confirmed_at) throw new AuthError(400, "email_not_confirmed", "Email not confirmed");
    const sessionId = randomUUID();
    const refreshToken = newRefreshToken();
    const createdAt = new Date();
    const fresh = await db.transaction(async (tx) => {
      await tx.query(
        "insert into auth.sessions (id, user_id, created_at, updated_at, ip) values ($1, $2, $3, $3, $4)",
        [sessionId, user.id, createdAt, ip],
      );
      await tx.query("insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)", [
        refreshToken,
        user.id,
        sessionId,
      ]);
      await tx.query("update auth.users set last_sign_in_at = now() where id = $1", [user.id]);
      return (await userById(tx, user.id))!;
    });
    return sessionResponse(c, fresh, sessionId, refreshToken, createdAt);
  }

  async function refreshGrant(c: Context<AppEnv>) {
    const body = await readBody(c, deps);
    const token = typeof body.refresh_token === "string" && !hasNul(body.refresh_token) ? body.refresh_token : "";
    const notFound = () =>
      new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    if (!token) throw notFound();
    const result = await db.transaction(async (tx) => {
      const row = (
        await tx.query<{ id: number; user_id: string; revoked: boolean; session_id: string | null; updated_at: Date }>(
          "select id, user_id, revoked, session_id, updated_at from auth.refresh_tokens where token = $1",
          [token],
        )
      ).rows[0];
      if (!row || !row.session_id) return { error: notFound() };
      const session = (
        await tx.query<{ id: string; created_at: Date }>("select id, created_at from auth.sessions where id = $1", [
          row.session_id,
        ])
      ).rows[0];
      if (!session) return { error: notFound() };
      let next: string;
      if (row.revoked) {
        const withinReuse = Date.now() - new Date(row.updated_at).getTime() <= deps.refreshReuseInterval * 1000;
        const active = (
          await tx.query<{ token: string }>(
            "select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1",
            [row.session_id],
          )
        ).rows[0];
        if (!withinReuse || !active) {
          // Reuse outside the window: treat the family as compromised and end the session.
          await tx.query("delete from auth.sessions where id = $1", [row.session_id]);
          return { error: new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used") };
        }
        next = active.token;
      } else {
        next = newRefreshToken();
        await tx.query("update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1", [row.id]);
        await tx.query("insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)", [
          next,
          row.user_id,
          row.session_id,
          token,
        ]);
        await tx.query("update auth.sessions set updated_at = now(), refreshed_at = now() where id = $1", [
          row.session_id,
        ]);
      }
      const user = await userById(tx, row.user_id);
      if (!user) return { error: notFound() };
      return { user, sessionId: session.id, next, createdAt: new Date(session.created_at) };
    });
    if ("error" in result) throw result.error;
    return sessionResponse(c, result.user, result.sessionId, result.next, result.createdAt);
  }

  app.post("/token", async (c) => {
    const grant = c.req.query("grant_type");
    if (grant === "password") return passwordGrant(c);
    if (grant === "refresh_token") return refreshGrant(c);
    throw new AuthError(400, "validation_failed", "unsupported_grant_type");
  });

  app.get("/user", async (c) => {
    const { sub } = await userClaims(c);
    const user = UUID_PATTERN.test(sub) ? await userById(db, sub) : undefined;
    if (!user) throw new AuthError(404, "user_not_found", "User from sub claim in JWT does not exist");
    return c.json(userJson(user));
  });

  app.post("/logout", async (c) => {
    const { sub, sessionId } = await userClaims(c);
    const scope = c.req.query("scope") ?? "global";
    if (!["global", "local", "others"].includes(scope)) {
      throw new AuthError(400, "validation_failed", "Unsupported logout scope");
    }
    if (scope === "global" || !sessionId) await db.query("delete from auth.sessions where user_id = $1", [sub]);
    else if (scope === "local") await db.query("delete from auth.sessions where id = $1", [sessionId]);
    else await db.query("delete from auth.sessions where user_id = $1 and id <> $2", [sub, sessionId]);
    return c.body(null, 204);
  });

  app.get("/settings", (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: true,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: "",
      saml_enabled: false,
    }),
  );

  app.get("/health", (c) =>
    c.json({ version: "local", name: "GoTrue", description: "Local GoTrue subset over PGlite" }),
  );

  // ---------------------------------------------------------------- admin API (service_role only)
  app.use("/admin/*", async (c, next) => {
    const { role } = await bearerIdentity(c);
    if (role !== "service_role") throw new AuthError(403, "not_admin", "User not allowed");
    await next();
  });

  app.post("/admin/users", async (c) => {
    const body = await readBody(c, deps);
    const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
    if (!EMAIL.test(email))
      throw new AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
    const password = typeof body.password === "string" ? body.password : null;
    if (password !== null && password.length < MIN_PASSWORD_LENGTH) {
      throw new AuthError(422, "weak_password", `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
    }
    const exists = await db.query("select 1 from auth.users where lower(email) = $1", [email]);
    if (exists.rows.length) {
      throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
    }
    const obj = (v: unknown) =>
      typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
    const appMeta = { provider: "email", providers: ["email"], ...obj(body.app_metadata) };
    // jsonb cannot store \u0000 (Postgres 22P05).
    if (containsNul(appMeta) || containsNul(body.user_metadata)) {
      throw new AuthError(400, "validation_failed", "Metadata cannot contain the NUL character (\\u0000)");
    }
    const hash = password === null ? null : await bcrypt.hash(password, BCRYPT_COST);
    const id = randomUUID();
    await db.query(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ($1, 'authenticated', 'authenticated', $2, $3, case when $4::boolean then now() end, $5::jsonb, $6::jsonb)`,
      [id, email, hash, body.email_confirm === true, JSON.stringify(appMeta), JSON.stringify(obj(body.user_metadata))],
    );
    return c.json(userJson((await userById(db, id))!));
  });

  app.get("/admin/users", async (c) => {
    const page = Math.min(1_000_000, Math.max(1, Math.floor(Number(c.req.query("page") ?? "1")) || 1));
    const perPage = Math.min(1000, Math.max(1, Math.floor(Number(c.req.query("per_page") ?? "50")) || 50));
    const rows = await db.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users order by created_at, id limit ${perPage} offset ${(page - 1) * perPage}`,
    );
    const total = (await db.query<{ n: number }>("select count(*)::int as n from auth.users")).rows[0]!.n;
    c.header("x-total-count", String(total));
    return c.json({ users: rows.rows.map(userJson), aud: "authenticated" });
  });

  app.get("/admin/users/:id", async (c) => {
    const id = c.req.param("id");
    const user = UUID_PATTERN.test(id) ? await userById(db, id) : undefined;
    if (!user) throw new AuthError(404, "user_not_found", "User not found");
    return c.json(userJson(user));
  });

  app.delete("/admin/users/:id", async (c) => {
    const id = c.req.param("id");
    const res = UUID_PATTERN.test(id)
      ? await db.query("delete from auth.users where id = $1", [id])
      : { affectedRows: 0 };
    if (!res.affectedRows) throw new AuthError(404, "user_not_found", "User not found");
    return c.json({});
  });

  app.all("*", () => {
    throw new AuthError(404, "not_found", "Not Found");
  });

  return app;
}
