/**
 * The application menu: (App on macOS), File with Settings…, Edit, View,
 * Window and Help with About. Reload and DevTools are only offered in
 * development builds.
 */
import { app, dialog, Menu, type BrowserWindow, type MenuItemConstructorOptions } from "electron";
import { sendToRenderer } from "./ipc";

/** What the menu needs from the running app. */
export interface MenuContext {
  /** "darwin" puts the app menu first and Quit there. */
  platform: NodeJS.Platform;
  /** Product name shown in About. */
  appName: string;
  /** Adds Reload and Toggle DevTools (development only). */
  isDevelopment: boolean;
  /** Opens the settings screen in the renderer. */
  openSettings: () => void;
  /** Shows the About box. */
  showAbout: () => void;
}

/** Builds the menu template for `context` (pure: tests inspect it). */
export function buildMenuTemplate(context: MenuContext): MenuItemConstructorOptions[] {
  const isMac = context.platform === "darwin";
  const settingsItem: MenuItemConstructorOptions = {
    label: "Settings…",
    accelerator: "CmdOrCtrl+,",
    click: () => context.openSettings(),
  };
  const view: MenuItemConstructorOptions[] = [
    ...(context.isDevelopment
      ? ([{ role: "reload" }, { role: "toggleDevTools" }, { type: "separator" }] as MenuItemConstructorOptions[])
      : []),
    { role: "resetZoom" },
    { role: "zoomIn" },
    { role: "zoomOut" },
    { type: "separator" },
    { role: "togglefullscreen" },
  ];
  return [
    ...(isMac
      ? [
          {
            label: context.appName,
            submenu: [
              { label: `About ${context.appName}`, click: () => context.showAbout() },
              { type: "separator" },
              settingsItem,
              { type: "separator" },
              { role: "hide" },
              { role: "hideOthers" },
              { role: "unhide" },
              { type: "separator" },
              { role: "quit" },
            ],
          } satisfies MenuItemConstructorOptions,
        ]
      : []),
    { label: "File", submenu: isMac ? [{ role: "close" }] : [settingsItem, { type: "separator" }, { role: "quit" }] },
    { role: "editMenu" },
    { label: "View", submenu: view },
    { role: "windowMenu" },
    {
      role: "help",
      submenu: [{ label: `About ${context.appName}`, click: () => context.showAbout() }],
    },
  ];
}

/** Shows the About box for the app's name and version. */
export function showAbout(window: BrowserWindow | null): void {
  const options: Electron.MessageBoxOptions = {
    type: "info",
    title: `About ${app.getName()}`,
    message: app.getName(),
    detail: `Version ${app.getVersion()}\nDesktop admin console for the website's content.`,
    buttons: ["OK"],
  };
  void (window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options));
}

/** Installs the application menu; Settings… sends `menu:open-settings` to the main window. */
export function setupMenu(getWindow: () => BrowserWindow | null): void {
  const template = buildMenuTemplate({
    platform: process.platform,
    appName: app.getName(),
    isDevelopment: !app.isPackaged,
    openSettings: () => sendToRenderer(getWindow()?.webContents, "menu:open-settings"),
    showAbout: () => showAbout(getWindow()),
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
