/**
 * The main window: sandboxed, context-isolated renderer with the minimal
 * preload, remembered bounds, shown when ready, allowed to navigate only
 * within the app's own renderer document.
 */
import { fileURLToPath } from "node:url";
import { BrowserWindow } from "electron";
import { isRendererUrl, rendererEntryUrl } from "./renderer-location";
import { SECURE_WEB_PREFERENCES, setNavigationPolicy } from "./security";
import { loadWindowState, trackWindowState } from "./window-state";

let mainWindow: BrowserWindow | null = null;

/** The open main window, or null before it is created / after it is closed. */
export function getMainWindow(): BrowserWindow | null {
  return mainWindow && !mainWindow.isDestroyed() ? mainWindow : null;
}

/** Path of the built main preload (CommonJS: sandboxed preloads cannot be ES modules). */
export function mainPreloadPath(): string {
  return fileURLToPath(new URL("../preload/index.cjs", import.meta.url));
}

/** Creates (or focuses) the main window and loads the renderer. */
export async function createMainWindow(): Promise<BrowserWindow> {
  const existing = getMainWindow();
  if (existing) {
    focusWindow(existing);
    return existing;
  }
  const state = await loadWindowState();
  // Reviewed: every webPreferences flag comes from SECURE_WEB_PREFERENCES (security.ts; window.test.ts checks
  // each), which electronegativity cannot follow through the spread: hence its annotation below.
  // prettier-ignore
  const window = new BrowserWindow({ /* eng-disable SANDBOX_JS_CHECK CONTEXT_ISOLATION_JS_CHECK AUXCLICK_JS_CHECK */
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: "RSS Drilling Admin",
    backgroundColor: "#ffffff",
    webPreferences: {
      ...SECURE_WEB_PREFERENCES,
      // Reviewed: sandboxed, context-isolated preload exposing only named verbs (desktop/preload/index.ts).
      preload: mainPreloadPath() /* eng-disable PRELOAD_JS_CHECK */,
    },
  });
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
