import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { freshElectron, type Electron } from "./helpers";

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
    // Every flag of the one list (security.ts) reaches the window...
    const { SECURE_WEB_PREFERENCES } = await import("../../desktop/main/security");
    expect(prefs).toMatchObject(SECURE_WEB_PREFERENCES);
    // ...and the checklist's core flags hold even if that list were weakened.
    expect(prefs).toHaveProperty("sandbox", true);
    expect(prefs).toHaveProperty("contextIsolation", true);
    expect(prefs).toHaveProperty("nodeIntegration", false);
    expect(prefs).toHaveProperty("webSecurity", true);
    expect(prefs).toHaveProperty("webviewTag", false);
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
  type Item = Electron.MenuItemConstructorOptions;
  const context = (platform: NodeJS.Platform, language?: "en" | "zh") => ({
    platform,
    appName: "RSS Drilling Admin",
    isDevelopment: false,
    language,
    openSettings: vi.fn(),
    showAbout: vi.fn(),
  });
  const submenu = (item: Item | undefined) => (Array.isArray(item?.submenu) ? item.submenu : []) as Item[];
  /** Every item of the template, depth first. */
  const flatten = (items: Item[]): Item[] => items.flatMap((item) => [item, ...flatten(submenu(item))]);
  /** Every labelled item as "role=label" (or the label alone), separators left out. */
  const labelled = (items: Item[]) =>
    flatten(items)
      .filter((item) => item.type !== "separator")
      .map((item) => (item.role ? `${item.role}=${item.label}` : item.label));

  it("has File, Edit, View, Window and Help with About; Settings… opens the settings screen", async () => {
    const { buildMenuTemplate } = await import("../../desktop/main/menu");
    const ctx = context("linux");
    const template = buildMenuTemplate(ctx);
    expect(template.map((item) => item.label)).toEqual(["File", "Edit", "View", "Window", "Help"]);
    expect(template.map((item) => item.role)).toEqual([undefined, "editMenu", undefined, "windowMenu", "help"]);
    const help = template.at(-1)?.submenu as Item[];
    help[0]?.click?.({} as never, undefined, {} as never);
    expect(ctx.showAbout).toHaveBeenCalled();
    const file = template[0]?.submenu as Item[];
    const settings = file.find((item) => item.label === "Settings…");
    expect(settings?.accelerator).toBe("CmdOrCtrl+,");
    settings?.click?.({} as never, undefined, {} as never);
    expect(ctx.openSettings).toHaveBeenCalled();
  });

  it("gives every item, role items too, an explicit English label by default", async () => {
    const { buildMenuTemplate } = await import("../../desktop/main/menu");
    const items = labelled(buildMenuTemplate({ ...context("linux"), isDevelopment: true }));
    expect(items).toEqual([
      "File",
      "Settings…",
      "quit=Quit",
      "editMenu=Edit",
      "undo=Undo",
      "redo=Redo",
      "cut=Cut",
      "copy=Copy",
      "paste=Paste",
      "delete=Delete",
      "selectAll=Select All",
      "View",
      "reload=Reload",
      "toggleDevTools=Toggle Developer Tools",
      "resetZoom=Actual Size",
      "zoomIn=Zoom In",
      "zoomOut=Zoom Out",
      "togglefullscreen=Toggle Full Screen",
      "windowMenu=Window",
      "minimize=Minimize",
      "zoom=Zoom",
      "close=Close",
      "help=Help",
      "About RSS Drilling Admin",
    ]);
  });

  it("labels every item in Chinese for zh, keeping the roles and the Settings accelerator", async () => {
    const { buildMenuTemplate } = await import("../../desktop/main/menu");
    for (const platform of ["linux", "darwin"] as const) {
      const english = flatten(buildMenuTemplate({ ...context(platform, "en"), isDevelopment: true }));
      const chinese = flatten(buildMenuTemplate({ ...context(platform, "zh"), isDevelopment: true }));
      expect(chinese.map((item) => item.role)).toEqual(english.map((item) => item.role));
      expect(chinese.map((item) => item.accelerator)).toEqual(english.map((item) => item.accelerator));
      for (const item of chinese.filter((entry) => entry.type !== "separator")) {
        expect(item.label, `${platform} ${item.role ?? ""}`).toBeTruthy();
        // Only the product name may stay in Latin letters (the macOS app menu's title is the product name).
        const withoutName = (item.label ?? "").replace("RSS Drilling Admin", "").trim();
        if (withoutName) expect(withoutName, `${platform} ${item.label}`).toMatch(/\p{Script=Han}/u);
      }
    }
    const linux = labelled(buildMenuTemplate({ ...context("linux", "zh"), isDevelopment: true }));
    expect(linux).toEqual(
      expect.arrayContaining([
        "文件",
        "设置…",
        "quit=退出",
        "editMenu=编辑",
        "undo=撤销",
        "redo=重做",
        "cut=剪切",
        "copy=复制",
        "paste=粘贴",
        "selectAll=全选",
        "视图",
        "reload=重新加载",
        "resetZoom=实际大小",
        "zoomIn=放大",
        "zoomOut=缩小",
        "togglefullscreen=切换全屏",
        "windowMenu=窗口",
        "minimize=最小化",
        "zoom=缩放",
        "close=关闭",
        "help=帮助",
        "关于 RSS Drilling Admin",
      ]),
    );
    const mac = buildMenuTemplate(context("darwin", "zh"));
    expect(mac[0]?.label).toBe("RSS Drilling Admin");
    expect(labelled(submenu(mac[0]))).toEqual([
      "关于 RSS Drilling Admin",
      "设置…",
      "services=服务",
      "hide=隐藏 RSS Drilling Admin",
      "hideOthers=隐藏其他",
      "unhide=全部显示",
      "quit=退出 RSS Drilling Admin",
    ]);
  });

  it("the English and Chinese label tables have the same keys, none empty", async () => {
    const { MENU_LABELS } = await import("../../desktop/main/menu-labels");
    expect(Object.keys(MENU_LABELS.zh)).toEqual(Object.keys(MENU_LABELS.en));
    for (const text of [...Object.values(MENU_LABELS.en), ...Object.values(MENU_LABELS.zh)])
      expect(text.trim()).not.toBe("");
  });

  it("offers Reload and DevTools only in development and puts the app menu first on macOS", async () => {
    const { buildMenuTemplate } = await import("../../desktop/main/menu");
    const roles = (template: Item[]) =>
      submenu(template.find((item) => item.label === "View")).map((item) => item.role);
    expect(roles(buildMenuTemplate(context("linux")))).not.toContain("toggleDevTools");
    expect(roles(buildMenuTemplate({ ...context("linux"), isDevelopment: true }))).toContain("toggleDevTools");
    expect(buildMenuTemplate(context("darwin"))[0]?.label).toBe("RSS Drilling Admin");
  });

  it("setupMenu() installs the menu and Settings… sends menu:open-settings to the window", async () => {
    const { setupMenu } = await import("../../desktop/main/menu");
    const window = new electron.BrowserWindow();
    setupMenu(() => window as never);
    expect(electron.Menu.setApplicationMenu).toHaveBeenCalled();
    const template = electron.Menu.buildFromTemplate.mock.calls[0]?.[0] as Item[];
    const settings = flatten(template).find((item) => item.label === "Settings…");
    settings?.click?.({} as never, undefined, {} as never);
    expect(window.webContents.send).toHaveBeenCalledWith("menu:open-settings");
  });

  it("menu:set-language rebuilds the menu and the About box in the console's language", async () => {
    const { getMenuLanguage, setupMenu } = await import("../../desktop/main/menu");
    const { RENDERER_URL, ipcEvent } = await import("./helpers");
    const window = new electron.BrowserWindow();
    setupMenu(() => window as never);
    expect(electron.Menu.buildFromTemplate).toHaveBeenCalledTimes(1);
    const event = ipcEvent(electron, RENDERER_URL);

    await electron.ipcMain.invoke("menu:set-language", event, "zh");
    expect(getMenuLanguage()).toBe("zh");
    expect(electron.Menu.buildFromTemplate).toHaveBeenCalledTimes(2);
    expect(electron.Menu.setApplicationMenu).toHaveBeenCalledTimes(2);
    const template = electron.Menu.buildFromTemplate.mock.calls[1]?.[0] as Item[];
    expect(template.map((item) => item.label)).toEqual(
      process.platform === "darwin"
        ? ["RSS Drilling Admin", "文件", "编辑", "视图", "窗口", "帮助"]
        : ["文件", "编辑", "视图", "窗口", "帮助"],
    );
    flatten(template)
      .find((item) => item.label === "关于 RSS Drilling Admin")
      ?.click?.({} as never, undefined, {} as never);
    expect(electron.dialog.showMessageBox).toHaveBeenCalledWith(
      window,
      expect.objectContaining({
        title: "关于 RSS Drilling Admin",
        message: "RSS Drilling Admin",
        detail: "版本 0.1.0\n网站内容的桌面管理控制台。",
        buttons: ["确定"],
      }),
    );

    // The same language again changes nothing; back to English rebuilds once more.
    await electron.ipcMain.invoke("menu:set-language", event, "zh");
    expect(electron.Menu.buildFromTemplate).toHaveBeenCalledTimes(2);
    await electron.ipcMain.invoke("menu:set-language", event, "en");
    expect(electron.Menu.buildFromTemplate).toHaveBeenCalledTimes(3);
    const english = electron.Menu.buildFromTemplate.mock.calls[2]?.[0] as Item[];
    expect(english.map((item) => item.label)).toContain("File");
  });

  it("menu:set-language refuses other values and foreign senders, and keeps the menu", async () => {
    const { getMenuLanguage, setupMenu } = await import("../../desktop/main/menu");
    const { RENDERER_URL, ipcEvent } = await import("./helpers");
    setupMenu(() => null);
    const trusted = ipcEvent(electron, RENDERER_URL);
    for (const bad of [["fr"], ["ZH"], [""], [1], [null], [], ["zh", "extra"]])
      await expect(
        electron.ipcMain.invoke("menu:set-language", trusted, ...bad),
        JSON.stringify(bad),
      ).rejects.toThrow();
    for (const url of [
      "https://evil.example/index.html",
      "http://localhost:5173/captcha.html",
      "app://other/index.html",
    ])
      await expect(electron.ipcMain.invoke("menu:set-language", ipcEvent(electron, url), "zh")).rejects.toThrow(
        /untrusted sender/,
      );
    await expect(
      electron.ipcMain.invoke("menu:set-language", ipcEvent(electron, RENDERER_URL, { subFrame: true }), "zh"),
    ).rejects.toThrow(/untrusted/);
    expect(getMenuLanguage()).toBe("en");
    expect(electron.Menu.buildFromTemplate).toHaveBeenCalledTimes(1);
  });
});
