/**
 * Invitations of the local Auth (issue #29), as GoTrue serves them:
 * `POST /invite` (service_role only; auth-js `auth.admin.inviteUserByEmail`)
 * creates the user unconfirmed and without a password (or re-invites one who
 * has not accepted yet; a confirmed address is 422 email_exists), stores the
 * token hash (hex SHA-224 of e-mail + a 6-digit code, GoTrue's
 * GenerateTokenHash) and e-mails the link through auth-mail.ts (recorded in
 * `<data dir>/auth-mail/`, sent through SMTP when set). The link is GoTrue's
 * `<api>/auth/v1/verify?token=<hash>&type=invite&redirect_to=<url>`:
 * `GET /verify` confirms the user, starts a session and answers 303 to
 * `redirect_to` with the tokens in the fragment (errors: `#error=…&
 * error_code=…&error_description=…`); `POST /verify` (`auth.verifyOtp({
 * token_hash, type: 'invite' })`, or `{ email, token, type }`) answers with
 * the session. Links last INVITE_EXPIRY_SECONDS. An invitee without a
 * password gets a random one at verification and then sets theirs with
 * `PUT /user` (the staff password policy). `redirect_to` is honoured when
 * its origin is the site URL's or a loopback address (local development);
 * otherwise the site URL is used, as GoTrue falls back to SITE_URL.
 */
import { createHash, randomBytes, randomInt } from "node:crypto";
import bcrypt from "bcryptjs";
import type { Context, Hono } from "hono";
import { transaction } from "../db/statements";
import { AuthError } from "../http-errors";
import type { AppEnv } from "../context";
import { isLoopbackHost } from "../settings";
import { clientIp, containsNul, EMAIL, readBody, type AuthKit } from "./auth-kit";
import { FailureLimiter } from "./rate-limit";
import { startSession } from "./sessions-sql";
import { confirmEmail, deleteUser, getUserByConfirmationToken, getUserByEmail, recordInvitation } from "./users-sql";

/** How long an invitation link or code stays valid, in seconds (GoTrue's MAILER_OTP_EXP default, 24 h). */
export const INVITE_EXPIRY_SECONDS = 86_400;
/** Verify requests per client address per 5 minutes (config.toml `token_verifications`). */
export const VERIFY_REQUESTS_PER_5_MINUTES = 30;
/** bcrypt cost (same as auth-routes.ts BCRYPT_COST, GoTrue's default). */
const BCRYPT_COST = 10;

/** GoTrue's token hash of an e-mail code: hex SHA-224 of the address followed by the code. */
export function tokenHashOf(email: string, code: string): string {
  return createHash("sha224")
    .update(email + code)
    .digest("hex");
}

/** The OAuth error name GoTrue puts in an error redirect for a status. */
const OAUTH_ERRORS: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized_client",
  403: "access_denied",
  500: "server_error",
  503: "temporarily_unavailable",
};

