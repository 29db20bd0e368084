/**
 * The public site's status in the admin (issue #27: "the admin shows, per
 * item and for the site, whether the public site has the change yet … from
 * the build's own record, not a guess"), computed by
 * shared/content/site-status.ts from the build records:
 * - SiteStatusBadge, beside a published item's Draft/Published badge (list
 *   cards and the edit dialog): "Live on the site", "Updating the site…" or
 *   "Site update failed"; nothing for drafts, scheduled items, or an item no
 *   record speaks of;
 * - SiteStatusPanel, in the dashboard's header: the site-wide status, the
 *   failure's error with Retry, and "Update the site now".
 */
import { Badge, Button, Group, Loader, Text, Tooltip } from "@mantine/core";
import { siteStatusOf, type SiteStatus, type SiteStatusItem, siteWideStatusOf } from "../../content/site-status";
import { useAdminI18n } from "../i18n";
import { toastError } from "../ui/notify";
import { WHOLE_BADGE } from "../ui/whole-badge";
import { useRequestSiteBuild, useSiteBuilds } from "./use-site-builds";

const COLORS: Record<"live" | "updating" | "failed", string> = { live: "teal", updating: "blue", failed: "red" };

/** Props of SiteStatusBadge. */
export interface SiteStatusBadgeProps {
  /** The item: its status, go-live time and last change (`updated_at`). */
  item: SiteStatusItem;
}

/** A published item's site status as a small badge (the error in its tooltip); nothing when there is none to show. */
export function SiteStatusBadge({ item }: SiteStatusBadgeProps) {
  const { t } = useAdminI18n();
  const { builds, loaded } = useSiteBuilds();
  if (!loaded) return null;
  const status = siteStatusOf(item, builds);
  if (status.state === "not-public" || status.state === "unknown") return null;
  const badge = (
    <Badge variant="light" color={COLORS[status.state]} data-testid="site-status-badge" style={WHOLE_BADGE}>
      {t(`siteStatus.${status.state}Short`)}
    </Badge>
  );
  return status.state === "failed" ? (
    <Tooltip label={t("siteStatus.failed", { error: status.error || t("siteStatus.noError") })} multiline maw={360}>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}

/** The site-wide text of `status`. */
function statusText(status: SiteStatus, t: ReturnType<typeof useAdminI18n>["t"]): string {
  switch (status.state) {
    case "live":
      return t("siteStatus.live");
    case "updating":
      return t("siteStatus.updating");
    case "failed":
      return t("siteStatus.failed", { error: status.error || t("siteStatus.noError") });
    default:
      return t("siteStatus.none");
  }
}

/** The dashboard's site status: a polite live region with the state, Retry after a failure, and "Update the site now". */
export function SiteStatusPanel() {
  const { t } = useAdminI18n();
  const { builds, loaded } = useSiteBuilds();
  const request = useRequestSiteBuild();
  if (!loaded) return null;
  const status = siteWideStatusOf(builds);
  const ask = () =>
    request.mutate(undefined, {
      onError: (error) => {
        console.error("Failed to request a site build", error);
        toastError(t("siteStatus.requestFailed"));
      },
    });
  return (
    <Group gap="xs" wrap="wrap" data-testid="site-status">
      {status.state === "updating" && <Loader size="xs" aria-hidden />}
      <Text size="sm" role="status" aria-live="polite" c={status.state === "failed" ? "red.8" : undefined}>
        {statusText(status, t)}
      </Text>
      {status.state === "failed" ? (
        <Button size="compact-sm" color="red" variant="light" loading={request.isPending} onClick={ask}>
          {t("siteStatus.retry")}
        </Button>
      ) : (
        <Button
          size="compact-sm"
          variant="subtle"
          loading={request.isPending}
          disabled={status.state === "updating"}
          onClick={ask}
        >
          {t("siteStatus.updateNow")}
        </Button>
      )}
    </Group>
  );
}
