/**
 * An item's history at the bottom of its edit dialog (issue #12): a
 * collapsed "History" section that, when opened, lists the item's logged
 * changes newest first: when, who (e-mail), what (the action, translated)
 * and, for edits, each changed field with its old → new value (long values
 * shortened). Only for items that exist (the edit dialog). A save of the
 * item invalidates it (issue #25).
 */
import { Accordion, Group, List, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatChangeValue, shownChanges } from "../../data/content-history";
import type { EditorialTable } from "../../types/domain";
import { useAdminHost } from "../auth/admin-context";
import { historyQuery } from "../data/queries";
import { formatDateTime } from "../forms/format";
import { type AdminT, adminI18n, useAdminI18n } from "../i18n";

/** A logged field's label in the admin language: the dialog's label when there is one, else the column name. */
export function historyFieldLabel(field: string, t: AdminT): string {
  if (field === "status") return t("history.status");
  if (field === "documents") return t("documents.title");
  return adminI18n.exists(`fields.${field}`) ? t(`fields.${field}` as "fields.title") : field;
}

/** "by someone@example.com", or "by the system" for changes made outside the API (SQL, the seed, the purge). */
export const historyActor = (email: string | null, t: AdminT): string =>
  email ? t("history.by", { email }) : t("history.system");

/** Props of ItemHistory. */
export interface ItemHistoryProps {
  table: EditorialTable;
  /** The item's id. */
  id: string;
}

/** The collapsible History section; loads when first opened. */
export function ItemHistory({ table, id }: ItemHistoryProps) {
  const [opened, setOpened] = useState<string | null>(null);
  const { t } = useAdminI18n();
  return (
    <Accordion variant="contained" value={opened} onChange={setOpened} mt="sm">
      <Accordion.Item value="history">
        <Accordion.Control>{t("history.title")}</Accordion.Control>
        <Accordion.Panel>{opened === "history" && <HistoryEntries table={table} id={id} />}</Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

function HistoryEntries({ table, id }: ItemHistoryProps) {
  const { client } = useAdminHost();
  const { t, locale } = useAdminI18n();
  const { data: entries = null, isError: failed } = useQuery(historyQuery(client, table, id));

  if (failed)
    return (
      <Text size="sm" c="red" role="alert">
        {t("history.failed")}
      </Text>
    );
  if (entries === null)
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t("history.loading")}
        </Text>
      </Group>
    );
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("history.empty")}
      </Text>
    );
  const empty = t("history.emptyValue");
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label={t("history.title")}>
      {entries.map((entry) => {
        const changes = shownChanges(entry);
        return (
          <li key={entry.id} data-testid="history-entry">
            <Text size="sm">
              <strong>{t(`history.actions.${entry.action}`)}</strong> · {formatDateTime(entry.occurred_at, locale)} ·{" "}
              {historyActor(entry.actor_email, t)}
            </Text>
            {changes.length > 0 && (
              <List size="sm" spacing={2} withPadding>
                {changes.map((c) => (
                  <List.Item key={c.field}>
                    <Text span size="sm" fw={500}>
                      {historyFieldLabel(c.field, t)}
                    </Text>
                    {": "}
                    <Text span size="sm" c="dimmed" td="line-through">
                      {formatChangeValue(c.old, empty)}
                    </Text>
                    {" → "}
                    <Text span size="sm">
                      {formatChangeValue(c.new, empty)}
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
