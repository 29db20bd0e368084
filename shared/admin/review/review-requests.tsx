/**
 * "Waiting for review" on the dashboard (issue #29): the drafts authors sent
 * with "Submit for review", newest first, each with Open (the item's edit
 * dialog on its tab, where a publisher publishes it) and Dismiss. Shown to
 * publishers and admins (permissions.canReviewRequests).
 */
import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dismissReviewRequest, listReviewRequests, type ReviewRequest } from "../../data/review-requests";
import { EDITORIAL_TABLES, type EditorialTable } from "../../types/domain";
import { useAdminHost } from "../auth/admin-context";
import { formatDateTime } from "../forms/format";
import { useAdminI18n } from "../i18n";
import { toastError } from "../ui/notify";
import { WHOLE_BADGE } from "../ui/whole-badge";

/** The react-query key of the review requests. */
export const REVIEW_REQUESTS_KEY = ["review-requests"] as const;

const isEditorialTable = (name: string): name is EditorialTable =>
  (EDITORIAL_TABLES as readonly string[]).includes(name);

/** Props of ReviewRequests. */
export interface ReviewRequestsProps {
  /** Opens item `itemId` of `table` (the dashboard switches to its tab and opens its dialog). */
  onOpen: (table: EditorialTable, itemId: string) => void;
}

/** The list; nothing when empty (no card to scroll past). */
export function ReviewRequests({ onOpen }: ReviewRequestsProps) {
  const { client } = useAdminHost();
  const { t, locale } = useAdminI18n();
  const queryClient = useQueryClient();
  const requests = useQuery({
    queryKey: REVIEW_REQUESTS_KEY,
    queryFn: () => listReviewRequests(client),
    refetchInterval: 60_000,
  });
  const dismiss = useMutation({
    mutationFn: (request: ReviewRequest) => dismissReviewRequest(client, request.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEW_REQUESTS_KEY }),
    onError: (err) => toastError(t("review.dismissFailed", { error: err instanceof Error ? err.message : "" })),
  });

  const rows = requests.data ?? [];
  if (requests.isError)
    return (
      <Text c="red" size="sm" role="alert">
        {t("review.loadFailed", { error: requests.error.message })}
      </Text>
    );
  if (rows.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="review-requests-title">
      <Group gap="xs" mb="xs">
        <Title order={2} size="h4" id="review-requests-title">
          {t("review.title")}
        </Title>
        <Badge
          size="sm"
          color="orange"
          style={WHOLE_BADGE}
          aria-label={t("review.count", { count: rows.length })}
          data-testid="review-count"
        >
          {rows.length}
        </Badge>
      </Group>
      <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {rows.map((r) => {
          const title = r.item_title || t("review.untitled");
          const table = isEditorialTable(r.table_name) ? r.table_name : null;
          return (
            <Group key={r.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={500} truncate>
                  {title}
                </Text>
                <Text size="xs" c="dimmed">
                  {t("review.requestedBy", {
                    table: table ? t(`entities.${table}.Name`) : r.table_name,
                    email: r.requested_by_email ?? "—",
                    date: formatDateTime(r.requested_at, locale),
                  })}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                {table && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-label={t("review.openItem", { title })}
                    onClick={() => onOpen(table, r.item_id)}
                  >
                    {t("review.open")}
                  </Button>
                )}
                <Button
                  size="compact-sm"
                  variant="default"
                  aria-label={t("review.dismissItem", { title })}
                  loading={dismiss.isPending && dismiss.variables?.id === r.id}
                  onClick={() => dismiss.mutate(r)}
                >
                  {t("review.dismiss")}
                </Button>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
