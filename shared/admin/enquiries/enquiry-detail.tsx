/**
 * One enquiry in a dialog (issue #9 item 4): the notification e-mail's
 * failure when it failed; the actions first, in the dialog's upper part where
 * toasts (bottom-right) never cover them: change the status (saved at once),
 * delete after a confirmation (a visitor's deletion request), write an
 * internal note (saved with its button; a status change keeps an unsaved
 * note); then every field labelled as on its form, language, page and
 * received time. Toasts follow spec §8:
 * 'Enquiry updated successfully', 'Failed to update enquiry', and so on.
 */
import { Alert, Badge, Button, Group, NativeSelect, Stack, Table, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import type { Enquiry } from "../../data/enquiries";
import { ENQUIRY_LIMITS, ENQUIRY_STATUSES, type EnquiryStatus } from "../../enquiries/forms";
import { type EnquiryChange, useDeleteEnquiry, useUpdateEnquiry } from "../data/mutations";
import { useAdminI18n } from "../i18n";
import { AdminModal } from "../ui/admin-modal";
import { ConfirmModal } from "../ui/confirm-modal";
import { TrashIcon } from "../ui/icons";
import { WHOLE_BADGE } from "../ui/whole-badge";
import { toastError, toastSuccess } from "../ui/notify";
import { formatDateTime } from "../forms/format";
import { labelledFields } from "./enquiry-fields";

/** Badge colour of each status. */
export const STATUS_COLORS: Record<EnquiryStatus, string> = { new: "blue", in_progress: "yellow", closed: "gray" };

/** The status badge of the list and the dialog. */
export function StatusBadge({ status }: { status: EnquiryStatus }) {
  const { t } = useAdminI18n();
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant={status === "new" ? "filled" : "light"}
      data-testid="status-badge"
      style={WHOLE_BADGE}
    >
      {t(`enquiryStatuses.${status}`)}
    </Badge>
  );
}

/** Props of EnquiryDetail. */
export interface EnquiryDetailProps {
  /** The enquiry shown (the inbox's current copy, which each saved change updates). */
  enquiry: Enquiry;
  /** Closes the dialog. */
  onClose: () => void;
}

/** Shown for a field the visitor left empty. */
const EMPTY = "—";

