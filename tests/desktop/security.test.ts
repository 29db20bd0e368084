import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { freshElectron, type Electron } from "./helpers";

let electron: Electron;
let userData: string;
beforeEach(async () => {
  ({ electron, userData } = await freshElectron());
});

async function hardened() {
  const security = await import("../../desktop/main/security");
  const contents = new electron.WebContentsMock("app://renderer/index.html");
  security.hardenWebContents(contents as never);
  return { security, contents };
}

describe("hardenWebContents()", () => {
  it("blocks will-navigate for contents without a navigation policy", async () => {
    const { contents } = await hardened();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const event = new electron.ElectronEventMock({ url: "app://renderer/index.html" });
    contents.emit("will-navigate", event);
    expect(event.defaultPrevented).toBe(true);
    warn.mockRestore();
  });

  it("lets will-navigate through only where the policy allows", async () => {
    const { security, contents } = await hardened();
    security.setNavigationPolicy(contents as never, (url) => url.startsWith("app://renderer/"));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const allowed = new electron.ElectronEventMock({ url: "app://renderer/index.html#/admin" });
    const blocked = new electron.ElectronEventMock({ url: "https://evil.example/" });
    contents.emit("will-navigate", allowed);
    contents.emit("will-navigate", blocked);
    contents.emit("will-redirect", blocked);
    expect(allowed.defaultPrevented).toBe(false);
    expect(blocked.defaultPrevented).toBe(true);
    warn.mockRestore();
  });

  it("denies every new window and opens only http(s) links in the system browser", async () => {
    const { contents } = await hardened();
    const handler = contents.setWindowOpenHandler.mock.calls[0]?.[0] as (details: { url: string }) => unknown;
    expect(handler({ url: "https://example.com/catalog.pdf" })).toEqual({ action: "deny" });
    expect(handler({ url: "file:///etc/passwd" })).toEqual({ action: "deny" });
    expect(handler({ url: "javascript:alert(1)" })).toEqual({ action: "deny" });
    expect(electron.shell.openExternal).toHaveBeenCalledTimes(1);
    expect(electron.shell.openExternal).toHaveBeenCalledWith("https://example.com/catalog.pdf");
  });

  it("refuses to attach <webview> tags", async () => {
    const { contents } = await hardened();
    const event = new electron.ElectronEventMock();
    contents.emit("will-attach-webview", event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("setupSecurity() hardens every web contents the app creates", async () => {
    const { setupSecurity } = await import("../../desktop/main/security");
    setupSecurity();
    const contents = new electron.WebContentsMock();
    electron.app.emit("web-contents-created", {}, contents);
    expect(contents.setWindowOpenHandler).toHaveBeenCalled();
    expect(contents.listenerCount("will-navigate")).toBe(1);
  });
});

describe("denyAllPermissions()", () => {
  it("answers every permission request and check with no", async () => {
    const { denyAllPermissions } = await import("../../desktop/main/security");
    const target = new electron.SessionMock("x");
    denyAllPermissions(target as never);
    const request = target.setPermissionRequestHandler.mock.calls[0]?.[0] as (...args: unknown[]) => void;
    for (const permission of ["media", "notifications", "geolocation", "clipboard-read", "openExternal"]) {
      const callback = vi.fn();
      request({}, permission, callback, {});
      expect(callback).toHaveBeenCalledWith(false);
    }
    const check = target.setPermissionCheckHandler.mock.calls[0]?.[0] as (...args: unknown[]) => boolean;
    expect(check({}, "media", "app://renderer", {})).toBe(false);
    const device = target.setDevicePermissionHandler.mock.calls[0]?.[0] as (...args: unknown[]) => boolean;
    expect(device({})).toBe(false);
  });
});

describe("renderer Content-Security-Policy", () => {
  it("buildRendererCsp() allows scripts only from the app and network only to the Supabase project", async () => {
    const { buildRendererCsp } = await import("../../desktop/shared/csp");
    const csp = buildRendererCsp("https://abc.supabase.co");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("relaxes script-src and connect-src only for the electron-vite dev server", async () => {
    const { buildRendererCsp } = await import("../../desktop/shared/csp");
    const dev = buildRendererCsp("http://localhost:54321", { devServer: true });
    expect(dev).toMatch(/script-src 'self' 'unsafe-inline';/);
    expect(dev).toContain("ws://localhost:*");
    expect(buildRendererCsp("http://localhost:54321")).toMatch(/script-src 'self';/);
  });

  it("onHeadersReceived adds the CSP built from the saved Supabase URL to renderer documents only", async () => {
    writeFileSync(
      join(userData, "settings.json"),
      JSON.stringify({
        supabaseUrl: "https://abc.supabase.co",
        supabaseAnonKey: "x".repeat(40),
        captchaProvider: "altcha",
        siteOrigin: "https://www.example.com",
      }),
    );
    const { loadSettings } = await import("../../desktop/main/settings");
    await loadSettings();
    const { installRendererCsp } = await import("../../desktop/main/security");
    const target = new electron.SessionMock("");
    installRendererCsp(target as never);
    const listener = target.webRequest.onHeadersReceived.mock.calls[0]?.[0] as (
      details: Record<string, unknown>,
      callback: (response: { responseHeaders: Record<string, string[]> }) => void,
    ) => void;
    const renderer = vi.fn();
    listener(
      {
        url: "app://renderer/index.html",
        resourceType: "mainFrame",
        responseHeaders: { "content-security-policy": ["default-src *"] },
      },
      renderer,
    );
    const headers = renderer.mock.calls[0]?.[0].responseHeaders as Record<string, string[]>;
    expect(headers["content-security-policy"]).toBeUndefined();
    expect(headers["Content-Security-Policy"]?.[0]).toContain("connect-src 'self' https://abc.supabase.co");
    const other = vi.fn();
    listener(
      { url: "https://abc.supabase.co/rest/v1/videos", resourceType: "xhr", responseHeaders: { a: ["b"] } },
      other,
    );
    expect(other).toHaveBeenCalledWith({ responseHeaders: { a: ["b"] } });
  });
});

describe("app:// protocol", () => {
  it("maps renderer URLs into out/renderer and refuses other hosts and path traversal", async () => {
    const { resolveAppFile } = await import("../../desktop/main/app-protocol");
    const root = "/srv/renderer";
    expect(resolveAppFile("app://renderer/index.html", root)).toBe("/srv/renderer/index.html");
    expect(resolveAppFile("app://renderer/", root)).toBe("/srv/renderer/index.html");
    expect(resolveAppFile("app://renderer/assets/a.js", root)).toBe("/srv/renderer/assets/a.js");
    // The URL parser resolves dot segments inside the origin; encoded slashes are caught by the root check.
    expect(resolveAppFile("app://renderer/%2e%2e/%2e%2e/etc/passwd", root)).toBe("/srv/renderer/etc/passwd");
    expect(resolveAppFile("app://renderer/..%2F..%2Fetc%2Fpasswd", root)).toBeNull();
    expect(resolveAppFile("app://other/index.html", root)).toBeNull();
    expect(resolveAppFile("file:///etc/passwd", root)).toBeNull();
  });

  it("serves HTML with the CSP header and nosniff, and 404 for missing files", async () => {
    const root = join(userData, "renderer");
    mkdirSync(root);
    writeFileSync(join(root, "index.html"), "<!doctype html><title>x</title>");
    const { serveAppRequest, registerAppScheme } = await import("../../desktop/main/app-protocol");
    const response = await serveAppRequest(new Request("app://renderer/index.html"), root);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("content-security-policy")).toContain("connect-src 'self' http://localhost:54321");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await serveAppRequest(new Request("app://renderer/missing.js"), root)).status).toBe(404);
    registerAppScheme();
    expect(electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: "app", privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
  });
});

describe("openExternalUrl()", () => {
  it.each(["https://example.com/a.pdf", "http://localhost:54321/storage/v1/object/public/x.pdf"])(
    "opens %s in the system browser",
    async (url) => {
      const { openExternalUrl } = await import("../../desktop/main/external");
      await expect(openExternalUrl(url)).resolves.toEqual({ ok: true });
      expect(electron.shell.openExternal).toHaveBeenCalledWith(url);
    },
  );

  it.each([
    "file:///etc/passwd",
    "javascript:alert(1)",
    "smb://host/share",
    "mailto:a@b.c",
    "not a url",
    "//evil.example",
  ])("refuses %s without calling shell.openExternal", async (url) => {
    const { openExternalUrl } = await import("../../desktop/main/external");
    await expect(openExternalUrl(url)).resolves.toEqual({
      ok: false,
      error: "Only http and https links can be opened",
    });
    expect(electron.shell.openExternal).not.toHaveBeenCalled();
  });
});
