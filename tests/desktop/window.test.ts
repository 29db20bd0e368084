// @vitest-environment node
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { freshElectron, type Electron } from "./helpers";

vi.mock("electron", () => import("./mocks/electron"));

let electron: Electron;
let userData: string;
beforeEach(async () => {
  ({ electron, userData } = await freshElectron());
});

describe("main window options", () => {
  it("locks down webPreferences: sandbox, context isolation, no Node, web security, no webview", async () => {
    const { createMainWindow } = await import("../../desktop/main/window");
    const window = (await createMainWindow()) as unknown as InstanceType<Electron["BrowserWindow"]>;
    const prefs = (window.options["webPreferences"] ?? {}) as Record<string, unknown>;
    expect(prefs).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
    });
    expect(prefs["webSecurity"]).not.toBe(false);
    expect(String(prefs["preload"])).toMatch(/preload[\\/]index\.cjs$/);
    expect(Object.keys(prefs)).not.toContain("enableRemoteModule");
  });
});

describe("createMainWindow()", () => {
  it("loads app://renderer/index.html, shows when ready and allows navigation only within the renderer", async () => {
    const { createMainWindow } = await import("../../desktop/main/window");
    const { isNavigationAllowed } = await import("../../desktop/main/security");
    const window = (await createMainWindow()) as unknown as InstanceType<Electron["BrowserWindow"]>;
    expect(window.loadURL).toHaveBeenCalledWith("app://renderer/index.html");
    expect(window.options).toMatchObject({ show: false, width: 1280, height: 800 });
    window.emit("ready-to-show");
    expect(window.show).toHaveBeenCalled();
    const contents = window.webContents as never;
    expect(isNavigationAllowed(contents, "app://renderer/index.html#/settings")).toBe(true);
    expect(isNavigationAllowed(contents, "https://evil.example/")).toBe(false);
    expect(isNavigationAllowed(contents, "file:///etc/passwd")).toBe(false);
  });

  it("focuses the existing window instead of opening a second one", async () => {
    const { createMainWindow } = await import("../../desktop/main/window");
    const first = (await createMainWindow()) as unknown as InstanceType<Electron["BrowserWindow"]>;
    first.minimized = true;
    await createMainWindow();
    expect(electron.BrowserWindow.instances).toHaveLength(1);
    expect(first.restore).toHaveBeenCalled();
    expect(first.focus).toHaveBeenCalled();
  });

  it("restores the saved bounds and maximized state", async () => {
    writeFileSync(
      join(userData, "window-state.json"),
      JSON.stringify({ x: 100, y: 50, width: 1000, height: 700, isMaximized: true }),
    );
    const { createMainWindow } = await import("../../desktop/main/window");
    const window = (await createMainWindow()) as unknown as InstanceType<Electron["BrowserWindow"]>;
    expect(window.options).toMatchObject({ x: 100, y: 50, width: 1000, height: 700 });
    expect(window.maximize).toHaveBeenCalled();
  });
});

describe("window state", () => {
  it("saves the normal bounds and maximized flag on close", async () => {
    const { createMainWindow } = await import("../../desktop/main/window");
    const window = (await createMainWindow()) as unknown as InstanceType<Electron["BrowserWindow"]>;
    window.bounds = { x: 30, y: 40, width: 1100, height: 750 };
    window.maximized = true;
    window.emit("close");
    await vi.waitFor(() => {
      const saved = JSON.parse(readFileSync(join(userData, "window-state.json"), "utf8"));
      expect(saved).toEqual({ x: 30, y: 40, width: 1100, height: 750, isMaximized: true });
    });
  });

  it("falls back to the default for a corrupt or invalid file", async () => {
    const { loadWindowState, DEFAULT_WINDOW_STATE } = await import("../../desktop/main/window-state");
    writeFileSync(join(userData, "window-state.json"), "{not json");
    await expect(loadWindowState()).resolves.toEqual(DEFAULT_WINDOW_STATE);
    writeFileSync(join(userData, "window-state.json"), JSON.stringify({ width: 10, height: 10 }));
    await expect(loadWindowState()).resolves.toEqual(DEFAULT_WINDOW_STATE);
  });

  it("drops a position that is on no current display but keeps the size", async () => {
    const { loadWindowState } = await import("../../desktop/main/window-state");
    writeFileSync(
      join(userData, "window-state.json"),
      JSON.stringify({ x: 5000, y: 5000, width: 900, height: 600, isMaximized: false }),
    );
    await expect(loadWindowState()).resolves.toEqual({ width: 900, height: 600, isMaximized: false });
  });
});

