/**
 * The catalog files tab (spec §2 catalog tab, §4 Catalog upload, §5, §7
 * Catalog upload/delete, §8): drag-and-drop or chosen upload of .pdf/.doc/.docx,
 * the host's native Open File... when it has one, and the file list with
 * Preview and delete. The list is a react-query query; uploads and deletes
 * are mutations that invalidate it and the count cards (issue #25).
 */
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { fileExtension, isCatalogExtension, matchesSearch, validateCatalogFile } from "../../data";
import { CATALOG_MAX_BYTES, CATALOG_MIME_TYPES, type CatalogFile } from "../../types/domain";
import { useAdminHost } from "../auth/admin-context";
import { useDeleteCatalogFile, useUploadCatalogFile } from "../data/mutations";
import { catalogQuery } from "../data/queries";
import { formatDate, formatFileSize } from "../forms/format";
import { type AdminT, adminT, useAdminI18n } from "../i18n";
import { ConfirmModal } from "../ui/confirm-modal";
import { ExternalIcon, TrashIcon, UploadIcon } from "../ui/icons";
import { ListSearch } from "../ui/list-search";
import { showToast, toastError, toastSuccess } from "../ui/notify";

/** The dropzone's accept map: each accepted MIME type with its extension (spec §5). */
const ACCEPT: Record<string, string[]> = Object.fromEntries(
  Object.entries(CATALOG_MIME_TYPES).map(([ext, mime]) => [mime, [`.${ext}`]]),
);

const MB = 1024 * 1024;

/**
 * Why `file` may not be uploaded, in the admin language of `t`, or null when
 * it may: validateCatalogFile's checks (spec §5: type, size, empty) worded
 * for the admin (issue #10).
 */
export function catalogRefusal(file: { name: string; size: number }, t: AdminT = adminT): string | null {
  if (validateCatalogFile(file) === null) return null;
  const name = file.name;
  if (!isCatalogExtension(fileExtension(name))) return t("catalog.notAllowedType", { name });
  if (file.size > CATALOG_MAX_BYTES)
    return t("catalog.tooLarge", { name, size: (file.size / MB).toFixed(1), limit: CATALOG_MAX_BYTES / MB });
  return t("catalog.emptyFile", { name });
}

const NO_FILES: CatalogFile[] = [];

/** Upload area and list of catalog files. */
export function CatalogTab() {
  const { client, openExternal, pickCatalogFile } = useAdminHost();
  // A failed load toasts 'Failed to fetch catalog files' (queries.ts) and shows the empty list.
  const list = useQuery(catalogQuery(client));
  const files = list.data ?? NO_FILES;
  const loading = list.isPending;
  const uploadFile = useUploadCatalogFile();
  const deleteFile = useDeleteCatalogFile();
  const uploading = uploadFile.isPending;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [query, setQuery] = useState("");
  const [deleting, setDeleting] = useState<CatalogFile | null>(null);
  const { t, locale } = useAdminI18n();
  const plural = t("entities.catalog_files.plural");

  const refuse = (message: string) => {
    setRefusal(message);
    showToast({ title: t("toast.fileRefusedTitle"), message, destructive: true });
  };

  const upload = async (file: File) => {
    const problem = catalogRefusal(file, t);
    if (problem) {
      refuse(problem);
      return;
    }
    setRefusal(null);
    try {
      await uploadFile.mutateAsync(file);
      toastSuccess(t("toast.catalogUploaded"));
    } catch (err) {
      console.error("Failed to upload file", err);
      toastError(t("toast.uploadFailed"));
    }
  };

  const onReject = (rejections: FileRejection[]) => {
    const first = rejections[0];
    if (!first) return;
    refuse(
      catalogRefusal(first.file, t) ??
        t("catalog.rejected", { name: first.file.name, reasons: first.errors.map((e) => e.message).join("; ") }),
    );
  };

  const openFile = async () => {
    if (!pickCatalogFile) return;
    try {
      const file = await pickCatalogFile();
      if (file) await upload(file);
    } catch (err) {
      console.error("Could not open the file", err);
      toastError(t("toast.uploadFailed"));
    }
  };

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

  const visible = useMemo(
    () => files.filter((f) => matchesSearch(query, [f.name, f.category, f.mime_type])),
    [files, query],
  );

  return (
    <Stack gap="md">
      <Dropzone
        onDrop={(dropped) => {
          const file = dropped[0];
          if (file) void upload(file);
        }}
        onReject={onReject}
        accept={ACCEPT}
        maxSize={CATALOG_MAX_BYTES}
        multiple={false}
        disabled={uploading}
        loading={uploading}
        inputProps={{ "aria-label": t("catalog.input"), disabled: uploading }}
        data-testid="catalog-dropzone"
      >
        <Group justify="center" gap="lg" mih={120} style={{ pointerEvents: "none" }}>
          <UploadIcon width={40} height={40} />
          <div>
            <Text size="lg" fw={500}>
              {uploading ? t("catalog.uploading") : t("catalog.drop")}
            </Text>
            <Text size="sm" c="dimmed">
              {t("catalog.accepts", { mb: CATALOG_MAX_BYTES / MB })}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {uploading && (
        <Stack gap={4} role="status">
          <Text size="sm">{t("catalog.uploading")}</Text>
          <Progress value={100} striped animated aria-label={t("catalog.progress")} />
        </Stack>
      )}
      {refusal && !uploading && (
        <Alert color="red" title={t("catalog.refused")} withCloseButton onClose={() => setRefusal(null)} role="alert">
          {refusal}
        </Alert>
      )}
      {pickCatalogFile && (
        <Group>
          <Button variant="default" onClick={() => void openFile()} disabled={uploading}>
            {t("catalog.openFile")}
          </Button>
        </Group>
      )}

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
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover aria-label={t("catalog.table")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("catalog.name")}</Table.Th>
                <Table.Th>{t("catalog.category")}</Table.Th>
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
                  <Table.Td>{file.name}</Table.Td>
                  <Table.Td>
                    <Badge variant="light">{file.category}</Badge>
                  </Table.Td>
                  <Table.Td>{formatFileSize(file.file_size, t)}</Table.Td>
                  <Table.Td>{formatDate(file.created_at, locale)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<ExternalIcon />}
                        aria-label={t("catalog.previewItem", { name: file.name })}
                        onClick={() => openExternal(file.file_url)}
                      >
                        {t("catalog.preview")}
                      </Button>
                      <Tooltip label={t("content.delete")}>
                        <ActionIcon
                          variant="light"
                          color="red"
                          aria-label={t("content.deleteItem", { title: file.name })}
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
