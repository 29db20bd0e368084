/**
 * Main-process entry of the desktop admin console (issue #5): only wiring.
 * Order matters: the scheme and the web-contents guards are registered before
 * the app is ready, the IPC handlers before the window loads.
 */
import { app, BrowserWindow } from "electron";
import { registerAppScheme, setupAppProtocol } from "./app-protocol";
import { closeCaptcha, setupCaptcha } from "./captcha-view";
import { type DeepLinks, setupDeepLinks } from "./deep-link";
import { setupCatalog } from "./catalog";
import { setupExternal } from "./external";
import { setupMenu } from "./menu";
import { setupNotifications } from "./notifications";
import { setupSecurity, setupSessionSecurity } from "./security";
import { setupSessionStore } from "./session-store";
import { getSettings, loadSettings, onSettingsChanged, setupSettings } from "./settings";
import { setupSingleInstance } from "./single-instance";
import { createMainWindow, getMainWindow } from "./window";

registerAppScheme();

let deepLinks: DeepLinks | null = null;
if (setupSingleInstance(getMainWindow, (argv) => deepLinks?.onSecondLaunch(argv))) {
  setupSecurity();
  deepLinks = setupDeepLinks(getMainWindow);

  app
    .whenReady()
    .then(async () => {
      await loadSettings();
      setupAppProtocol();
      setupSessionSecurity();
      setupSettings();
      setupSessionStore();
      setupCaptcha(getSettings);
      setupCatalog();
      setupExternal();
      setupNotifications();
      setupMenu(getMainWindow);
      onSettingsChanged(() => {
        closeCaptcha();
        getMainWindow()?.webContents.reload();
      });
      await createMainWindow();
      deepLinks?.openPending();
    })
    .catch((error: unknown) => {
      console.error("Desktop console failed to start", error);
      app.exit(1);
    });

  app.on("activate", () => {
    if (BrowserWindow.getAllWindows().length === 0) void createMainWindow();
  });

  app.on("window-all-closed", () => {
    if (process.platform !== "darwin") app.quit();
  });
}
