/**
 * A Mantine confirmation dialog (used for delete and for discarding unsaved changes; never window.confirm).
 * Escape dismisses it through AdminModal, so the Escape that opened it (in the dialog below) does not
 * also close it (issue #25).
 */
import { Button, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { AdminModal } from "./admin-modal";
import { useAdminI18n } from "../i18n";

/** Props of ConfirmModal. */
export interface ConfirmModalProps {
  /** Whether the dialog is shown. */
  opened: boolean;
  /** Dialog title, e.g. 'Delete white paper?'. */
  title: string;
  /** The question or consequence shown in the body. */
  children: ReactNode;
  /** Label of the confirming button (red), e.g. 'Delete'. */
  confirmLabel: string;
  /** Label of the dismissing button (default 'Cancel' in the admin language). */
  cancelLabel?: string;
  /** Shows the confirming button busy and disables both. */
  busy?: boolean;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Called when the user dismisses (button, close icon, Escape, overlay). */
  onCancel: () => void;
  /** Stacking order; above the content dialog (200) when asked from inside it. */
  zIndex?: number;
}

/** Asks one yes/no question; the confirming button is red. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
  zIndex,
}: ConfirmModalProps) {
  const { t } = useAdminI18n();
  return (
    <AdminModal
      opened={opened}
      onClose={() => !busy && onCancel()}
      title={title}
      centered
      zIndex={zIndex}
      size="sm"
      styles={{ title: { fontWeight: 600 } }}
    >
      <Text size="sm">{children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t("content.cancel")}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </AdminModal>
  );
}
