/**
 * TOTP MFA of the local Auth (issue #29), GoTrue's `/factors` API as auth-js
 * calls it (`auth.mfa.enroll`, `challenge`, `verify`, `challengeAndVerify`,
 * `unenroll`; `listFactors` and `getAuthenticatorAssuranceLevel` read the
 * user's `factors` and the token's `aal`/`amr`), plus the admin API's
 * `/admin/users/:id/factors` (`auth.admin.mfa.listFactors`, `deleteFactor`:
 * recovery by an administrator). Statuses, codes and messages are GoTrue's:
 * 404 mfa_factor_not_found, 422 mfa_verification_failed (wrong code), 422
 * mfa_challenge_expired (after CHALLENGE_EXPIRY_SECONDS), 422/403
 * insufficient_aal, 422 mfa_factor_name_conflict, 422
 * too_many_enrolled_mfa_factors, 429 over_request_rate_limit (challenge and
 * verify: 30 per minute per client address and factor, GoTrue's burst).
 */
import type { Context, Hono } from "hono";
import { UUID_PATTERN } from "../db/database";
import { queryOne } from "../db/statements";
import { AuthError } from "../http-errors";
import type { AppEnv } from "../context";
import { clientIp, readBody, type AuthKit } from "./auth-kit";
import { FailureLimiter } from "./rate-limit";
import {
  challengeExpired,
  CHALLENGE_EXPIRY_SECONDS,
  completeTotpVerification,
  createChallenge,
  createTotpFactor,
  deleteChallenge,
  deleteExpiredFactors,
  deleteFactor,
  factorJson,
  factorsOf,
  getChallenge,
  getOwnedFactor,
  MAX_ENROLLED_FACTORS,
  type FactorRow,
} from "./mfa-sql";
import { isValidTotp, newTotpEnrolment } from "./totp";
import { getUserById } from "./users-sql";

/** Challenge and verify requests allowed per client address and factor per minute (GoTrue's burst of 30). */
export const MFA_REQUESTS_PER_MINUTE = 30;

