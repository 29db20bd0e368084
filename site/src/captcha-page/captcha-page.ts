/**
 * The captcha page's logic, separate from its entry so it can be tested
 * without a browser: parse the query, mount one provider, report to the bridge.
 */
import type { AltchaWidgetElement } from "altcha";

/** What the desktop web view's preload exposes (mirrors desktop/shared/ipc-contract.ts CaptchaPageBridge). */
export interface CaptchaPageBridge {
  sendToken(token: string): void;
  sendError(message: string): void;
  sendExpired(): void;
  sendSize?(width: number, height: number): void;
}

/** Area hCaptcha's checkbox needs (CSS px). */
export const HCAPTCHA_CHECKBOX_SIZE = { width: 320, height: 90 } as const;
/** Area hCaptcha's image challenge needs while open (CSS px). */
export const HCAPTCHA_CHALLENGE_SIZE = { width: 420, height: 640 } as const;

/** A validated page request. */
export type CaptchaPageParams =
  { provider: "altcha"; challengeUrl: string } | { provider: "hcaptcha"; siteKey: string };

interface HCaptchaApi {
  render(container: HTMLElement, options: Record<string, unknown>): string;
}

declare global {
  interface Window {
    captchaBridge?: CaptchaPageBridge;
    hcaptcha?: HCaptchaApi;
    onCaptchaPageHCaptchaLoad?: () => void;
  }
}

/**
 * Parses the query string.
 * @returns the params, or an error message for an unknown provider or a missing/non-http challenge URL or site key.
 */
export function parseCaptchaParams(search: string): CaptchaPageParams | { error: string } {
  const query = new URLSearchParams(search);
  const provider = query.get("provider");
  if (provider === "altcha") {
    const challengeUrl = query.get("challengeUrl") ?? "";
    if (!/^https?:\/\//.test(challengeUrl)) return { error: "challengeUrl must be an http(s) URL" };
    return { provider, challengeUrl };
  }
  if (provider === "hcaptcha") {
    const siteKey = query.get("sitekey") ?? "";
    if (!siteKey) return { error: "sitekey is required for hCaptcha" };
    return { provider, siteKey };
  }
  return { error: "provider must be altcha or hcaptcha" };
}

/** The bridge when running inside the desktop web view, else a console-only stand-in. */
export function resolveBridge(win: Window): CaptchaPageBridge {
  return (
    win.captchaBridge ?? {
      sendToken: () => console.info("captcha solved (no desktop bridge)"),
      sendError: (message) => console.warn("captcha error (no desktop bridge):", message),
      sendExpired: () => console.info("captcha expired (no desktop bridge)"),
      sendSize: () => undefined,
    }
  );
}

/** Mounts `<altcha-widget>` (v3 attributes: challenge, type) and wires verified/statechange to the bridge. */
export async function mountAltcha(
  container: HTMLElement,
  challengeUrl: string,
  bridge: CaptchaPageBridge,
): Promise<void> {
  await import("altcha");
  const widget = container.ownerDocument.createElement("altcha-widget") as AltchaWidgetElement;
  widget.setAttribute("challenge", challengeUrl);
  widget.setAttribute("type", "checkbox");
  widget.addEventListener("verified", (event) => {
    const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
    if (payload) bridge.sendToken(payload);
  });
  widget.addEventListener("statechange", (event) => {
    const state = (event as CustomEvent<{ state?: string }>).detail?.state;
    if (state === "error") bridge.sendError("Captcha verification failed");
    else if (state === "expired") bridge.sendExpired();
  });
  container.append(widget);
}

/** Loads hCaptcha's script from its host (explicit render) and renders the checkbox. */
export function mountHCaptcha(container: HTMLElement, siteKey: string, bridge: CaptchaPageBridge, win: Window): void {
  const doc = container.ownerDocument;
  const resize = (size: { width: number; height: number }) => bridge.sendSize?.(size.width, size.height);
  win.onCaptchaPageHCaptchaLoad = () => {
    win.hcaptcha?.render(container, {
      sitekey: siteKey,
      // The challenge opens inside this page: ask the app for room, give it back when it closes.
      "open-callback": () => resize(HCAPTCHA_CHALLENGE_SIZE),
      "close-callback": () => resize(HCAPTCHA_CHECKBOX_SIZE),
      callback: (token: string) => {
        resize(HCAPTCHA_CHECKBOX_SIZE);
        bridge.sendToken(token);
      },
      "expired-callback": () => bridge.sendExpired(),
      "chalexpired-callback": () => bridge.sendExpired(),
      "error-callback": (code: string) => bridge.sendError(`hCaptcha error: ${code}`),
    });
  };
  const script = doc.createElement("script");
  script.src = "https://js.hcaptcha.com/1/api.js?render=explicit&onload=onCaptchaPageHCaptchaLoad";
  script.async = true;
  script.onerror = () => bridge.sendError("Could not load hCaptcha");
  doc.head.append(script);
}

/** Reads the query and mounts the requested provider into #captcha; a bad query is reported to the bridge. */
export function startCaptchaPage(win: Window, doc: Document): void {
  const bridge = resolveBridge(win);
  const container = doc.getElementById("captcha");
  const message = doc.getElementById("captcha-message");
  const params = parseCaptchaParams(win.location.search);
  if (!container || "error" in params) {
    const error = "error" in params ? params.error : "#captcha is missing";
    if (message) message.textContent = error;
    bridge.sendError(error);
    return;
  }
  if (params.provider === "altcha") {
    mountAltcha(container, params.challengeUrl, bridge).catch((error: unknown) => bridge.sendError(String(error)));
  } else {
    mountHCaptcha(container, params.siteKey, bridge, win);
  }
}
