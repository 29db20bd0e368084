/**
 * The dashboard's "Recent activity" (issue #12): the latest changes across
 * the four content types, newest first: when, the action (translated), the
 * item's title and type, and who. It reloads whenever a content mutation
 * invalidates it (issue #25).
 */
import { Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useAdminHost } from "../auth/admin-context";
import { historyActor } from "../content/item-history";
import { activityQuery } from "../data/queries";
import { formatDateTime } from "../forms/format";
import { useAdminI18n } from "../i18n";

/** The recent-activity panel; a failed load says so in the panel (and is logged). */
export function RecentActivity() {
  const { client } = useAdminHost();
  const { t, locale } = useAdminI18n();
  // A failed reload shows the message instead of the list until a reload succeeds.
  const { data: entries = null, isError: failed } = useQuery(activityQuery(client));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recent-activity-title">
      <Title order={2} size="h4" id="recent-activity-title" mb="xs">
        {t("history.activity")}
      </Title>
      {failed ? (
        <Text size="sm" c="red" role="alert">
          {t("history.activityFailed")}
        </Text>
      ) : entries === null ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t("history.loading")}
          </Text>
        </Group>
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("history.activityEmpty")}
        </Text>
      ) : (
        <Stack gap={6} component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {entries.map((e) => (
            <li key={e.id} data-testid="activity-entry">
              <Text size="sm">
                <Text span size="sm" c="dimmed">
                  {formatDateTime(e.occurred_at, locale)}
                </Text>{" "}
                · <strong>{t(`history.actions.${e.action}`)}</strong> · {t(`entities.${e.table_name}.Name`)} “
                {e.item_title ?? ""}” · {historyActor(e.actor_email, t)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
