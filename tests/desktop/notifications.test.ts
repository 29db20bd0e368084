/**
 * `notification:show` (issue #9: new enquiries while the desktop console is
 * open): main shows Electron's Notification for the app's own renderer only,
 * with validated and cleaned plain text, and a click brings the window back.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { MAX_NOTIFICATION_BODY, MAX_NOTIFICATION_TITLE } from "../../desktop/shared/ipc-contract";
import { freshElectron, ipcEvent, RENDERER_URL, type Electron } from "./helpers";

let electron: Electron;
beforeEach(async () => {
  ({ electron } = await freshElectron());
});

/** Registers the handler and returns an IPC event from the renderer of a new window. */
async function setup() {
  const { setupNotifications } = await import("../../desktop/main/notifications");
  setupNotifications();
  const window = new electron.BrowserWindow();
  const event = { ...ipcEvent(electron, RENDERER_URL), sender: window.webContents };
  return { window, event };
}

describe("notification:show", () => {
  it("shows one system notification with the title and body, and a click focuses the window that asked", async () => {
    const { window, event } = await setup();
    window.minimized = true;
    await expect(
      electron.ipcMain.invoke(
        "notification:show",
        event,
        "2 new enquiries",
        "Newest: Ada Lovelace (Analytical Drilling) · Quote request",
      ),
    ).resolves.toEqual({ ok: true });
    expect(electron.Notification.instances).toHaveLength(1);
    const [shown] = electron.Notification.instances;
    expect(shown?.options).toEqual({
      title: "2 new enquiries",
      body: "Newest: Ada Lovelace (Analytical Drilling) · Quote request",
    });
    expect(shown?.show).toHaveBeenCalledTimes(1);
    expect(window.focus).not.toHaveBeenCalled();
    shown?.emit("click");
    expect(window.restore).toHaveBeenCalled();
    expect(window.show).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
  });

  it("turns visitor text into plain text: no markup, no control characters", async () => {
    const { event } = await setup();
    await electron.ipcMain.invoke(
      "notification:show",
      event,
      "1 new enquiry\u0007",
      "<a href='https://evil.example'>Eve</a>\r\n<img src=x> · Sales enquiry",
    );
    expect(electron.Notification.instances[0]?.options).toEqual({
      title: "1 new enquiry",
      body: "‹a href='https://evil.example'›Eve‹/a› ‹img src=x› · Sales enquiry",
    });
  });

  it.each([
    ["a web page", "https://evil.example/index.html"],
    ["the captcha page", "http://localhost:5173/captcha.html"],
  ])("refuses %s as sender and shows nothing", async (_name, url) => {
    await setup();
    await expect(
      electron.ipcMain.invoke("notification:show", ipcEvent(electron, url), "1 new enquiry", "x"),
    ).rejects.toThrow(/untrusted sender/);
    expect(electron.Notification.instances).toHaveLength(0);
  });

  it("validates the arguments before anything is shown", async () => {
    const { event } = await setup();
    const bad: unknown[][] = [
      [],
      ["only a title"],
      ["", "empty title"],
      ["   ", "blank title"],
      [42, "body"],
      ["title", { html: "<b>" }],
      ["x".repeat(MAX_NOTIFICATION_TITLE + 1), "body"],
      ["title", "x".repeat(MAX_NOTIFICATION_BODY + 1)],
      ["title", "body", "extra"],
    ];
    for (const args of bad) {
      await expect(electron.ipcMain.invoke("notification:show", event, ...args)).rejects.toThrow();
    }
    expect(electron.Notification.instances).toHaveLength(0);
  });

  it("answers ok: false when the system has no notifications", async () => {
    const { event } = await setup();
    electron.Notification.isSupported.mockReturnValue(false);
    await expect(electron.ipcMain.invoke("notification:show", event, "1 new enquiry", "x")).resolves.toEqual({
      ok: false,
      error: "Notifications are not supported on this system",
    });
    expect(electron.Notification.instances).toHaveLength(0);
  });

  it("a click after the window closed does nothing", async () => {
    const { window, event } = await setup();
    await electron.ipcMain.invoke("notification:show", event, "1 new enquiry", "x");
    window.destroyed = true;
    electron.Notification.instances[0]?.emit("click");
    expect(window.focus).not.toHaveBeenCalled();
  });
});

describe("plainNotificationText", () => {
  it("collapses whitespace, trims and cuts to the limit", async () => {
    const { plainNotificationText } = await import("../../desktop/main/notifications");
    expect(plainNotificationText("  Ada \t\n Lovelace  ", 100)).toBe("Ada Lovelace");
    expect(plainNotificationText("abcdef", 3)).toBe("abc");
    expect(plainNotificationText("a\u2028b\u0085c", 10)).toBe("a b c");
  });
});
