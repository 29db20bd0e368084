/** Toast helpers over @mantine/notifications (spec §8; destructive toasts are red). */
import { notifications } from "@mantine/notifications";
import { i18n } from "../i18n";
import { useUiStore } from "../stores/ui-store";

/** Mounts the toast outlet on first use; queued toasts show once it mounts. */
function ensureOutlet(): void {
  if (!useUiStore.getState().toastsWanted) useUiStore.setState({ toastsWanted: true });
}

/** Shows a neutral toast with a title and text. */
export function showToast(title: string, message: string): void {
  ensureOutlet();
  notifications.show({
    title,
    message,
    color: "teal",
    closeButtonProps: { "aria-label": i18n.t("common.closeToast") },
  });
}

/** Shows a destructive (red) toast. */
export function showErrorToast(title: string, message: string): void {
  ensureOutlet();
  notifications.show({ title, message, color: "red", closeButtonProps: { "aria-label": i18n.t("common.closeToast") } });
}
