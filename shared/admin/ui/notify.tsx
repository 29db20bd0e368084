/**
 * Toasts of spec §8, shown through @mantine/notifications (the host mounts
 * <Notifications/>), in the admin's language (issue #10: the English texts
 * stay the spec's word for word).
 */
import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { adminT } from "../i18n";

/** A button in a toast (issue #12: "Undo" after a delete); clicking it runs `onClick` and closes the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** One toast: spec §8 title and message; `destructive` shows it red; `action` adds a button under the message. */
export interface Toast {
  title: string;
  message: string;
  destructive?: boolean;
  action?: ToastAction;
}

/** How long a toast with an action stays, in ms (long enough to reach its button; Mantine's default is 4 s). */
export const ACTION_TOAST_MS = 10_000;

/** Shows a toast; injected into the auth store so tests can record toasts instead. */
export type Notify = (toast: Toast) => void;

/** The default Notify: `notifications.show` with red for destructive toasts, green otherwise. */
export const showToast: Notify = ({ title, message, destructive, action }) => {
  const color = destructive ? "red" : "green";
  if (!action) {
    notifications.show({ title, message, color });
    return;
  }
  const id = notifications.show({
    title,
    color,
    autoClose: ACTION_TOAST_MS,
    message: (
      <>
        {message}
        <Button
          size="compact-xs"
          variant="light"
          ml="xs"
          data-toast-action=""
          onClick={() => {
            notifications.hide(id);
            action.onClick();
          }}
        >
          {action.label}
        </Button>
      </>
    ),
  });
};

/** 'Success' toast (translated title) with the already translated `message` (spec §8) and an optional `action` button. */
export const toastSuccess = (message: string, notify: Notify = showToast, action?: ToastAction): void =>
  notify({ title: adminT("toast.success"), message, ...(action ? { action } : {}) });

/** Destructive 'Error' toast (translated title) with the already translated `message` (spec §8). */
export const toastError = (message: string, notify: Notify = showToast): void =>
  notify({ title: adminT("toast.error"), message, destructive: true });
