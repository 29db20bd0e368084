/**
 * The Add / Edit dialog of a content tab (spec §4 Admin content dialog, §8
 * toasts; issue #11 files; issue #12 drafts, preview, keyboard, concurrent
 * edits). The form holds the entity's fields; each saving button saves
 * them with its status through saveContentItem (files uploaded
 * first, removed again when the save fails). An edit is written with
 * updateIfUnchanged and the `updated_at` the dialog loaded: when someone else
 * saved, trashed or deleted the item meanwhile, nothing is written, what was
 * typed stays, and ConflictMessage offers Reload. The save is a react-query
 * mutation (issue #25) that invalidates the type's list, trash, history, the
 * counts and the activity; Reload invalidates them too.
 *
 * The fields are a @mantine/form form validated by the type's zod schema
 * (shared/data/content-schemas, through mantine-form-zod-resolver; issue
 * #25): errors appear on submit and a field's clears when it is edited; the
 * unsaved-changes guard asks when form.isDirty(). On a phone (below the `sm`
 * breakpoint) the dialog is full-screen and its paired inputs stack.
 *
 * Keyboard: Ctrl/Cmd+S saves with defaultSaveStatus (a new item or a draft as
 * a draft, a published item stays published: never a publish by accident);
 * Esc closes through the unsaved-changes guard, as Cancel does; with the
 * discard question, the preview or the history's restore question open, Esc
 * closes only that one (AdminModal: one Escape, one modal; issue #25).
 */
import { Progress, Stack, Text, useMantineTheme } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { useQueryClient } from "@tanstack/react-query";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { type FormEvent, useState } from "react";
import { isItemPageTable } from "../../content/item-pages";
import { isScheduled } from "../../content/scheduling";
import { fetchCurrentRow, isStaleSave, StaleSaveError, updateIfUnchanged } from "../../data/content-conflicts";
import type { ReleaseReport } from "../../data/content-objects";
import type { PendingUpload, SaveProgress } from "../../data/content-save";
import { isSlugConflict, SLUG_TAKEN_MESSAGE } from "../../data/content-schemas";
import type { ContentStatus } from "../../types/domain";
import { useAdminHost, useAuth } from "../auth/admin-context";
import { usePermissions } from "../auth/permissions";
import { submitForReview } from "../../data/review-requests";
import { isRlsRefusal, refusalMessage } from "../mfa/write-refusal";
import { REVIEW_REQUESTS_KEY } from "../review/review-requests";
import { invalidateContent, useSaveContentItem } from "../data/mutations";
import { type AdminT, useAdminI18n } from "../i18n";
import { formatDateTime } from "../forms/format";
import { AdminModal } from "../ui/admin-modal";
import { ConfirmModal } from "../ui/confirm-modal";
import { showToast, toastError, toastSuccess } from "../ui/notify";
import { ConflictMessage, type ConflictKind } from "./conflict-message";
import type { ContentConfig, ContentForm, FormValues } from "./content-config";
import { ContentPreview } from "./content-preview";
import { DialogActions } from "./dialog-actions";
import { defaultSaveStatus, statusOf } from "./editorial-status";
import { ItemHistory } from "./item-history";
import { ViewPageLink } from "./item-page-fields";
import { ScheduleField } from "./schedule-field";
import { SiteStatusBadge } from "../site-status/site-status";
import { useSaveShortcut } from "./use-save-shortcut";

/** The columns every editorial row has (issue #12 migration). */
export interface EditorialRow {
  id: string;
  status: string;
  updated_at: string;
  deleted_at?: string | null;
  /** The go-live time (issue #26); absent on rows from before the column existed. */
  publish_at?: string | null;
  /** The item page's address (issue #26); only the four item-page types have one. */
  slug?: string | null;
}

/** Which item the dialog opens: a new one with the id it will be stored under, or a stored row. */
export type DialogTarget<Row> = { mode: "add"; id: string } | { mode: "edit"; row: Row };

/** Props of ContentDialog. */
export interface ContentDialogProps<Row extends EditorialRow, F, Input> {
  config: ContentConfig<Row, F, Input>;
  target: DialogTarget<Row>;
  /** Called when the dialog closes (after a save, Cancel, Esc or the close button). */
  onClose: () => void;
  /** Reports files kept or not removed after a save (issue #11). */
  onReleased: (report: ReleaseReport) => void;
}

/** A form type as @mantine/form's values (every form type is an object of named fields). */
const formValues = <F,>(values: F) => values as F & FormValues;

/** The spec §8 toast of a save, plus a second line when the save changed what the public sees. */
function announceSave(
  t: AdminT,
  names: Record<string, string>,
  created: boolean,
  was: ContentStatus | null,
  now: ContentStatus,
) {
  toastSuccess(t(created ? "toast.created" : "toast.updated", names));
  if (was !== null && was !== now)
    showToast({
      title: t("toast.success"),
      message: t(now === "published" ? "editorial.nowPublic" : "editorial.nowDraft"),
    });
}

