/**
 * Static server for the built site (sirv + on-the-fly compression), used by
 * `npm start`, the browser tests and the Lighthouse benchmark.
 * - `/a/b` serves `a/b/index.html` (prerendered routes) or `a/b.html`.
 * - `/admin/...` paths without a file fall back to the admin SPA shell.
 * - Anything else that is missing gets `404.html` with status 404.
 * CLI: `tsx scripts/serve-static.ts --root site/dist --port 5173 [--host 127.0.0.1]`.
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import compression from "compression";
import sirv from "sirv";

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

/**
 * Serves `root` over HTTP until closed.
 * @throws Error when the port is taken or root has no index.html.
 */
export async function serveStatic(options: StaticServerOptions): Promise<StaticServer> {
  const root = resolve(options.root);
  if (!readOptional(join(root, "index.html"))) throw new Error(`No index.html in ${root}: build the site first`);
  const notFound = readOptional(join(root, "404.html")) ?? Buffer.from("Not found");
  const adminShell = readOptional(join(root, "admin", "index.html"));
  const files = sirv(root, {
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
  const server: Server = createServer((req, res) => {
    compress(req as never, res as never, () => {
      files(req, res, () => {
        const path = (req.url ?? "/").split("?")[0] ?? "/";
        const isAdmin = path === "/admin" || path.startsWith("/admin/");
        res.statusCode = isAdmin && adminShell ? 200 : 404;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader("Cache-Control", "no-cache");
        res.end(isAdmin && adminShell ? adminShell : notFound);
      });
    });
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((ok, fail) => {
    server.once("error", fail);
    server.listen(options.port, host, () => ok());
  });
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
      port: { type: "string", default: "5173" },
      host: { type: "string" },
    },
  });
  const server = await serveStatic({ root: values.root, port: Number(values.port), host: values.host });
  console.log(`Site: ${server.url} (serving ${values.root})`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
