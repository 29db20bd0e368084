/**
 * A file field of the content dialogs (issue #11): drop a file or choose one
 * (and, on the desktop, the Open File dialog), see what is chosen or stored
 * (an image's thumbnail, a document's name and size; a stored file under the
 * name it was uploaded with, issue #25), replace or remove it,
 * or type an external http(s) link instead. The file is uploaded on Save.
 * A stored file is shown and opened through useStoredFileUrl (issue #27: a
 * signed URL while its item is hidden and the file is private).
 */
import { Anchor, Button, FileButton, Group, Image, Input, Paper, Stack, Text, TextInput } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { FILE_KINDS, type FileKind, isHttpUrl } from "../../data/content-objects";
import { useAdminHost } from "../auth/admin-context";
import { fileNameQuery } from "../data/queries";
import { fileError, type FileFieldValue } from "../forms/files";
import { formatFileSize } from "../forms/format";
import { useAdminI18n } from "../i18n";
import { UploadIcon } from "../ui/icons";
import { useOpenStoredFile, useStoredFileUrl } from "./use-stored-file-url";

const MB = 1024 * 1024;

/** Props of FileField. */
export interface FileFieldProps {
  /** What the file is ("PDF", "Cover image"): the field's heading and its inputs' names. */
  label: string;
  /** The label of the link input ("PDF URL"). */
  linkLabel: string;
  /** Document (PDF, DOC, DOCX) or image (PNG, JPEG, WebP): what is accepted and where it is stored. */
  kind: FileKind;
  /** The current link or chosen file. */
  value: FileFieldValue;
  /** Called with the new value when a file is chosen, replaced or removed, or the link is typed. */
  onChange: (value: FileFieldValue) => void;
  /** The inline error from the last submit, translated. */
  error?: string;
}

/** The last path segment of a URL, decoded (what a stored document is called). */
function urlFileName(url: string): string {
  try {
    const segment = new URL(url).pathname.split("/").filter(Boolean).at(-1) ?? url;
    return decodeURIComponent(segment);
  } catch {
    return url;
  }
}

/**
 * A stored file's name as the admin uploaded it ("Annual report.pdf"), read
 * from its Storage metadata (issue #25); until that answer comes, or for a
 * file without one (seeded, external), the URL's last segment.
 */
function StoredFileName({ url }: { url: string }) {
  const { client } = useAdminHost();
  const original = useQuery(fileNameQuery(client, url)).data;
  return <>{original ?? urlFileName(url)}</>;
}

/** An object URL for a chosen image, revoked when the file changes or the field unmounts. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** One file field: dropzone, preview, replace / remove, link input. */
export function FileField({ label, linkLabel, kind, value, onChange, error }: FileFieldProps) {
  const { t } = useAdminI18n();
  const { pickFile } = useAdminHost();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { mimeTypes, maxBytes } = FILE_KINDS[kind];
  const accept = useMemo(() => [...new Set(Object.values(mimeTypes))], [mimeTypes]);
  const preview = useObjectUrl(kind === "image" ? value.file : null);

  const choose = (file: File | null | undefined) => {
    if (!file) return;
    const problem = fileError(file, kind);
    if (problem) {
      setRefusal(`${file.name}: ${t(problem)}`);
      return;
    }
    setRefusal(null);
    onChange({ url: "", file });
  };
  const openNative = async () => {
    if (pickFile) choose(await pickFile(kind));
  };
  const remove = () => {
    setRefusal(null);
    onChange({ url: "", file: null });
  };

  const hasStored = !value.file && value.url.trim() !== "" && isHttpUrl(value.url);
  // Null until a stored file's place is known: its public URL answers 400 while the item is hidden.
  const storedView = useStoredFileUrl(hasStored ? value.url : null);
  const openStored = useOpenStoredFile();
  const shown = refusal ?? error;
  const replaceButton = pickFile ? (
    <Button
      size="xs"
      variant="default"
      onClick={() => void openNative()}
      aria-label={t("files.replaceItem", { label })}
    >
      {t("files.replace")}
    </Button>
  ) : (
    <FileButton onChange={choose} accept={accept.join(",")}>
      {(props) => (
        <Button size="xs" variant="default" {...props} aria-label={t("files.replaceItem", { label })}>
          {t("files.replace")}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Input.Wrapper label={label} error={shown} component="div">
      <Stack gap={6} mt={4}>
        {value.file || hasStored ? (
          <Paper withBorder p="xs" radius="md">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                {kind === "image" && (preview ?? storedView) ? (
                  <Image
                    src={preview ?? storedView ?? undefined}
                    alt={t("files.preview", { label })}
                    w={64}
                    h={48}
                    fit="cover"
                    radius="sm"
                  />
                ) : null}
                <Stack gap={0} style={{ minWidth: 0 }}>
                  {value.file ? (
                    <>
                      <Text size="sm" truncate>
                        {value.file.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t("files.pending", { size: formatFileSize(value.file.size, t) })}
                      </Text>
                    </>
                  ) : (
                    <>
                      <Anchor
                        size="sm"
                        href={storedView ?? undefined}
                        onClick={(event) => {
                          event.preventDefault();
                          if (storedView) void openStored(value.url);
                        }}
                        truncate
                      >
                        <StoredFileName url={value.url} />
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {t("files.stored")}
                      </Text>
                    </>
                  )}
                </Stack>
              </Group>
              <Group gap="xs" wrap="nowrap">
                {replaceButton}
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={remove}
                  aria-label={t("files.removeItem", { label })}
                >
                  {t("files.remove")}
                </Button>
              </Group>
            </Group>
          </Paper>
        ) : (
          <Group gap="xs" align="stretch" wrap="nowrap">
            <Dropzone
              onDrop={(files) => choose(files[0])}
              onReject={(rejections) => {
                const first = rejections[0];
                if (first) setRefusal(`${first.file.name}: ${t(fileError(first.file, kind) ?? "validation.fileType")}`);
              }}
              accept={accept}
              maxSize={maxBytes}
              multiple={false}
              inputProps={{ "aria-label": t("files.input", { label }) }}
              style={{ flex: 1 }}
              p="xs"
            >
              <Group gap="sm" wrap="nowrap" style={{ pointerEvents: "none" }}>
                <UploadIcon width={24} height={24} />
                <div>
                  <Text size="sm">{t(kind === "image" ? "files.dropImage" : "files.dropDocument")}</Text>
                  <Text size="xs" c="dimmed">
                    {t("files.limit", { mb: maxBytes / MB })}
                  </Text>
                </div>
              </Group>
            </Dropzone>
            {pickFile && (
              <Button variant="default" onClick={() => void openNative()} style={{ alignSelf: "center" }}>
                {t("files.openFile")}
              </Button>
            )}
          </Group>
        )}
        {!value.file && (
          <TextInput
            label={linkLabel}
            size="xs"
            type="url"
            placeholder="https://"
            value={value.url}
            onChange={(event) => onChange({ url: event.currentTarget.value, file: null })}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
