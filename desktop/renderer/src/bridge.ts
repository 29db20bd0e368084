/**
 * The renderer's only way to the main process: `window.desktop`, exposed by
 * desktop/preload/index.ts and typed by the IPC contract.
 */
import type { DesktopBridge } from "../../shared/ipc-contract";

declare global {
  interface Window {
    /** Named verbs from the main preload (see DesktopBridge). */
    desktop: DesktopBridge;
  }
}

/**
 * Returns the preload bridge.
 * @throws Error when the page runs without the preload (e.g. opened in a plain browser).
 */
export function getBridge(): DesktopBridge {
  const bridge = window.desktop;
  if (!bridge) throw new Error("The desktop bridge is missing: open this page from the desktop app");
  return bridge;
}
