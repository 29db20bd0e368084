/**
 * The catalog files tab (spec §2 catalog tab, §7 Catalog upload/delete, §8;
 * issue #27): the upload form (catalog-form.tsx) and the file list with
 * title, name, category, language, status, size and date, Preview, Publish /
 * Move to draft, and delete (asked first). The list is a react-query query;
 * uploads, status changes and deletes are mutations that invalidate it and
 * the count cards (issue #25). Preview opens the file through
 * useOpenStoredFile: a draft's file is private (issue #27), so it opens
 * through a signed URL.
 */
import { ActionIcon, Badge, Button, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { matchesSearch } from "../../data";
import { CATALOG_CATEGORIES, CATALOG_LANGUAGES, type CatalogFile } from "../../types/domain";
import { useAdminHost } from "../auth/admin-context";
import { useDeleteCatalogFile, useSetCatalogStatus } from "../data/mutations";
import { catalogQuery } from "../data/queries";
import { formatDate, formatFileSize } from "../forms/format";
import { type AdminT, useAdminI18n } from "../i18n";
import { ConfirmModal } from "../ui/confirm-modal";
import { ExternalIcon, TrashIcon } from "../ui/icons";
import { ListSearch } from "../ui/list-search";
import { showToast, toastError, toastSuccess } from "../ui/notify";
import { useOpenStoredFile } from "../content/use-stored-file-url";
import { CatalogForm } from "./catalog-form";

export { catalogRefusal } from "./catalog-refusal";

const NO_FILES: CatalogFile[] = [];

/** A stored category in the admin language (a value outside the list, as stored). */
const categoryName = (value: string, t: AdminT): string =>
  (CATALOG_CATEGORIES as readonly string[]).includes(value)
    ? t(`catalog.categories.${value as (typeof CATALOG_CATEGORIES)[number]}`)
    : value;

/** A stored language in the admin language. */
const languageName = (value: string, t: AdminT): string =>
  (CATALOG_LANGUAGES as readonly string[]).includes(value)
    ? t(`catalog.languages.${value as (typeof CATALOG_LANGUAGES)[number]}`)
    : value;

/** A catalog file's Preview: opens the file where the admin can read it (a draft's through a signed URL). */
function PreviewButton({ file }: { file: CatalogFile }) {
  const openStored = useOpenStoredFile();
  const { t } = useAdminI18n();
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<ExternalIcon />}
      aria-label={t("catalog.previewItem", { name: file.name })}
      onClick={() => void openStored(file.file_url)}
    >
      {t("catalog.preview")}
    </Button>
  );
}

/** Upload form and list of catalog files. */
export function CatalogTab() {
  const { client } = useAdminHost();
  // A failed load toasts 'Failed to fetch catalog files' (queries.ts) and shows the empty list.
  const list = useQuery(catalogQuery(client));
  const files = list.data ?? NO_FILES;
  const loading = list.isPending;
  const deleteFile = useDeleteCatalogFile();
  const setStatus = useSetCatalogStatus();
  const [query, setQuery] = useState("");
  const [deleting, setDeleting] = useState<CatalogFile | null>(null);
  const { t, locale } = useAdminI18n();
  const plural = t("entities.catalog_files.plural");

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const usedBy = await deleteFile.mutateAsync(deleting);
      toastSuccess(t("toast.fileDeleted"));
      if (usedBy.length > 0) {
        const items = usedBy
          .map((r) => t("files.usedBy", { name: t(`entities.${r.table}.Name`), title: r.title }))
          .join(", ");
        showToast({ title: t("files.keptTitle"), message: t("files.kept", { file: deleting.name, items }) });
      }
      setDeleting(null);
    } catch (err) {
      console.error("Failed to delete file", err);
      toastError(t("toast.fileDeleteFailed"));
    }
  };

  const toggleStatus = async (file: CatalogFile) => {
    const status = file.status === "published" ? "draft" : "published";
    try {
      await setStatus.mutateAsync({ id: file.id, status });
      toastSuccess(t(status === "published" ? "catalog.published" : "catalog.unpublished", { title: file.title }));
    } catch (err) {
      console.error("Failed to change the catalog's status", err);
      toastError(t("catalog.statusFailed"));
    }
  };

  const visible = useMemo(
    () =>
      files.filter((f) =>
        matchesSearch(query, [f.title, f.name, f.category, categoryName(f.category, t), f.language, f.mime_type]),
      ),
    [files, query, t],
  );

  return (
    <Stack gap="md">
      <CatalogForm />

      <ListSearch
        label={t("list.search", { plural })}
        query={query}
        onQueryChange={setQuery}
        count={loading ? "" : t("list.count", { visible: visible.length, total: files.length })}
      />

      {loading ? (
        <Text c="dimmed">{t("list.loading", { plural })}</Text>
      ) : files.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t("catalog.empty")}
        </Text>
      ) : visible.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t("list.noMatch", { plural, query })}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table striped highlightOnHover aria-label={t("catalog.table")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("catalog.title")}</Table.Th>
                <Table.Th>{t("catalog.category")}</Table.Th>
                <Table.Th>{t("catalog.language")}</Table.Th>
                <Table.Th>{t("catalog.status")}</Table.Th>
                <Table.Th>{t("catalog.size")}</Table.Th>
                <Table.Th>{t("catalog.uploaded")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t("catalog.actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {visible.map((file) => (
                <Table.Tr key={file.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {file.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {file.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{categoryName(file.category, t)}</Badge>
                  </Table.Td>
                  <Table.Td>{languageName(file.language, t)}</Table.Td>
                  <Table.Td>
                    <Badge variant={file.status === "published" ? "filled" : "outline"} color="gray">
                      {t(file.status === "published" ? "editorial.published" : "editorial.draft")}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatFileSize(file.file_size, t)}</Table.Td>
                  <Table.Td>{formatDate(file.created_at, locale)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <PreviewButton file={file} />
                      <Button
                        size="xs"
                        variant="default"
                        disabled={setStatus.isPending}
                        aria-label={t(file.status === "published" ? "catalog.unpublishItem" : "catalog.publishItem", {
                          title: file.title,
                        })}
                        onClick={() => void toggleStatus(file)}
                      >
                        {t(file.status === "published" ? "catalog.unpublish" : "catalog.publish")}
                      </Button>
                      <Tooltip label={t("content.delete")}>
                        <ActionIcon
                          variant="light"
                          color="red"
                          aria-label={t("content.deleteItem", { title: file.title })}
                          onClick={() => setDeleting(file)}
                        >
                          <TrashIcon />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <ConfirmModal
        opened={deleting !== null}
        title={t("content.deleteTitle", { name: t("entities.catalog_files.name") })}
        confirmLabel={t("content.delete")}
        busy={deleteFile.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? t("catalog.deleteText", { name: deleting.name }) : ""}
      </ConfirmModal>
    </Stack>
  );
}
