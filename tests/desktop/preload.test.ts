import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CaptchaPageBridge, DesktopBridge } from "../../desktop/shared/ipc-contract";
import { freshElectron, type Electron } from "./helpers";

let electron: Electron;
beforeEach(async () => {
  ({ electron } = await freshElectron());
});

async function exposed<T>(path: string, name: string): Promise<T> {
  await import(/* @vite-ignore */ path);
  const call = electron.contextBridge.exposeInMainWorld.mock.calls.find(([key]) => key === name);
  if (!call) throw new Error(`${name} was not exposed`);
  return call[1] as T;
}

describe("main preload", () => {
  it("exposes one frozen object of named verbs as window.desktop, never ipcRenderer", async () => {
    const bridge = await exposed<DesktopBridge>("../../desktop/preload/index", "desktop");
    expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(bridge)).toBe(true);
    expect(Object.keys(bridge).sort()).toEqual(
      [
        "captchaClose",
        "captchaOpen",
        "captchaReset",
        "getSettings",
        "notify",
        "on",
        "openCatalogFile",
        "openContentFile",
        "openExternal",
        "saveSettings",
        "sessionGet",
        "sessionRemove",
        "sessionSet",
        "setMenuLanguage",
      ].sort(),
    );
    for (const value of Object.values(bridge)) {
      expect(typeof value).toBe("function");
      expect(value).not.toBe(electron.ipcRenderer.invoke);
    }
  });

  it("maps each verb to its contract channel", async () => {
    const bridge = await exposed<DesktopBridge>("../../desktop/preload/index", "desktop");
    await bridge.sessionSet("k", "v");
    await bridge.captchaOpen({ x: 1, y: 2, width: 3, height: 4 }, "zh");
    await bridge.openExternal("https://x.test");
    await bridge.openCatalogFile();
    await bridge.openContentFile("image");
    await bridge.notify("1 new enquiry", "Ada Lovelace · Quote request");
    await bridge.setMenuLanguage("zh");
    expect(electron.ipcRenderer.invoke.mock.calls).toEqual([
      ["session:set", "k", "v"],
      ["captcha:open", { x: 1, y: 2, width: 3, height: 4 }, "zh"],
      ["shell:open-external", "https://x.test"],
      ["catalog:open-file"],
      ["content:open-file", "image"],
      ["notification:show", "1 new enquiry", "Ada Lovelace · Quote request"],
      ["menu:set-language", "zh"],
    ]);
  });

  it("on() subscribes to known events only, hides the IPC event and unsubscribes", async () => {
    const bridge = await exposed<DesktopBridge>("../../desktop/preload/index", "desktop");
    const listener = vi.fn();
    const off = bridge.on("captcha:token", listener);
    const [channel, wrapped] = electron.ipcRenderer.on.mock.calls[0] as unknown as [
      string,
      (...args: unknown[]) => void,
    ];
    expect(channel).toBe("captcha:token");
    wrapped({ sender: "ipc internals" }, "token-1");
    expect(listener).toHaveBeenCalledWith("token-1");
    off();
    expect(electron.ipcRenderer.removeListener).toHaveBeenCalledWith("captcha:token", wrapped);
    expect(() => bridge.on("session:get" as never, listener)).toThrow(/Unknown event/);
  });
});

describe("captcha preload", () => {
  it("exposes sendToken/sendError/sendExpired/sendSize as window.captchaBridge over the captcha-page channels", async () => {
    const bridge = await exposed<CaptchaPageBridge>("../../desktop/preload/captcha", "captchaBridge");
    expect(Object.isFrozen(bridge)).toBe(true);
    expect(Object.keys(bridge).sort()).toEqual(["sendError", "sendExpired", "sendSize", "sendToken"]);
    bridge.sendToken("tok");
    bridge.sendError("bad");
    bridge.sendExpired();
    bridge.sendSize(420.4, 640);
    expect(electron.ipcRenderer.send.mock.calls).toEqual([
      ["captcha-page:token", "tok"],
      ["captcha-page:error", "bad"],
      ["captcha-page:expired"],
      ["captcha-page:resize", { width: 420, height: 640 }],
    ]);
  });
});
