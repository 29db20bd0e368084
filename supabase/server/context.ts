/**
 * What every route module receives: the database, the schema cache, keys,
 * verifier and service settings. Built by startLocalSupabase (or a test) and
 * passed to createApp (style: "createApp(deps) builds it").
 */
import type { AuthMailer } from "./auth/auth-mail";
import type { CaptchaService } from "./auth/captcha";
import type { FailureLimiter } from "./auth/rate-limit";
import type { SchemaCache } from "./db/catalog";
import type { Db } from "./db/database";
import type { ApiKeys, JwtVerifier } from "./keys";

/** Dependencies of createApp. */
export interface AppDeps {
  db: Db;
  /** Schema cache of `public`; replaced by refreshSchema() after DDL. */
  schema: { current: SchemaCache; refresh(): Promise<void> };
  keys: ApiKeys;
  verifier: JwtVerifier;
  /** Storage folder: object bytes in `.objects/<id>.<version>`, uploads in progress in `.uploads/` (storage/object-files.ts). */
  storageDir: string;
  /** null when the captcha provider is `none`. */
  captcha: CaptchaService | null;
  /** Failed password sign-ins per IP and e-mail (429 over_request_rate_limit). */
  signInLimiter: FailureLimiter;
  /** Access token lifetime in seconds (config.toml jwt_expiry; 3600). */
  jwtExpiry: number;
  /** Refresh token reuse interval in seconds (config.toml refresh_token_reuse_interval; 10). */
  refreshReuseInterval: number;
  /** Largest JSON body accepted by /rest/v1 and /auth/v1, in bytes. */
  maxJsonBytes: number;
  /** PostgREST max_rows (1000). */
  maxRows: number;
  /** Log each request's errors to stderr. */
  quiet: boolean;
  /** The site's origin (GoTrue's SITE_URL): TOTP issuer, invitation redirects (issue #29). */
  siteUrl: string;
  /** Records and sends the local Auth's e-mail, e.g. invitations (auth/auth-mail.ts). */
  authMail: AuthMailer;
}

/** Hono variables set by the gateway for the services behind it. */
export interface AppEnv {
  Variables: {
    /** The bearer token after the gateway's opaque-key mapping, or null. */
    token: string | null;
  };
}
