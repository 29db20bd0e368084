/**
 * The `app://renderer/` scheme serving out/renderer (Electron checklist #18:
 * a custom protocol instead of file://): standard + secure so the renderer is
 * a real origin, files outside the renderer folder are refused, and every
 * HTML response carries the CSP header for the saved Supabase URL.
 */
import { readFile } from "node:fs/promises";
import { extname, join, normalize, relative, isAbsolute } from "node:path";
import { fileURLToPath } from "node:url";
import { protocol } from "electron";
import { buildRendererCsp } from "../shared/csp";
import { APP_HOST, APP_SCHEME } from "./renderer-location";
import { getSettings } from "./settings";

const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

/** Folder of the built renderer next to out/main. */
export function rendererDir(): string {
  return fileURLToPath(new URL("../renderer/", import.meta.url));
}

/** Registers the scheme's privileges; must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Maps an app:// URL to a file inside `root`, or null for another host or a path escaping root. */
export function resolveAppFile(url: string, root: string): string | null {
  const parsed = new URL(url);
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return null;
  const pathname = decodeURIComponent(parsed.pathname);
  const file = normalize(join(root, pathname === "/" ? "index.html" : pathname));
  const rel = relative(root, file);
  if (rel.startsWith("..") || isAbsolute(rel)) return null;
  return file;
}

/** Serves one app:// request: the file with its MIME type (and the CSP on HTML), or 404. */
export async function serveAppRequest(request: Request, root = rendererDir()): Promise<Response> {
  const file = resolveAppFile(request.url, root);
  if (!file) return new Response("Not found", { status: 404 });
  try {
    const body = await readFile(file);
    const type = MIME[extname(file)] ?? "application/octet-stream";
    const headers: Record<string, string> = { "Content-Type": type, "X-Content-Type-Options": "nosniff" };
    if (type.startsWith("text/html")) {
      const policy = buildRendererCsp(getSettings().supabaseUrl);
      // Reviewed: built at runtime, so scripts/electronegativity.ts evaluates buildRendererCsp() itself.
      headers["Content-Security-Policy"] = policy; /* eng-disable CSP_GLOBAL_CHECK */
    }
    return new Response(new Uint8Array(body), { status: 200, headers });
  } catch {
    return new Response("Not found", { status: 404 });
  }
}

/** Installs the app:// handler (call once the app is ready). */
export function setupAppProtocol(): void {
  protocol.handle(APP_SCHEME, (request) => serveAppRequest(request));
}
