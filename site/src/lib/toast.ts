/** Toast helpers over @mantine/notifications (spec §8; destructive toasts are red). */
import { notifications } from "@mantine/notifications";

/** Shows a neutral toast with a title and text. */
export function showToast(title: string, message: string): void {
  notifications.show({ title, message, color: "teal" });
}

/** Shows a destructive (red) toast. */
export function showErrorToast(title: string, message: string): void {
  notifications.show({ title, message, color: "red" });
}
