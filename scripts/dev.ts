/**
 * `npm run dev`: the embedded local Supabase backend plus the site's Vite dev
 * server with hot reload on http://localhost:5173; Ctrl-C stops both.
 * VITE_SITE_URL defaults to the dev server's own origin (issue #23,
 * site-url.ts). The dev server sends the build's security headers except the
 * Content-Security-Policy: Vite's HMR client and React Refresh need inline
 * scripts and a WebSocket the production CSP refuses (docs/security-headers.md).
 */
import { createServer } from "vite";
import { STATIC_SECURITY_HEADERS } from "../site/src/config/security-headers";
import { banner, pointSiteAtBackend, startFromEnv } from "../supabase/server/start-from-env";
import { DEFAULT_SITE_PORT, pointSiteUrlAtItself } from "./site-url";

// Before the backend reads its settings: its enquiry e-mail links to this site's admin.
pointSiteUrlAtItself();

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
  server: {
    port: Number(process.env.SITE_PORT || DEFAULT_SITE_PORT),
    // Vite's own default (localhost) unless SITE_HOST says otherwise.
    host: process.env.SITE_HOST || undefined,
    strictPort: true,
    headers: { ...STATIC_SECURITY_HEADERS },
  },
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
