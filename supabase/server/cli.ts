/**
 * `npx tsx supabase/server/cli.ts [--port N] [--data-dir DIR] [--reset] [--no-listen]`
 * Starts the local Supabase (npm run supabase:local), or with
 * `--reset --no-listen` wipes the data folder, migrates, seeds and exits
 * (npm run db:reset). Settings come from the environment (settings.ts).
 */
import { parseArgs } from "node:util";
import { startLocalSupabase } from "./index";
import { readEnvSettings } from "./settings";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: "string" },
      "data-dir": { type: "string" },
      reset: { type: "boolean", default: false },
      "no-listen": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log("Usage: tsx supabase/server/cli.ts [--port N] [--data-dir DIR] [--reset] [--no-listen]");
    return;
  }
  const env = readEnvSettings({
    ...process.env,
    ...(values.port !== undefined ? { SUPABASE_PORT: values.port } : {}),
    ...(values["data-dir"] !== undefined ? { SUPABASE_DATA_DIR: values["data-dir"] } : {}),
  });
  const noListen = values["no-listen"];
  const server = await startLocalSupabase({
    port: noListen ? 0 : env.SUPABASE_PORT,
    host: noListen ? "127.0.0.1" : env.SUPABASE_HOST,
    dataDir: env.SUPABASE_DATA_DIR,
    jwtSecret: env.JWT_SECRET,
    captchaProvider: env.CAPTCHA_PROVIDER,
    reset: values.reset,
  });
  const accounts = [
    `${env.SEED_ADMIN_EMAIL} / ${env.SEED_ADMIN_PASSWORD} (admin)`,
    `${env.SEED_EDITOR_EMAIL} / ${env.SEED_EDITOR_PASSWORD} (not admin)`,
  ];
  if (noListen) {
    await server.close();
    console.log(`Database ready in ${env.SUPABASE_DATA_DIR}${values.reset ? " (reset, migrated and seeded)" : ""}.`);
    console.log(`Seeded accounts:\n  ${accounts.join("\n  ")}`);
    return;
  }
  console.log(`Local Supabase started.

         API URL: ${server.url}
        Data dir: ${env.SUPABASE_DATA_DIR}
        anon key: ${server.anonKey}
service_role key: ${server.serviceRoleKey}
         Captcha: ${env.CAPTCHA_PROVIDER}${env.CAPTCHA_PROVIDER === "altcha" ? ` (challenge: ${server.url}/captcha/v1/challenge)` : ""}
        Accounts: ${accounts.join("\n                  ")}
`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    server.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
