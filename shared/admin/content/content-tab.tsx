/**
 * One content tab of the dashboard (spec §2, §4 Admin content dialog, §8
 * Admin content): the list newest first with search and count, Add / Edit
 * dialog with inline errors and an unsaved-changes guard, delete confirmation.
 * Issue #12: a Draft / Published badge per card and a status filter beside
 * the search (the count follows it); the dialog lives in content-dialog.tsx.
 * Delete moves the item to the trash (toast with Undo), the "Trash (n)"
 * button shows the Trash view, the edit dialog shows the history.
 * The list is a react-query query (issue #25) that saves, trash moves,
 * restores and deletes invalidate. Issue #27: a published item's card shows
 * whether the public site has its change yet (SiteStatusBadge).
 */
import { ActionIcon, Button, Card, Group, Loader, Stack, Text, Title, Tooltip } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { ReleaseReport } from "../../data/content-objects";
import { newContentId } from "../../data/content-save";
import { TRASH_RETENTION_DAYS } from "../../data/content-trash";
import { matchesSearch } from "../../data/search";
import { useAdminHost } from "../auth/admin-context";
import { useMoveToTrash } from "../data/mutations";
import { usePermissions } from "../auth/permissions";
import { contentListQuery } from "../data/queries";
import { useAdminI18n } from "../i18n";
import { ConfirmModal } from "../ui/confirm-modal";
import { EditIcon, PlusIcon, TrashIcon } from "../ui/icons";
import { ListSearch } from "../ui/list-search";
import { showToast, toastError } from "../ui/notify";
import type { ContentConfig } from "./content-config";
import { ContentDialog, type DialogTarget, type EditorialRow } from "./content-dialog";
import { ContentItemProvider } from "./item-context";
import { statusOf } from "./editorial-status";
import { StatusBadge } from "./status-badge";
import { SiteStatusBadge } from "../site-status/site-status";
import { matchesStatus, StatusFilter, type StatusFilterValue } from "./status-filter";
import { toastTrashedWithUndo, TrashButton, TrashView, useTrashCount } from "./trash-view";

/** Props of ContentTab. */
export interface ContentTabProps<Row extends EditorialRow, F, Input> {
  /** The entity's names, calls, form and card. */
  config: ContentConfig<Row, F, Input>;
  /** An item to open in its edit dialog once the list has it (a review request's Open, issue #29). */
  openItemId?: string | null;
  /** Called once `openItemId` was opened (or is not in the list). */
  onOpenedItem?: () => void;
}

/**
 * Tells the admin about old files that were kept because other items still
 * use them, or that could not be removed (issue #11); nothing when all went.
 */
