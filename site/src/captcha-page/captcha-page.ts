/**
 * The captcha page's logic, separate from its entry so it can be tested
 * without a browser: parse the query, mount one provider labelled in the
 * admin's language (`lang`, issue #10), report to the bridge.
 */
import type { AltchaWidgetElement } from "altcha";
import { ALTCHA_LANGUAGE, HCAPTCHA_LANGUAGE } from "../../../shared/admin/captcha/languages";
import type { AdminLanguage } from "../../../shared/admin/i18n";

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

/** A validated page request; `language` is the admin's ("en" when `lang` is absent or unknown). */
export type CaptchaPageParams = (
  { provider: "altcha"; challengeUrl: string } | { provider: "hcaptcha"; siteKey: string }
) & { language: AdminLanguage };

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
  const language: AdminLanguage = query.get("lang") === "zh" ? "zh" : "en";
  if (provider === "altcha") {
    const challengeUrl = query.get("challengeUrl") ?? "";
    if (!/^https?:\/\//.test(challengeUrl)) return { error: "challengeUrl must be an http(s) URL" };
    return { provider, challengeUrl, language };
  }
  if (provider === "hcaptcha") {
    const siteKey = query.get("sitekey") ?? "";
    if (!siteKey) return { error: "sitekey is required for hCaptcha" };
    return { provider, siteKey, language };
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

/**
 * Mounts `<altcha-widget>` (v3 attributes: challenge, type, language; ALTCHA's
 * zh-cn strings registered for Chinese) and wires verified/statechange to the bridge.
 */
export async function mountAltcha(
  container: HTMLElement,
  challengeUrl: string,
  bridge: CaptchaPageBridge,
  language: AdminLanguage = "en",
): Promise<void> {
  await import("../../../shared/admin/captcha/altcha-widget");
  const widget = container.ownerDocument.createElement("altcha-widget") as AltchaWidgetElement;
  widget.setAttribute("challenge", challengeUrl);
  widget.setAttribute("type", "checkbox");
  widget.setAttribute("language", ALTCHA_LANGUAGE[language]);
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

/** hCaptcha's script URL: explicit render, our onload callback, labels in `language` (`hl`). */
export function hcaptchaScriptUrl(language: AdminLanguage): string {
  return `https://js.hcaptcha.com/1/api.js?render=explicit&onload=onCaptchaPageHCaptchaLoad&hl=${HCAPTCHA_LANGUAGE[language]}`;
}

/** Loads hCaptcha's script from its host (explicit render) and renders the checkbox in `language`. */
export function mountHCaptcha(
  container: HTMLElement,
  siteKey: string,
  bridge: CaptchaPageBridge,
  win: Window,
  language: AdminLanguage = "en",
): void {
  const doc = container.ownerDocument;
  const resize = (size: { width: number; height: number }) => bridge.sendSize?.(size.width, size.height);
  win.onCaptchaPageHCaptchaLoad = () => {
    win.hcaptcha?.render(container, {
      sitekey: siteKey,
      hl: HCAPTCHA_LANGUAGE[language],
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
  script.src = hcaptchaScriptUrl(language);
  script.async = true;
  script.onerror = () => bridge.sendError("Could not load hCaptcha");
  doc.head.append(script);
}

/**
 * Reads the query and mounts the requested provider into #captcha (setting
 * `<html lang>` to the requested language); a bad query is reported to the bridge.
 */
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
  doc.documentElement.lang = params.language === "zh" ? "zh-CN" : "en";
  if (params.provider === "altcha") {
    mountAltcha(container, params.challengeUrl, bridge, params.language).catch((error: unknown) =>
      bridge.sendError(String(error)),
    );
  } else {
    mountHCaptcha(container, params.siteKey, bridge, win, params.language);
  }
}
