/**
 * One content tab of the dashboard (spec §2, §4 Admin content dialog, §8
 * Admin content): the list newest first with search and count, Add / Edit
 * dialog with inline errors and an unsaved-changes guard, delete confirmation.
 * Issue #12: Delete moves the item to the trash (toast with Undo), the
 * "Trash (n)" button shows the Trash view, the edit dialog shows the history.
 */
import { ActionIcon, Button, Card, Group, Loader, Modal, Progress, Stack, Text, Title, Tooltip } from "@mantine/core";
import { type FormEvent, useCallback, useEffect, useMemo, useState } from "react";
import type { ReleaseReport } from "../../data/content-objects";
import { newContentId, saveContentItem, type SaveProgress } from "../../data/content-save";
import { TRASH_RETENTION_DAYS } from "../../data/content-trash";
import { useAdminHost } from "../auth/admin-context";
import type { FieldErrors } from "../forms/common";
import { formsDiffer } from "../forms/common";
import { matchesSearch } from "../forms/format";
import { adminT, useAdminI18n } from "../i18n";
import { ConfirmModal } from "../ui/confirm-modal";
import { EditIcon, PlusIcon, TrashIcon } from "../ui/icons";
import { ListSearch } from "../ui/list-search";
import { showToast, toastError, toastSuccess } from "../ui/notify";
import type { ContentConfig } from "./content-config";
import { ItemHistory } from "./item-history";
import { TrashButton, TrashView, trashWithUndo, useTrashCount } from "./trash-view";

/** Props of ContentTab. */
export interface ContentTabProps<Row extends { id: string }, F, Input> {
  /** The entity's names, calls, form and card. */
  config: ContentConfig<Row, F, Input>;
  /** Called after every successful create, update or delete (the dashboard reloads its counts). */
  onChanged: () => void;
}

type DialogState<Row, F> =
  { mode: "closed" } | { mode: "add"; initial: F; id: string } | { mode: "edit"; row: Row; initial: F };

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

