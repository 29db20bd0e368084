/**
 * The trash of one content tab (issue #12): the "Trash (n)" button, the
 * Trash view (title, when deleted, days left before the purge, Restore,
 * Delete forever with a confirmation) and the Undo action of the delete
 * toast. Delete forever also releases the item's files. The trash and its
 * count are react-query queries that every trash, restore and delete
 * invalidates (issue #25).
 */
import { ActionIcon, Button, Card, Group, Loader, Stack, Text, Title, Tooltip } from "@mantine/core";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { restoreFromTrash, TRASH_RETENTION_DAYS, trashDaysLeft, type TrashedRow } from "../../data/content-trash";
import type { ReleaseReport } from "../../data/content-objects";
import type { AppSupabaseClient } from "../../supabase/client";
import type { EditorialTable } from "../../types/domain";
import { useAdminHost } from "../auth/admin-context";
import { invalidateContent, useDeleteForever, useRestoreFromTrash } from "../data/mutations";
import { placeChangedFiles } from "../data/file-placement";
import { trashCountQuery, trashListQuery } from "../data/queries";
import { formatDate } from "../forms/format";
import { type AdminT, adminT, useAdminI18n } from "../i18n";
import { ConfirmModal } from "../ui/confirm-modal";
import { TrashIcon } from "../ui/icons";
import { showToast, toastError, toastSuccess } from "../ui/notify";

/** The entity's names of the admin texts (`entities.<table>`), for interpolation. */
export const entityNames = (table: EditorialTable, t: AdminT = adminT) => ({
  title: t(`entities.${table}.title`),
  name: t(`entities.${table}.name`),
  Name: t(`entities.${table}.Name`),
  plural: t(`entities.${table}.plural`),
});

/**
 * Shows the spec's "{X} deleted successfully" toast after item `id` went to
 * the trash (useMoveToTrash), with an Undo button that restores the item and
 * invalidates that type's queries (list, trash, counts, activity) in
 * `queryClient`. A plain call rather than a mutation hook: the toast
 * outlives the tab that showed it. A failed Undo is toasted and logged.
 */
export function toastTrashedWithUndo(
  client: AppSupabaseClient,
  queryClient: QueryClient,
  table: EditorialTable,
  id: string,
): void {
  toastSuccess(adminT("toast.deleted", entityNames(table)), showToast, {
    label: adminT("trash.undo"),
    onClick: () => {
      restoreFromTrash(client, table, id).then(
        () => {
          toastSuccess(adminT("toast.restored", entityNames(table)));
          void invalidateContent(queryClient, table);
          void placeChangedFiles(client, [{ table, id }]);
        },
        (err: unknown) => {
          console.error(`Failed to restore ${table} row`, err);
          toastError(adminT("toast.restoreFailed", entityNames(table)));
        },
      );
    },
  });
}

/** How many items of `table` are in the trash; null while loading or after a failed load (logged). */
export function useTrashCount(table: EditorialTable): number | null {
  const { client } = useAdminHost();
  const { data, isError } = useQuery(trashCountQuery(client, table));
  return isError ? null : (data ?? null);
}

/** Props of TrashButton. */
export interface TrashButtonProps {
  count: number | null;
  onClick: () => void;
}

/** "Trash (n)": opens the Trash view of the tab. */
export function TrashButton({ count, onClick }: TrashButtonProps) {
  const { t } = useAdminI18n();
  return (
    <Button variant="default" leftSection={<TrashIcon />} onClick={onClick}>
      {t("trash.open", { n: count ?? "…" })}
    </Button>
  );
}

/** Props of TrashView. */
export interface TrashViewProps<Row extends TrashedRow> {
  table: EditorialTable;
  /** The row's title (card heading and the buttons' accessible names). */
  rowTitle: (row: Row) => string;
  /** Back to the tab's list. */
  onBack: () => void;
  /** Tells the admin about files kept or not removed after a delete forever. */
  reportRelease: (report: ReleaseReport) => void;
}

/** The trashed items of one type, most recently deleted first, with Restore and Delete forever. */
export function TrashView<Row extends TrashedRow>({ table, rowTitle, onBack, reportRelease }: TrashViewProps<Row>) {
  const { client } = useAdminHost();
  const { t, locale } = useAdminI18n();
  const names = entityNames(table, t);
  // A failed load shows an empty trash (after the toast), as before.
  const trash = useQuery(trashListQuery<Row>(client, table));
  const rows = trash.data ?? (trash.isError ? [] : null);
  const restoring = useRestoreFromTrash(table);
  const purge = useDeleteForever(table);
  const busyId = restoring.isPending ? restoring.variables : null;
  const [purging, setPurging] = useState<Row | null>(null);

  const restore = async (row: Row) => {
    try {
      await restoring.mutateAsync(row.id);
      toastSuccess(t("toast.restored", names));
    } catch (err) {
      console.error(`Failed to restore ${table} row`, err);
      toastError(t("toast.restoreFailed", names));
    }
  };

  const confirmPurge = async () => {
    if (!purging) return;
    try {
      const report = await purge.mutateAsync(purging);
      toastSuccess(t("toast.deletedForever", names));
      reportRelease(report);
      setPurging(null);
    } catch (err) {
      console.error(`Failed to delete ${table} row forever`, err);
      toastError(t("toast.deleteForeverFailed", names));
    }
  };

  return (
    <Stack gap="md" data-testid="trash-view">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={3}>{t("trash.open", { n: rows?.length ?? "…" })}</Title>
        <Button variant="default" onClick={onBack}>
          {t("trash.back", names)}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t("trash.intro", { days: TRASH_RETENTION_DAYS })}
      </Text>
      {rows === null ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">{t("trash.loading")}</Text>
        </Group>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t("trash.empty")}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {rows.map((row) => {
            const title = rowTitle(row);
            return (
              <Card key={row.id} withBorder radius="md" padding="md" component="li">
                <Group justify="space-between" align="center" wrap="nowrap">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Title order={4}>{title}</Title>
                    {row.deleted_at && (
                      <Text size="sm" c="dimmed">
                        {t("trash.deletedOn", { date: formatDate(row.deleted_at, locale) })}
                        {" · "}
                        {t("trash.daysLeft", { count: trashDaysLeft(row.deleted_at) })}
                      </Text>
                    )}
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      variant="light"
                      aria-label={t("trash.restoreItem", { title })}
                      loading={busyId === row.id}
                      onClick={() => void restore(row)}
                    >
                      {t("trash.restore")}
                    </Button>
                    <Tooltip label={t("trash.deleteForever")}>
                      <ActionIcon
                        variant="light"
                        color="red"
                        size="lg"
                        aria-label={t("trash.deleteForeverItem", { title })}
                        onClick={() => setPurging(row)}
                      >
                        <TrashIcon />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      <ConfirmModal
        opened={purging !== null}
        title={t("trash.deleteForeverTitle", names)}
        confirmLabel={t("trash.deleteForever")}
        busy={purge.isPending}
        onConfirm={() => void confirmPurge()}
        onCancel={() => setPurging(null)}
      >
        {purging ? t("trash.deleteForeverText", { title: rowTitle(purging) }) : ""}
      </ConfirmModal>
    </Stack>
  );
}
