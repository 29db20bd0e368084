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
 *
 * An author (issue #29, `canPublish` false) never gets a publishing button:
 * a new item or a draft has Save draft · Submit for review; a published item
 * only Cancel (publishers and admins change what is live).
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
  /** False for an author (issue #29): no Publish / Create & publish / Move to draft / Update. Default true. */
  canPublish?: boolean;
  /** Saves as a draft and sends it to the publishers (an author's second button). */
  onSubmitForReview?: () => void;
  /** True while Submit for review runs (that button spins). */
  reviewing?: boolean;
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
  canPublish = true,
  onSubmitForReview,
  reviewing = false,
}: DialogActionsProps) {
  const { t } = useAdminI18n();
  const busy = saving !== null;
  if (!canPublish)
    return (
      <AuthorActions
        current={current}
        busy={busy}
        blocked={blocked}
        reviewing={reviewing}
        onCancel={onCancel}
        onPreview={onPreview}
        onSubmitForReview={onSubmitForReview}
      />
    );
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

/** An author's buttons (issue #29): Save draft (the form's submit) and Submit for review; nothing for a live item. */
function AuthorActions({
  current,
  busy,
  blocked,
  reviewing,
  onCancel,
  onPreview,
  onSubmitForReview,
}: {
  current: ContentStatus | null;
  busy: boolean;
  blocked: boolean;
  reviewing: boolean;
  onCancel: () => void;
  onPreview: () => void;
  onSubmitForReview?: () => void;
}) {
  const { t } = useAdminI18n();
  const live = current === "published";
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
          {!live && (
            <>
              <Button type="submit" variant="default" loading={busy && !reviewing} disabled={blocked || reviewing}>
                {t("editorial.saveDraft")}
              </Button>
              <Button
                type="button"
                loading={reviewing}
                disabled={blocked || (busy && !reviewing)}
                onClick={onSubmitForReview}
              >
                {t("roles.submitForReview")}
              </Button>
            </>
          )}
        </Group>
      </Group>
      <Text size="xs" c="dimmed" ta="right">
        {t(live ? "roles.authorPublishedHint" : "roles.authorDraftHint")}
      </Text>
    </>
  );
}
