/**
 * The go-live part of every content dialog (issue #26, scheduled
 * publishing): a native `datetime-local` input styled as the other fields
 * (Mantine TextInput; the project has no @mantine/dates), bound to the
 * form's `publish_at` (shared/content/scheduling.ts). Empty means live as
 * soon as published; a time already past also means live now. For a stored
 * published item whose time is still ahead it shows the "Scheduled for …"
 * badge and a "Cancel schedule" button, which asks first and then clears the
 * time and saves the item as published (live at once).
 */
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { isScheduled, PUBLISH_AT_COLUMN } from "../../content/scheduling";
import type { ContentStatus } from "../../types/domain";
import { formatDateTime } from "../forms/format";
import { useAdminI18n } from "../i18n";
import { ConfirmModal } from "../ui/confirm-modal";
import { fieldError } from "./bound-fields";
import type { ContentForm } from "./content-config";
import { StatusBadge } from "./status-badge";

/** Props of ScheduleField. */
export interface ScheduleFieldProps<F> {
  /** The dialog's form; its `publish_at` field holds the input's value ("" for none). */
  form: ContentForm<F>;
  /** The stored item (null for a new one): its status and stored go-live time decide the badge and Cancel. */
  stored: { status: ContentStatus; publish_at?: string | null; title: string } | null;
  /** The entity's names for the texts (`Name`: 'White paper'). */
  names: { Name: string };
  /** Disables Cancel schedule (a save is running or waits for Reload). */
  disabled?: boolean;
  /** Called after the confirmation: the field is already cleared; save the item as published. */
  onCancelSchedule: () => void;
}

/** The "Go live at" input, and for a scheduled item its badge and Cancel schedule (with a confirmation). */
export function ScheduleField<F>({ form, stored, names, disabled = false, onCancelSchedule }: ScheduleFieldProps<F>) {
  const { t, locale } = useAdminI18n();
  const [confirming, setConfirming] = useState(false);
  const key = PUBLISH_AT_COLUMN as Parameters<ContentForm<F>["getInputProps"]>[0];
  const { value, onChange, onFocus, onBlur } = form.getInputProps(key);
  const scheduled = stored !== null && isScheduled(stored);
  const time = formatDateTime(stored?.publish_at, locale);
  return (
    <Stack gap={6}>
      <TextInput
        type="datetime-local"
        label={t("fields.publish_at")}
        description={t("schedule.goLiveHint")}
        value={(value as string) ?? ""}
        onChange={onChange}
        onFocus={onFocus}
        onBlur={onBlur}
        error={fieldError(form, PUBLISH_AT_COLUMN as keyof F, t)}
        maw={320}
      />
      {stored !== null && scheduled && (
        <Group gap="xs">
          <StatusBadge status={stored.status} publishAt={stored.publish_at} />
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            disabled={disabled}
            onClick={() => setConfirming(true)}
          >
            {t("schedule.cancel")}
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={confirming}
        title={t("schedule.cancelTitle")}
        confirmLabel={t("schedule.cancelConfirm")}
        onConfirm={() => {
          setConfirming(false);
          form.setFieldValue(key, "" as never);
          onCancelSchedule();
        }}
        onCancel={() => setConfirming(false)}
        zIndex={400}
      >
        {t("schedule.cancelMessage", { Name: names.Name, title: stored?.title ?? "", time })}
      </ConfirmModal>
    </Stack>
  );
}
