/**
 * Test double of the main preload's `window.desktop` for the renderer in
 * Chromium: the same DesktopBridge contract, with the session in memory, the
 * captcha "view" solved by the test (an exposed Node function that solves the
 * local backend's ALTCHA challenge) and the Open File dialogs returning a PDF
 * (catalog, content documents) or a PNG (content images, issue #11).
 * Every call is recorded in `window.__desktopCalls` for assertions.
 */
import type { Page } from "@playwright/test";
import type { DesktopBridge, SettingsState } from "../../../desktop/shared/ipc-contract";

/** Options of the double. */
export interface BridgeDoubleOptions {
  /** What getSettings() answers. */
  state: SettingsState;
  /** Base64 of the file the Open File dialog "picks" (a PDF). */
  pickedPdfBase64: string;
  /** Name of the picked file. */
  pickedName: string;
  /** Base64 of the image the content Open File dialog "picks" (a PNG; issue #11); none: cancelled. */
  pickedImageBase64?: string;
  /** Name of the picked image. */
  pickedImageName?: string;
}

/** One recorded bridge call. */
export interface BridgeCall {
  verb: string;
  args: unknown[];
}

/** Installs the double before any page script runs; `solveCaptcha` runs in Node and returns a token. */
export async function installBridgeDouble(
  page: Page,
  options: BridgeDoubleOptions,
  solveCaptcha: () => Promise<string>,
) {
  await page.exposeFunction("__solveCaptcha", solveCaptcha);
  await page.addInitScript((opts: BridgeDoubleOptions) => {
    type Listener = (...args: unknown[]) => void;
    const w = window as unknown as {
      __desktopCalls: { verb: string; args: unknown[] }[];
      __desktopSession: Record<string, string>;
      __solveCaptcha: () => Promise<string>;
      __emit: (event: string, ...args: unknown[]) => void;
      desktop: DesktopBridge;
    };
    const listeners = new Map<string, Set<Listener>>();
    const session: Record<string, string> = {};
    const calls: { verb: string; args: unknown[] }[] = [];
    w.__desktopCalls = calls;
    w.__desktopSession = session;
    const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((listener) => listener(...args));
    w.__emit = emit;
    let captchaOpen = false;
    const solve = () => {
      w.__solveCaptcha().then(
        (token) => captchaOpen && emit("captcha:token", token),
        (error: unknown) => captchaOpen && emit("captcha:error", String(error)),
      );
    };
    const record = <T>(verb: string, args: unknown[], result: T): T => {
      calls.push({ verb, args });
      return result;
    };
    const bridge: DesktopBridge = {
      getSettings: async () => record("getSettings", [], opts.state),
      saveSettings: async (settings) => record("saveSettings", [settings], { ok: true }),
      sessionGet: async (key) => record("sessionGet", [key], session[key] ?? null),
      sessionSet: async (key, value) => {
        session[key] = value;
        record("sessionSet", [key], undefined);
      },
      sessionRemove: async (key) => {
        delete session[key];
        record("sessionRemove", [key], undefined);
      },
      captchaOpen: async (bounds, language) => {
        record("captchaOpen", [bounds, language], undefined);
        if (!captchaOpen) {
          captchaOpen = true;
          solve();
        }
      },
      captchaReset: async () => {
        record("captchaReset", [], undefined);
        solve();
      },
      captchaClose: async () => {
        captchaOpen = false;
        record("captchaClose", [], undefined);
      },
      openCatalogFile: async () => {
        const bytes = Uint8Array.from(atob(opts.pickedPdfBase64), (c) => c.charCodeAt(0));
        return record("openCatalogFile", [], { name: opts.pickedName, type: "application/pdf", bytes });
      },
      openContentFile: async (kind) => {
        const base64 = kind === "image" ? opts.pickedImageBase64 : opts.pickedPdfBase64;
        if (!base64) return record("openContentFile", [kind], null);
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        return record("openContentFile", [kind], {
          name: kind === "image" ? (opts.pickedImageName ?? "picked.png") : opts.pickedName,
          type: kind === "image" ? "image/png" : "application/pdf",
          bytes,
        });
      },
      openExternal: async (url) =>
        record("openExternal", [url], /^https?:/.test(url) ? { ok: true } : { ok: false, error: "refused" }),
      notify: async (title, body) => record("notify", [title, body], { ok: true }),
      setMenuLanguage: async (language) => record("setMenuLanguage", [language], undefined),
      on: (event, listener) => {
        const set = listeners.get(event) ?? new Set<Listener>();
        listeners.set(event, set);
        set.add(listener as Listener);
        return () => set.delete(listener as Listener);
      },
    };
    w.desktop = Object.freeze(bridge);
  }, options);
}

/** Emits a main → renderer event as main would (e.g. captcha:resize). */
export function emitFromMain(page: Page, event: string, ...args: unknown[]): Promise<void> {
  return page.evaluate(
    ([name, rest]) => (window as unknown as { __emit: (e: string, ...a: unknown[]) => void }).__emit(name, ...rest),
    [event, args] as const,
  );
}

/** The calls recorded so far. */
export function bridgeCalls(page: Page): Promise<BridgeCall[]> {
  return page.evaluate(() => (window as unknown as { __desktopCalls: BridgeCall[] }).__desktopCalls);
}

/** The in-memory session storage of the double. */
export function bridgeSession(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({
    ...(window as unknown as { __desktopSession: Record<string, string> }).__desktopSession,
  }));
}
