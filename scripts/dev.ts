/**
 * `npm run dev`: the embedded local Supabase backend plus the site's Vite dev
 * server with hot reload on http://localhost:5173; Ctrl-C stops both.
 */
import { createServer } from "vite";
import { banner, pointSiteAtBackend, startFromEnv } from "../supabase/server/start-from-env";

let started: Awaited<ReturnType<typeof startFromEnv>>;
try {
  started = await startFromEnv();
} catch (e) {
  // Bad settings (e.g. the default JWT_SECRET on a non-loopback host): the message says what to do.
  console.error((e as Error).message);
  process.exit(1);
}
const { server: backend, env: backendEnv } = started;
// The site talks to this backend (its port, its secret's anon key) unless told otherwise.
pointSiteAtBackend(backendEnv);
console.log(banner(backend, backendEnv));
const vite = await createServer({
  configFile: "site/vite.config.ts",
  server: { port: Number(process.env.SITE_PORT ?? 5173), strictPort: true },
});
await vite.listen();
vite.printUrls();
console.log(`API: ${backend.url}`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await vite.close();
  await backend.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
