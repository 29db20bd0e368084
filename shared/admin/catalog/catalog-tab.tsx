/**
 * The catalog files tab (spec §2 catalog tab, §4 Catalog upload, §5, §7
 * Catalog upload/delete, §8): drag-and-drop or chosen upload of .pdf/.doc/.docx,
 * the host's native Open File... when it has one, and the file list with
 * Preview and delete.
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
import { useCallback, useEffect, useMemo, useState } from "react";
import { deleteCatalogFile, listCatalogFiles, uploadCatalogFile, validateCatalogFile } from "../../data";
import { CATALOG_MAX_BYTES, CATALOG_MIME_TYPES, type CatalogFile } from "../../types/domain";
import { useAdminHost } from "../auth/admin-context";
import { formatDate, formatFileSize, matchesSearch } from "../forms/format";
import { ConfirmModal } from "../ui/confirm-modal";
import { ExternalIcon, TrashIcon, UploadIcon } from "../ui/icons";
import { ListSearch } from "../ui/list-search";
import { showToast, toastError, toastSuccess } from "../ui/notify";

/** The dropzone's accept map: each accepted MIME type with its extension (spec §5). */
const ACCEPT: Record<string, string[]> = Object.fromEntries(
  Object.entries(CATALOG_MIME_TYPES).map(([ext, mime]) => [mime, [`.${ext}`]]),
);

/** Props of CatalogTab. */
export interface CatalogTabProps {
  /** Called after every successful upload or delete (the dashboard reloads its counts). */
  onChanged: () => void;
}

/** Upload area and list of catalog files. */
export function CatalogTab({ onChanged }: CatalogTabProps) {
  const { client, openExternal, pickCatalogFile } = useAdminHost();
  const [files, setFiles] = useState<CatalogFile[]>([]);
  const [loading, setLoading] = useState(true);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [query, setQuery] = useState("");
  const [deleting, setDeleting] = useState<CatalogFile | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setFiles(await listCatalogFiles(client));
    } catch (err) {
      console.error("Failed to fetch catalog files", err);
      toastError("Failed to fetch catalog files");
    } finally {
      setLoading(false);
    }
  }, [client]);

  useEffect(() => {
    void load();
  }, [load]);

  const refuse = (message: string) => {
    setRefusal(message);
    showToast({ title: "File not accepted", message, destructive: true });
  };

  const upload = async (file: File) => {
    const problem = validateCatalogFile(file);
    if (problem) {
      refuse(problem);
      return;
    }
    setRefusal(null);
    setUploading(true);
    try {
      await uploadCatalogFile(client, file);
      toastSuccess("Catalog file uploaded successfully");
      onChanged();
    } catch (err) {
      console.error("Failed to upload file", err);
      toastError("Failed to upload file");
    } finally {
      setUploading(false);
      void load();
    }
  };

  const onReject = (rejections: FileRejection[]) => {
    const first = rejections[0];
    if (!first) return;
    refuse(
      validateCatalogFile(first.file) ??
        `"${first.file.name}" was not accepted: ${first.errors.map((e) => e.message).join("; ")}`,
    );
  };

  const openFile = async () => {
    if (!pickCatalogFile) return;
    try {
      const file = await pickCatalogFile();
      if (file) await upload(file);
    } catch (err) {
      console.error("Could not open the file", err);
      toastError("Failed to upload file");
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteCatalogFile(client, deleting);
      toastSuccess("File deleted successfully");
      setDeleting(null);
      void load();
      onChanged();
    } catch (err) {
      console.error("Failed to delete file", err);
      toastError("Failed to delete file");
    } finally {
      setDeleteBusy(false);
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
        inputProps={{ "aria-label": "Catalog file", disabled: uploading }}
        data-testid="catalog-dropzone"
      >
        <Group justify="center" gap="lg" mih={120} style={{ pointerEvents: "none" }}>
          <UploadIcon width={40} height={40} />
          <div>
            <Text size="lg" fw={500}>
              {uploading ? "Uploading..." : "Drag a catalog file here or click to choose one"}
            </Text>
            <Text size="sm" c="dimmed">
              PDF, DOC or DOCX, up to {CATALOG_MAX_BYTES / 1024 / 1024} MB
            </Text>
          </div>
        </Group>
      </Dropzone>
      {uploading && (
        <Stack gap={4} role="status">
          <Text size="sm">Uploading...</Text>
          <Progress value={100} striped animated aria-label="Upload progress" />
        </Stack>
      )}
      {refusal && !uploading && (
        <Alert color="red" title="File not accepted" withCloseButton onClose={() => setRefusal(null)} role="alert">
          {refusal}
        </Alert>
      )}
      {pickCatalogFile && (
        <Group>
          <Button variant="default" onClick={() => void openFile()} disabled={uploading}>
            Open File...
          </Button>
        </Group>
      )}

      <ListSearch
        label="Search catalog files"
        query={query}
        onQueryChange={setQuery}
        count={loading ? "" : `${visible.length} of ${files.length}`}
      />

      {loading ? (
        <Text c="dimmed">Loading catalog files...</Text>
      ) : files.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No catalog files uploaded yet
        </Text>
      ) : visible.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No catalog files match &quot;{query}&quot;
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover aria-label="Catalog files">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>Uploaded</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
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
                  <Table.Td>{formatFileSize(file.file_size)}</Table.Td>
                  <Table.Td>{formatDate(file.created_at)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<ExternalIcon />}
                        aria-label={`Preview ${file.name}`}
                        onClick={() => openExternal(file.file_url)}
                      >
                        Preview
                      </Button>
                      <Tooltip label="Delete">
                        <ActionIcon
                          variant="light"
                          color="red"
                          aria-label={`Delete ${file.name}`}
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
        title="Delete catalog file?"
        confirmLabel="Delete"
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? `"${deleting.name}" will be removed from storage and the list. This cannot be undone.` : ""}
      </ConfirmModal>
    </Stack>
  );
}
