/**
 * The main window: sandboxed, context-isolated renderer with the minimal
 * preload, remembered bounds, shown when ready, allowed to navigate only
 * within the app's own renderer document.
 */
import { fileURLToPath } from "node:url";
import { BrowserWindow, type BrowserWindowConstructorOptions } from "electron";
import { isRendererUrl, rendererEntryUrl } from "./renderer-location";
import { setNavigationPolicy } from "./security";
import { loadWindowState, trackWindowState, type WindowState } from "./window-state";

let mainWindow: BrowserWindow | null = null;

/** The open main window, or null before it is created / after it is closed. */
export function getMainWindow(): BrowserWindow | null {
  return mainWindow && !mainWindow.isDestroyed() ? mainWindow : null;
}

/** Path of the built main preload (CommonJS: sandboxed preloads cannot be ES modules). */
export function mainPreloadPath(): string {
  return fileURLToPath(new URL("../preload/index.cjs", import.meta.url));
}

/** BrowserWindow options: saved bounds plus the locked-down webPreferences (Electron checklist #2-#4, #6, #9-#12). */
export function mainWindowOptions(state: WindowState): BrowserWindowConstructorOptions {
  return {
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: "RSS Drilling Admin",
    backgroundColor: "#ffffff",
    webPreferences: {
      preload: mainPreloadPath(),
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
      safeDialogs: true,
      spellcheck: false,
      disableBlinkFeatures: "Auxclick",
    },
  };
}

/** Creates (or focuses) the main window and loads the renderer. */
export async function createMainWindow(): Promise<BrowserWindow> {
  const existing = getMainWindow();
  if (existing) {
    focusWindow(existing);
    return existing;
  }
  const state = await loadWindowState();
  const window = new BrowserWindow(mainWindowOptions(state));
  mainWindow = window;
  setNavigationPolicy(window.webContents, (url) => isRendererUrl(url));
  if (state.isMaximized) window.maximize();
  trackWindowState(window);
  window.once("ready-to-show", () => window.show());
  window.on("closed", () => {
    if (mainWindow === window) mainWindow = null;
  });
  await window.loadURL(rendererEntryUrl());
  return window;
}

/** Restores a minimized window and brings it to the front. */
export function focusWindow(window: BrowserWindow): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
