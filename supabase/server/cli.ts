/**
 * `npm run supabase:local -- [--port N] [--host ADDR] [--data-dir DIR] [--reset] [--no-listen]`
 * Starts the local Supabase (npm run supabase:local), or with
 * `--reset --no-listen` wipes the data folder, migrates, seeds and exits
 * (npm run db:reset). Settings come from the environment (settings.ts); the
 * flags override SUPABASE_PORT, SUPABASE_HOST and SUPABASE_DATA_DIR. A host
 * other than loopback needs a JWT_SECRET of one's own (issue #8): the CLI
 * prints how and exits 1. Any start-up error: message on stderr, exit 1.
 */
import { parseArgs } from "node:util";
import { accountLines, banner, startFromEnv } from "./start-from-env";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: "string" },
      host: { type: "string" },
      "data-dir": { type: "string" },
      reset: { type: "boolean", default: false },
      "no-listen": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log("Usage: npm run supabase:local -- [--port N] [--host ADDR] [--data-dir DIR] [--reset] [--no-listen]");
    return;
  }
  const noListen = values["no-listen"];
  const { server, env } = await startFromEnv({
    overrides: { SUPABASE_PORT: values.port, SUPABASE_HOST: values.host, SUPABASE_DATA_DIR: values["data-dir"] },
    reset: values.reset,
    noListen,
  });
  if (noListen) {
    await server.close();
    console.log(`Database ready in ${env.SUPABASE_DATA_DIR}${values.reset ? " (reset, migrated and seeded)" : ""}.`);
    console.log(`Seeded accounts:\n  ${accountLines(env).join("\n  ")}`);
    return;
  }
  console.log(banner(server, env));
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
