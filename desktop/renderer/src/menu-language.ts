/**
 * Keeps the native menu in the admin console's language (issue #10): main
 * cannot read the renderer's localStorage, so the renderer reports the admin
 * language over `menu:set-language` at start and on every `languageChanged`
 * of the admin's i18next instance.
 */
import type { i18n as I18n } from "i18next";
import { adminI18n, toAdminLanguage } from "../../../shared/admin/i18n";
import type { DesktopBridge } from "../../shared/ipc-contract";

/**
 * Reports `i18n`'s language to main now and after each change; a failed
 * report is logged (the menu then stays in its last language).
 * @returns the unsubscribe function.
 */
export function syncMenuLanguage(bridge: Pick<DesktopBridge, "setMenuLanguage">, i18n: I18n = adminI18n): () => void {
  const report = (language: string) => {
    bridge.setMenuLanguage(toAdminLanguage(language)).catch((error: unknown) => {
      console.warn("Could not set the menu language", error);
    });
  };
  report(i18n.language);
  i18n.on("languageChanged", report);
  return () => i18n.off("languageChanged", report);
}
