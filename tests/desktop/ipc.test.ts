import { beforeEach, describe, expect, it, vi } from "vitest";
import { CAPTCHA_PAGE_CHANNELS, INVOKE_CHANNELS } from "../../desktop/shared/ipc-contract";
import { freshElectron, ipcEvent, RENDERER_URL, type Electron } from "./helpers";

let electron: Electron;
beforeEach(async () => {
  ({ electron } = await freshElectron());
});

describe("handle()", () => {
  it("runs the handler for the app's own renderer (any hash route)", async () => {
    const { handle } = await import("../../desktop/main/ipc");
    handle("session:get", (_event, key) => `value of ${key}`);
    await expect(electron.ipcMain.invoke("session:get", ipcEvent(electron, RENDERER_URL), "k")).resolves.toBe(
      "value of k",
    );
  });

  it.each([
    ["a web page", "https://evil.example/index.html"],
    ["a file URL", "file:///tmp/index.html"],
    ["another app:// host", "app://other/index.html"],
    ["another app:// path", "app://renderer/other.html"],
    ["the captcha page", "http://localhost:5173/captcha.html"],
  ])("rejects %s as sender", async (_name, url) => {
    const { handle } = await import("../../desktop/main/ipc");
    const handler = vi.fn();
    handle("session:get", handler);
    await expect(electron.ipcMain.invoke("session:get", ipcEvent(electron, url), "k")).rejects.toThrow(
      /untrusted sender/,
    );
    expect(handler).not.toHaveBeenCalled();
  });

  it("rejects a sub frame of the renderer and a destroyed frame", async () => {
    const { handle } = await import("../../desktop/main/ipc");
    handle("captcha:close", () => undefined);
    await expect(
      electron.ipcMain.invoke("captcha:close", ipcEvent(electron, RENDERER_URL, { subFrame: true })),
    ).rejects.toThrow(/untrusted/);
    await expect(electron.ipcMain.invoke("captcha:close", { senderFrame: null })).rejects.toThrow(/untrusted/);
  });

  it("trusts the electron-vite dev server only unpackaged and only when ELECTRON_RENDERER_URL is a loopback URL", async () => {
    process.env["ELECTRON_RENDERER_URL"] = "http://localhost:5180/";
    const { handle } = await import("../../desktop/main/ipc");
    handle("session:get", () => "ok");
    await expect(
      electron.ipcMain.invoke("session:get", ipcEvent(electron, "http://localhost:5180/#/admin"), "k"),
    ).resolves.toBe("ok");
    await expect(electron.ipcMain.invoke("session:get", ipcEvent(electron, RENDERER_URL), "k")).rejects.toThrow(
      /untrusted/,
    );
    electron.app.isPackaged = true;
    await expect(
      electron.ipcMain.invoke("session:get", ipcEvent(electron, "http://localhost:5180/#/admin"), "k"),
    ).rejects.toThrow(/untrusted/);
    electron.app.isPackaged = false;
    process.env["ELECTRON_RENDERER_URL"] = "https://evil.example/";
    const location = await import("../../desktop/main/renderer-location");
    expect(location.devServerUrl()).toBeNull();
    delete process.env["ELECTRON_RENDERER_URL"];
  });

  it("validates arguments against the channel schema before the handler runs", async () => {
    const { handle } = await import("../../desktop/main/ipc");
    const handler = vi.fn();
    handle("session:set", handler);
    const event = ipcEvent(electron, RENDERER_URL);
    await expect(electron.ipcMain.invoke("session:set", event, "key", 42)).rejects.toThrow();
    await expect(electron.ipcMain.invoke("session:set", event, "")).rejects.toThrow();
    await expect(electron.ipcMain.invoke("session:set", event, "k", "v", "extra")).rejects.toThrow();
    expect(handler).not.toHaveBeenCalled();
  });

  it("replaces an earlier handler of the same channel instead of throwing", async () => {
    const { handle } = await import("../../desktop/main/ipc");
    handle("captcha:reset", () => undefined);
    expect(() => handle("captcha:reset", () => undefined)).not.toThrow();
  });
});

describe("onCaptchaPage()", () => {
  it("drops messages that fail the trust check or carry bad arguments", async () => {
    const { onCaptchaPage } = await import("../../desktop/main/ipc");
    const listener = vi.fn();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    onCaptchaPage("captcha-page:token", (event) => event.senderFrame?.url === "http://site/captcha.html", listener);
    electron.ipcMain.emit("captcha-page:token", ipcEvent(electron, "http://evil/captcha.html"), "tok");
    electron.ipcMain.emit("captcha-page:token", ipcEvent(electron, "http://site/captcha.html"), 123);
    electron.ipcMain.emit("captcha-page:token", ipcEvent(electron, "http://site/captcha.html"), "tok");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith("tok");
    warn.mockRestore();
  });
});

describe("IPC contract", () => {
  it("has an argument schema for every channel and no extra ones", async () => {
    const { captchaPageArgSchemas, invokeArgSchemas } = await import("../../desktop/main/ipc-schemas");
    expect(Object.keys(invokeArgSchemas).sort()).toEqual([...INVOKE_CHANNELS].sort());
    expect(Object.keys(captchaPageArgSchemas).sort()).toEqual([...CAPTCHA_PAGE_CHANNELS].sort());
  });

  it("every invoke channel is registered once all setup functions ran", async () => {
    const { setupSettings } = await import("../../desktop/main/settings");
    const { setupSessionStore } = await import("../../desktop/main/session-store");
    const { setupCaptcha } = await import("../../desktop/main/captcha-view");
    const { setupCatalog } = await import("../../desktop/main/catalog");
    const { setupExternal } = await import("../../desktop/main/external");
    const { setupNotifications } = await import("../../desktop/main/notifications");
    const { setupMenu } = await import("../../desktop/main/menu");
    const { DEFAULT_SETTINGS } = await import("../../desktop/shared/settings");
    setupSettings();
    setupSessionStore();
    setupCaptcha(() => DEFAULT_SETTINGS);
    setupCatalog();
    setupExternal();
    setupNotifications();
    setupMenu(() => null);
    expect([...electron.ipcMain.handlers.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort());
    for (const channel of CAPTCHA_PAGE_CHANNELS) expect(electron.ipcMain.listenerCount(channel)).toBe(1);
  });
});
