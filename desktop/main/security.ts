/**
 * App-wide guards from Electron's security checklist, applied to every web
 * contents as it is created: navigation only to what its owner allows
 * (default: nowhere), no new windows (http(s) links go to the system
 * browser), no <webview>, every permission denied, and the renderer's CSP
 * header built from the saved Supabase URL.
 */
import { app, session as electronSession, shell, type Session, type WebContents } from "electron";
import { buildRendererCsp } from "../shared/csp";
import { isSafeExternalUrl } from "./external";
import { devServerUrl, isRendererUrl, rendererOrigin } from "./renderer-location";
import { getSettings } from "./settings";

/**
 * The webPreferences of every web contents the console creates (issue #25:
 * one home; Electron's security checklist #2-#4, #6, #9-#12): sandboxed,
 * context-isolated, no Node anywhere (page, workers, sub-frames), web security
 * on, no insecure content, no experimental features, no <webview>, no
 * navigation by drag and drop, dialogs a page cannot loop, no spellchecker,
 * no middle-click (Auxclick). The main window and the captcha view add only
 * their preload (and the view its partition); tests/desktop/window.test.ts and
 * captcha-view.test.ts check both get every flag.
 */
export const SECURE_WEB_PREFERENCES = Object.freeze({
  sandbox: true,
  contextIsolation: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
  navigateOnDragDrop: false,
  safeDialogs: true,
  spellcheck: false,
  disableBlinkFeatures: "Auxclick",
} as const satisfies Electron.WebPreferences);

type NavigationPolicy = (url: string) => boolean;
const policies = new WeakMap<WebContents, NavigationPolicy>();

/** Sets which URLs `contents` may navigate to; contents without a policy may not navigate at all. */
export function setNavigationPolicy(contents: WebContents, policy: NavigationPolicy): void {
  policies.set(contents, policy);
}

/** True when `contents`' policy allows `url`. */
export function isNavigationAllowed(contents: WebContents, url: string): boolean {
  return policies.get(contents)?.(url) ?? false;
}

/** `will-navigate` / `will-redirect` guard: cancels navigations the policy does not allow. */
export function guardNavigation(contents: WebContents, event: Electron.Event, url: string): void {
  if (!isNavigationAllowed(contents, url)) {
    event.preventDefault();
    console.warn(`Blocked navigation to ${url}`);
  }
}

/** `setWindowOpenHandler`: never opens an Electron window; http(s) URLs open in the system browser. */
export function handleWindowOpen({ url }: { url: string }): { action: "deny" } {
  if (isSafeExternalUrl(url)) {
    // Reviewed: only http(s) URLs get here (isSafeExternalUrl).
    const opening = shell.openExternal(url); /* eng-disable OPEN_EXTERNAL_JS_CHECK */
    opening.catch((error: unknown) => console.warn(`Could not open ${url}`, error));
  }
  return { action: "deny" };
}

/** Installs the navigation, new-window and webview guards on one web contents. */
export function hardenWebContents(contents: WebContents): void {
  contents.on("will-navigate", (event) => guardNavigation(contents, event, event.url));
  contents.on("will-redirect", (event) => {
    if (event.isMainFrame) guardNavigation(contents, event, event.url);
  });
  contents.setWindowOpenHandler(handleWindowOpen);
  contents.on("will-attach-webview", (event) => event.preventDefault());
}

/** Denies every permission request and check on `target` (camera, notifications, clipboard, …). */
export function denyAllPermissions(target: Session): void {
  target.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  target.setPermissionCheckHandler(() => false);
  target.setDevicePermissionHandler(() => false);
}

/** Adds the renderer CSP header to responses for the renderer's own documents. */
export function installRendererCsp(target: Session): void {
  target.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...details.responseHeaders };
    if (
      details.url.startsWith(rendererOrigin()) &&
      (details.resourceType === "mainFrame" || isRendererUrl(details.url))
    ) {
      for (const name of Object.keys(headers))
        if (name.toLowerCase() === "content-security-policy") delete headers[name];
      const policy = buildRendererCsp(getSettings().supabaseUrl, { devServer: devServerUrl() !== null });
      // Reviewed: built at runtime, so scripts/electronegativity.ts evaluates buildRendererCsp() itself.
      headers["Content-Security-Policy"] = [policy]; /* eng-disable CSP_GLOBAL_CHECK */
    }
    callback({ responseHeaders: headers });
  });
}

/** Hardens every web contents the app creates (call before any window exists). */
export function setupSecurity(): void {
  app.on("web-contents-created", (_event, contents) => hardenWebContents(contents));
}

/** Session-level guards of the default session (call once the app is ready). */
export function setupSessionSecurity(): void {
  denyAllPermissions(electronSession.defaultSession);
  installRendererCsp(electronSession.defaultSession);
}
