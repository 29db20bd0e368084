/**
 * One running console per user: a second launch focuses the existing window
 * and exits (two instances would race on session.bin and settings.json).
 */
import { app, type BrowserWindow } from "electron";
import { focusWindow } from "./window";

/**
 * Takes the single-instance lock. Returns false (and quits) when another
 * instance holds it; otherwise focuses `getWindow()` on each second launch
 * and hands its command line to `onArgs` (the deep links, issue #29).
 */
export function setupSingleInstance(
  getWindow: () => BrowserWindow | null,
  onArgs?: (argv: readonly string[]) => void,
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on("second-instance", (_event: unknown, argv: readonly string[] = []) => {
    const window = getWindow();
    if (window) focusWindow(window);
    // Issue #29: a second launch may carry an invitation link (deep-link.ts).
    onArgs?.(argv);
  });
  return true;
}
