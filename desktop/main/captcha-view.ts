/**
 * The sign-in captcha in an embedded web view (issue #5). Captcha providers
 * only work on a real web origin, so a sandboxed WebContentsView loads
 * `<siteOrigin>/captcha.html` over the renderer's placeholder. It has its own
 * in-memory session partition, every request outside the site origin, the
 * Supabase project and the provider's hosts is cancelled, it may navigate
 * only within that allowlist, and its token comes back through the captcha
 * preload to main, which forwards it to the renderer as `captcha:*` events.
 */
import { fileURLToPath } from "node:url";
import { BrowserWindow, session as electronSession, WebContentsView, type IpcMainEvent } from "electron";
import type { CaptchaBounds, CaptchaLanguage } from "../shared/ipc-contract";
import { captchaPageUrl, type DesktopSettings } from "../shared/settings";
import { handle, onCaptchaPage, sendToRenderer } from "./ipc";
import { denyAllPermissions, SECURE_WEB_PREFERENCES, setNavigationPolicy } from "./security";

/** The captcha view's own session (no "persist:" prefix: nothing survives a restart). */
export const CAPTCHA_PARTITION = "captcha";

/** hCaptcha serves its script, frames, assets and error reports from hcaptcha.com and its subdomains. */
const HCAPTCHA_DOMAIN = "hcaptcha.com";

let view: WebContentsView | null = null;
let hostWindow: BrowserWindow | null = null;
let guardedSettings: DesktopSettings | null = null;
/** The language the captcha page was last loaded in (the renderer's admin language). */
let pageLanguage: CaptchaLanguage = "en";

/** The live captcha view, or null when closed (for tests and the sender check). */
export function getCaptchaView(): WebContentsView | null {
  return view;
}

/** Path of the captcha page's preload (CommonJS, sandboxed). */
export function captchaPreloadPath(): string {
  return fileURLToPath(new URL("../preload/captcha.cjs", import.meta.url));
}

function isProviderHost(url: URL, settings: DesktopSettings): boolean {
  if (settings.captchaProvider !== "hcaptcha" || url.protocol !== "https:") return false;
  return url.hostname === HCAPTCHA_DOMAIN || url.hostname.endsWith(`.${HCAPTCHA_DOMAIN}`);
}

/** True when the captcha view may navigate (any frame) to `url`: the site origin or, for hCaptcha, its https hosts. */
export function isAllowedCaptchaNavigation(url: string, settings: DesktopSettings): boolean {
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(settings.siteOrigin).origin || isProviderHost(parsed, settings);
  } catch {
    return false;
  }
}

/** True when the captcha view may load `url` at all: navigation allowlist + the Supabase project (ALTCHA challenge) + data:/blob:. */
export function isAllowedCaptchaRequest(url: string, settings: DesktopSettings): boolean {
  if (url.startsWith("data:") || url.startsWith("blob:")) return true;
  if (isAllowedCaptchaNavigation(url, settings)) return true;
  try {
    return new URL(url).origin === new URL(settings.supabaseUrl).origin;
  } catch {
    return false;
  }
}

/** True when an IPC message comes from the top frame of the captcha page inside the live captcha view. */
export function isCaptchaPageSender(event: IpcMainEvent, settings: DesktopSettings): boolean {
  if (!view || event.sender !== view.webContents) return false;
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null) return false;
  try {
    const url = new URL(frame.url);
    return url.origin === new URL(settings.siteOrigin).origin && url.pathname === "/captcha.html";
  } catch {
    return false;
  }
}

/** Converts renderer CSS pixels to window DIPs (integer, non-negative). */
export function toWindowBounds(bounds: CaptchaBounds, zoomFactor: number): Electron.Rectangle {
  const scale = Number.isFinite(zoomFactor) && zoomFactor > 0 ? zoomFactor : 1;
  return {
    x: Math.max(0, Math.round(bounds.x * scale)),
    y: Math.max(0, Math.round(bounds.y * scale)),
    width: Math.max(0, Math.round(bounds.width * scale)),
    height: Math.max(0, Math.round(bounds.height * scale)),
  };
}

/** Applies the partition's guards once per settings value: request allowlist and no permissions. */
function guardCaptchaSession(settings: DesktopSettings): void {
  if (guardedSettings === settings) return;
  const captchaSession = electronSession.fromPartition(CAPTCHA_PARTITION);
  denyAllPermissions(captchaSession);
  captchaSession.webRequest.onBeforeRequest((details, callback) => {
    const allowed = isAllowedCaptchaRequest(details.url, settings);
    if (!allowed) console.warn(`Captcha view: blocked ${details.url}`);
    callback({ cancel: !allowed });
  });
  guardedSettings = settings;
}

