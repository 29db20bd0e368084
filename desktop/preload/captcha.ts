/**
 * Preload of the captcha web view (sandboxed, context-isolated): exposes
 * `window.captchaBridge` with the one-way verbs the captcha page needs.
 * Main accepts them only from the captcha page's top frame in that view.
 */
import { contextBridge, ipcRenderer } from "electron";
import type { CaptchaPageBridge, CaptchaPageChannel, CaptchaPageContract } from "../shared/ipc-contract";

/** Typed ipcRenderer.send for the captcha page channels. */
export function send<C extends CaptchaPageChannel>(channel: C, ...args: CaptchaPageContract[C]): void {
  ipcRenderer.send(channel, ...args);
}

/** The bridge exposed as `window.captchaBridge`. */
export const captchaBridge: CaptchaPageBridge = Object.freeze({
  sendToken: (token: string) => send("captcha-page:token", String(token)),
  sendError: (message: string) => send("captcha-page:error", String(message)),
  sendExpired: () => send("captcha-page:expired"),
  sendSize: (width: number, height: number) =>
    send("captcha-page:resize", { width: Math.round(Number(width)), height: Math.round(Number(height)) }),
} satisfies CaptchaPageBridge);

contextBridge.exposeInMainWorld("captchaBridge", captchaBridge);
