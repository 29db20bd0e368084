/**
 * Toasts of spec §8, shown through @mantine/notifications (the host mounts
 * <Notifications/>), in the admin's language (issue #10: the English texts
 * stay the spec's word for word).
 */
import { notifications } from "@mantine/notifications";
import { adminT } from "../i18n";

/** One toast: spec §8 title and message; `destructive` shows it red. */
export interface Toast {
  title: string;
  message: string;
  destructive?: boolean;
}

/** Shows a toast; injected into the auth store so tests can record toasts instead. */
export type Notify = (toast: Toast) => void;

/** The default Notify: `notifications.show` with red for destructive toasts, green otherwise. */
export const showToast: Notify = ({ title, message, destructive }) => {
  notifications.show({ title, message, color: destructive ? "red" : "green" });
};

/** 'Success' toast (translated title) with the already translated `message` (spec §8). */
export const toastSuccess = (message: string, notify: Notify = showToast): void =>
  notify({ title: adminT("toast.success"), message });

/** Destructive 'Error' toast (translated title) with the already translated `message` (spec §8). */
export const toastError = (message: string, notify: Notify = showToast): void =>
  notify({ title: adminT("toast.error"), message, destructive: true });
