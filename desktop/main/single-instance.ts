/**
 * One running console per user: a second launch focuses the existing window
 * and exits (two instances would race on session.bin and settings.json).
 */
import { app, type BrowserWindow } from "electron";
import { focusWindow } from "./window";

/**
 * Takes the single-instance lock. Returns false (and quits) when another
 * instance holds it; otherwise focuses `getWindow()` on each second launch.
 */
export function setupSingleInstance(getWindow: () => BrowserWindow | null): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on("second-instance", () => {
    const window = getWindow();
    if (window) focusWindow(window);
  });
  return true;
}
