/**
 * `/auth/v1`: the GoTrue subset of wire reference §3. Password and refresh
 * grants (captcha, then rate limit, then bcrypt), /user, /logout, /settings,
 * and the service_role-only admin API used by the seed. Errors carry
 * `{code, message}` plus `X-Supabase-Api-Version` and `x-sb-error-code`.
 * The handlers only translate HTTP: users' SQL is in users-sql.ts, sessions'
 * and refresh tokens' in sessions-sql.ts, the user JSON in user-json.ts
 * (issue #25).
 */
import bcrypt from "bcryptjs";
import { Hono, type Context } from "hono";
import type { JWTPayload } from "jose";
import { getConnInfo } from "@hono/node-server/conninfo";
import { UUID_PATTERN } from "../db/database";
import { bodySizeLimit, readJsonBody } from "../http-body";
import { AUTH_API_VERSION, AuthError, internalErrors, serviceErrorHandler } from "../http-errors";
import { identify, type Identity } from "../identity";
import { TokenError } from "../keys";
import type { AppDeps, AppEnv } from "../context";
import {
  endSessions,
  isUserSession,
  refreshSession,
  startSession,
  type IssuedSession,
  type LogoutScope,
  type RefreshRefusal,
} from "./sessions-sql";
import { userJson } from "./user-json";
import { createUser, deleteUser, getUserByEmail, getUserById, isEmailTaken, listUsers } from "./users-sql";

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

/** GoTrue's answer to a refused refresh token. */
function refreshRefused(code: RefreshRefusal): AuthError {
  return code === "refresh_token_already_used"
    ? new AuthError(400, code, "Invalid Refresh Token: Already Used")
    : new AuthError(400, code, "Invalid Refresh Token: Refresh Token Not Found");
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

  /** The token response of a session: a new access token (GoTrue's claims), the refresh token and the user. */
  async function sessionResponse(c: Context, { user, sessionId, refreshToken, createdAt }: IssuedSession) {
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
    if (sessionId && !(await isUserSession(db, sessionId, sub))) {
      throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
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
    const user = await getUserByEmail(db, email);
    const ok = await bcrypt.compare(password, user?.encrypted_password ?? DUMMY_HASH);
    if (!user || !ok) {
      deps.signInLimiter.recordFailure(ip, email);
      throw new AuthError(400, "invalid_credentials", "Invalid login credentials");
    }
    deps.signInLimiter.recordSuccess(ip, email);
    if (!user.email_confirmed_at) throw new AuthError(400, "email_not_confirmed", "Email not confirmed");
    return sessionResponse(c, await startSession(db, user.id, ip));
  }

  async function refreshGrant(c: Context<AppEnv>) {
    const body = await readBody(c, deps);
    const token = typeof body.refresh_token === "string" && !hasNul(body.refresh_token) ? body.refresh_token : "";
    if (!token) throw refreshRefused("refresh_token_not_found");
    const result = await refreshSession(db, token, deps.refreshReuseInterval);
    if ("refused" in result) throw refreshRefused(result.refused);
    return sessionResponse(c, result);
  }

  app.post("/token", async (c) => {
    const grant = c.req.query("grant_type");
    if (grant === "password") return passwordGrant(c);
    if (grant === "refresh_token") return refreshGrant(c);
    throw new AuthError(400, "validation_failed", "unsupported_grant_type");
  });

  app.get("/user", async (c) => {
    const { sub } = await userClaims(c);
    const user = await getUserById(db, sub);
    if (!user) throw new AuthError(404, "user_not_found", "User from sub claim in JWT does not exist");
    return c.json(userJson(user));
  });

  app.post("/logout", async (c) => {
    const { sub, sessionId } = await userClaims(c);
    const scope = c.req.query("scope") ?? "global";
    if (!["global", "local", "others"].includes(scope)) {
      throw new AuthError(400, "validation_failed", "Unsupported logout scope");
    }
    await endSessions(db, sub, sessionId, scope as LogoutScope);
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
    if (await isEmailTaken(db, email)) {
      throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
    }
    const obj = (v: unknown) =>
      typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
    const appMeta = { provider: "email", providers: ["email"], ...obj(body.app_metadata) };
    // jsonb cannot store \u0000 (Postgres 22P05).
    if (containsNul(appMeta) || containsNul(body.user_metadata)) {
      throw new AuthError(400, "validation_failed", "Metadata cannot contain the NUL character (\\u0000)");
    }
    const passwordHash = password === null ? null : await bcrypt.hash(password, BCRYPT_COST);
    const user = await createUser(db, {
      email,
      passwordHash,
      emailConfirmed: body.email_confirm === true,
      appMetadata: appMeta,
      userMetadata: obj(body.user_metadata),
    });
    return c.json(userJson(user));
  });

  app.get("/admin/users", async (c) => {
    const page = Math.min(1_000_000, Math.max(1, Math.floor(Number(c.req.query("page") ?? "1")) || 1));
    const perPage = Math.min(1000, Math.max(1, Math.floor(Number(c.req.query("per_page") ?? "50")) || 50));
    const { users, total } = await listUsers(db, page, perPage);
    c.header("x-total-count", String(total));
    return c.json({ users: users.map(userJson), aud: "authenticated" });
  });

  app.get("/admin/users/:id", async (c) => {
    const user = await getUserById(db, c.req.param("id"));
    if (!user) throw new AuthError(404, "user_not_found", "User not found");
    return c.json(userJson(user));
  });

  app.delete("/admin/users/:id", async (c) => {
    if (!(await deleteUser(db, c.req.param("id")))) throw new AuthError(404, "user_not_found", "User not found");
    return c.json({});
  });

  app.all("*", () => {
    throw new AuthError(404, "not_found", "Not Found");
  });

  return app;
}
