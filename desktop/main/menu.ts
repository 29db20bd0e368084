/**
 * The application menu: (App on macOS), File with Settings…, Edit, View,
 * Window and Help with About. Reload and DevTools are only offered in
 * development builds. Every label, role items' too, is in the admin
 * console's language (issue #10), which the renderer reports over
 * `menu:set-language`; the texts are in menu-labels.ts.
 */
import { app, dialog, Menu, type BrowserWindow, type MenuItemConstructorOptions } from "electron";
import type { ConsoleLanguage } from "../shared/ipc-contract";
import { handle, sendToRenderer } from "./ipc";
import { fillLabel, MENU_LABELS } from "./menu-labels";

/** What the menu needs from the running app. */
export interface MenuContext {
  /** "darwin" puts the app menu first and Quit there. */
  platform: NodeJS.Platform;
  /** Product name shown in About. */
  appName: string;
  /** Adds Reload and Toggle DevTools (development only). */
  isDevelopment: boolean;
  /** The labels' language (the admin console's); English when absent. */
  language?: ConsoleLanguage;
  /** Opens the settings screen in the renderer. */
  openSettings: () => void;
  /** Shows the About box. */
  showAbout: () => void;
}

/** Builds the menu template for `context` (pure: tests inspect it). Roles keep their accelerators. */
export function buildMenuTemplate(context: MenuContext): MenuItemConstructorOptions[] {
  const isMac = context.platform === "darwin";
  const labels = MENU_LABELS[context.language ?? "en"];
  const withApp = (text: string) => fillLabel(text, { app: context.appName });
  const separator: MenuItemConstructorOptions = { type: "separator" };
  const settingsItem: MenuItemConstructorOptions = {
    label: labels.settings,
    accelerator: "CmdOrCtrl+,",
    click: () => context.openSettings(),
  };
  const aboutItem: MenuItemConstructorOptions = {
    label: withApp(labels.about),
    click: () => context.showAbout(),
  };
  const edit: MenuItemConstructorOptions[] = [
    { role: "undo", label: labels.undo },
    { role: "redo", label: labels.redo },
    separator,
    { role: "cut", label: labels.cut },
    { role: "copy", label: labels.copy },
    { role: "paste", label: labels.paste },
    ...(isMac ? [{ role: "pasteAndMatchStyle", label: labels.pasteAndMatchStyle } as const] : []),
    { role: "delete", label: labels.delete },
    separator,
    { role: "selectAll", label: labels.selectAll },
  ];
  const view: MenuItemConstructorOptions[] = [
    ...(context.isDevelopment
      ? ([
          { role: "reload", label: labels.reload },
          { role: "toggleDevTools", label: labels.toggleDevTools },
          separator,
        ] as MenuItemConstructorOptions[])
      : []),
    { role: "resetZoom", label: labels.actualSize },
    { role: "zoomIn", label: labels.zoomIn },
    { role: "zoomOut", label: labels.zoomOut },
    separator,
    { role: "togglefullscreen", label: labels.fullScreen },
  ];
  const windowItems: MenuItemConstructorOptions[] = [
    { role: "minimize", label: labels.minimize },
    { role: "zoom", label: labels.zoom },
    ...(isMac
      ? ([separator, { role: "front", label: labels.bringAllToFront }] as MenuItemConstructorOptions[])
      : ([{ role: "close", label: labels.close }] as MenuItemConstructorOptions[])),
  ];
  return [
    ...(isMac
      ? [
          {
            label: context.appName,
            submenu: [
              aboutItem,
              separator,
              settingsItem,
              separator,
              { role: "services", label: labels.services },
              separator,
              { role: "hide", label: withApp(labels.hide) },
              { role: "hideOthers", label: labels.hideOthers },
              { role: "unhide", label: labels.showAll },
              separator,
              { role: "quit", label: withApp(labels.quitApp) },
            ],
          } satisfies MenuItemConstructorOptions,
        ]
      : []),
    {
      label: labels.file,
      submenu: isMac
        ? [{ role: "close", label: labels.close }]
        : [settingsItem, separator, { role: "quit", label: labels.quit }],
    },
    { role: "editMenu", label: labels.edit, submenu: edit },
    { label: labels.view, submenu: view },
    { role: "windowMenu", label: labels.window, submenu: windowItems },
    { role: "help", label: labels.help, submenu: [aboutItem] },
  ];
}

/** Shows the About box for the app's name and version, in `language` (English by default). */
export function showAbout(window: BrowserWindow | null, language: ConsoleLanguage = "en"): void {
  const labels = MENU_LABELS[language];
  const values = { app: app.getName(), version: app.getVersion() };
  const options: Electron.MessageBoxOptions = {
    type: "info",
    title: fillLabel(labels.about, values),
    message: app.getName(),
    detail: `${fillLabel(labels.aboutVersion, values)}\n${labels.aboutDetail}`,
    buttons: [labels.ok],
  };
  void (window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options));
}

/** The language the menu is shown in (the admin console's, last reported by the renderer). */
let menuLanguage: ConsoleLanguage = "en";

/** The menu's current language. */
export function getMenuLanguage(): ConsoleLanguage {
  return menuLanguage;
}

/**
 * Installs the application menu (Settings… sends `menu:open-settings` to the
 * main window) and registers `menu:set-language`, which rebuilds it in the
 * admin console's language (only when the language changes).
 */
export function setupMenu(getWindow: () => BrowserWindow | null): void {
  const install = () => {
    const template = buildMenuTemplate({
      platform: process.platform,
      appName: app.getName(),
      isDevelopment: !app.isPackaged,
      language: menuLanguage,
      openSettings: () => sendToRenderer(getWindow()?.webContents, "menu:open-settings"),
      showAbout: () => showAbout(getWindow(), menuLanguage),
    });
    Menu.setApplicationMenu(Menu.buildFromTemplate(template));
  };
  menuLanguage = "en";
  install();
  handle("menu:set-language", (_event, language) => {
    if (language === menuLanguage) return;
    menuLanguage = language;
    install();
  });
}
