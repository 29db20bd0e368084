/**
 * electron-vite config of the desktop admin console (issue #5):
 * desktop/main → out/main (ESM, self-contained; package.json "main"), desktop/preload →
 * out/preload/{index,captcha}.cjs (CommonJS, each self-contained: sandboxed
 * preloads can neither be ES modules nor require local chunks),
 * desktop/renderer → out/renderer.
 */
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "electron-vite";
import type { Plugin } from "vite";

const root = import.meta.dirname;

/**
 * Dev only: Vite's client and React Refresh need inline scripts, eval and a
 * WebSocket, which the production CSP forbids. The built index.html keeps the strict tag.
 */
function devCsp(): Plugin {
  return {
    name: "desktop-dev-csp",
    apply: "serve",
    transformIndexHtml(html) {
      return html
        .replace("script-src 'self'", "script-src 'self' 'unsafe-inline' 'unsafe-eval'")
        .replace("connect-src 'self'", "connect-src 'self' ws://localhost:* http://localhost:*");
    },
  };
}

export default defineConfig({
  main: {
    build: {
      // Bundle zod & co. into main so the packaged app ships no node_modules (build/electron-builder.yml).
      externalizeDeps: false,
      outDir: resolve(root, "out/main"),
      lib: { entry: resolve(root, "desktop/main/index.ts") },
    },
  },
  preload: {
    build: {
      outDir: resolve(root, "out/preload"),
      externalizeDeps: false,
      isolatedEntries: true,
      rolldownOptions: {
        input: {
          index: resolve(root, "desktop/preload/index.ts"),
          captcha: resolve(root, "desktop/preload/captcha.ts"),
        },
        output: { format: "cjs", entryFileNames: "[name].cjs" },
      },
    },
  },
  renderer: {
    root: resolve(root, "desktop/renderer"),
    plugins: [react(), devCsp()],
    server: { port: 5180 },
    build: {
      outDir: resolve(root, "out/renderer"),
      emptyOutDir: true,
      minify: true,
      rolldownOptions: { input: resolve(root, "desktop/renderer/index.html") },
    },
  },
});