/** The list, search, Add button, dialog and delete confirmation of one content type. */
export function ContentTab<Row extends { id: string }, F, Input>({
  config,
  onChanged,
}: ContentTabProps<Row, F, Input>) {
  const { client } = useAdminHost();
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);
  const [query, setQuery] = useState("");
  const [dialog, setDialog] = useState<DialogState<Row, F>>({ mode: "closed" });
  const [form, setForm] = useState<F>(config.emptyForm);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [trashOpen, setTrashOpen] = useState(false);
  const [trashVersion, setTrashVersion] = useState(0);
  const trashCount = useTrashCount(config.table, trashVersion);
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

  const load = useCallback(async () => {
    try {
      setRows(await config.list(client));
    } catch (err) {
      console.error(`Failed to fetch ${config.table}`, err);
      toastError(adminT("toast.fetchFailed", { plural: adminT(`entities.${config.table}.plural`) }));
    } finally {
      setLoading(false);
    }
  }, [client, config]);

  useEffect(() => {
    void load();
  }, [load]);

  // After a move to the trash, an Undo, a restore or a delete forever: list, counts and trash count.
  const trashChanged = useCallback(() => {
    void load();
    onChanged();
    setTrashVersion((v) => v + 1);
  }, [load, onChanged]);

  const visible = useMemo(() => rows.filter((r) => matchesSearch(query, config.searchText(r))), [rows, query, config]);

  const open = (next: DialogState<Row, F>) => {
    if (next.mode !== "closed") setForm(next.initial);
    setErrors({});
    setDialog(next);
  };
  // Closing resets the form (spec §4).
  const close = () => {
    setDialog({ mode: "closed" });
    setConfirmDiscard(false);
    setErrors({});
    setForm(config.emptyForm());
  };
  const dirty = dialog.mode !== "closed" && formsDiffer(form, dialog.initial);
  const requestClose = () => {
    if (saving) return;
    if (dirty) setConfirmDiscard(true);
    else close();
  };

  // Editing a field clears its inline error; the rest stay until the next submit.
  const updateForm = (patch: Partial<F>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const keys = Object.keys(patch) as (keyof F)[];
      if (!keys.some((k) => k in e)) return e;
      const next = { ...e };
      for (const k of keys) delete next[k];
      return next;
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (dialog.mode === "closed") return;
    const parsed = config.parse(form);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const verb = dialog.mode === "add" ? "create" : "update";
    const id = dialog.mode === "add" ? dialog.id : dialog.row.id;
    try {
      const report = await saveContentItem(client, {
        table: config.table,
        id,
        input: parsed.value,
        uploads: parsed.uploads ?? [],
        previous: dialog.mode === "edit" ? dialog.row : undefined,
        write: (payload) =>
          dialog.mode === "add" ? config.create(client, payload, id) : config.update(client, id, payload),
        onProgress: setProgress,
      });
      toastSuccess(t(verb === "create" ? "toast.created" : "toast.updated", names));
      reportRelease(report, t);
      close();
      void load();
      onChanged();
    } catch (err) {
      console.error(`Failed to ${verb} ${config.table} row`, err);
      toastError(t(verb === "create" ? "toast.createFailed" : "toast.updateFailed", names));
    } finally {
      setSaving(false);
      setProgress(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      // To the trash (issue #12): the item keeps its files; the toast offers Undo.
      await trashWithUndo(client, config.table, deleting.id, trashChanged);
      setDeleting(null);
    } catch (err) {
      console.error(`Failed to delete ${config.table} row`, err);
      toastError(t("toast.deleteFailed", names));
    } finally {
      setDeleteBusy(false);
    }
  };

  const Fields = config.Fields;
  const title = t(dialog.mode === "edit" ? "content.editTitle" : "content.addTitle", names);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        {trashOpen ? (
          <span />
        ) : (
          <ListSearch
            label={t("list.search", names)}
            query={query}
            onQueryChange={setQuery}
            count={loading ? "" : t("list.count", { visible: visible.length, total: rows.length })}
          />
        )}
        <Group gap="xs">
          <TrashButton count={trashCount} onClick={() => setTrashOpen(true)} />
          <Button
            leftSection={<PlusIcon />}
            onClick={() => open({ mode: "add", initial: config.emptyForm(), id: newContentId() })}
          >
            {t("content.add", names)}
          </Button>
        </Group>
      </Group>

      {trashOpen ? (
        <TrashView<Row & { deleted_at: string | null }>
          table={config.table}
          rowTitle={config.rowTitle}
          onBack={() => setTrashOpen(false)}
          onChanged={trashChanged}
          reportRelease={(report) => reportRelease(report, t)}
        />
      ) : loading ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">{t("list.loading", names)}</Text>
        </Group>
      ) : visible.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {rows.length === 0 ? t("list.empty", names) : t("list.noMatch", { ...names, query })}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {visible.map((row) => (
            <Card key={row.id} withBorder radius="md" padding="md" component="li">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Title order={4}>{config.rowTitle(row)}</Title>
                  {config.renderSummary(row, i18n)}
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Tooltip label={t("content.edit")}>
                    <ActionIcon
                      variant="light"
                      aria-label={t("content.editItem", { title: config.rowTitle(row) })}
                      onClick={() => open({ mode: "edit", row, initial: config.toForm(row) })}
                    >
                      <EditIcon />
                    </ActionIcon>
                  </Tooltip>
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
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}

      <Modal
        opened={dialog.mode !== "closed"}
        onClose={requestClose}
        title={title}
        size="lg"
        closeOnEscape={!confirmDiscard}
        styles={{ title: { fontWeight: 600, fontSize: "var(--mantine-font-size-lg)" } }}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Fields form={form} update={updateForm} errors={errors} />
            {progress && (
              <Stack gap={4} role="status">
                <Text size="sm">
                  {t("files.uploading", { name: progress.name, index: progress.index + 1, count: progress.count })}
                </Text>
                <Progress
                  value={progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0}
                  aria-label={t("files.progress")}
                />
              </Stack>
            )}
            {Object.keys(errors).length > 0 && (
              <Text size="sm" c="red" role="alert">
                {t("content.fixFields")}
              </Text>
            )}
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={requestClose} disabled={saving}>
                {t("content.cancel")}
              </Button>
              <Button type="submit" loading={saving}>
                {dialog.mode === "edit" ? t("content.update") : t("content.create")}
              </Button>
            </Group>
            {/* Issue #12: the item's history, collapsed, at the bottom of the edit dialog. */}
            {dialog.mode === "edit" && <ItemHistory table={config.table} id={dialog.row.id} />}
          </Stack>
        </form>
      </Modal>

      <ConfirmModal
        opened={confirmDiscard}
        title={t("content.discardTitle")}
        confirmLabel={t("content.discard")}
        cancelLabel={t("content.keepEditing")}
        onConfirm={close}
        onCancel={() => setConfirmDiscard(false)}
        zIndex={400}
      >
        {t("content.discardText", names)}
      </ConfirmModal>

      <ConfirmModal
        opened={deleting !== null}
        title={t("content.deleteTitle", names)}
        confirmLabel={t("content.delete")}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? t("content.deleteText", { title: config.rowTitle(deleting), days: TRASH_RETENTION_DAYS }) : ""}
      </ConfirmModal>
    </Stack>
  );
}
