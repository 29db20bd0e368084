/** Toast helpers over @mantine/notifications (spec §8; destructive toasts are red). */
import { notifications } from "@mantine/notifications";
import { useUiStore } from "../stores/ui-store";

/** Mounts the toast outlet on first use; queued toasts show once it mounts. */
function ensureOutlet(): void {
  if (!useUiStore.getState().toastsWanted) useUiStore.setState({ toastsWanted: true });
}

/** Shows a neutral toast with a title and text. */
export function showToast(title: string, message: string): void {
  ensureOutlet();
  notifications.show({ title, message, color: "teal" });
}

/** Shows a destructive (red) toast. */
export function showErrorToast(title: string, message: string): void {
  ensureOutlet();
  notifications.show({ title, message, color: "red" });
}
