/**
 * The one bearer-token check of the server (issue #8): verifies the JWT the
 * gateway forwarded and maps it to the database role and claims a request
 * runs as (wire reference §1). REST, Storage and Auth all call `identify`
 * and render its TokenError in their own shape.
 */
import type { JWTPayload } from "jose";
import type { RequestIdentity } from "./db/statements";
import { TokenError, type JwtVerifier } from "./keys";

/** The roles a request may run as; any other `role` claim is refused. */
export const API_ROLES: ReadonlySet<string> = new Set(["anon", "authenticated", "service_role"]);

/** Who a request runs as: the database role, the verified claims (and their JSON) and the `sub` claim. */
export interface Identity extends RequestIdentity {
  /** The `sub` claim (the user id), or null when absent or not a string. */
  sub: string | null;
}

/** The identity of a request without a bearer token. */
export const ANON_IDENTITY: Identity = Object.freeze({
  role: "anon",
  claims: Object.freeze({ role: "anon" }),
  claimsJson: '{"role":"anon"}',
  sub: null,
});

// One Identity per verified claims object (the verifier caches claims per token).
const cache = new WeakMap<JWTPayload, Identity>();

/**
 * Verifies `token` (null = no token: anon) and yields its identity. A token
 * without a `role` claim runs as anon.
 * @throws TokenError `expired` (exp in the past), `invalid` (bad signature,
 *   malformed, wrong algorithm) or `role` (a role other than anon,
 *   authenticated, service_role).
 */
export async function identify(verifier: JwtVerifier, token: string | null): Promise<Identity> {
  if (!token) return ANON_IDENTITY;
  const claims = await verifier.verify(token);
  let who = cache.get(claims);
  if (!who) {
    const role = typeof claims.role === "string" ? claims.role : "anon";
    if (!API_ROLES.has(role)) throw new TokenError(`role "${role}" is not permitted`, "role");
    let claimsJson: string;
    try {
      claimsJson = JSON.stringify(claims);
    } catch {
      // e.g. claims nested deeper than JSON.stringify's stack allows (only a holder of the secret can sign those)
      throw new TokenError("JWT claims cannot be serialised", "invalid");
    }
    who = { role, claims, claimsJson, sub: typeof claims.sub === "string" ? claims.sub : null };
    cache.set(claims, who);
  }
  return who;
}
