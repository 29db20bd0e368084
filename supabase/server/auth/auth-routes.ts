/**
 * `/auth/v1`: the GoTrue subset of wire reference §3. Password and refresh
 * grants (captcha, then rate limit, then bcrypt), /user, /logout, /settings,
 * and the service_role-only admin API used by the seed; TOTP MFA
 * (mfa-routes.ts), invitations and their links (invite-routes.ts) and
 * password changes under the staff password policy (issue #29). Errors carry
 * `{code, message}` plus `X-Supabase-Api-Version` and `x-sb-error-code`.
 * The handlers only translate HTTP: users' SQL is in users-sql.ts, sessions'
 * and refresh tokens' in sessions-sql.ts, the user JSON in user-json.ts
 * (issue #25).
 */
import bcrypt from "bcryptjs";
import { Hono, type Context } from "hono";
import type { JWTPayload } from "jose";
import { UUID_PATTERN } from "../db/database";
import { queryOne } from "../db/statements";
import { bodySizeLimit } from "../http-body";
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
import { clientIp, containsNul, EMAIL, hasNul, readBody, tooLarge } from "./auth-kit";
import { mountInviteRoutes } from "./invite-routes";
import { factorsOf, factorsOfUsers, sessionAssurance } from "./mfa-sql";
import { mountMfaRoutes } from "./mfa-routes";
import { assertStrongPassword } from "./password-policy";
import { userJson } from "./user-json";
import {
  createUser,
  deleteUser,
  getUserByEmail,
  getUserById,
  isEmailTaken,
  listUsers,
  mergeUserMetadata,
  setPasswordHash,
  type UserRow,
} from "./users-sql";

export { AUTH_API_VERSION } from "../http-errors";
/** bcrypt cost of stored passwords (GoTrue's default). */
export const BCRYPT_COST = 10;
/** Fewest characters the admin API's user creation takes (GoTrue's floor; the staff policy is password-policy.ts). */
const MIN_ADMIN_CREATE_PASSWORD_LENGTH = 6;
/** A password change needs a session younger than this (config.toml secure_password_change; GoTrue's 24 h). */
const REAUTHENTICATION_WINDOW_MS = 24 * 3600 * 1000;
// Compared against for unknown e-mails so both failures take the same time.
const DUMMY_HASH = bcrypt.hashSync("dummy-password-for-timing", BCRYPT_COST);

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
    const { aal, amr } = await sessionAssurance(db, sessionId, createdAt);
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
      aal,
      amr,
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
      user: await fullUserJson(user),
    });
  }

  /** A user's JSON with their MFA factors. */
  async function fullUserJson(user: UserRow): Promise<Record<string, unknown>> {
    return userJson(user, await factorsOf(db, user.id));
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
    return c.json(await fullUserJson(user));
  });

  // Password and user metadata changes (GoTrue's UserUpdate, the parts this project uses): an invitee
  // sets a first password here after following the link (issue #29).
  app.put("/user", async (c) => {
    const { sub, sessionId } = await userClaims(c);
    const body = await readBody(c, deps);
    const user = await getUserById(db, sub);
    if (!user) throw new AuthError(404, "user_not_found", "User from sub claim in JWT does not exist");
    if (body.email !== undefined && body.email !== "" && String(body.email).trim().toLowerCase() !== user.email) {
      throw new AuthError(422, "validation_failed", "Changing the e-mail address is not supported by the local Auth");
    }
    if (body.phone !== undefined && body.phone !== "") {
      throw new AuthError(422, "phone_provider_disabled", "Unsupported phone provider");
    }
    const password = typeof body.password === "string" && body.password !== "" ? body.password : null;
    if (body.password !== undefined && typeof body.password !== "string") {
      throw new AuthError(400, "bad_json", "Could not parse request body as JSON");
    }
    const data = body.data;
    if (data !== undefined && (typeof data !== "object" || data === null || Array.isArray(data))) {
      throw new AuthError(400, "bad_json", "Could not parse request body as JSON");
    }
    if (containsNul(data)) {
      throw new AuthError(400, "validation_failed", "Metadata cannot contain the NUL character (\\u0000)");
    }
    if (password !== null) {
      const session = sessionId
        ? await queryOne<{ aal: string; created_at: Date }>(
            db,
            "select aal, created_at from auth.sessions where id = $1",
            [sessionId],
          )
        : undefined;
      const hasMfa = (await factorsOf(db, sub)).some((f) => f.status === "verified");
      if (hasMfa && session?.aal !== "aal2") {
        throw new AuthError(
          401,
          "insufficient_aal",
          "AAL2 session is required to update email or password when MFA is enabled.",
        );
      }
      if (!session || Date.now() > new Date(session.created_at).getTime() + REAUTHENTICATION_WINDOW_MS) {
        throw new AuthError(400, "reauthentication_needed", "Password update requires reauthentication");
      }
      assertStrongPassword(password);
      if (user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password))) {
        throw new AuthError(422, "same_password", "New password should be different from the old password.");
      }
      await setPasswordHash(db, sub, await bcrypt.hash(password, BCRYPT_COST));
    }
    if (data !== undefined) await mergeUserMetadata(db, sub, data as Record<string, unknown>);
    return c.json(await fullUserJson((await getUserById(db, sub))!));
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
    if (password !== null && password.length < MIN_ADMIN_CREATE_PASSWORD_LENGTH) {
      throw new AuthError(
        422,
        "weak_password",
        `Password should be at least ${MIN_ADMIN_CREATE_PASSWORD_LENGTH} characters.`,
      );
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
    const factors = await factorsOfUsers(
      db,
      users.map((u) => u.id),
    );
    return c.json({ users: users.map((u) => userJson(u, factors.get(u.id))), aud: "authenticated" });
  });

  app.get("/admin/users/:id", async (c) => {
    const user = await getUserById(db, c.req.param("id"));
    if (!user) throw new AuthError(404, "user_not_found", "User not found");
    return c.json(await fullUserJson(user));
  });

  app.delete("/admin/users/:id", async (c) => {
    if (!(await deleteUser(db, c.req.param("id")))) throw new AuthError(404, "user_not_found", "User not found");
    return c.json({});
  });

  const kit = { deps, userClaims, bearerIdentity, sessionResponse, fullUserJson };
  mountMfaRoutes(app, kit);
  mountInviteRoutes(app, kit);

  app.all("*", () => {
    throw new AuthError(404, "not_found", "Not Found");
  });

  return app;
}