/** Mounts `/invite` and `/verify` on the `/auth/v1` app. */
export function mountInviteRoutes(app: Hono<AppEnv>, kit: AuthKit): void {
  const { deps } = kit;
  const { db } = deps;
  const verifyLimiter = new FailureLimiter({
    perEmail: VERIFY_REQUESTS_PER_5_MINUTES,
    perIp: VERIFY_REQUESTS_PER_5_MINUTES,
    windowMs: 5 * 60_000,
  });

  /** `requested` when it may be redirected to, else the site URL (GoTrue's GetReferrer). */
  function redirectTarget(requested: string | undefined): string {
    if (requested) {
      try {
        const u = new URL(requested);
        const site = new URL(deps.siteUrl);
        if (u.origin === site.origin || (u.protocol.startsWith("http") && isLoopbackHost(u.hostname))) return u.href;
      } catch {
        // not a URL: the site URL
      }
    }
    return deps.siteUrl;
  }

  app.post("/invite", async (c) => {
    const { role } = await kit.bearerIdentity(c);
    if (role !== "service_role") throw new AuthError(403, "not_admin", "User not allowed");
    const body = await readBody(c, deps);
    const rawEmail = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
    if (rawEmail === "") throw new AuthError(400, "validation_failed", "An email address is required");
    if (!EMAIL.test(rawEmail)) {
      throw new AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
    }
    const data = body.data ?? {};
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
      throw new AuthError(400, "bad_json", "Could not parse request body as JSON");
    }
    if (containsNul(data)) {
      throw new AuthError(400, "validation_failed", "Metadata cannot contain the NUL character (\\u0000)");
    }
    const redirectTo = redirectTarget(c.req.query("redirect_to"));
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const tokenHash = tokenHashOf(rawEmail, code);
    const { user, created } = await transaction(db, async (tx) => {
      const existing = await getUserByEmail(tx, rawEmail);
      if (existing?.email_confirmed_at) {
        throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
      }
      const stored = await recordInvitation(tx, {
        email: rawEmail,
        data: data as Record<string, unknown>,
        tokenHash,
        existing,
      });
      return { user: stored, created: !existing };
    });
    const api = `${new URL(c.req.url).origin}/auth/v1`;
    const link = `${api}/verify?${new URLSearchParams({ token: tokenHash, type: "invite", redirect_to: redirectTo })}`;
    const site = new URL(deps.siteUrl).host;
    try {
      await deps.authMail.send({
        kind: "invite",
        to: rawEmail,
        subject: "You have been invited",
        text: [
          "You have been invited",
          "",
          `You have been invited to create a user on ${site}. Follow this link to accept the invite:`,
          link,
          "",
          `Or enter this code: ${code}`,
          "",
          `The link and the code are valid for ${INVITE_EXPIRY_SECONDS / 3600} hours.`,
        ].join("\n"),
        link,
        tokenHash,
        token: code,
        redirectTo,
      });
    } catch (e) {
      // GoTrue rolls the invitation back when the e-mail cannot be sent.
      if (created) await deleteUser(db, user.id);
      if (!deps.quiet) console.error("[local-supabase] invite e-mail failed:", e);
      throw new AuthError(500, "unexpected_failure", "Error sending invite email");
    }
    return c.json(await kit.fullUserJson(user));
  });

  /**
   * Confirms the invitee of `tokenHash` (or of `email` + `code`) and starts their session.
   * @throws AuthError 403 otp_expired for an unknown, used or expired token.
   */
  async function acceptInvite(c: Context, type: string, by: { tokenHash: string } | { email: string; code: string }) {
    if (type !== "invite" && type !== "signup") {
      throw new AuthError(400, "validation_failed", "Unsupported verification type");
    }
    const refused =
      "tokenHash" in by
        ? new AuthError(403, "otp_expired", "Email link is invalid or has expired")
        : new AuthError(403, "otp_expired", "Token has expired or is invalid");
    const tokenHash = "tokenHash" in by ? by.tokenHash : tokenHashOf(by.email, by.code);
    const user = await getUserByConfirmationToken(db, tokenHash);
    if (!user || ("email" in by && user.email?.toLowerCase() !== by.email)) throw refused;
    const sentAt = user.confirmation_sent_at ? new Date(user.confirmation_sent_at).getTime() : 0;
    if (Date.now() > sentAt + INVITE_EXPIRY_SECONDS * 1000) throw refused;
    const randomPassword =
      user.encrypted_password || !user.invited_at
        ? null
        : await bcrypt.hash(randomBytes(48).toString("base64url"), BCRYPT_COST);
    await confirmEmail(db, user.id, randomPassword);
    return startSession(db, user.id, clientIp(c), "otp");
  }

  function limitVerify(c: Context): void {
    const ip = clientIp(c);
    if (verifyLimiter.isLimited(ip, ""))
      throw new AuthError(429, "over_request_rate_limit", "Request rate limit reached");
    verifyLimiter.recordFailure(ip, "");
  }

  app.post("/verify", async (c) => {
    limitVerify(c);
    const body = await readBody(c, deps);
    const str = (v: unknown) => (typeof v === "string" ? v : "");
    const type = str(body.type);
    const token = str(body.token);
    const tokenHash = str(body.token_hash);
    const email = str(body.email).trim().toLowerCase();
    if (type === "") throw new AuthError(400, "validation_failed", "Verify requires a verification type");
    if ((token === "" && tokenHash === "") || (token !== "" && tokenHash !== "")) {
      throw new AuthError(400, "validation_failed", "Verify requires either a token or a token hash");
    }
    if (tokenHash !== "" && (email !== "" || str(body.phone) !== "" || str(body.redirect_to) !== "")) {
      throw new AuthError(400, "validation_failed", "Only the token_hash and type should be provided");
    }
    if (token !== "" && email === "") {
      throw new AuthError(
        400,
        "validation_failed",
        "Only an email address or phone number should be provided on verify",
      );
    }
    if ([token, tokenHash, email].some((v) => v.includes("\0"))) {
      throw new AuthError(403, "otp_expired", "Token has expired or is invalid");
    }
    const session = await acceptInvite(c, type, tokenHash !== "" ? { tokenHash } : { email, code: token });
    return kit.sessionResponse(c, session);
  });

  // The link of the e-mail: opened by a browser, so no apikey (app.ts lets GET /auth/v1/verify through).
  app.get("/verify", async (c) => {
    const type = c.req.query("type") ?? "";
    const token = c.req.query("token") ?? "";
    const redirectTo = redirectTarget(c.req.query("redirect_to"));
    const fail = (e: AuthError) => {
      const u = new URL(redirectTo);
      const fragment = new URLSearchParams();
      if (OAUTH_ERRORS[e.status]) fragment.set("error", OAUTH_ERRORS[e.status]!);
      fragment.set("error_code", e.code);
      fragment.set("error_description", e.message);
      fragment.set("sb", "");
      u.hash = fragment.toString();
      return c.redirect(u.href, 303);
    };
    try {
      limitVerify(c);
      if (type === "") throw new AuthError(400, "validation_failed", "Verify requires a verification type");
      if (token === "") throw new AuthError(400, "validation_failed", "Verify requires a token or a token hash");
      if (token.includes("\0")) throw new AuthError(403, "otp_expired", "Email link is invalid or has expired");
      const session = await acceptInvite(c, type, { tokenHash: token });
      const response = (await (await kit.sessionResponse(c, session)).json()) as Record<string, unknown>;
      const u = new URL(redirectTo);
      u.hash = new URLSearchParams({
        access_token: String(response.access_token),
        expires_at: String(response.expires_at),
        expires_in: String(response.expires_in),
        refresh_token: String(response.refresh_token),
        token_type: "bearer",
        type,
      }).toString();
      return c.redirect(u.href, 303);
    } catch (e) {
      if (e instanceof AuthError) return fail(e);
      throw e;
    }
  });
}
