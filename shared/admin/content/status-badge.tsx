/**
 * The status badge of an admin list card and of the edit dialog: Draft /
 * Published (issue #12 Drafts), or "Scheduled for <date time>" for a
 * published item whose go-live time is still ahead (issue #26, scheduled
 * publishing: visitors do not see it yet).
 */
import { Badge } from "@mantine/core";
import { isScheduled } from "../../content/scheduling";
import type { ContentStatus } from "../../types/domain";
import { formatDateTime } from "../forms/format";
import { useAdminI18n } from "../i18n";
import { WHOLE_BADGE } from "../ui/whole-badge";

/** Props of StatusBadge. */
export interface StatusBadgeProps {
  status: ContentStatus;
  /** The stored go-live time (ISO timestamp); a future one on a published item shows "Scheduled for …". Default none. */
  publishAt?: string | null;
}

/** A small badge in the admin language: grey 'Draft', green 'Published', blue 'Scheduled for <date time>'. */
export function StatusBadge({ status, publishAt = null }: StatusBadgeProps) {
  const { t, locale } = useAdminI18n();
  if (isScheduled({ status, publish_at: publishAt })) {
    return (
      <Badge variant="light" color="blue" data-testid="status-badge" style={WHOLE_BADGE}>
        {t("schedule.scheduledFor", { time: formatDateTime(publishAt, locale) })}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={status === "draft" ? "gray" : "green"} data-testid="status-badge" style={WHOLE_BADGE}>
      {t(status === "draft" ? "editorial.draft" : "editorial.published")}
    </Badge>
  );
}
