/**
 * The catalog upload form (issue #27; spec §5 accepted types, §7 Catalog
 * upload): choose the file (drop, browse, or the host's native Open File...),
 * then title, category, language, and Save as draft or Publish (Publish asks
 * first). While the file goes up, a progress bar with the percentage, bytes
 * sent of the total and the time left, and Cancel, which aborts the upload
 * and leaves nothing behind (uploadCatalogFile removes the object; no row is
 * written). Fields are a @mantine/form form validated by catalogFormSchema.
 */
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { useForm } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useRef, useState } from "react";
import { type CatalogForm as CatalogFormValues, catalogDetails, catalogFormSchema } from "../../data";
import { DataError } from "../../data/errors";
import {
  CATALOG_CATEGORIES,
  CATALOG_LANGUAGES,
  CATALOG_MAX_BYTES,
  CATALOG_MIME_TYPES,
  type ContentStatus,
} from "../../types/domain";
import { useAdminHost } from "../auth/admin-context";
import { useUploadCatalogFile } from "../data/mutations";
import { type AdminKey, type AdminT, useAdminI18n } from "../i18n";
import { ConfirmModal } from "../ui/confirm-modal";
import { UploadIcon } from "../ui/icons";
import { showToast, toastError, toastSuccess } from "../ui/notify";
import { formatBytes, type UploadReading, uploadPercent, uploadProgressText } from "./upload-progress";
import { catalogRefusal } from "./catalog-refusal";

/** The dropzone's accept map: each accepted MIME type with its extension (spec §5). */
const ACCEPT: Record<string, string[]> = Object.fromEntries(
  Object.entries(CATALOG_MIME_TYPES).map(([ext, mime]) => [mime, [`.${ext}`]]),
);

const MB = 1024 * 1024;

/** A new form: no title, no category chosen, English. */
const EMPTY: CatalogFormValues = { title: "", category: "", language: "en" };

/** The title a chosen file suggests: its name without the extension. */
const titleOf = (fileName: string): string => fileName.replace(/\.[^.]*$/, "") || fileName;

/** The category options, labelled in the admin language, after an empty "choose" entry. */
const categoryOptions = (t: AdminT) => [
  { value: "", label: "—" },
  ...CATALOG_CATEGORIES.map((value) => ({ value, label: t(`catalog.categories.${value}`) })),
];

