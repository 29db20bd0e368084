/**
 * Vite config of the public site (issue #3): root is site/, output goes to
 * SITE_OUT_DIR (default site/dist). The SSR bundle for prerendering is built
 * by site/scripts/build.ts with the same config and `build.ssr`.
 */
import { fileURLToPath } from "node:url";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { startChunks } from "./scripts/start-chunks.ts";

const siteRoot = path.dirname(fileURLToPath(import.meta.url));
const start = startChunks({
  entry: path.join(siteRoot, "src/entry-client.ts"),
  entryChunk: "main",
  lazy: { lists: path.join(siteRoot, "src/islands/list-freshness.ts") },
  others: [path.join(siteRoot, "src/entry-admin.tsx"), path.join(siteRoot, "src/captcha-page/main.ts")],
});

export default defineConfig({
  root: siteRoot,
  envDir: siteRoot,
  plugins: [react(), start.plugin],
  build: {
    outDir: process.env.SITE_OUT_DIR ? path.resolve(process.env.SITE_OUT_DIR) : path.join(siteRoot, "dist"),
    emptyOutDir: true,
    target: "es2022",
    cssCodeSplit: false,
    manifest: true,
    // No modulepreload hints: they are high priority and would compete with the
    // prerendered first paint; the entry is fetched at low priority (build.ts).
    modulePreload: false,
    rollupOptions: {
      // index.html: template of the prerendered public pages (small browser entry, issue #13);
      // admin.html: the admin SPA's shell (/admin/*, issue #4);
      // captcha.html: the desktop console's sign-in captcha page, served from the site's origin (issue #5).
      input: {
        main: path.join(siteRoot, "index.html"),
        admin: path.join(siteRoot, "admin.html"),
        captcha: path.join(siteRoot, "captcha.html"),
      },
      // The public entry's imports in one file, the data pages' row check in another (start-chunks.ts).
      // Their functions compiled off the main thread as they stream in (start-chunks.ts, EAGER_COMPILE_HINT).
      output: { codeSplitting: { groups: start.groups }, postBanner: start.postBanner },
    },
  },
  // The site search worker (src/features/search/search-worker.ts, issue #24): one module file of its own.
  worker: { format: "es" },
  ssr: {
    // Mantine ships ESM with CSS-free JS; keep it external so Node loads it once.
    noExternal: [],
  },
  server: { port: 5471 },
});
