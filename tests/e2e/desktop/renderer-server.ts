/**
 * Serves the built desktop renderer (out/renderer, built first if missing)
 * over HTTP with the Content-Security-Policy header main sends, so the
 * desktop browser specs run it in Chromium under the app's own CSP.
 */
import { createServer, type Server } from "node:http";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import sirv from "sirv";
import { buildRendererCsp } from "../../../desktop/shared/csp";
import type { SettingsState } from "../../../desktop/shared/ipc-contract";
import { DEFAULT_SETTINGS } from "../../../desktop/shared/settings";
import { ANON_KEY, API_URL } from "../support/env";

/** The settings state of an app already configured for the test backend (read from settings.json). */
export const CONFIGURED_STATE: SettingsState = {
  settings: { ...DEFAULT_SETTINGS, supabaseUrl: API_URL, supabaseAnonKey: ANON_KEY },
  source: "file",
  firstRun: false,
  problems: [],
};

/** Where the built renderer lives. */
export const RENDERER_DIR = resolve("out/renderer");

/**
 * Builds the renderer if needed and serves it on 127.0.0.1:`port`.
 * @returns a function that stops the server.
 */
export async function serveRenderer(port: number): Promise<() => Promise<void>> {
  if (!existsSync(resolve(RENDERER_DIR, "index.html"))) {
    const { build } = await import("electron-vite");
    await build({ configFile: resolve("electron.vite.config.ts"), logLevel: "warn" });
  }
  const files = sirv(RENDERER_DIR, { dev: true });
  const csp = buildRendererCsp(API_URL);
  const server: Server = createServer((req, res) => {
    res.setHeader("Content-Security-Policy", csp);
    files(req, res, () => {
      res.statusCode = 404;
      res.end("Not found");
    });
  });
  await new Promise<void>((ok, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", () => ok());
  });
  return () => new Promise<void>((ok) => server.close(() => ok()));
}
