/**
 * Starts the local Supabase from environment settings (settings.ts) and prints
 * its banner: used by the CLI (`npm run supabase:local`, `npm run db:reset`),
 * `npm start` and `npm run dev`, so all three honour the same variables.
 */
import { type LocalSupabase, startLocalSupabase } from "./index";
import { type EnvSettings, readEnvSettings } from "./settings";

export interface StartFromEnvOptions {
  /** Extra variables that override process.env (e.g. from CLI flags). */
  overrides?: Record<string, string | undefined>;
  /** Wipe the data folder first. */
  reset?: boolean;
  /** Bind a random loopback port (migrate and seed only, as for db:reset). */
  noListen?: boolean;
}

/**
 * Reads and validates the settings, then starts the server.
 * @throws Error listing every invalid variable, or when the port or data folder is taken.
 */
export async function startFromEnv(
  options: StartFromEnvOptions = {},
): Promise<{ server: LocalSupabase; env: EnvSettings }> {
  const defined = Object.fromEntries(Object.entries(options.overrides ?? {}).filter(([, v]) => v !== undefined));
  const env = readEnvSettings({ ...process.env, ...defined });
  const server = await startLocalSupabase({
    port: options.noListen ? 0 : env.SUPABASE_PORT,
    host: options.noListen ? "127.0.0.1" : env.SUPABASE_HOST,
    dataDir: env.SUPABASE_DATA_DIR,
    jwtSecret: env.JWT_SECRET,
    captchaProvider: env.CAPTCHA_PROVIDER,
    reset: options.reset ?? false,
  });
  return { server, env };
}

/** The seeded accounts as printable lines. */
export function accountLines(env: EnvSettings): string[] {
  return [
    `${env.SEED_ADMIN_EMAIL} / ${env.SEED_ADMIN_PASSWORD} (admin)`,
    `${env.SEED_EDITOR_EMAIL} / ${env.SEED_EDITOR_PASSWORD} (not admin)`,
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
        Accounts: ${accountLines(env).join("\n                  ")}
`;
}
