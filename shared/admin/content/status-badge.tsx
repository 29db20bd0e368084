/** The Draft / Published badge of an admin list card (issue #12 Drafts). */
import { Badge } from "@mantine/core";
import type { ContentStatus } from "../../types/domain";
import { useAdminI18n } from "../i18n";
import { WHOLE_BADGE } from "../ui/whole-badge";

/** A small badge naming `status` in the admin language: grey 'Draft', green 'Published'. */
export function StatusBadge({ status }: { status: ContentStatus }) {
  const { t } = useAdminI18n();
  return (
    <Badge variant="light" color={status === "draft" ? "gray" : "green"} data-testid="status-badge" style={WHOLE_BADGE}>
      {t(status === "draft" ? "editorial.draft" : "editorial.published")}
    </Badge>
  );
}