describe("setupSingleInstance()", () => {
  it("quits when another instance holds the lock", async () => {
    electron.app.requestSingleInstanceLock.mockReturnValue(false);
    const { setupSingleInstance } = await import("../../desktop/main/single-instance");
    expect(setupSingleInstance(() => null)).toBe(false);
    expect(electron.app.quit).toHaveBeenCalled();
  });

  it("focuses (and restores) the existing window on a second launch", async () => {
    electron.app.requestSingleInstanceLock.mockReturnValue(true);
    const { setupSingleInstance } = await import("../../desktop/main/single-instance");
    const window = new electron.BrowserWindow();
    window.minimized = true;
    expect(setupSingleInstance(() => window as never)).toBe(true);
    electron.app.emit("second-instance");
    expect(window.restore).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
    expect(electron.app.quit).not.toHaveBeenCalled();
  });
});

describe("buildMenuTemplate()", () => {
  const context = (platform: NodeJS.Platform) => ({
    platform,
    appName: "RSS Drilling Admin",
    isDevelopment: false,
    openSettings: vi.fn(),
    showAbout: vi.fn(),
  });

  it("has File, Edit, View, Window and Help with About; Settings… opens the settings screen", async () => {
    const { buildMenuTemplate } = await import("../../desktop/main/menu");
    const ctx = context("linux");
    const template = buildMenuTemplate(ctx);
    expect(template.map((item) => item.label ?? item.role)).toEqual(["File", "editMenu", "View", "windowMenu", "help"]);
    const help = template.at(-1)?.submenu as Electron.MenuItemConstructorOptions[];
    help[0]?.click?.({} as never, undefined, {} as never);
    expect(ctx.showAbout).toHaveBeenCalled();
    const file = template[0]?.submenu as Electron.MenuItemConstructorOptions[];
    file.find((item) => item.label === "Settings…")?.click?.({} as never, undefined, {} as never);
    expect(ctx.openSettings).toHaveBeenCalled();
  });

  it("offers Reload and DevTools only in development and puts the app menu first on macOS", async () => {
    const { buildMenuTemplate } = await import("../../desktop/main/menu");
    const roles = (template: Electron.MenuItemConstructorOptions[]) =>
      (template.find((item) => item.label === "View")?.submenu as Electron.MenuItemConstructorOptions[]).map(
        (item) => item.role,
      );
    expect(roles(buildMenuTemplate(context("linux")))).not.toContain("toggleDevTools");
    expect(roles(buildMenuTemplate({ ...context("linux"), isDevelopment: true }))).toContain("toggleDevTools");
    expect(buildMenuTemplate(context("darwin"))[0]?.label).toBe("RSS Drilling Admin");
  });

  it("setupMenu() installs the menu and Settings… sends menu:open-settings to the window", async () => {
    const { setupMenu } = await import("../../desktop/main/menu");
    const window = new electron.BrowserWindow();
    setupMenu(() => window as never);
    expect(electron.Menu.setApplicationMenu).toHaveBeenCalled();
    const template = electron.Menu.buildFromTemplate.mock.calls[0]?.[0] as Electron.MenuItemConstructorOptions[];
    const settings = (
      template.flatMap((item) =>
        Array.isArray(item.submenu) ? item.submenu : [],
      ) as Electron.MenuItemConstructorOptions[]
    ).find((item) => item.label === "Settings…");
    settings?.click?.({} as never, undefined, {} as never);
    expect(window.webContents.send).toHaveBeenCalledWith("menu:open-settings");
  });
});