/** Mounts the factor routes on the `/auth/v1` app (after its admin guard, which covers `/admin/*`). */
export function mountMfaRoutes(app: Hono<AppEnv>, kit: AuthKit): void {
  const { db } = kit.deps;
  const limiter = new FailureLimiter({
    perEmail: MFA_REQUESTS_PER_MINUTE,
    perIp: MFA_REQUESTS_PER_MINUTE * 10,
    windowMs: 60_000,
  });

  /** Counts a challenge or verify request; 429 over the limit. */
  function limit(c: Context, factorId: string): void {
    const ip = clientIp(c);
    if (limiter.isLimited(ip, factorId))
      throw new AuthError(429, "over_request_rate_limit", "Request rate limit reached");
    limiter.recordFailure(ip, factorId);
  }

  /** The session's assurance level as stored. */
  async function sessionAal(sessionId: string | null): Promise<string | null> {
    if (!sessionId) return null;
    return (
      (await queryOne<{ aal: string }>(db, "select aal from auth.sessions where id = $1", [sessionId]))?.aal ?? null
    );
  }

  /** The signed-in user's factor named in the path (GoTrue's loadFactor). */
  async function ownedFactor(c: Context<AppEnv>, userId: string): Promise<FactorRow> {
    const id = c.req.param("factorId") ?? "";
    if (!UUID_PATTERN.test(id)) throw new AuthError(404, "validation_failed", "factor_id must be an UUID");
    const factor = await getOwnedFactor(db, userId, id);
    if (!factor) throw new AuthError(404, "mfa_factor_not_found", "Factor not found");
    return factor;
  }

  /** The session of the request's token; factor operations need one. */
  async function signedIn(c: Context<AppEnv>): Promise<{ sub: string; sessionId: string }> {
    const { sub, sessionId } = await kit.userClaims(c);
    if (!sessionId)
      throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
    return { sub, sessionId };
  }

  app.post("/factors", async (c) => {
    const { sub, sessionId } = await signedIn(c);
    const body = await readBody(c, kit.deps);
    const type = body.factor_type;
    if (type === "phone") throw new AuthError(422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
    if (type === "webauthn") {
      throw new AuthError(422, "mfa_webauthn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn");
    }
    if (type !== "totp") {
      throw new AuthError(400, "validation_failed", "factor_type needs to be totp, phone, or webauthn");
    }
    const friendlyName = typeof body.friendly_name === "string" ? body.friendly_name : "";
    const issuerParam = typeof body.issuer === "string" ? body.issuer : "";
    if (friendlyName.includes("\0") || issuerParam.includes("\0")) {
      throw new AuthError(400, "validation_failed", "Parameters cannot contain the NUL character (\\u0000)");
    }
    const user = await getUserById(db, sub);
    if (!user) throw new AuthError(404, "user_not_found", "User from sub claim in JWT does not exist");
    await deleteExpiredFactors(db, sub);
    const factors = await factorsOf(db, sub);
    if (factors.some((f) => (f.friendly_name ?? "") === friendlyName)) {
      throw new AuthError(
        422,
        "mfa_factor_name_conflict",
        `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
      );
    }
    if (factors.length >= MAX_ENROLLED_FACTORS) {
      throw new AuthError(
        422,
        "too_many_enrolled_mfa_factors",
        "Maximum number of verified factors reached, unenroll to continue",
      );
    }
    if (factors.some((f) => f.status === "verified") && (await sessionAal(sessionId)) !== "aal2") {
      throw new AuthError(403, "insufficient_aal", "AAL2 required to enroll a new factor");
    }
    const issuer = issuerParam || new URL(kit.deps.siteUrl).host;
    const enrolment = await newTotpEnrolment(issuer, user.email ?? "");
    const factor = await createTotpFactor(db, sub, friendlyName, enrolment.secret);
    return c.json({
      id: factor.id,
      type: "totp",
      friendly_name: factor.friendly_name ?? "",
      totp: { qr_code: enrolment.qrCode, secret: enrolment.secret, uri: enrolment.uri },
    });
  });

  app.post("/factors/:factorId/challenge", async (c) => {
    const { sub } = await signedIn(c);
    const factor = await ownedFactor(c, sub);
    limit(c, factor.id);
    const challenge = await createChallenge(db, factor.id, clientIp(c));
    return c.json({
      id: challenge.id,
      type: "totp",
      expires_at: Math.floor(new Date(challenge.created_at).getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS,
    });
  });

  app.post("/factors/:factorId/verify", async (c) => {
    const { sub, sessionId } = await signedIn(c);
    const factor = await ownedFactor(c, sub);
    limit(c, factor.id);
    const body = await readBody(c, kit.deps);
    const challengeId = body.challenge_id;
    if (typeof challengeId !== "string" || !UUID_PATTERN.test(challengeId)) {
      throw new AuthError(400, "bad_json", "Could not parse request body as JSON: challenge_id must be a UUID");
    }
    const code = typeof body.code === "string" ? body.code.trim() : "";
    if (code === "") throw new AuthError(400, "validation_failed", "Code needs to be non-empty");
    const challenge = await getChallenge(db, factor.id, challengeId);
    if (!challenge) {
      throw new AuthError(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found");
    }
    if (challenge.verified_at !== null || challenge.ip_address !== clientIp(c)) {
      throw new AuthError(422, "mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch.");
    }
    if (challengeExpired(challenge)) {
      await deleteChallenge(db, challenge.id);
      throw new AuthError(
        422,
        "mfa_challenge_expired",
        `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    if (!isValidTotp(factor.secret, code)) {
      throw new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered");
    }
    const session = await completeTotpVerification(db, {
      userId: sub,
      sessionId,
      factorId: factor.id,
      challengeId: challenge.id,
    });
    return kit.sessionResponse(c, session);
  });

  app.delete("/factors/:factorId", async (c) => {
    const { sub, sessionId } = await signedIn(c);
    const factor = await ownedFactor(c, sub);
    if (factor.status === "verified" && (await sessionAal(sessionId)) !== "aal2") {
      throw new AuthError(422, "insufficient_aal", "AAL2 required to unenroll verified factor");
    }
    await deleteFactor(db, factor.id);
    return c.json({ id: factor.id });
  });

  // Admin API (service_role; the `/admin/*` guard of authRoutes runs first).
  async function adminUser(c: Context<AppEnv>) {
    const user = await getUserById(db, c.req.param("id") ?? "");
    if (!user) throw new AuthError(404, "user_not_found", "User not found");
    return user;
  }

  app.get("/admin/users/:id/factors", async (c) => {
    const user = await adminUser(c);
    return c.json((await factorsOf(db, user.id)).map(factorJson));
  });

  app.delete("/admin/users/:id/factors/:factorId", async (c) => {
    const user = await adminUser(c);
    const factor = await ownedFactor(c, user.id);
    await deleteFactor(db, factor.id);
    return c.json(factorJson(factor));
  });
}