/** Creates the sandboxed captcha view and loads the captcha page in `language`. */
export function createCaptchaView(
  window: BrowserWindow,
  settings: DesktopSettings,
  language: CaptchaLanguage = "en",
): WebContentsView {
  guardCaptchaSession(settings);
  const created = new WebContentsView({
    webPreferences: { ...SECURE_WEB_PREFERENCES, partition: CAPTCHA_PARTITION, preload: captchaPreloadPath() },
  });
  const contents = created.webContents;
  setNavigationPolicy(contents, (url) => isAllowedCaptchaNavigation(url, settings));
  contents.on("will-frame-navigate", (event) => {
    if (!isAllowedCaptchaNavigation(event.url, settings)) event.preventDefault();
  });
  contents.on("did-fail-load", (_event, _code, description, url, isMainFrame) => {
    if (isMainFrame)
      sendToRenderer(window.webContents, "captcha:error", `Could not load the captcha page (${description}): ${url}`);
  });
  contents.on("render-process-gone", () =>
    sendToRenderer(window.webContents, "captcha:error", "The captcha page stopped"),
  );
  window.contentView.addChildView(created);
  pageLanguage = language;
  contents.loadURL(captchaPageUrl(settings, language)).catch(() => {
    // did-fail-load reports it to the renderer.
  });
  return created;
}

/**
 * Shows the captcha view over `bounds` (renderer CSS px), creating it on first
 * use; a `language` other than the page's reloads the page in it (the admin
 * switched language while signing in).
 */
export function openCaptcha(
  window: BrowserWindow,
  bounds: CaptchaBounds,
  settings: DesktopSettings,
  language: CaptchaLanguage = "en",
): void {
  if (view && hostWindow !== window) closeCaptcha();
  if (!view) {
    view = createCaptchaView(window, settings, language);
    hostWindow = window;
    // A reload or navigation of the renderer drops its placeholder: drop the view with it.
    window.webContents.once("did-navigate", () => closeCaptcha());
  } else if (language !== pageLanguage) {
    pageLanguage = language;
    view.webContents.loadURL(captchaPageUrl(settings, language)).catch(() => undefined);
  }
  view.setBounds(toWindowBounds(bounds, window.webContents.getZoomFactor()));
}

/** Reloads the captcha page in its language (fresh challenge, token gone), e.g. after a failed sign-in. */
export function resetCaptcha(settings: DesktopSettings): void {
  view?.webContents.loadURL(captchaPageUrl(settings, pageLanguage)).catch(() => undefined);
}

/** Removes the view from its window and destroys its web contents. */
export function closeCaptcha(): void {
  const closing = view;
  const window = hostWindow;
  view = null;
  hostWindow = null;
  if (!closing) return;
  if (window && !window.isDestroyed()) window.contentView.removeChildView(closing);
  if (!closing.webContents.isDestroyed()) closing.webContents.close();
}

/**
 * Registers `captcha:open(bounds, language)|reset|close` for the renderer and the captcha page's
 * `captcha-page:token|error|expired|resize`, forwarded as `captcha:token|error|expired|resize`.
 */
export function setupCaptcha(getSettings: () => DesktopSettings): void {
  const fromPage = (event: IpcMainEvent) => isCaptchaPageSender(event, getSettings());
  const renderer = () => hostWindow?.webContents;
  handle("captcha:open", (event, bounds, language) => {
    const window = BrowserWindow.fromWebContents(event.sender);
    if (window) openCaptcha(window, bounds, getSettings(), language);
  });
  handle("captcha:reset", () => resetCaptcha(getSettings()));
  handle("captcha:close", () => closeCaptcha());
  onCaptchaPage("captcha-page:token", fromPage, (token) => sendToRenderer(renderer(), "captcha:token", token));
  onCaptchaPage("captcha-page:error", fromPage, (message) => sendToRenderer(renderer(), "captcha:error", message));
  onCaptchaPage("captcha-page:expired", fromPage, () => sendToRenderer(renderer(), "captcha:expired"));
  onCaptchaPage("captcha-page:resize", fromPage, (size) => sendToRenderer(renderer(), "captcha:resize", size));
}
