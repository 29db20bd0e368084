/**
 * Starts the local Supabase from environment settings (settings.ts) and prints
 * its banner: used by the CLI (`npm run supabase:local`, `npm run db:reset`),
 * `npm start` and `npm run dev`, so all three honour the same variables.
 */
import { type LocalSupabase, startLocalSupabase } from "./index";
import { deriveApiKeys } from "./keys";
import { assertSafeBinding, type EnvSettings, readEnvSettings } from "./settings";
import { DEFAULT_SEED_ACCOUNTS } from "../seed/accounts";
import type { NotifyConfig } from "../functions/notify-enquiry/settings.ts";

export interface StartFromEnvOptions {
  /** Extra variables that override process.env (e.g. from CLI flags). */
  overrides?: Record<string, string | undefined>;
  /** Wipe the data folder first. */
  reset?: boolean;
  /** Bind a random loopback port (migrate and seed only, as for db:reset). */
  noListen?: boolean;
  /** Called with the id of each new site build request (issue #27; LocalSupabaseOptions.onSiteBuildRequested). */
  onSiteBuildRequested?: (id: number) => void;
}

/** What startFromEnv will do: the validated settings and the address it will bind. */
export interface StartSettings {
  env: EnvSettings;
  /** Port to bind (0 with noListen). */
  port: number;
  /** Interface to bind (127.0.0.1 with noListen). */
  host: string;
}

/**
 * Reads and validates the settings from `env` (default process.env) plus
 * `options.overrides`, and checks the address the server would bind: the
 * default JWT secret is refused on a non-loopback host (assertSafeBinding,
 * issue #8). No side effects, so callers can fail fast before slow work
 * (npm start checks before building the site).
 * @throws Error listing every invalid variable, or explaining how to set JWT_SECRET.
 */
export function readStartSettings(
  options: StartFromEnvOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): StartSettings {
  const defined = Object.fromEntries(Object.entries(options.overrides ?? {}).filter(([, v]) => v !== undefined));
  const settings = readEnvSettings({ ...env, ...defined });
  const host = options.noListen ? "127.0.0.1" : settings.SUPABASE_HOST;
  assertSafeBinding(host, settings.JWT_SECRET);
  return { env: settings, port: options.noListen ? 0 : settings.SUPABASE_PORT, host };
}

/**
 * Reads and validates the settings (readStartSettings), then starts the server.
 * @throws Error listing every invalid variable, refusing the default JWT secret
 *   on a non-loopback host, or when the port or data folder is taken.
 */
export async function startFromEnv(
  options: StartFromEnvOptions = {},
): Promise<{ server: LocalSupabase; env: EnvSettings }> {
  const { env, port, host } = readStartSettings(options);
  const server = await startLocalSupabase({
    port,
    host,
    dataDir: env.SUPABASE_DATA_DIR,
    jwtSecret: env.JWT_SECRET,
    captchaProvider: env.CAPTCHA_PROVIDER,
    reset: options.reset ?? false,
    notify: notifyConfigFrom(env),
    authMail: { smtpUrl: env.SMTP_URL, from: env.ENQUIRY_NOTIFY_FROM, siteUrl: env.VITE_SITE_URL },
    ...(options.onSiteBuildRequested ? { onSiteBuildRequested: options.onSiteBuildRequested } : {}),
  });
  return { server, env };
}

/**
 * The enquiry e-mail settings (issue #9) when SMTP_URL is set, else undefined
 * (no e-mail). The inbox link points at VITE_SITE_URL.
 */
export function notifyConfigFrom(env: EnvSettings): NotifyConfig | undefined {
  if (!env.SMTP_URL) return undefined;
  return {
    smtpUrl: env.SMTP_URL,
    to: env.ENQUIRY_NOTIFY_TO,
    from: env.ENQUIRY_NOTIFY_FROM,
    siteUrl: env.VITE_SITE_URL,
  };
}

/** The banner's e-mail line: where enquiries are e-mailed, through which server (never its password). */
export function notifyLine(env: EnvSettings): string {
  if (!env.SMTP_URL) return "off (set SMTP_URL to e-mail new enquiries)";
  const u = new URL(env.SMTP_URL);
  return `new enquiries to ${env.ENQUIRY_NOTIFY_TO} via ${u.protocol}//${u.host}`;
}

/** The seeded accounts as printable lines (the author and publisher of issue #29 have no settings: the defaults). */
export function accountLines(env: EnvSettings): string[] {
  return [
    `${env.SEED_ADMIN_EMAIL} / ${env.SEED_ADMIN_PASSWORD} (admin)`,
    `${DEFAULT_SEED_ACCOUNTS.publisher.email} / ${DEFAULT_SEED_ACCOUNTS.publisher.password} (publisher)`,
    `${DEFAULT_SEED_ACCOUNTS.author.email} / ${DEFAULT_SEED_ACCOUNTS.author.password} (author)`,
    `${env.SEED_EDITOR_EMAIL} / ${env.SEED_EDITOR_PASSWORD} (signed in, no role)`,
  ];
}

/** The start banner: URLs, keys and seeded accounts. */
export function banner(server: LocalSupabase, env: EnvSettings): string {
  const captcha =
    env.CAPTCHA_PROVIDER === "altcha" ? `altcha (challenge: ${server.url}/captcha/v1/challenge)` : env.CAPTCHA_PROVIDER;
  return `Local Supabase started.

         API URL: ${server.url}
        Data dir: ${env.SUPABASE_DATA_DIR}
        anon key: ${server.anonKey}
service_role key: ${server.serviceRoleKey}
         Captcha: ${captcha}
   Enquiry email: ${notifyLine(env)}
        Accounts: ${accountLines(env).join("\n                  ")}
`;
}

/**
 * Points the site (its build for `npm start`, its dev server for `npm run dev`)
 * at this backend: sets VITE_SUPABASE_URL to `http://localhost:<SUPABASE_PORT>`
 * and VITE_SUPABASE_ANON_KEY to the anon key of JWT_SECRET, each unless already
 * set in `target` (default process.env), so a custom secret gives a site that
 * the backend accepts.
 */
export function pointSiteAtBackend(env: EnvSettings, target: NodeJS.ProcessEnv = process.env): void {
  target.VITE_SUPABASE_URL ||= `http://localhost:${env.SUPABASE_PORT}`;
  target.VITE_SUPABASE_ANON_KEY ||= deriveApiKeys(env.JWT_SECRET).anonKey;
}