/** The dialog; mount it with `key={enquiry.id}` so the note draft starts from that enquiry's note. */
export function EnquiryDetail({ enquiry, onClose }: EnquiryDetailProps) {
  const update = useUpdateEnquiry();
  const removal = useDeleteEnquiry();
  const [draft, setDraft] = useState(enquiry.note ?? "");
  const [savedNote, setSavedNote] = useState(enquiry.note ?? "");
  const [savingStatus, setSavingStatus] = useState(false);
  const [savingNote, setSavingNote] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const deleting = removal.isPending;
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const noteDirty = draft.trim() !== savedNote.trim();
  const { t, language, locale } = useAdminI18n();

  const change = async (patch: EnquiryChange["patch"]): Promise<boolean> => {
    try {
      await update.mutateAsync({ id: enquiry.id, patch });
      toastSuccess(t("toast.enquiryUpdated"));
      return true;
    } catch (err) {
      console.error("Failed to update enquiry", err);
      toastError(t("toast.enquiryUpdateFailed"));
      return false;
    }
  };

  const changeStatus = async (status: EnquiryStatus) => {
    if (status === enquiry.status) return;
    setSavingStatus(true);
    await change({ status });
    setSavingStatus(false);
  };

  const saveNote = async () => {
    const note = draft.trim();
    setSavingNote(true);
    if (await change({ note: note || null })) {
      setSavedNote(note);
      setDraft(note);
    }
    setSavingNote(false);
  };

  const remove = async () => {
    try {
      await removal.mutateAsync(enquiry.id);
      toastSuccess(t("toast.enquiryDeleted"));
      setConfirmDelete(false);
      onClose();
    } catch (err) {
      console.error("Failed to delete enquiry", err);
      toastError(t("toast.enquiryDeleteFailed"));
    }
  };

  const requestClose = () => {
    if (savingNote || deleting) return;
    if (noteDirty) setConfirmDiscard(true);
    else onClose();
  };

  const meta: { label: string; value: string }[] = [
    {
      label: t("enquiries.language"),
      value: enquiry.locale === "en" || enquiry.locale === "zh" ? t(`localeNames.${enquiry.locale}`) : enquiry.locale,
    },
    { label: t("enquiries.page"), value: enquiry.page ?? "" },
    { label: t("enquiries.received"), value: formatDateTime(enquiry.created_at, locale) },
    {
      label: t("enquiries.notification"),
      value: enquiry.notify_error
        ? t("enquiries.notificationFailed")
        : enquiry.notified_at
          ? t("enquiries.notificationSent", { time: formatDateTime(enquiry.notified_at, locale) })
          : t("enquiries.notificationPending"),
    },
  ];

  return (
    <>
      <AdminModal
        opened
        onClose={requestClose}
        title={t("enquiries.dialogTitle", { form: t(`enquiryForms.${enquiry.form}`), name: enquiry.name })}
        size="lg"
        closeButtonProps={{ "aria-label": t("enquiries.closeDialog") }}
        styles={{ title: { fontWeight: 600, fontSize: "var(--mantine-font-size-lg)" } }}
      >
        <Stack gap="md">
          <Group gap="sm">
            <StatusBadge status={enquiry.status} />
            <Text size="sm" c="dimmed">
              {t("enquiries.receivedAt", { time: formatDateTime(enquiry.created_at, locale) })}
            </Text>
          </Group>

          {enquiry.notify_error && (
            <Alert color="orange" title={t("enquiries.notifyFailedTitle")} role="alert">
              {t("enquiries.notifyFailedText", { error: enquiry.notify_error })}
            </Alert>
          )}

          <Group justify="space-between" align="flex-end">
            <NativeSelect
              label={t("enquiries.status")}
              w={220}
              value={enquiry.status}
              disabled={savingStatus}
              data={ENQUIRY_STATUSES.map((s) => ({ value: s, label: t(`enquiryStatuses.${s}`) }))}
              onChange={(e) => void changeStatus(e.currentTarget.value as EnquiryStatus)}
            />
            <Button color="red" variant="light" leftSection={<TrashIcon />} onClick={() => setConfirmDelete(true)}>
              {t("enquiries.delete")}
            </Button>
          </Group>

          <Stack gap={6}>
            <Textarea
              label={t("enquiries.note")}
              description={t("enquiries.noteHint")}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={ENQUIRY_LIMITS.note}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
            />
            <Group justify="space-between">
              <Text size="xs" c={noteDirty ? "orange" : "dimmed"} aria-live="polite">
                {noteDirty ? t("enquiries.unsaved") : ""}
              </Text>
              <Button size="xs" onClick={() => void saveNote()} loading={savingNote} disabled={!noteDirty}>
                {t("enquiries.saveNote")}
              </Button>
            </Group>
          </Stack>

          <Table withRowBorders aria-label={t("enquiries.fields")} layout="fixed">
            <Table.Tbody>
              {[...labelledFields(enquiry, language), ...meta].map((field) => (
                <Table.Tr key={field.label}>
                  <Table.Th scope="row" w="40%" style={{ verticalAlign: "top" }}>
                    {field.label}
                  </Table.Th>
                  <Table.Td style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    {field.value || EMPTY}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>

          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={requestClose}>
              {t("enquiries.close")}
            </Button>
          </Group>
        </Stack>
      </AdminModal>

      <ConfirmModal
        opened={confirmDelete}
        title={t("enquiries.deleteTitle")}
        confirmLabel={t("content.delete")}
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
        zIndex={400}
      >
        {t("enquiries.deleteText", { name: enquiry.name, email: enquiry.email })}
      </ConfirmModal>

      <ConfirmModal
        opened={confirmDiscard}
        title={t("enquiries.discardTitle")}
        confirmLabel={t("content.discard")}
        cancelLabel={t("content.keepEditing")}
        onConfirm={() => {
          setConfirmDiscard(false);
          onClose();
        }}
        onCancel={() => setConfirmDiscard(false)}
        zIndex={400}
      >
        {t("enquiries.discardText")}
      </ConfirmModal>
    </>
  );
}
