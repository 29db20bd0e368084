/**
 * The console's own link scheme (issue #29): an invitation can open the
 * desktop console at its accept page. `rss-drilling-admin://accept-invite?token_hash=…&type=invite`
 * (what an invite e-mail template can carry with GoTrue's `{{ .TokenHash }}`)
 * becomes the renderer's hash route `#/admin/accept-invite?token_hash=…&type=invite`,
 * which shared/admin/accept-invite verifies with `auth.verifyOtp`. Only that
 * one path and those two parameters pass; anything else is ignored. The link
 * arrives as `open-url` (macOS) or in a second launch's command line
 * (Windows, Linux: the single-instance handler hands it over).
 */
import { app, type BrowserWindow } from "electron";
import { ADMIN_BASE, ADMIN_PAGES } from "../../shared/admin/admin-paths";
import { rendererEntryUrl } from "./renderer-location";

/** The scheme the console registers with the operating system. */
export const DEEP_LINK_SCHEME = "rss-drilling-admin";

/** A token hash as Auth makes them (hex or URL-safe base64), bounded. */
const TOKEN_HASH = /^[A-Za-z0-9_-]{8,200}$/;

/**
 * The renderer hash route for a deep link, or null when `url` is not an
 * invitation link of our scheme: `rss-drilling-admin://accept-invite?token_hash=abc&type=invite`
 * → `#/admin/accept-invite?token_hash=abc&type=invite`.
 */
export function deepLinkRoute(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${DEEP_LINK_SCHEME}:`) return null;
  // `scheme://accept-invite?…` (host) or `scheme:accept-invite?…` / `scheme:///accept-invite` (path).
  const target = (parsed.host || parsed.pathname.replace(/^\/+/, "")).replace(/\/+$/, "");
  if (target !== ADMIN_PAGES.acceptInvite) return null;
  const tokenHash = parsed.searchParams.get("token_hash") ?? "";
  if (!TOKEN_HASH.test(tokenHash) || (parsed.searchParams.get("type") ?? "invite") !== "invite") return null;
  const query = new URLSearchParams({ token_hash: tokenHash, type: "invite" });
  return `#${ADMIN_BASE}/${ADMIN_PAGES.acceptInvite}?${query.toString()}`;
}

/** The first deep link among command-line arguments (a second launch on Windows and Linux), or null. */
export function deepLinkFromArgs(argv: readonly string[]): string | null {
  return argv.find((arg) => arg.startsWith(`${DEEP_LINK_SCHEME}:`)) ?? null;
}

/** Opens `url`'s route in `window` (the renderer entry with the route as its hash). Returns whether it did. */
export function openDeepLink(window: BrowserWindow | null, url: string): boolean {
  const route = deepLinkRoute(url);
  if (!window || !route) return false;
  const entry = rendererEntryUrl().replace(/#.*$/, "");
  void window.loadURL(`${entry}${route}`);
  return true;
}

/** What index.ts wires: a second launch's argv, and the link the first launch was started with. */
export interface DeepLinks {
  /** Called by the single-instance lock with a second launch's command line. */
  onSecondLaunch: (argv: readonly string[]) => void;
  /** Opens a link that arrived before the window existed (call once the window has loaded). */
  openPending: () => void;
}

/** Registers the scheme with the operating system and handles `open-url` (macOS). */
export function setupDeepLinks(
  getWindow: () => BrowserWindow | null,
  argv: readonly string[] = process.argv,
): DeepLinks {
  // Reviewed (issue #29): the scheme's links reach the window only through
  // deepLinkRoute, which lets nothing but accept-invite with a token hash pass.
  app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME); /* eng-disable PROTOCOL_HANDLER_JS_CHECK */
  let pending = deepLinkFromArgs(argv);
  const open = (url: string) => {
    if (!openDeepLink(getWindow(), url)) pending = url;
  };
  app.on("open-url", (event, url) => {
    event.preventDefault();
    open(url);
  });
  return {
    onSecondLaunch: (args) => {
      const url = deepLinkFromArgs(args);
      if (url) open(url);
    },
    openPending: () => {
      const url = pending;
      pending = null;
      if (url) openDeepLink(getWindow(), url);
    },
  };
}
