/**
 * site/scripts/serve-static.ts: routes, 404 page, admin fallback, compression, and
 * (issue #8) serving the disk as it is now rather than as it was at start-up,
 * so rebuilding the site under `npm start` neither crashes the process nor
 * serves stale or truncated files.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createNetServer, type Server as NetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { serveStatic, type StaticServer } from "../../site/scripts/serve-static";

let server: StaticServer;

/** fetch with a 5 s limit, so a request the server never answers fails fast. */
const get = (url: string, init: RequestInit = {}) => fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
let root = "";

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "site-"));
  writeFileSync(join(root, "index.html"), "<h1>home</h1>");
  writeFileSync(join(root, "404.html"), "<h1>Oops! Page not found</h1>");
  mkdirSync(join(root, "company", "about"), { recursive: true });
  writeFileSync(join(root, "company", "about", "index.html"), "<h1>about</h1>");
  mkdirSync(join(root, "admin"), { recursive: true });
  writeFileSync(join(root, "admin", "index.html"), "<div id=root></div>");
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "assets", "app-abc123.js"), "console.log(1);".repeat(200));
  writeFileSync(join(root, "assets", "gone-111.js"), "console.log('gone');");
  writeFileSync(join(root, "assets", "gone-222.js"), "console.log('gone too');");
  writeFileSync(join(root, "assets", "page-333.js"), "console.log('old');");
  mkdirSync(join(root, "wiped", "page"), { recursive: true });
  writeFileSync(join(root, "wiped", "page", "index.html"), "<h1>wiped</h1>");
  mkdirSync(join(root, "zh"), { recursive: true });
  writeFileSync(join(root, "zh", "404.html"), "<h1>页面未找到</h1>");
  writeFileSync(
    join(root, "_redirects"),
    "# test\n/news/old /news/new 301\n/zh/news/old /zh/news/new 301\n/company/about /elsewhere 301\n",
  );
  server = await serveStatic({ root, port: 0 });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe("serveStatic()", () => {
  it("answers a path with a _redirects rule with its status and Location, query kept (issue #26)", async () => {
    for (const [path, location] of [
      ["/news/old", "/news/new"],
      ["/news/old/", "/news/new"],
      ["/news/old?ref=mail", "/news/new?ref=mail"],
      ["/zh/news/old", "/zh/news/new"],
    ]) {
      const res = await get(`${server.url}${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location"), path).toBe(location);
    }
  });
  it("serves an existing file over a _redirects rule, as Netlify does without `!`, and never serves the file itself", async () => {
    const page = await get(`${server.url}/company/about`, { redirect: "manual" });
    expect(page.status).toBe(200);
    const file = await get(`${server.url}/_redirects`, { redirect: "manual" });
    expect(file.status).toBe(404);
    expect(await file.text()).not.toContain("/news/new");
  });
  it("answers an unknown path under /zh/ with the Chinese not-found page", async () => {
    const res = await get(`${server.url}/zh/news/unknown-slug`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("页面未找到");
  });
  it("serves a prerendered route from its folder's index.html", async () => {
    const res = await get(`${server.url}/company/about`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("<h1>about</h1>");
  });
  it("answers unknown paths with 404.html and status 404", async () => {
    const res = await get(`${server.url}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");
  });
  it("falls back to the admin shell for client-side admin routes", async () => {
    const res = await get(`${server.url}/admin/dashboard`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("id=root");
  });
  it("answers unknown admin paths with the admin shell and status 404 (issue #14)", async () => {
    for (const path of ["/admin/white-papers", "/admin/dashboard/x", "/admin/not-a-real-page/"]) {
      const res = await get(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain("id=root");
    }
    for (const path of ["/admin", "/admin/", "/admin/dashboard/"]) {
      expect((await get(`${server.url}${path}`)).status, path).toBe(200);
    }
  });
  it("compresses text and marks hashed assets immutable", async () => {
    const res = await get(`${server.url}/assets/app-abc123.js`, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("cache-control")).toContain("immutable");
  });
  it("refuses to start without a built index.html", async () => {
    await expect(serveStatic({ root: mkdtempSync(join(tmpdir(), "empty-")), port: 0 })).rejects.toThrow(
      /build the site/,
    );
  });
  it("does not serve dotfiles", async () => {
    writeFileSync(join(root, ".env"), "SECRET=1");
    const res = await get(`${server.url}/.env`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");
  });
});

describe("serveStatic() while the site is rebuilt (issue #8)", () => {
  it("answers 404 with the 404 page for a file deleted after start-up, and keeps serving", async () => {
    rmSync(join(root, "assets", "gone-111.js"));
    const res = await get(`${server.url}/assets/gone-111.js`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");
    const next = await get(`${server.url}/company/about`);
    expect(next.status).toBe(200);
    expect(await next.text()).toBe("<h1>about</h1>");
  });
  it("answers 404 for a deleted file with compression asked for", async () => {
    rmSync(join(root, "assets", "gone-222.js"));
    const res = await get(`${server.url}/assets/gone-222.js`, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");
  });
  it("answers 404 for a prerendered route whose folder was wiped", async () => {
    rmSync(join(root, "wiped"), { recursive: true });
    const res = await get(`${server.url}/wiped/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");
  });
  it("serves a file added after start-up", async () => {
    mkdirSync(join(root, "assets"), { recursive: true });
    writeFileSync(join(root, "assets", "new-444.js"), "console.log('new');");
    mkdirSync(join(root, "company", "new-page"), { recursive: true });
    writeFileSync(join(root, "company", "new-page", "index.html"), "<h1>new page</h1>");
    const asset = await get(`${server.url}/assets/new-444.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(await asset.text()).toBe("console.log('new');");
    const page = await get(`${server.url}/company/new-page`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe("<h1>new page</h1>");
  });
  it("serves a file rewritten with another size whole, with a fresh ETag", async () => {
    const before = await get(`${server.url}/assets/page-333.js`);
    expect(await before.text()).toBe("console.log('old');");
    const body = "console.log('rewritten, and longer than before');";
    writeFileSync(join(root, "assets", "page-333.js"), body);
    const res = await get(`${server.url}/assets/page-333.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    expect(res.headers.get("etag")).not.toBe(before.headers.get("etag"));
    expect(await res.text()).toBe(body);
  });
  it("serves the current 404 page and admin shell after a rebuild", async () => {
    writeFileSync(join(root, "404.html"), "<h1>Rebuilt 404</h1>");
    writeFileSync(join(root, "admin", "index.html"), "<div id=root data-build=2></div>");
    const missing = await get(`${server.url}/still/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("<h1>Rebuilt 404</h1>");
    const admin = await get(`${server.url}/admin/dashboard`);
    expect(admin.status).toBe(200);
    expect(await admin.text()).toBe("<div id=root data-build=2></div>");
  });
  it("answers a plain 404 when 404.html is gone too", async () => {
    rmSync(join(root, "404.html"));
    const res = await get(`${server.url}/no/page/either`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("Not found");
    writeFileSync(join(root, "404.html"), "<h1>Oops! Page not found</h1>");
  });
  it("survives a file that exists but cannot be read, and keeps serving", async () => {
    // A Unix socket in the folder: it exists and stats as a file-like entry,
    // but opening it fails (ENXIO) after the response head is written.
    const socketPath = join(root, "assets", "socket-555.js");
    const sock: NetServer = createNetServer();
    await new Promise<void>((ok) => sock.listen(socketPath, ok));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const outcome = await get(`${server.url}/assets/socket-555.js`).then(
        async (res) => ({ status: res.status, body: await res.text().catch(() => "(aborted)") }),
        () => ({ status: 0, body: "(connection closed)" }),
      );
      expect(outcome.status === 200 ? outcome.body : "").toBe("");
      expect(logged).toHaveBeenCalled();
      const next = await get(`${server.url}/company/about`);
      expect(next.status).toBe(200);
    } finally {
      logged.mockRestore();
      await new Promise<void>((ok) => sock.close(() => ok()));
    }
  });
});

describe("serveStatic() with the build's _headers file (issue #23)", () => {
  let site: StaticServer;
  let siteRoot = "";
  const rules = [
    "# written by the build",
    "/*",
    "  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'",
    "  X-Content-Type-Options: nosniff",
    "",
    "/admin/*",
    "  X-Robots-Tag: noindex",
  ].join("\n");

  beforeAll(async () => {
    siteRoot = mkdtempSync(join(tmpdir(), "site-headers-"));
    writeFileSync(join(siteRoot, "index.html"), "<h1>home</h1>");
    writeFileSync(join(siteRoot, "404.html"), "<h1>Oops! Page not found</h1>");
    mkdirSync(join(siteRoot, "admin"));
    writeFileSync(join(siteRoot, "admin", "index.html"), "<div id=root></div>");
    mkdirSync(join(siteRoot, "assets"));
    writeFileSync(join(siteRoot, "assets", "app-1.js"), "console.log(1);");
    writeFileSync(join(siteRoot, "_headers"), rules);
    site = await serveStatic({ root: siteRoot, port: 0 });
  });
  afterAll(async () => {
    await site.close();
    rmSync(siteRoot, { recursive: true, force: true });
  });

  it("sends the headers of every matching rule on pages, assets, the admin shell and 404s", async () => {
    for (const path of ["/", "/assets/app-1.js", "/admin/dashboard", "/no/such/page"]) {
      const res = await get(`${site.url}${path}`);
      expect(res.headers.get("content-security-policy"), path).toBe("default-src 'self'; frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("x-robots-tag"), path).toBe(path.startsWith("/admin/") ? "noindex" : null);
    }
    expect((await get(`${site.url}/no/such/page`)).status).toBe(404);
  });
  it("does not serve the _headers file itself", async () => {
    const res = await get(`${site.url}/_headers`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("Content-Security-Policy");
  });
  it("applies a rewritten _headers file at the next request", async () => {
    writeFileSync(join(siteRoot, "_headers"), "/*\n  X-Content-Type-Options: nosniff\n  X-Build: 2\n");
    const res = await get(`${site.url}/`);
    expect(res.headers.get("x-build")).toBe("2");
    expect(res.headers.get("content-security-policy")).toBeNull();
    writeFileSync(join(siteRoot, "_headers"), rules);
  });
  it("answers 500 while _headers is malformed, and recovers when it is fixed", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      writeFileSync(join(siteRoot, "_headers"), "  X-Orphan: header before any path\n");
      expect((await get(`${site.url}/`)).status).toBe(500);
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      writeFileSync(join(siteRoot, "_headers"), rules);
    }
    expect((await get(`${site.url}/`)).headers.get("x-content-type-options")).toBe("nosniff");
  });
  it("serves a build without _headers, without security headers and with one warning", async () => {
    const bare = mkdtempSync(join(tmpdir(), "site-bare-"));
    writeFileSync(join(bare, "index.html"), "<h1>old build</h1>");
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const old = await serveStatic({ root: bare, port: 0 });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await get(`${old.url}/`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-security-policy")).toBeNull();
      }
      expect(warned).toHaveBeenCalledTimes(1);
    } finally {
      warned.mockRestore();
      await old.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
