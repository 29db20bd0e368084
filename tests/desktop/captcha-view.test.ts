import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SETTINGS, type DesktopSettings } from "../../desktop/shared/settings";
import { freshElectron, ipcEvent, RENDERER_URL, type Electron } from "./helpers";

let electron: Electron;
beforeEach(async () => {
  ({ electron } = await freshElectron());
});

const HCAPTCHA: DesktopSettings = {
  supabaseUrl: "https://abc.supabase.co",
  supabaseAnonKey: "x".repeat(40),
  captchaProvider: "hcaptcha",
  hcaptchaSiteKey: "site-key",
  siteOrigin: "https://www.example.com",
};
const PAGE = "http://localhost:5173/captcha.html?provider=altcha&challengeUrl=x";
const BOUNDS = { x: 100.4, y: 200, width: 320, height: 90 };

async function opened(settings: DesktopSettings = DEFAULT_SETTINGS) {
  const captcha = await import("../../desktop/main/captcha-view");
  captcha.setupCaptcha(() => settings);
  const window = new electron.BrowserWindow();
  const fromRenderer = { ...ipcEvent(electron, RENDERER_URL), sender: window.webContents };
  await electron.ipcMain.invoke("captcha:open", fromRenderer, BOUNDS, "en");
  const view = electron.WebContentsView.instances[0];
  if (!view) throw new Error("no view created");
  return { captcha, window, fromRenderer, view };
}

describe("captcha:open", () => {
  it("creates a sandboxed view in its own partition with the captcha preload and loads the captcha page", async () => {
    const { window, view } = await opened();
    expect(view.options).toMatchObject({
      webPreferences: {
        partition: "captcha",
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
        webSecurity: true,
      },
    });
    const { SECURE_WEB_PREFERENCES } = await import("../../desktop/main/security");
    expect(view.options["webPreferences"]).toMatchObject(SECURE_WEB_PREFERENCES);
    expect(String((view.options["webPreferences"] as Record<string, unknown>)["preload"])).toMatch(
      /preload[\\/]captcha\.cjs$/,
    );
    expect(window.contentView.addChildView).toHaveBeenCalledWith(view);
    expect(view.webContents.loadURL).toHaveBeenCalledWith(
      "http://localhost:5173/captcha.html?provider=altcha&challengeUrl=http%3A%2F%2Flocalhost%3A54321%2Fcaptcha%2Fv1%2Fchallenge&lang=en",
    );
    expect(view.setBounds).toHaveBeenCalledWith({ x: 100, y: 200, width: 320, height: 90 });
  });

  it("reloads the page in the new language when the admin switches language, and resets in it", async () => {
    const { fromRenderer, view } = await opened();
    await electron.ipcMain.invoke("captcha:open", fromRenderer, BOUNDS, "en");
    expect(view.webContents.loadURL).toHaveBeenCalledTimes(1);
    await electron.ipcMain.invoke("captcha:open", fromRenderer, BOUNDS, "zh");
    expect(view.webContents.loadURL).toHaveBeenCalledTimes(2);
    expect(view.webContents.loadURL).toHaveBeenLastCalledWith(expect.stringMatching(/&lang=zh$/));
    await electron.ipcMain.invoke("captcha:reset", fromRenderer);
    expect(view.webContents.loadURL).toHaveBeenLastCalledWith(expect.stringMatching(/&lang=zh$/));
    expect(electron.WebContentsView.instances).toHaveLength(1);
  });

  it("moves the existing view on a second open and scales by the renderer zoom", async () => {
    const { window, fromRenderer, view } = await opened();
    window.webContents.getZoomFactor.mockReturnValue(1.5);
    await electron.ipcMain.invoke("captcha:open", fromRenderer, { x: 10, y: 20, width: 320, height: 90 }, "en");
    expect(electron.WebContentsView.instances).toHaveLength(1);
    expect(view.setBounds).toHaveBeenLastCalledWith({ x: 15, y: 30, width: 480, height: 135 });
  });

  it("rejects bounds that are not finite non-negative numbers, unknown languages and untrusted senders", async () => {
    const captcha = await import("../../desktop/main/captcha-view");
    captcha.setupCaptcha(() => DEFAULT_SETTINGS);
    const window = new electron.BrowserWindow();
    const fromRenderer = { ...ipcEvent(electron, RENDERER_URL), sender: window.webContents };
    await expect(
      electron.ipcMain.invoke("captcha:open", fromRenderer, { x: -1, y: 0, width: 1, height: 1 }, "en"),
    ).rejects.toThrow();
    await expect(
      electron.ipcMain.invoke("captcha:open", fromRenderer, { x: Number.NaN, y: 0, width: 1, height: 1 }, "en"),
    ).rejects.toThrow();
    await expect(electron.ipcMain.invoke("captcha:open", fromRenderer, BOUNDS, "fr")).rejects.toThrow();
    await expect(electron.ipcMain.invoke("captcha:open", fromRenderer, BOUNDS)).rejects.toThrow();
    await expect(electron.ipcMain.invoke("captcha:open", ipcEvent(electron, PAGE), BOUNDS, "en")).rejects.toThrow(
      /untrusted/,
    );
    expect(electron.WebContentsView.instances).toHaveLength(0);
  });
});

