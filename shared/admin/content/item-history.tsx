/**
 * An item's history at the bottom of its edit dialog (issue #12): a
 * collapsed "History" section that, when opened, lists the item's logged
 * changes newest first: when, who (e-mail), what (the action, translated)
 * and, for edits, each changed field with its old → new value (long values
 * shortened). Only for items that exist (the edit dialog). A save of the
 * item invalidates it (issue #25).
 *
 * Each earlier version offers "Restore this version" (issue #25): after a
 * confirmation it writes the item back to the version it had right after
 * that entry, as one update through the stale-save check (a change made
 * since the history was loaded refuses it), which the log records like any
 * edit; then the dialog reopens on the restored version (ContentItemProvider).
 */
import { Accordion, Button, Group, List, Loader, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { fetchCurrentRow, isStaleSave } from "../../data/content-conflicts";
import { formatChangeValue, shownChanges } from "../../data/content-history";
import { type ItemVersions, restoreValues } from "../../data/content-versions";
import type { ContentAuditEntry, EditorialTable } from "../../types/domain";
import { useAdminHost } from "../auth/admin-context";
import { useRestoreVersion } from "../data/mutations";
import { versionsQuery } from "../data/queries";
import { formatDateTime } from "../forms/format";
import { type AdminT, adminI18n, useAdminI18n } from "../i18n";
import { ConfirmModal } from "../ui/confirm-modal";
import { toastError, toastSuccess } from "../ui/notify";
import { useContentItem } from "./item-context";

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
  const item = useContentItem();
  const [opened, setOpened] = useState<string | null>(item?.afterRestore ? "history" : null);
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

/**
 * Whether entry `index` of `versions.entries` offers "Restore this version":
 * not the newest (it is the current version), not a purge, and its version
 * differs from the stored row in some restorable field.
 */
export function canRestore(versions: ItemVersions, index: number): boolean {
  const entry = versions.entries[index];
  return index > 0 && entry !== undefined && Object.keys(restoreValues(versions, entry.id)).length > 0;
}

function HistoryEntries({ table, id }: ItemHistoryProps) {
  const { client } = useAdminHost();
  const { t, locale } = useAdminI18n();
  const item = useContentItem();
  const { data: versions = null, isError: failed } = useQuery(versionsQuery(client, table, id));
  const entries = versions?.entries ?? null;
  const restore = useRestoreVersion(table);
  const [asked, setAsked] = useState<ContentAuditEntry | null>(null);
  const name = t(`entities.${table}.name`);

  const confirmRestore = async () => {
    if (!asked || !versions) return;
    const time = formatDateTime(asked.occurred_at, locale);
    try {
      await restore.mutateAsync({ id, versions, entryId: asked.id });
      setAsked(null);
      toastSuccess(t("history.restored", { time }));
      const fresh = await fetchCurrentRow<object>(client, table, id);
      if (fresh) item?.onRestored?.(fresh);
    } catch (err) {
      setAsked(null);
      if (isStaleSave(err)) toastError(t("history.restoreConflict", { name }));
      else {
        console.error(`Failed to restore a version of ${table} ${id}`, err);
        toastError(t("history.restoreFailed"));
      }
    }
  };

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
      {entries.map((entry, index) => {
        const changes = shownChanges(entry);
        const time = formatDateTime(entry.occurred_at, locale);
        return (
          <li key={entry.id} data-testid="history-entry">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm">
                <strong>{t(`history.actions.${entry.action}`)}</strong> · {time} · {historyActor(entry.actor_email, t)}
              </Text>
              {versions && canRestore(versions, index) && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  style={{ flexShrink: 0 }}
                  onClick={() => setAsked(entry)}
                  aria-label={t("history.restoreItem", { time })}
                >
                  {t("history.restore")}
                </Button>
              )}
            </Group>
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
      <ConfirmModal
        opened={asked !== null}
        title={t("history.restoreTitle")}
        confirmLabel={t("history.restoreConfirm")}
        busy={restore.isPending}
        onConfirm={() => void confirmRestore()}
        onCancel={() => setAsked(null)}
        zIndex={400}
      >
        {asked ? t("history.restoreText", { name, time: formatDateTime(asked.occurred_at, locale) }) : null}
      </ConfirmModal>
    </Stack>
  );
}
