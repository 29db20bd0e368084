/**
 * Preload of the main window (sandboxed, context-isolated): exposes
 * `window.desktop`, a frozen object of named verbs typed by the IPC contract.
 * ipcRenderer itself never crosses the bridge.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from "electron";
import {
  EVENT_CHANNELS,
  type DesktopBridge,
  type EventChannel,
  type EventContract,
  type InvokeArgs,
  type InvokeChannel,
  type InvokeResult,
} from "../shared/ipc-contract";

/** Typed ipcRenderer.invoke: the channel decides the argument tuple and the result. */
export function invoke<C extends InvokeChannel>(channel: C, ...args: InvokeArgs<C>): Promise<InvokeResult<C>> {
  return ipcRenderer.invoke(channel, ...args) as Promise<InvokeResult<C>>;
}

/** Subscribes to one of the known main → renderer events; returns the unsubscribe function. */
export function subscribe<E extends EventChannel>(event: E, listener: (...args: EventContract[E]) => void): () => void {
  if (!(EVENT_CHANNELS as readonly string[]).includes(event)) throw new Error(`Unknown event "${event}"`);
  const wrapped = (_event: IpcRendererEvent, ...args: unknown[]) => listener(...(args as EventContract[E]));
  ipcRenderer.on(event, wrapped);
  return () => {
    ipcRenderer.removeListener(event, wrapped);
  };
}

/** The bridge exposed as `window.desktop`. */
export const desktopBridge: DesktopBridge = Object.freeze({
  getSettings: () => invoke("settings:get"),
  saveSettings: (settings) => invoke("settings:set", settings),
  sessionGet: (key) => invoke("session:get", key),
  sessionSet: (key, value) => invoke("session:set", key, value),
  sessionRemove: (key) => invoke("session:remove", key),
  captchaOpen: (bounds, language) => invoke("captcha:open", bounds, language),
  captchaReset: () => invoke("captcha:reset"),
  captchaClose: () => invoke("captcha:close"),
  openCatalogFile: () => invoke("catalog:open-file"),
  openContentFile: (kind) => invoke("content:open-file", kind),
  openExternal: (url) => invoke("shell:open-external", url),
  notify: (title, body) => invoke("notification:show", title, body),
  setMenuLanguage: (language) => invoke("menu:set-language", language),
  on: subscribe,
} satisfies DesktopBridge);

contextBridge.exposeInMainWorld("desktop", desktopBridge);
