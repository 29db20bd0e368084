import { beforeEach, describe, expect, it, vi } from "vitest";
import { INVOKE_CHANNELS } from "../../desktop/shared/ipc-contract";
import { freshElectron, type Electron } from "./helpers";

let electron: Electron;
beforeEach(async () => {
  ({ electron } = await freshElectron());
});

describe("desktop/main/index.ts", () => {
  it("registers the app:// scheme and the web-contents guards before ready, then every handler, the menu and the window", async () => {
    await import("../../desktop/main/index");
    expect(electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalledTimes(1);
    expect(electron.app.requestSingleInstanceLock).toHaveBeenCalled();
    expect(electron.app.listenerCount("web-contents-created")).toBe(1);
    await vi.waitFor(() => expect(electron.BrowserWindow.instances).toHaveLength(1));
    expect(electron.protocol.handle).toHaveBeenCalledWith("app", expect.any(Function));
    expect([...electron.ipcMain.handlers.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort());
    expect(electron.Menu.setApplicationMenu).toHaveBeenCalled();
    expect(electron.session.defaultSession.setPermissionRequestHandler).toHaveBeenCalled();
    expect(electron.session.defaultSession.webRequest.onHeadersReceived).toHaveBeenCalled();
    expect(electron.BrowserWindow.instances[0]?.loadURL).toHaveBeenCalledWith("app://renderer/index.html");
  });

  it("quits without creating a window when another instance is running", async () => {
    electron.app.requestSingleInstanceLock.mockReturnValue(false);
    await import("../../desktop/main/index");
    expect(electron.app.quit).toHaveBeenCalled();
    // Windows and handlers are made only once the app is ready: not waited for, nothing is left to come.
    expect(electron.app.whenReady).not.toHaveBeenCalled();
    expect(electron.app.listenerCount("activate")).toBe(0);
    expect(electron.BrowserWindow.instances).toHaveLength(0);
    expect(electron.ipcMain.handlers.size).toBe(0);
  });

  it("reloads the window after settings are saved", async () => {
    await import("../../desktop/main/index");
    await vi.waitFor(() => expect(electron.BrowserWindow.instances).toHaveLength(1));
    const { saveSettings } = await import("../../desktop/main/settings");
    const { DEFAULT_SETTINGS } = await import("../../desktop/shared/settings");
    await saveSettings({ ...DEFAULT_SETTINGS, siteOrigin: "http://localhost:4173" });
    expect(electron.BrowserWindow.instances[0]?.webContents.reload).toHaveBeenCalled();
  });
});
