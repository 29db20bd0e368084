/**
 * The buttons at the foot of a content dialog (issue #12 Drafts, spec §4
 * Admin content dialog). What a marketing person expects, as in the common
 * editors (WordPress, Payload):
 *
 * - a new item: Cancel · Save draft · Create & publish;
 * - a draft: Cancel · Save draft · Publish;
 * - a published item: Cancel · Move to draft · Update. Update keeps it
 *   published (the spec's update); Move to draft saves the changes and takes
 *   it off the website, without deleting anything.
 *
 * The form's submit button (Enter in a field) is the one that does not change
 * what the public sees: Save draft for a new item or a draft, Update for a
 * published item; the same as Ctrl/Cmd+S (defaultSaveStatus).
 * Preview sits on the left, apart from the saving buttons.
 */
import { Button, Group, Text } from "@mantine/core";
import type { ContentStatus } from "../../types/domain";
import { useAdminI18n } from "../i18n";
import { defaultSaveStatus } from "./editorial-status";

/** Props of DialogActions. */
export interface DialogActionsProps {
  /** The stored item's status; null for a new item. */
  current: ContentStatus | null;
  /** The status being saved while a save runs (that button spins, the others are disabled); null when idle. */
  saving: ContentStatus | null;
  /** Disables the saving buttons (e.g. while a stale-save message waits for Reload). */
  blocked?: boolean;
  onCancel: () => void;
  /** Saves the form with this status. */
  onSave: (status: ContentStatus) => void;
  onPreview: () => void;
  /** For a published item whose go-live time is ahead (issue #26): the hint that says until when it is hidden. */
  scheduledHint?: string;
}

/** Preview on the left; Cancel and the two saving buttons on the right; a one-line hint below. */
export function DialogActions({
  current,
  saving,
  blocked = false,
  onCancel,
  onSave,
  onPreview,
  scheduledHint,
}: DialogActionsProps) {
  const { t } = useAdminI18n();
  const busy = saving !== null;
  const submitStatus = defaultSaveStatus(current);
  const other: ContentStatus = submitStatus === "draft" ? "published" : "draft";
  const label = (status: ContentStatus): string => {
    if (current === null) return t(status === "draft" ? "editorial.saveDraft" : "editorial.createAndPublish");
    if (current === "draft") return t(status === "draft" ? "editorial.saveDraft" : "editorial.publish");
    return t(status === "draft" ? "editorial.moveToDraft" : "content.update");
  };
  // The publishing button is the filled one; Move to draft and Save draft are quieter.
  const button = (status: ContentStatus) => (
    <Button
      key={status}
      type={status === submitStatus ? "submit" : "button"}
      variant={status === "published" ? "filled" : "default"}
      loading={saving === status}
      disabled={blocked || (busy && saving !== status)}
      onClick={status === submitStatus ? undefined : () => onSave(status)}
    >
      {label(status)}
    </Button>
  );
  const order: ContentStatus[] = submitStatus === "draft" ? ["draft", other] : [other, "published"];
  return (
    <>
      <Group justify="space-between" mt="sm" wrap="wrap">
        <Button variant="subtle" onClick={onPreview} disabled={busy}>
          {t("editorial.preview")}
        </Button>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t("content.cancel")}
          </Button>
          {order.map(button)}
        </Group>
      </Group>
      <Text size="xs" c="dimmed" ta="right">
        {current === "published" && scheduledHint
          ? scheduledHint
          : t(current === "published" ? "editorial.publishedHint" : "editorial.draftHint")}
      </Text>
    </>
  );
}
