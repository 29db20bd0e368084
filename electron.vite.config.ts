/**
 * electron-vite config of the desktop admin console (issue #5):
 * desktop/main → out/main (ESM, self-contained; package.json "main"), desktop/preload →
 * out/preload/{index,captcha}.cjs (CommonJS, each self-contained: sandboxed
 * preloads can neither be ES modules nor require local chunks),
 * desktop/renderer → out/renderer, whose index.html paints the admin's HTML
 * shell before any script runs (issue #24: adminShellHtml).
 */
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "electron-vite";
import type { Plugin } from "vite";
import { ADMIN_BASE } from "./shared/admin/admin-paths";
import { adminShell, adminShellScriptSource } from "./site/scripts/admin-shell";

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

/** The shell's script as a file next to index.html: the renderer's CSP (script-src 'self') allows no inline script. */
const SHELL_SCRIPT = "admin-shell.js";

/**
 * Puts the admin's HTML shell (site/scripts/admin-shell.ts, issue #24) into
 * the renderer's index.html: its styles and script in `<head>`, the sign-in
 * card just before `#root`, so the window paints the sign-in form before the
 * renderer's code has run. The built page loads the script from
 * out/renderer/admin-shell.js (written here); the dev server, whose CSP
 * allows inline scripts (devCsp), gets it inline.
 */
export function adminShellHtml(): Plugin {
  let serve = false;
  return {
    name: "desktop-admin-shell",
    configResolved(config) {
      serve = config.command === "serve";
    },
    transformIndexHtml(html) {
      const { head, html: shell } = adminShell(ADMIN_BASE, serve ? {} : { scriptSrc: `./${SHELL_SCRIPT}` });
      return html
        .replace("</head>", `  ${head}\n  </head>`)
        .replace('<div id="root">', `${shell}\n    <div id="root">`);
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: SHELL_SCRIPT, source: adminShellScriptSource() });
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
    plugins: [react(), devCsp(), adminShellHtml()],
    server: { port: 5180 },
    build: {
      outDir: resolve(root, "out/renderer"),
      emptyOutDir: true,
      minify: true,
      rolldownOptions: { input: resolve(root, "desktop/renderer/index.html") },
    },
  },
});