describe("captcha:reset and captcha:close", () => {
  it("reset reloads the captcha page; close removes the view and destroys its contents", async () => {
    const { window, fromRenderer, view, captcha } = await opened();
    await electron.ipcMain.invoke("captcha:reset", fromRenderer);
    expect(view.webContents.loadURL).toHaveBeenCalledTimes(2);
    await electron.ipcMain.invoke("captcha:close", fromRenderer);
    expect(window.contentView.removeChildView).toHaveBeenCalledWith(view);
    expect(view.webContents.close).toHaveBeenCalled();
    expect(captcha.getCaptchaView()).toBeNull();
  });

  it("closes the view when the renderer navigates (reload drops the placeholder)", async () => {
    const { window, captcha } = await opened();
    window.webContents.emit("did-navigate");
    expect(captcha.getCaptchaView()).toBeNull();
  });
});

describe("captcha allowlist", () => {
  it("lets the view navigate to the site origin only (plus hCaptcha's https hosts with hCaptcha)", async () => {
    const { isAllowedCaptchaNavigation } = await import("../../desktop/main/captcha-view");
    expect(isAllowedCaptchaNavigation(PAGE, DEFAULT_SETTINGS)).toBe(true);
    expect(isAllowedCaptchaNavigation("https://newassets.hcaptcha.com/captcha/v1/x", DEFAULT_SETTINGS)).toBe(false);
    expect(isAllowedCaptchaNavigation("https://newassets.hcaptcha.com/captcha/v1/x", HCAPTCHA)).toBe(true);
    expect(isAllowedCaptchaNavigation("http://newassets.hcaptcha.com/", HCAPTCHA)).toBe(false);
    expect(isAllowedCaptchaNavigation("https://hcaptcha.com.evil.example/", HCAPTCHA)).toBe(false);
    expect(isAllowedCaptchaNavigation("https://evil.example/", HCAPTCHA)).toBe(false);
    expect(isAllowedCaptchaNavigation("app://renderer/index.html", HCAPTCHA)).toBe(false);
  });

  it("blocks top-level and frame navigations outside the allowlist", async () => {
    const { view } = await opened();
    const { isNavigationAllowed, hardenWebContents } = await import("../../desktop/main/security");
    hardenWebContents(view.webContents as never);
    expect(isNavigationAllowed(view.webContents as never, "http://localhost:5173/captcha.html")).toBe(true);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const top = new electron.ElectronEventMock({ url: "https://evil.example/" });
    view.webContents.emit("will-navigate", top);
    expect(top.defaultPrevented).toBe(true);
    const frame = new electron.ElectronEventMock({ url: "https://evil.example/frame" });
    view.webContents.emit("will-frame-navigate", frame);
    expect(frame.defaultPrevented).toBe(true);
    warn.mockRestore();
  });

  it("cancels requests outside the site, the Supabase project and the provider, and denies permissions", async () => {
    await opened();
    const partition = electron.session.fromPartition("captcha");
    const listener = partition.webRequest.onBeforeRequest.mock.calls[0]?.[0] as (
      details: { url: string },
      callback: (response: { cancel: boolean }) => void,
    ) => void;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const verdict = (url: string) => {
      const callback = vi.fn();
      listener({ url }, callback);
      return callback.mock.calls[0]?.[0];
    };
    expect(verdict("http://localhost:5173/assets/captcha.js")).toEqual({ cancel: false });
    expect(verdict("http://localhost:54321/captcha/v1/challenge")).toEqual({ cancel: false });
    expect(verdict("blob:http://localhost:5173/worker")).toEqual({ cancel: false });
    expect(verdict("https://tracker.example/pixel.gif")).toEqual({ cancel: true });
    expect(verdict("https://js.hcaptcha.com/1/api.js")).toEqual({ cancel: true });
    warn.mockRestore();
    const request = partition.setPermissionRequestHandler.mock.calls[0]?.[0] as (...args: unknown[]) => void;
    const callback = vi.fn();
    request({}, "media", callback, {});
    expect(callback).toHaveBeenCalledWith(false);
  });
});