/** The dialog: fields, upload progress, stale-save message, saving buttons, preview and discard guard. */
export function ContentDialog<Row extends EditorialRow, F, Input>({
  config,
  target,
  onClose,
  onReleased,
}: ContentDialogProps<Row, F, Input>) {
  const { client } = useAdminHost();
  const queryClient = useQueryClient();
  const saveItem = useSaveContentItem<Input>(config.table);
  const { t, locale } = useAdminI18n();
  // Below the `sm` breakpoint (where the fields stack in one column) the dialog takes the whole screen,
  // so each input, and the Chinese inputs' placeholder, gets the phone's full width (issue #25).
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  const [row, setRow] = useState<Row | null>(target.mode === "edit" ? target.row : null);
  // Checks on submit only (the Mantine default); editing a field clears its error, the rest stay until the next submit.
  const form: ContentForm<F> = useForm<F & FormValues, F & FormValues, FormErrors>({
    mode: "controlled",
    initialValues: formValues(target.mode === "edit" ? config.toForm(target.row) : config.emptyForm()),
    validate: zod4Resolver(config.schema, { errorPriority: "first" }),
  });
  const [saving, setSaving] = useState<ContentStatus | null>(null);
  // Issue #29: an author saves drafts and sends them for review; a refused write names its cause.
  const { canPublish } = usePermissions();
  const role = useAuth((s) => s.role);
  const aal = useAuth((s) => s.aal);
  const [reviewing, setReviewing] = useState(false);
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [conflict, setConflict] = useState<ConflictKind | null>(null);
  const [reloading, setReloading] = useState(false);
  const [preview, setPreview] = useState<{ item: object; uploads: PendingUpload[] } | null>(null);
  const id = target.mode === "edit" ? target.row.id : target.id;
  const current: ContentStatus | null = row ? statusOf(row) : null;
  const names = {
    title: t(`entities.${config.table}.title`),
    name: t(`entities.${config.table}.name`),
    Name: t(`entities.${config.table}.Name`),
    plural: t(`entities.${config.table}.plural`),
  };

  const requestClose = () => {
    if (saving) return;
    if (form.isDirty()) setConfirmDiscard(true);
    else onClose();
  };

  /** Validates the form (its errors shown inline); the payload and uploads when it is valid, else null. */
  const validated = () => {
    if (form.validate().hasErrors) return null;
    return config.schema.parse(form.getValues());
  };

  /** Loads the stored version; a missing or trashed item turns the message into "removed". */
  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await fetchCurrentRow<Row>(client, config.table, id);
      if (!fresh || fresh.deleted_at) {
        setConflict("removed");
        return;
      }
      const next = formValues(config.toForm(fresh));
      setRow(fresh);
      form.setValues(next);
      form.resetDirty(next);
      form.clearErrors();
      setConflict(null);
      // The list (and what else shows the item) catches up with the version now loaded.
      void invalidateContent(queryClient, config.table);
    } catch (err) {
      console.error(`Failed to reload ${config.table} row`, err);
      toastError(t("editorial.reloadFailed"));
    } finally {
      setReloading(false);
    }
  };

  /**
   * After a refused save: is there still a version to reload? The stored row
   * unchanged since it was opened means RLS let the update reach no row
   * (issue #29: role or MFA), which is said instead.
   */
  const explainConflict = async (seenUpdatedAt: string | undefined) => {
    try {
      const fresh = await fetchCurrentRow<Row>(client, config.table, id);
      if (fresh && !fresh.deleted_at && fresh.updated_at === seenUpdatedAt) {
        toastError(refusalMessage(role, aal));
        return;
      }
      setConflict(!fresh || fresh.deleted_at ? "removed" : "changed");
    } catch {
      setConflict("changed");
    }
  };

  /**
   * Saves the form with `status`. `cancelledSchedule`: the save clears a
   * go-live time that was ahead (Cancel schedule, issue #26), announced with
   * its own toast once saved.
   */
  const save = async (status: ContentStatus, { cancelledSchedule = false, review = false } = {}) => {
    // An author never sends a publishing save (Enter or Ctrl+S on a live item does nothing).
    if (saving || conflict || (!canPublish && status !== "draft")) return;
    const parsed = validated();
    if (!parsed) return;
    setSaving(status);
    setReviewing(review);
    const input = { ...parsed.value, status } as Input;
    const seen = row;
    try {
      const report = await saveItem.mutateAsync({
        id,
        input,
        uploads: parsed.uploads,
        previous: seen ?? undefined,
        write: async (payload) => {
          if (!seen) return config.create(client, payload, id);
          const result = await updateIfUnchanged(
            client,
            config.table,
            id,
            seen.updated_at,
            payload as object as Record<string, unknown>,
          );
          if (!result.saved) throw new StaleSaveError(config.table, id);
        },
        onProgress: setProgress,
      });
      if (review) {
        try {
          await submitForReview(client, config.table, id);
          toastSuccess(t("roles.submittedForReview"));
          void queryClient.invalidateQueries({ queryKey: REVIEW_REQUESTS_KEY });
        } catch (err) {
          toastError(t("roles.submitFailed", { error: err instanceof Error ? err.message : String(err) }));
        }
      } else announceSave(t, names, !seen, seen ? statusOf(seen) : null, status);
      if (cancelledSchedule && seen)
        showToast({
          title: t("toast.success"),
          message: t("schedule.cancelled", { ...names, title: config.rowTitle(seen) }),
        });
      onReleased(report);
      onClose();
    } catch (err) {
      if (isStaleSave(err)) {
        await explainConflict(seen?.updated_at);
      } else if (isSlugConflict(err, config.table)) {
        // Another item of the type has this address (issue #26): said on the Address field, nothing saved.
        form.setFieldError("slug", SLUG_TAKEN_MESSAGE);
      } else if (isRlsRefusal(err)) {
        toastError(refusalMessage(role, aal));
      } else {
        console.error(`Failed to ${seen ? "update" : "create"} ${config.table} row`, err);
        toastError(t(seen ? "toast.updateFailed" : "toast.createFailed", names));
      }
    } finally {
      setSaving(null);
      setReviewing(false);
      setProgress(null);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(defaultSaveStatus(current));
  };
  useSaveShortcut(!confirmDiscard && preview === null, () => void save(defaultSaveStatus(current)));

  const openPreview = () => {
    const parsed = validated();
    if (!parsed) return;
    // A blank address keeps the stored one (edit) or is made from the title on save (new; SearchSnippet).
    const value = parsed.value as { slug?: string };
    const slug = value.slug || row?.slug || "";
    setPreview({ item: { ...value, slug, status: current ?? "draft" }, uploads: parsed.uploads });
  };

  const Fields = config.Fields;
  return (
    <>
      <AdminModal
        opened
        onClose={requestClose}
        title={t(target.mode === "edit" ? "content.editTitle" : "content.addTitle", names)}
        size="lg"
        fullScreen={phone}
        styles={{ title: { fontWeight: 600, fontSize: "var(--mantine-font-size-lg)" } }}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {row && isItemPageTable(config.table) && (
              <ViewPageLink table={config.table} row={row} title={config.rowTitle(row)} />
            )}
            {row && (
              <div>
                <SiteStatusBadge item={row} />
              </div>
            )}
            <Fields form={form} />
            {canPublish && (
              <ScheduleField
                form={form}
                stored={row ? { status: statusOf(row), publish_at: row.publish_at, title: config.rowTitle(row) } : null}
                names={names}
                disabled={saving !== null || conflict !== null}
                onCancelSchedule={() => void save("published", { cancelledSchedule: true })}
              />
            )}
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
            {Object.keys(form.errors).length > 0 && (
              <Text size="sm" c="red" role="alert">
                {t("content.fixFields")}
              </Text>
            )}
            {conflict && (
              <ConflictMessage
                kind={conflict}
                name={names.name}
                form={form.getValues()}
                reloading={reloading}
                onReload={() => void reload()}
              />
            )}
            <DialogActions
              current={current}
              saving={saving}
              blocked={conflict !== null}
              onCancel={requestClose}
              onSave={(status) => void save(status)}
              onPreview={openPreview}
              canPublish={canPublish}
              reviewing={reviewing}
              onSubmitForReview={() => void save("draft", { review: true })}
              scheduledHint={
                row && isScheduled(row)
                  ? t("schedule.scheduledHint", { time: formatDateTime(row.publish_at, locale) })
                  : undefined
              }
            />
            {/* The item's history, collapsed, at the bottom of the edit dialog (12-trash). */}
            {target.mode === "edit" && <ItemHistory table={config.table} id={id} />}
          </Stack>
        </form>
      </AdminModal>

      {preview !== null && (
        <ContentPreview
          table={config.table}
          id={id}
          item={preview.item}
          uploads={preview.uploads}
          onClose={() => setPreview(null)}
        />
      )}

      <ConfirmModal
        opened={confirmDiscard}
        title={t("content.discardTitle")}
        confirmLabel={t("content.discard")}
        cancelLabel={t("content.keepEditing")}
        onConfirm={onClose}
        onCancel={() => setConfirmDiscard(false)}
        zIndex={400}
      >
        {t("content.discardText", names)}
      </ConfirmModal>
    </>
  );
}
