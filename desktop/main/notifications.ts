/**
 * System notifications for the renderer (issue #9: new enquiries while the
 * console is open), on `notification:show(title, body)`. The text comes from
 * visitors (a name, a company), so main treats it as untrusted: control
 * characters are dropped and angle brackets replaced, because Linux
 * notification servers with "body-markup" would otherwise read `<a href>` or
 * `<img>` in the body as markup. Clicking a notification brings the console
 * to the front; it never opens anything else.
 */
import { BrowserWindow, Notification } from "electron";
import { MAX_NOTIFICATION_BODY, MAX_NOTIFICATION_TITLE, type Outcome } from "../shared/ipc-contract";
import { handle } from "./ipc";
import { focusWindow } from "./window";

/** Notifications shown and not yet closed: kept referenced so their click handler survives garbage collection. */
const live = new Set<Notification>();

/**
 * Plain text safe for every platform's notification: C0/C1 control characters
 * (line breaks too) become spaces, `<` and `>` become ‹ and ›, runs of spaces
 * collapse, ends are trimmed and the result is cut to `max` characters.
 */
export function plainNotificationText(text: string, max: number): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- dropping control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, " ")
      .replace(/</g, "‹")
      .replace(/>/g, "›")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, max)
  );
}

/**
 * Shows one notification; a click focuses `window` (restored if minimised).
 * @returns `{ ok: false }` when the system has no notifications or the title is empty after cleaning.
 */
export function showNotification(title: string, body: string, window: BrowserWindow | null): Outcome {
  if (!Notification.isSupported()) return { ok: false, error: "Notifications are not supported on this system" };
  const cleanTitle = plainNotificationText(title, MAX_NOTIFICATION_TITLE);
  if (!cleanTitle) return { ok: false, error: "A notification needs a title" };
  const notification = new Notification({
    title: cleanTitle,
    body: plainNotificationText(body, MAX_NOTIFICATION_BODY),
  });
  live.add(notification);
  const release = () => live.delete(notification);
  notification.on("click", () => {
    if (window && !window.isDestroyed()) focusWindow(window);
    release();
  });
  notification.on("close", release);
  notification.on("failed", release);
  notification.show();
  return { ok: true };
}

/** Registers `notification:show`; a click focuses the window that asked. */
export function setupNotifications(): void {
  handle("notification:show", (event, title, body) =>
    showNotification(title, body, BrowserWindow.fromWebContents(event.sender)),
  );
}