describe("captcha page → renderer", () => {
  function pageEvent(view: { webContents: unknown }, url = "http://localhost:5173/captcha.html?provider=altcha") {
    return ipcEvent(electron, url, { sender: view.webContents });
  }

  it("forwards token, error, expiry and size requests from the captcha page as captcha:* events", async () => {
    const { window, view } = await opened();
    electron.ipcMain.emit("captcha-page:token", pageEvent(view), "altcha-payload");
    electron.ipcMain.emit("captcha-page:error", pageEvent(view), "failed");
    electron.ipcMain.emit("captcha-page:expired", pageEvent(view));
    electron.ipcMain.emit("captcha-page:resize", pageEvent(view), { width: 420, height: 640 });
    expect(window.webContents.send.mock.calls).toEqual([
      ["captcha:token", "altcha-payload"],
      ["captcha:error", "failed"],
      ["captcha:expired"],
      ["captcha:resize", { width: 420, height: 640 }],
    ]);
  });

  it("drops size requests outside 100-800 × 50-800 px", async () => {
    const { window, view } = await opened();
    electron.ipcMain.emit("captcha-page:resize", pageEvent(view), { width: 5000, height: 640 });
    electron.ipcMain.emit("captcha-page:resize", pageEvent(view), { width: 420, height: 10 });
    electron.ipcMain.emit("captcha-page:resize", pageEvent(view), { width: 420, height: 640, x: 0 });
    expect(window.webContents.send).not.toHaveBeenCalled();
  });

  it("ignores tokens from other pages, other views, sub frames and the renderer itself", async () => {
    const { window, view } = await opened();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    electron.ipcMain.emit("captcha-page:token", pageEvent(view, "https://evil.example/captcha.html"), "t1");
    electron.ipcMain.emit("captcha-page:token", pageEvent(view, "http://localhost:5173/other.html"), "t2");
    electron.ipcMain.emit("captcha-page:token", ipcEvent(electron, "http://localhost:5173/captcha.html"), "t3");
    electron.ipcMain.emit(
      "captcha-page:token",
      ipcEvent(electron, "http://localhost:5173/captcha.html", { sender: view.webContents, subFrame: true }),
      "t4",
    );
    electron.ipcMain.emit("captcha-page:token", ipcEvent(electron, RENDERER_URL, { sender: window.webContents }), "t5");
    expect(window.webContents.send).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it("reports a captcha page that fails to load as captcha:error", async () => {
    const { window, view } = await opened();
    view.webContents.emit(
      "did-fail-load",
      {},
      -102,
      "ERR_CONNECTION_REFUSED",
      "http://localhost:5173/captcha.html",
      true,
    );
    expect(window.webContents.send).toHaveBeenCalledWith(
      "captcha:error",
      expect.stringContaining("ERR_CONNECTION_REFUSED"),
    );
  });
});
