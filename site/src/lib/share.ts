/** Copies the current page URL to the clipboard and confirms with a toast (share buttons). */
import type { TFunction } from "i18next";
import { showErrorToast, showToast } from "./toast";

/** Writes location.href with navigator.clipboard; a red toast when the clipboard is unavailable. */
export async function copyPageLink(t: TFunction): Promise<void> {
  try {
    await navigator.clipboard.writeText(window.location.href);
    showToast(t("share.copiedTitle"), t("share.copiedText"));
  } catch {
    showErrorToast(t("share.failedTitle"), t("share.failedText", { url: window.location.href }));
  }
}
