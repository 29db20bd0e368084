/**
 * The console's invitation deep links (issue #29, desktop/main/deep-link.ts)
 * with the Electron doubles: only `rss-drilling-admin://accept-invite` with a
 * token hash becomes the renderer's accept route; a link from `open-url`
 * (macOS) or a second launch's command line opens it in the window; one given
 * at first launch waits for the window.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { freshElectron, type Electron } from "./helpers";

let electron: Electron;
beforeEach(async () => {
  ({ electron } = await freshElectron());
});

const LINK = "rss-drilling-admin://accept-invite?token_hash=abc123DEF_-xyz&type=invite";
const ROUTE = "app://renderer/index.html#/admin/accept-invite?token_hash=abc123DEF_-xyz&type=invite";

describe("deepLinkRoute()", () => {
  it("maps an invitation link to the accept page's hash route and refuses anything else", async () => {
    const { deepLinkRoute } = await import("../../desktop/main/deep-link");
    expect(deepLinkRoute(LINK)).toBe("#/admin/accept-invite?token_hash=abc123DEF_-xyz&type=invite");
    expect(deepLinkRoute("rss-drilling-admin:accept-invite?token_hash=abc123DEF_-xyz")).toBe(
      "#/admin/accept-invite?token_hash=abc123DEF_-xyz&type=invite",
    );
    for (const bad of [
      "rss-drilling-admin://dashboard?token_hash=abc123DEF_-xyz",
      "rss-drilling-admin://accept-invite?token_hash=short",
      "rss-drilling-admin://accept-invite?token_hash=abc123DEF%23x%26y&type=invite",
      "rss-drilling-admin://accept-invite?token_hash=abc123DEF_-xyz&type=recovery",
      "https://example.com/admin/accept-invite?token_hash=abc123DEF_-xyz",
      "not a url",
    ]) {
      expect(deepLinkRoute(bad)).toBeNull();
    }
  });
});

describe("setupDeepLinks()", () => {
  it("registers the scheme and opens an open-url link in the window", async () => {
    const { setupDeepLinks, DEEP_LINK_SCHEME } = await import("../../desktop/main/deep-link");
    const window = new electron.BrowserWindow();
    setupDeepLinks(() => window as never, []);
    expect(electron.app.setAsDefaultProtocolClient).toHaveBeenCalledWith(DEEP_LINK_SCHEME);
    let prevented = false;
    electron.app.emit("open-url", { preventDefault: () => (prevented = true) }, LINK);
    expect(prevented).toBe(true);
    expect(window.loadURL).toHaveBeenLastCalledWith(ROUTE);
    electron.app.emit("open-url", { preventDefault: () => {} }, "rss-drilling-admin://elsewhere");
    expect(window.loadURL).toHaveBeenCalledTimes(1);
  });

  it("opens a second launch's link through the single-instance handler, focusing the window", async () => {
    const { setupDeepLinks } = await import("../../desktop/main/deep-link");
    const { setupSingleInstance } = await import("../../desktop/main/single-instance");
    const window = new electron.BrowserWindow();
    const links = setupDeepLinks(() => window as never, []);
    expect(setupSingleInstance(() => window as never, links.onSecondLaunch)).toBe(true);
    electron.app.emit("second-instance", {}, ["/opt/console/console", "--flag", LINK]);
    expect(window.focus).toHaveBeenCalled();
    expect(window.loadURL).toHaveBeenLastCalledWith(ROUTE);
  });

  it("keeps the first launch's link until the window exists", async () => {
    const { setupDeepLinks } = await import("../../desktop/main/deep-link");
    let window: InstanceType<Electron["BrowserWindow"]> | null = null;
    const links = setupDeepLinks(() => window as never, ["/opt/console/console", LINK]);
    window = new electron.BrowserWindow();
    expect(window.loadURL).not.toHaveBeenCalled();
    links.openPending();
    expect(window.loadURL).toHaveBeenCalledWith(ROUTE);
    links.openPending();
    expect(window.loadURL).toHaveBeenCalledTimes(1);
  });
});

describe("build/electron-builder.yml", () => {
  it("declares the deep-link scheme, so installed builds open invitation links", async () => {
    const { DEEP_LINK_SCHEME } = await import("../../desktop/main/deep-link");
    const yaml = createRequire(import.meta.url)("js-yaml") as { load(text: string): { protocols?: unknown } };
    const file = resolve(import.meta.dirname, "../../build/electron-builder.yml");
    expect(yaml.load(readFileSync(file, "utf8")).protocols).toEqual([
      { name: expect.any(String), schemes: [DEEP_LINK_SCHEME] },
    ]);
  });
});
