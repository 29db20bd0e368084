/**
 * Settings of the embedded local Supabase, read from the environment and
 * validated with zod at start (every bad key is listed at once).
 *
 * | Variable              | Default                                                   | Effect |
 * |-----------------------|-----------------------------------------------------------|--------|
 * | SUPABASE_PORT         | 54321                                                     | HTTP port of the API gateway (0 = random free port). |
 * | SUPABASE_HOST         | 127.0.0.1                                                 | Interface to listen on. Anything but loopback (127.0.0.0/8, ::1, localhost) requires a JWT_SECRET of your own (assertSafeBinding). |
 * | SUPABASE_DATA_DIR     | .data                                                     | Folder for the database (`<dir>/db`) and stored files (`<dir>/storage`); `memory` = in-memory DB and a temp folder. |
 * | JWT_SECRET            | super-secret-jwt-token-with-at-least-32-characters-long    | HS256 secret for access tokens and API keys (at least 32 characters). The default gives the Supabase CLI's well-known anon and service_role keys, so it is refused on a non-loopback SUPABASE_HOST. |
 * | CAPTCHA_PROVIDER      | altcha                                                    | `altcha`: sign-in requires a solved ALTCHA challenge from GET /captcha/v1/challenge; `none`: no captcha check. |
 * | ALTCHA_HMAC_KEY       | (random per start)                                        | HMAC secret that signs ALTCHA challenges; set it to keep issued challenges valid across restarts. |
 * | SEED_ADMIN_EMAIL      | admin@example.com                                         | Seeded admin account (added to public.admin_users). |
 * | SEED_ADMIN_PASSWORD   | admin-password                                            | Its password (at least MIN_PASSWORD_LENGTH, 12, characters: auth/password-policy.ts). |
 * | SEED_EDITOR_EMAIL     | editor@example.com                                        | Seeded signed-in non-admin account. |
 * | SEED_EDITOR_PASSWORD  | editor-password                                           | Its password (at least 12 characters). |
 * | SMTP_URL              | (unset)                                                   | `smtp://user:pass@host:port` or `smtps://…`: e-mail each new enquiry (issue #9) and each invitation (issue #29) through it; unset: no enquiry e-mail, invitations only recorded in `<data dir>/auth-mail/`. |
 * | ENQUIRY_NOTIFY_TO     | sales@example.com                                         | The sales address those e-mails go to. |
 * | ENQUIRY_NOTIFY_FROM   | RSS Drilling website <website@example.com>                | Their sender. |
 * | VITE_SITE_URL         | http://localhost:5173                                     | The site's origin (also the site build's); the e-mail links to its admin inbox. |
 * | NOTIFY_ENQUIRY_WEBHOOK_SECRET | (random per start)                                | Shared secret the local Database Webhook sends in `x-webhook-secret` and the notify-enquiry handler requires (issue #23); at least 32 characters. |
 */
import { BlockList, isIP } from "node:net";
import { z } from "zod";
import { DEFAULT_NOTIFY_FROM, DEFAULT_NOTIFY_TO, isSmtpUrl } from "../functions/notify-enquiry/settings.ts";
import { MIN_WEBHOOK_SECRET_LENGTH } from "../functions/notify-enquiry/handler.ts";
import { LOCAL_SITE_ORIGIN } from "../../shared/local-defaults";
import { MIN_PASSWORD_LENGTH } from "./auth/password-policy";

/** The local CLI's default JWT secret (wire reference §1). */
export const DEFAULT_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";