/** Choose a file, describe it, save it as a draft or publish it, with a real progress bar. */
export function CatalogForm() {
  const { pickCatalogFile } = useAdminHost();
  const { t, locale } = useAdminI18n();
  const upload = useUploadCatalogFile();
  const form = useForm<CatalogFormValues>({
    mode: "controlled",
    initialValues: EMPTY,
    validate: zod4Resolver(catalogFormSchema, { errorPriority: "first" }),
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [reading, setReading] = useState<UploadReading | null>(null);
  const abort = useRef<AbortController | null>(null);
  const uploading = upload.isPending;

  const errorOf = (field: keyof CatalogFormValues) => {
    const key = form.errors[field];
    return typeof key === "string" ? t(key as AdminKey) : undefined;
  };

  const refuse = (message: string) => {
    setRefusal(message);
    showToast({ title: t("toast.fileRefusedTitle"), message, destructive: true });
  };

  const choose = (chosen: File) => {
    const problem = catalogRefusal(chosen, t);
    if (problem) {
      refuse(problem);
      return;
    }
    setRefusal(null);
    setFileError(null);
    setFile(chosen);
    if (form.values.title.trim() === "") form.setFieldValue("title", titleOf(chosen.name));
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
      const picked = await pickCatalogFile();
      if (picked) choose(picked);
    } catch (err) {
      console.error("Could not open the file", err);
      toastError(t("toast.uploadFailed"));
    }
  };

  /** Checks the form; true when the file and every field are fine (errors shown otherwise). */
  const valid = (): boolean => {
    const fieldsOk = !form.validate().hasErrors;
    if (!file) setFileError(t("catalog.noFile"));
    return fieldsOk && file !== null;
  };

  const save = async (status: ContentStatus) => {
    setConfirming(false);
    if (!file || !valid()) return;
    const details = catalogDetails(form.values, status);
    const controller = new AbortController();
    abort.current = controller;
    const started = performance.now();
    setReading({ sent: 0, total: file.size, elapsedMs: 0 });
    try {
      await upload.mutateAsync({
        file,
        details,
        options: {
          signal: controller.signal,
          onProgress: (sent, total) => setReading({ sent, total, elapsedMs: performance.now() - started }),
        },
      });
      toastSuccess(t(status === "published" ? "catalog.published" : "catalog.savedDraft", { title: details.title }));
      form.reset();
      setFile(null);
    } catch (err) {
      if (err instanceof DataError && err.code === "aborted") {
        showToast({ title: t("catalog.cancelUpload"), message: t("catalog.cancelled") });
      } else {
        console.error("Failed to upload file", err);
        toastError(t("toast.uploadFailed"));
      }
    } finally {
      abort.current = null;
      setReading(null);
    }
  };

  const askPublish = () => {
    if (valid()) setConfirming(true);
  };

  const categoryLabel = form.values.category
    ? t(`catalog.categories.${form.values.category}` as AdminKey)
    : form.values.category;
  const percent = reading ? uploadPercent(reading) : 0;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="catalog-form-title">
      <Stack gap="md">
        <Title order={3} id="catalog-form-title" size="h4">
          {t("catalog.formTitle")}
        </Title>
        <Dropzone
          onDrop={(dropped) => {
            const first = dropped[0];
            if (first) choose(first);
          }}
          onReject={onReject}
          accept={ACCEPT}
          maxSize={CATALOG_MAX_BYTES}
          multiple={false}
          disabled={uploading}
          inputProps={{ "aria-label": t("catalog.input"), disabled: uploading }}
          data-testid="catalog-dropzone"
        >
          <Group justify="center" gap="lg" mih={100} style={{ pointerEvents: "none" }}>
            <UploadIcon width={36} height={36} />
            <div>
              <Text size="lg" fw={500}>
                {t("catalog.drop")}
              </Text>
              <Text size="sm" c="dimmed">
                {t("catalog.accepts", { mb: CATALOG_MAX_BYTES / MB })}
              </Text>
            </div>
          </Group>
        </Dropzone>
        {pickCatalogFile && (
          <Group>
            <Button variant="default" onClick={() => void openFile()} disabled={uploading}>
              {t("catalog.openFile")}
            </Button>
          </Group>
        )}
        {file ? (
          <Text size="sm" data-testid="catalog-chosen-file">
            {t("catalog.chosenFile", { name: file.name, size: formatBytes(file.size, locale) })}
          </Text>
        ) : (
          fileError && (
            <Text size="sm" c="red" role="alert">
              {fileError}
            </Text>
          )
        )}
        {refusal && !uploading && (
          <Alert color="red" title={t("catalog.refused")} withCloseButton onClose={() => setRefusal(null)} role="alert">
            {refusal}
          </Alert>
        )}

        <form
          onSubmit={(event) => {
            event.preventDefault();
            askPublish();
          }}
          noValidate
        >
          <Stack gap="sm">
            <TextInput
              label={t("catalog.title")}
              description={t("catalog.titleHint")}
              required
              disabled={uploading}
              {...form.getInputProps("title")}
              error={errorOf("title")}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label={t("catalog.category")}
                description={t("catalog.categoryHint")}
                required
                disabled={uploading}
                data={categoryOptions(t)}
                {...form.getInputProps("category")}
                error={errorOf("category")}
              />
              <NativeSelect
                label={t("catalog.language")}
                description={t("catalog.languageHint")}
                required
                disabled={uploading}
                data={CATALOG_LANGUAGES.map((value) => ({ value, label: t(`catalog.languages.${value}`) }))}
                {...form.getInputProps("language")}
                error={errorOf("language")}
              />
            </SimpleGrid>

            {reading && (
              <Stack gap={4} role="status" aria-live="polite">
                <Text size="sm">{t("catalog.uploading")}</Text>
                <Progress value={percent} aria-label={t("catalog.progress")} transitionDuration={0} />
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" data-testid="catalog-progress-text">
                    {uploadProgressText(reading, t, locale)}
                  </Text>
                  <Button size="xs" variant="default" color="red" onClick={() => abort.current?.abort()}>
                    {t("catalog.cancelUpload")}
                  </Button>
                </Group>
              </Stack>
            )}

            <Group justify="flex-end">
              <Button variant="default" disabled={uploading} onClick={() => valid() && void save("draft")}>
                {t("catalog.saveDraft")}
              </Button>
              <Button type="submit" disabled={uploading}>
                {t("catalog.publish")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>

      <ConfirmModal
        opened={confirming}
        title={t("catalog.publishTitle")}
        confirmLabel={t("catalog.publish")}
        onConfirm={() => void save("published")}
        onCancel={() => setConfirming(false)}
      >
        {t("catalog.publishText", {
          title: form.values.title.trim(),
          category: categoryLabel,
          language: t(`catalog.languages.${form.values.language}` as AdminKey),
        })}
      </ConfirmModal>
    </Paper>
  );
}
