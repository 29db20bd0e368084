/**
 * `npm start`: runs the embedded local Supabase backend
 * (http://localhost:54321), builds the site against it (the data pages are
 * prerendered with its published content) and serves the production build
 * (http://localhost:5173) in one process; Ctrl-C stops both cleanly.
 * Settings: see the README table (SUPABASE_PORT, SITE_PORT, SUPABASE_DATA_DIR, ...).
 * Invalid settings, e.g. the default JWT_SECRET on a non-loopback
 * SUPABASE_HOST (issue #8), are reported before the build and exit 1.
 * VITE_SITE_URL defaults to the served site's own origin (issue #23,
 * site-url.ts), for the build and the backend alike.
 * What staff publish reaches the served site by itself (issue #27): the full
 * build claims the site builds requested before it (SITE_BUILD_REPORT), and
 * afterwards the local builder (site/scripts/rebuild/runner.ts) re-renders
 * the pages each later request affects, on the backend's announcement.
 */
import { spawn } from "node:child_process";
import {
  banner,
  pointSiteAtBackend,
  readStartSettings,
  type StartSettings,
  startFromEnv,
} from "../supabase/server/start-from-env";
import { serveStatic } from "../site/scripts/serve-static";
import { buildRecords } from "../site/scripts/rebuild/build-records";
import { fileSync } from "../site/scripts/rebuild/file-sync";
import { createSiteBuilder, rebuildInWorker, type SiteBuilder } from "../site/scripts/rebuild/runner";
import { DEFAULT_SITE_HOST, DEFAULT_SITE_PORT, pointSiteUrlAtItself } from "./site-url";

const sitePort = Number(process.env.SITE_PORT || DEFAULT_SITE_PORT);
const siteHost = process.env.SITE_HOST || DEFAULT_SITE_HOST;
const siteDir = process.env.SITE_OUT_DIR ?? "site/dist";

// Before the settings are read: the backend (enquiry e-mail links) and the build (canonical links,
// sitemap, robots.txt) both take the site's origin from VITE_SITE_URL.
pointSiteUrlAtItself();

let settings: StartSettings;
try {
  settings = readStartSettings();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}

// The site talks to this backend unless told otherwise (e.g. SUPABASE_PORT=54400 npm start),
// with the anon key of its JWT_SECRET (the CLI's well-known key for the default secret).
pointSiteAtBackend(settings.env);

/** Whether the site reads this backend (not a hosted project named in VITE_SUPABASE_URL): then it rebuilds on its changes. */
function siteReadsBackend(): boolean {
  try {
    const url = new URL(process.env.VITE_SUPABASE_URL ?? "");
    return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname) && Number(url.port) === settings.port;
  } catch {
    return false;
  }
}

// The local builder (issue #27), created once the backend is up; the backend announces each build request.
let builder: SiteBuilder | null = null;
const readsBackend = siteReadsBackend();
const builderOptions = readsBackend ? { onSiteBuildRequested: () => builder?.request() } : {};

// The backend starts first: the build reads the published white papers, case studies, videos and
// documentation from it and prerenders them into their pages (issue #13; docs/performance.md).
const { server: backend, env: backendEnv } = await startFromEnv(builderOptions);
const rebuilds = readsBackend ? rebuildInWorker(siteDir) : null;

if (process.env.SKIP_BUILD !== "1") {
  console.log("Building the site...");
  // Not spawnSync: the backend in this process must keep answering the build's requests.
  const status = await new Promise<number | null>((resolve) =>
    spawn("npm", ["run", "build:site"], {
      stdio: "inherit",
      // The build claims the site builds requested so far and records its end (issue #27).
      env: rebuilds
        ? { ...process.env, SITE_BUILD_REPORT: "1", SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey }
        : process.env,
    })
      .once("error", () => resolve(null))
      .once("exit", (code) => resolve(code)),
  );
  if (status !== 0) {
    console.error("The site build failed; fix the error above and run npm start again.");
    await backend.close();
    process.exit(status ?? 1);
  }
}

console.log(banner(backend, backendEnv));
const site = await serveStatic({ root: siteDir, port: sitePort, host: siteHost });
console.log(
  `\nSite:  ${site.url.replace("127.0.0.1", "localhost")}   (admin: ${site.url.replace("127.0.0.1", "localhost")}/admin)`,
);
if (rebuilds) {
  builder = createSiteBuilder({
    records: buildRecords(backend.url, backend.serviceRoleKey),
    rebuild: rebuilds.rebuild,
    // Drafts' and trashed items' files to the private buckets, visible items' to the public ones (issue #27).
    syncFiles: fileSync(backend.url, backend.serviceRoleKey, backend.anonKey),
  });
  // Requests made while the site was built or the server was down.
  builder.request();
  console.log("Site updates: published changes are rebuilt into the served site by themselves.");
}
console.log(`API:   ${backend.url}\nPress Ctrl-C to stop.`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping...");
  await builder?.close();
  await rebuilds?.close();
  await site.close();
  await backend.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
