/**
 * API keys and JWT verification (wire reference §1). The anon and
 * service_role keys are HS256 JWTs signed with the project secret; with the
 * CLI's default secret they are the CLI's well-known keys. Verified tokens are
 * cached (signature checked once, `exp` checked on every use) because every
 * request carries one.
 */
import { createHmac } from "node:crypto";
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from "jose";
import { DEFAULT_JWT_SECRET } from "./settings";

/** The CLI's default anon key (valid only with the default secret; public, so its home is shared/local-defaults.ts). */
export { LOCAL_ANON_KEY as DEFAULT_ANON_KEY } from "../../shared/local-defaults";
/** The CLI's default service_role key (valid only with the default secret). */
export const DEFAULT_SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";
/** The CLI's default opaque publishable key (maps to the anon JWT). */
export const DEFAULT_PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";
/** The CLI's default opaque secret key (maps to the service_role JWT). */
export const DEFAULT_SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";

/** The project's keys. */
export interface ApiKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
}

/** Signs a legacy API key JWT the way the CLI does: header and claims in its fixed order. */
function signApiKey(secret: string, role: "anon" | "service_role"): string {
  const b64 = (s: string) => Buffer.from(s).toString("base64url");
  const head = b64('{"alg":"HS256","typ":"JWT"}');
  const body = b64(JSON.stringify({ iss: "supabase-demo", role, exp: 1983812996 }));
  const sig = createHmac("sha256", secret).update(`${head}.${body}`).digest("base64url");
  return `${head}.${body}.${sig}`;
}

/** The keys for `jwtSecret`: the CLI's defaults for the default secret, else derived from it. */
export function deriveApiKeys(jwtSecret: string = DEFAULT_JWT_SECRET): ApiKeys {
  const isDefault = jwtSecret === DEFAULT_JWT_SECRET;
  const opaque = (prefix: string) =>
    prefix + createHmac("sha256", jwtSecret).update(prefix).digest("base64url").slice(0, 31);
  return {
    jwtSecret,
    anonKey: signApiKey(jwtSecret, "anon"),
    serviceRoleKey: signApiKey(jwtSecret, "service_role"),
    publishableKey: isDefault ? DEFAULT_PUBLISHABLE_KEY : opaque("sb_publishable_"),
    secretKey: isDefault ? DEFAULT_SECRET_KEY : opaque("sb_secret_"),
  };
}

/**
 * Why a token was refused: `expired` (exp in the past), `invalid` (bad
 * signature, malformed, wrong algorithm) or `role` (verified, but its role
 * claim is not an API role; raised by identify() in identity.ts).
 */
export class TokenError extends Error {
  constructor(
    message: string,
    readonly kind: "expired" | "invalid" | "role",
  ) {
    super(message);
    this.name = "TokenError";
  }
}

/** Verifies HS256 JWTs with one secret, caching good tokens. */
export class JwtVerifier {
  private readonly key: Uint8Array;
  private readonly cache = new Map<string, JWTPayload>();

  constructor(
    secret: string,
    private readonly maxCached = 5000,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /**
   * The verified claims of `token`.
   * @throws TokenError `expired` or `invalid` (bad signature, malformed, wrong alg).
   */
  async verify(token: string): Promise<JWTPayload> {
    const hit = this.cache.get(token);
    if (hit) {
      if (typeof hit.exp === "number" && hit.exp * 1000 <= Date.now()) {
        this.cache.delete(token);
        throw new TokenError("JWT expired", "expired");
      }
      return hit;
    }
    const parts = token.split(".").length;
    if (parts !== 3) throw new TokenError(`Expected 3 parts in JWT; got ${parts}`, "invalid");
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] });
      if (this.cache.size >= this.maxCached) this.cache.clear();
      this.cache.set(token, payload);
      return payload;
    } catch (e) {
      if (e instanceof joseErrors.JWTExpired) throw new TokenError("JWT expired", "expired");
      const reason = e instanceof Error ? e.message : String(e);
      throw new TokenError(reason, "invalid");
    }
  }

  /** Signs `claims` (in their given key order) as an HS256 JWT. */
  sign(claims: JWTPayload): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(this.key);
  }
}
