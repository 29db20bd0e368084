/**
 * The dashboard's "Recent activity" (issue #12): the latest changes across
 * the four content types, newest first: when, the action (translated), the
 * item's title and type, and who.
 */
import { Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { listRecentActivity } from "../../data/content-history";
import type { ContentAuditEntry } from "../../types/domain";
import { useAdminHost } from "../auth/admin-context";
import { historyActor } from "../content/item-history";
import { formatDateTime } from "../forms/format";
import { useAdminI18n } from "../i18n";

/** Props of RecentActivity. */
export interface RecentActivityProps {
  /** Changes whenever content changed; the list reloads. */
  version: number;
}

/** The recent-activity panel; a failed load says so in the panel (and is logged). */
export function RecentActivity({ version }: RecentActivityProps) {
  const { client } = useAdminHost();
  const { t, locale } = useAdminI18n();
  const [entries, setEntries] = useState<Omit<ContentAuditEntry, "changes">[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    listRecentActivity(client).then(
      (rows) => {
        if (!live) return;
        setEntries(rows);
        setFailed(false);
      },
      (err: unknown) => {
        console.error("Failed to load the recent activity", err);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [client, version]);

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
