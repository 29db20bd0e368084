/**
 * Where the renderer lives: `app://renderer/index.html` (a privileged custom
 * scheme serving out/renderer; Electron checklist #18: no file://) in
 * production, or electron-vite's dev server (ELECTRON_RENDERER_URL) in
 * development. The IPC gatekeeper and navigation guard trust only this.
 */
import { app } from "electron";

/** Custom scheme the packaged renderer is served from. */
export const APP_SCHEME = "app";
/** Host part of the renderer's app:// URLs. */
export const APP_HOST = "renderer";

/** Dev server URL from electron-vite, or null in production (a packaged app ignores the variable). */
export function devServerUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const raw = env["ELECTRON_RENDERER_URL"];
  // An environment variable must never point a packaged app's trusted renderer elsewhere.
  if (!raw || app.isPackaged) return null;
  try {
    const url = new URL(raw);
    // Only a loopback dev server may stand in for the packaged renderer.
    if (url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) return url.toString();
  } catch {
    return null;
  }
  return null;
}

/** The URL the main window loads. */
export function rendererEntryUrl(env: NodeJS.ProcessEnv = process.env): string {
  return devServerUrl(env) ?? `${APP_SCHEME}://${APP_HOST}/index.html`;
}

/** The renderer's origin, e.g. "app://renderer" or "http://localhost:5180". */
export function rendererOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const dev = devServerUrl(env);
  return dev ? new URL(dev).origin : `${APP_SCHEME}://${APP_HOST}`;
}

/** True when `url` is the app's own renderer document (any hash route; no other path or origin). */
export function isRendererUrl(url: string, env: NodeJS.ProcessEnv = process.env): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const dev = devServerUrl(env);
  if (dev)
    return parsed.origin === new URL(dev).origin && (parsed.pathname === "/" || parsed.pathname === "/index.html");
  return (
    parsed.protocol === `${APP_SCHEME}:` &&
    parsed.host === APP_HOST &&
    (parsed.pathname === "/" || parsed.pathname === "/index.html")
  );
}
