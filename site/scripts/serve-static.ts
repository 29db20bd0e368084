/**
 * Static server for the built site (sirv + on-the-fly compression), used by
 * `npm start`, the browser tests and the Lighthouse benchmark.
 * - `/a/b` serves `a/b/index.html` (prerendered routes) or `a/b.html`.
 * - `/admin/...` paths without a file fall back to the admin SPA shell, which
 *   renders the admin's page or its not-found page: status 200 for the
 *   admin's pages (shared/admin/admin-paths.ts), 404 for any other path under
 *   /admin (issue #14: the client still shows the not-found page).
 * - Anything else that is missing gets the not-found page of its language
 *   with status 404: `zh/404.html` under `/zh/`, else `404.html` (issue #10).
 * - A path no file answers that has a rule in the build's `_redirects` file
 *   (issue #26: an item's old address) is redirected as Netlify and
 *   Cloudflare Pages do it (src/config/redirects-file.ts).
 * - Dotfiles are never served (404), as sirv's production mode did, nor are
 *   the `_headers` and `_redirects` files.
 * - Every response, 404s and the admin shell included, carries the headers of
 *   the build's `_headers` file (issue #23: the security headers, written by
 *   site/scripts/build.ts from site/src/config/security-headers.ts), applied
 *   as Netlify and Cloudflare Pages apply it: every rule whose pattern matches
 *   the request path. The file is re-read when it changes; a root without one
 *   is served without them (with a warning), a malformed one is answered 500.
 *
 * The disk is read as it is at each request, not as it was at start-up
 * (issue #8): `npm run build` while `npm start` serves deletes and rewrites
 * files, and sirv's default mode (a file list built once, Content-Length and
 * ETag cached, fs.createReadStream without an error handler) then crashed the
 * whole process with ENOENT and served stale or truncated files. sirv's
 * `dev: true` looks each request up with existsSync + statSync instead (a few
 * microseconds; see the report of issue #8), and the guards below make sure
 * nothing the static side does can take the process down: read-stream and
 * response errors are logged and end that one response, a synchronous throw
 * is answered with 500 (or 404 if the file vanished mid-lookup) and logged.
 *
 * CLI: `tsx site/scripts/serve-static.ts --root site/dist --port 5173 [--host 127.0.0.1]`.
 */
import { readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import type { Readable } from "node:stream";
import { parseArgs } from "node:util";
import compression from "compression";
import sirv from "sirv";
import { isAdminPage, isUnderAdmin } from "../../shared/admin/admin-paths";
import { LOCAL_SITE_PORT } from "../../shared/local-defaults";
import { localeOf, withLocale } from "../src/app/paths";
import { HEADERS_FILE, type HeaderRule, headersForPath, parseHeadersFile } from "../src/config/headers-file";
import { parseRedirectsFile, REDIRECTS_FILE, redirectFor, type RedirectRule } from "../src/config/redirects-file";

export interface StaticServerOptions {
  /** Folder with the built site (index.html, 404.html, assets/). */
  root: string;
  /** TCP port; 0 picks a free one. */
  port: number;
  /** Interface to bind, default 127.0.0.1. */
  host?: string;
}

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

function readOptional(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}

/** The file's current content, or null when it is missing or unreadable. */
async function readNow(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}

/** The request's path as sirv sees it: before `#` and `?`, URI-decoded when valid. */
function requestPath(url: string | undefined): string {
  const raw = (url ?? "/").split("#")[0]!.split("?")[0]!;
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}

/** True for paths with a segment that starts with a dot (except under /.well-known/). */
function isHidden(path: string): boolean {
  return /[\\/]\.(?!well-known[\\/])/.test(path);
}

function isMissingFile(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/**
 * A reader of one file of the build output, parsed with `parse` again only
 * when the file's modification time or size changed; `missing` when the file
 * is not there (an older build), with `warning` logged once.
 * @throws whatever `parse` throws for a malformed file.
 */
function parsedFileReader<T>(file: string, parse: (text: string) => T, missing: T, warning?: string): () => T {
  let cached: { stamp: string; value: T } | null = null;
  let warned = false;
  return () => {
    let stamp: string;
    try {
      const stat = statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      if (warning && !warned) console.warn(warning);
      warned = true;
      return missing;
    }
    if (cached?.stamp !== stamp) cached = { stamp, value: parse(readFileSync(file, "utf8")) };
    return cached.value;
  };
}

/**
 * The rules of `<root>/_headers` as the disk holds them now: parsed again
 * only when its modification time or size changed. Empty when the file is
 * missing (an older build), with one warning per root.
 * @throws Error when the file is malformed (parseHeadersFile).
 */
export function headerRulesReader(root: string): () => HeaderRule[] {
  return parsedFileReader(
    join(root, HEADERS_FILE),
    parseHeadersFile,
    [],
    `Static site: no ${HEADERS_FILE} in ${root}; serving without security headers`,
  );
}

/**
 * The rules of `<root>/_redirects` (issue #26: old item addresses) as the
 * disk holds them now; none when the file is missing.
 * @throws Error when the file is malformed (parseRedirectsFile).
 */
export function redirectRulesReader(root: string): () => ReadonlyMap<string, RedirectRule> {
  return parsedFileReader(join(root, REDIRECTS_FILE), parseRedirectsFile, new Map());
}

/**
 * Ends a response that failed on the server's side: 500 when nothing was sent
 * yet, otherwise the connection is cut so the client sees an incomplete
 * response rather than a truncated one passed off as whole. Never throws.
 */
function failResponse(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  console.error(`Static site: ${req.method ?? "GET"} ${req.url ?? "/"} failed:`, error);
  try {
    if (res.headersSent) {
      res.destroy();
    } else {
      res.statusCode = 500;
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.setHeader("Cache-Control", "no-store");
      res.end("Internal server error");
    }
  } catch {
    res.destroy();
  }
}

/**
 * Serves `root` over HTTP until closed, reading the disk at each request.
 * @throws Error when the port is taken or root has no index.html.
 */
export async function serveStatic(options: StaticServerOptions): Promise<StaticServer> {
  const root = resolve(options.root);
  if (!readOptional(join(root, "index.html"))) throw new Error(`No index.html in ${root}: build the site first`);
  const files = sirv(root, {
    dev: true,
    extensions: ["html"],
    etag: true,
    setHeaders(res, pathname) {
      // Hashed assets are immutable; pages must revalidate.
      res.setHeader(
        "Cache-Control",
        pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  const compress = compression();
  const headerRules = headerRulesReader(root);
  const redirectRules = redirectRulesReader(root);

  /**
   * A path no file answers: its `_redirects` rule if it has one (issue #26),
   * else the admin SPA shell under /admin (404 unless an admin page), else
   * the language's not-found page (or a plain text) with 404.
   */
  async function fallback(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = requestPath(req.url);
    const query = req.url?.includes("?") ? `?${req.url.split("?").slice(1).join("?").split("#")[0]}` : "";
    const redirect = redirectFor(redirectRules(), path, query);
    if (redirect) {
      res.statusCode = redirect.status;
      res.setHeader("Location", redirect.location);
      res.setHeader("Cache-Control", "no-cache");
      res.end();
      return;
    }
    const adminShell = isUnderAdmin(path) ? await readNow(join(root, "admin", "index.html")) : null;
    // The build writes one per language at withLocale("/404", locale) + ".html".
    const notFoundPage = `${withLocale("/404", localeOf(path)).slice(1)}.html`;
    const body =
      adminShell ??
      (await readNow(join(root, notFoundPage))) ??
      (await readNow(join(root, "404.html"))) ??
      Buffer.from("Not found");
    res.statusCode = adminShell && isAdminPage(path) ? 200 : 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.end(body);
  }

  function notFound(req: IncomingMessage, res: ServerResponse): void {
    fallback(req, res).catch((error: unknown) => failResponse(req, res, error));
  }

  const server: Server = createServer((req, res) => {
    // sirv pipes a ReadStream it keeps to itself into `res`: catch its errors
    // (the file vanished or cannot be opened after the head was written).
    res.on("pipe", (source: Readable) => source.on("error", (error) => failResponse(req, res, error)));
    res.on("error", (error) => failResponse(req, res, error));
    try {
      // Before anything is written: sirv and the fallbacks only add their own headers.
      const path = requestPath(req.url);
      for (const [name, value] of Object.entries(headersForPath(headerRules(), path))) res.setHeader(name, value);
      compress(req as never, res as never, () => {
        try {
          if (isHidden(path) || path === `/${HEADERS_FILE}` || path === `/${REDIRECTS_FILE}`) return notFound(req, res);
          files(req, res, () => notFound(req, res));
        } catch (error) {
          // existsSync then statSync: the file can vanish in between.
          if (isMissingFile(error) && !res.headersSent) notFound(req, res);
          else failResponse(req, res, error);
        }
      });
    } catch (error) {
      failResponse(req, res, error);
    }
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((ok, fail) => {
    server.once("error", fail);
    server.listen(options.port, host, () => ok());
  });
  server.on("error", (error) => console.error("Static site server error:", error));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  return {
    url: `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`,
    port,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      root: { type: "string", default: "site/dist" },
      port: { type: "string", default: String(LOCAL_SITE_PORT) },
      host: { type: "string" },
    },
  });
  const server = await serveStatic({ root: values.root, port: Number(values.port), host: values.host });
  console.log(`Site: ${server.url} (serving ${values.root})`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