function reportRelease(report: ReleaseReport, t: ReturnType<typeof useAdminI18n>["t"]): void {
  for (const { url, usedBy } of report.kept) {
    const items = usedBy
      .map((r) => t("files.usedBy", { name: t(`entities.${r.table}.Name`), title: r.title }))
      .join(", ");
    const file = decodeURIComponent(url.split(/[?#]/)[0]!.split("/").at(-1) ?? url);
    showToast({ title: t("files.keptTitle"), message: t("files.kept", { file, items }) });
  }
  if (report.failed.length > 0)
    showToast({
      title: t("toast.error"),
      message: t("files.releaseFailed", { files: report.failed.join(", ") }),
      destructive: true,
    });
}

const NO_ROWS: never[] = [];

/** The list, search, Add button, dialog and delete confirmation of one content type. */
export function ContentTab<Row extends EditorialRow, F, Input>({
  config,
  openItemId = null,
  onOpenedItem,
}: ContentTabProps<Row, F, Input>) {
  const { client } = useAdminHost();
  const queryClient = useQueryClient();
  // A failed load toasts 'Failed to fetch {plural}' (queries.ts) and shows the empty list.
  const list = useQuery(contentListQuery(client, config));
  const rows = list.data ?? NO_ROWS;
  const loading = list.isPending;
  const [query, setQuery] = useState("");
  const [statusFilter, setStatusFilter] = useState<StatusFilterValue>("all");
  const [dialog, setDialog] = useState<DialogTarget<Row> | null>(null);
  // How many times the open dialog was reopened on a restored version (issue #25).
  const [restores, setRestores] = useState(0);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const trash = useMoveToTrash(config.table);
  const [trashOpen, setTrashOpen] = useState(false);
  const trashCount = useTrashCount(config.table);
  // Issue #29: an author neither trashes nor restores (no Trash button, no delete icon).
  const { canTrash } = usePermissions();
  useEffect(() => {
    if (!openItemId || list.isPending) return;
    const row = rows.find((r) => r.id === openItemId);
    if (row) setDialog({ mode: "edit", row });
    onOpenedItem?.();
  }, [openItemId, list.isPending, rows, onOpenedItem]);
  const i18n = useAdminI18n();
  const { t } = i18n;
  const entity = config.table;
  /** The entity's names for interpolation: title, name, Name, plural. */
  const names = {
    title: t(`entities.${entity}.title`),
    name: t(`entities.${entity}.name`),
    Name: t(`entities.${entity}.Name`),
    plural: t(`entities.${entity}.plural`),
  };

  const inStatus = useMemo(() => rows.filter((r) => matchesStatus(statusFilter, r)), [rows, statusFilter]);
  const visible = useMemo(
    () => inStatus.filter((r) => matchesSearch(query, config.searchText(r))),
    [inStatus, query, config],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      // To the trash (issue #12): the item keeps its files; the toast offers Undo.
      await trash.mutateAsync(deleting.id);
      toastTrashedWithUndo(client, queryClient, config.table, deleting.id);
      setDeleting(null);
    } catch (err) {
      console.error(`Failed to delete ${config.table} row`, err);
      toastError(t("toast.deleteFailed", names));
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        {trashOpen ? (
          <span />
        ) : (
          <Group gap="md" align="flex-end" wrap="wrap">
            <ListSearch
              label={t("list.search", names)}
              query={query}
              onQueryChange={setQuery}
              count={loading ? "" : t("list.count", { visible: visible.length, total: inStatus.length })}
            />
            <StatusFilter value={statusFilter} onChange={setStatusFilter} />
          </Group>
        )}
        <Group gap="xs">
          {canTrash && <TrashButton count={trashCount} onClick={() => setTrashOpen(true)} />}
          <Button leftSection={<PlusIcon />} onClick={() => setDialog({ mode: "add", id: newContentId() })}>
            {t("content.add", names)}
          </Button>
        </Group>
      </Group>

      {trashOpen ? (
        <TrashView<Row & { deleted_at: string | null }>
          table={config.table}
          rowTitle={config.rowTitle}
          onBack={() => setTrashOpen(false)}
          reportRelease={(report) => reportRelease(report, t)}
        />
      ) : loading ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">{t("list.loading", names)}</Text>
        </Group>
      ) : visible.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {rows.length === 0
            ? t("list.empty", names)
            : inStatus.length === 0
              ? t("editorial.noneInFilter", names)
              : t("list.noMatch", { ...names, query })}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {visible.map((row) => (
            <Card key={row.id} withBorder radius="md" padding="md" component="li">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap="xs" wrap="nowrap">
                    <Title order={4}>{config.rowTitle(row)}</Title>
                    <StatusBadge status={statusOf(row)} publishAt={row.publish_at} />
                    <SiteStatusBadge item={row} />
                  </Group>
                  {config.renderSummary(row, i18n)}
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Tooltip label={t("content.edit")}>
                    <ActionIcon
                      variant="light"
                      aria-label={t("content.editItem", { title: config.rowTitle(row) })}
                      onClick={() => setDialog({ mode: "edit", row })}
                    >
                      <EditIcon />
                    </ActionIcon>
                  </Tooltip>
                  {canTrash && (
                    <Tooltip label={t("content.delete")}>
                      <ActionIcon
                        variant="light"
                        color="red"
                        aria-label={t("content.deleteItem", { title: config.rowTitle(row) })}
                        onClick={() => setDeleting(row)}
                      >
                        <TrashIcon />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}

      {dialog && (
        <ContentItemProvider
          table={config.table}
          id={dialog.mode === "edit" ? dialog.row.id : dialog.id}
          afterRestore={restores > 0}
          onRestored={(row) => {
            // Reopened on the restored version (a new key remounts the dialog with it).
            setDialog({ mode: "edit", row: row as Row });
            setRestores((n) => n + 1);
          }}
        >
          <ContentDialog
            key={`${dialog.mode === "edit" ? dialog.row.id : dialog.id}:${restores}`}
            config={config}
            target={dialog}
            onClose={() => {
              setDialog(null);
              setRestores(0);
            }}
            onReleased={(report) => reportRelease(report, t)}
          />
        </ContentItemProvider>
      )}

      <ConfirmModal
        opened={deleting !== null}
        title={t("content.deleteTitle", names)}
        confirmLabel={t("content.delete")}
        busy={trash.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? t("content.deleteText", { title: config.rowTitle(deleting), days: TRASH_RETENTION_DAYS }) : ""}
      </ConfirmModal>
    </Stack>
  );
}