const envSchema = z.object({
  SUPABASE_PORT: z.coerce.number().int().min(0).max(65535).default(54321),
  SUPABASE_HOST: z.string().min(1).default("127.0.0.1"),
  SUPABASE_DATA_DIR: z.string().min(1).default(".data"),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").default(DEFAULT_JWT_SECRET),
  CAPTCHA_PROVIDER: z.enum(["altcha", "none"]).default("altcha"),
  ALTCHA_HMAC_KEY: z.string().min(16, "ALTCHA_HMAC_KEY must be at least 16 characters").optional(),
  SEED_ADMIN_EMAIL: z.email().default("admin@example.com"),
  SEED_ADMIN_PASSWORD: z.string().min(MIN_PASSWORD_LENGTH).default("admin-password"),
  SEED_EDITOR_EMAIL: z.email().default("editor@example.com"),
  SEED_EDITOR_PASSWORD: z.string().min(MIN_PASSWORD_LENGTH).default("editor-password"),
  SMTP_URL: z.string().refine(isSmtpUrl, "SMTP_URL must be smtp://[user:pass@]host[:port] or smtps://…").optional(),
  ENQUIRY_NOTIFY_TO: z.string().min(3).default(DEFAULT_NOTIFY_TO),
  ENQUIRY_NOTIFY_FROM: z.string().min(3).default(DEFAULT_NOTIFY_FROM),
  VITE_SITE_URL: z.url().default(LOCAL_SITE_ORIGIN),
  NOTIFY_ENQUIRY_WEBHOOK_SECRET: z
    .string()
    .min(
      MIN_WEBHOOK_SECRET_LENGTH,
      `NOTIFY_ENQUIRY_WEBHOOK_SECRET must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters`,
    )
    .optional(),
});

/** Validated environment settings (see the table above). */
export type EnvSettings = z.infer<typeof envSchema>;

/**
 * Reads and validates the settings from `env` (default `process.env`).
 * Empty strings count as unset.
 * @throws Error listing every invalid variable.
 */
export function readEnvSettings(env: NodeJS.ProcessEnv = process.env): EnvSettings {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid local Supabase settings:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/**
 * True when `host` only accepts connections from this machine: an IPv4
 * address in 127.0.0.0/8, `::1` (also written in full, bracketed, or as an
 * IPv4-mapped `::ffff:127.x.y.z`) or `localhost`. Everything else, including
 * the wildcards `0.0.0.0` and `::` and any other host name, is not (issue #8).
 */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  if (h === "localhost" || h === "localhost.") return true;
  const family = isIP(h);
  if (family === 0) return false;
  try {
    return LOOPBACK.check(h, family === 4 ? "ipv4" : "ipv6");
  } catch {
    return false; // e.g. an IPv6 zone index BlockList does not take
  }
}

/**
 * Refuses to serve with the Supabase CLI's public default JWT secret on a
 * non-loopback interface (issue #8): anyone who can reach the address could
 * sign their own service_role token with it. Loopback with the default is fine.
 * Call it wherever a server binds (startFromEnv does; so should
 * startLocalSupabase).
 * @param host interface about to be bound (e.g. `0.0.0.0`, `127.0.0.1`).
 * @param jwtSecret the HS256 secret the server will use.
 * @throws Error saying how to set a secret of one's own.
 */
export function assertSafeBinding(host: string, jwtSecret: string): void {
  if (jwtSecret !== DEFAULT_JWT_SECRET || isLoopbackHost(host)) return;
  throw new Error(
    [
      `Refusing to listen on ${host} with the default JWT_SECRET.`,
      "That secret is the Supabase CLI's public one: anyone who can reach this address could sign a service_role",
      "token with it and read or change everything. It is only accepted on loopback (127.0.0.0/8, ::1, localhost).",
      "Set a random secret of your own (32+ characters), for example:",
      `  JWT_SECRET="$(openssl rand -base64 48)" npm run supabase:local -- --host ${host}`,
      `  export JWT_SECRET="$(node -e "console.log(require('node:crypto').randomBytes(48).toString('base64'))")"`,
      "The anon and service_role keys are derived from it: use the ones printed at start.",
    ].join("\n"),
  );
}

/** Seeded account credentials (spec §6: one admin, one signed-in non-admin). */
export interface SeedAccounts {
  admin: { email: string; password: string };
  editor: { email: string; password: string };
}

/** The seeded accounts from validated settings. */
export function seedAccountsFrom(settings: EnvSettings): SeedAccounts {
  return {
    admin: { email: settings.SEED_ADMIN_EMAIL, password: settings.SEED_ADMIN_PASSWORD },
    editor: { email: settings.SEED_EDITOR_EMAIL, password: settings.SEED_EDITOR_PASSWORD },
  };
}
