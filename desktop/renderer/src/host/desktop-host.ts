/**
 * The AdminHost of the desktop console (issue #5): a Supabase client whose
 * session lives in main (safeStorage, via session:get|set|remove), the
 * web-view captcha, the system browser for links, the native file dialog and
 * system notifications (new enquiries, issue #9).
 */
import type { SupportedStorage } from "@supabase/supabase-js";
import { notifications } from "@mantine/notifications";
import type { AdminHost } from "../../../../shared/admin/host";
import { adminT } from "../../../../shared/admin/i18n";
import { createSupabaseClient } from "../../../../shared/supabase/client";
import type { DesktopBridge, PickedFile } from "../../../shared/ipc-contract";
import type { DesktopSettings } from "../../../shared/settings";
import { DesktopCaptcha } from "../captcha/desktop-captcha";

/** supabase-js storage adapter backed by main's encrypted session store. */
export function createSessionStorage(bridge: DesktopBridge): SupportedStorage {
  return {
    getItem: (key) => bridge.sessionGet(key),
    setItem: (key, value) => bridge.sessionSet(key, value),
    removeItem: (key) => bridge.sessionRemove(key),
  };
}

/** Builds a browser File from the bytes main read after the Open File dialog. */
export function toFile(picked: PickedFile): File {
  return new File([new Uint8Array(picked.bytes)], picked.name, { type: picked.type });
}

/** Strips Electron's "Error invoking remote method 'x': Error: " prefix from a rejected invoke. */
export function remoteErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^Error invoking remote method '[^']+': (\w*Error: )?/, "");
}

/**
 * Runs one of main's Open File dialogs and turns the chosen file into a File;
 * null when cancelled, or when main refused the file (wrong type, too large),
 * after a toast saying why.
 */
async function pickThrough(open: () => Promise<PickedFile | null>): Promise<File | null> {
  try {
    const picked = await open();
    return picked ? toFile(picked) : null;
  } catch (error) {
    notifications.show({ color: "red", title: adminT("toast.fileRefusedTitle"), message: remoteErrorMessage(error) });
    return null;
  }
}

/**
 * supabase-js's default storage key for a project URL (`sb-<first host label>-auth-token`),
 * passed explicitly: an `undefined` storageKey would reach the adapter as the key.
 */
export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split(".")[0]}-auth-token`;
}

/**
 * Creates the host for `settings`; in-app notifications report refused links
 * and files, `notify` shows a system notification through main
 * (`notification:show`; a refusal or failure is only logged).
 */
export function createDesktopHost(settings: DesktopSettings, bridge: DesktopBridge): AdminHost {
  return {
    client: createSupabaseClient({
      url: settings.supabaseUrl,
      anonKey: settings.supabaseAnonKey,
      storage: createSessionStorage(bridge),
      storageKey: sessionStorageKey(settings.supabaseUrl),
    }),
    CaptchaWidget: DesktopCaptcha,
    openExternal: (url) => {
      // Reviewed: an IPC verb, not shell.openExternal; main checks the scheme (desktop/main/external.ts).
      const opening = bridge.openExternal(url); /* eng-disable OPEN_EXTERNAL_JS_CHECK */
      void opening.then((outcome) => {
        if (!outcome.ok)
          notifications.show({ color: "red", title: adminT("toast.linkFailedTitle"), message: outcome.error });
      });
    },
    pickCatalogFile: () => pickThrough(() => bridge.openCatalogFile()),
    pickFile: (kind) => pickThrough(() => bridge.openContentFile(kind)),
    notify: (title, body) => {
      bridge.notify(title, body).then(
        (outcome) => {
          if (!outcome.ok) console.warn(`System notification not shown: ${outcome.error}`);
        },
        (error: unknown) => console.warn(`System notification not shown: ${remoteErrorMessage(error)}`),
      );
    },
  };
}
