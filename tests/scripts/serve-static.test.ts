import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveStatic, type StaticServer } from "../../scripts/serve-static";

let server: StaticServer;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), "site-"));
  writeFileSync(join(root, "index.html"), "<h1>home</h1>");
  writeFileSync(join(root, "404.html"), "<h1>Oops! Page not found</h1>");
  mkdirSync(join(root, "company", "about"), { recursive: true });
  writeFileSync(join(root, "company", "about", "index.html"), "<h1>about</h1>");
  mkdirSync(join(root, "admin"), { recursive: true });
  writeFileSync(join(root, "admin", "index.html"), "<div id=root></div>");
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "assets", "app-abc123.js"), "console.log(1);".repeat(200));
  server = await serveStatic({ root, port: 0 });
});

afterAll(() => server.close());

describe("serveStatic()", () => {
  it("serves a prerendered route from its folder's index.html", async () => {
    const res = await fetch(`${server.url}/company/about`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("<h1>about</h1>");
  });
  it("answers unknown paths with 404.html and status 404", async () => {
    const res = await fetch(`${server.url}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Oops! Page not found");
  });
  it("falls back to the admin shell for client-side admin routes", async () => {
    const res = await fetch(`${server.url}/admin/dashboard`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("id=root");
  });
  it("compresses text and marks hashed assets immutable", async () => {
    const res = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("cache-control")).toContain("immutable");
  });
  it("refuses to start without a built index.html", async () => {
    await expect(serveStatic({ root: mkdtempSync(join(tmpdir(), "empty-")), port: 0 })).rejects.toThrow(
      /build the site/,
    );
  });
});
