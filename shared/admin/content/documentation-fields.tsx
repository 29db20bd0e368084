/**
 * The documentation tab: dialog fields with the document list, and tab
 * description (spec §2, §3, §4, §5, §8); each document may carry a Chinese
 * name (issue #10).
 */
import { ActionIcon, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { createDocumentation, deleteDocumentation, listDocumentationForAdmin, updateDocumentation } from "../../data";
import { DOCUMENTATION_CATEGORIES, type Documentation, type DocumentationInput } from "../../types/domain";
import {
  addDocument,
  type DocumentationForm,
  documentationSchema,
  documentationToForm,
  emptyDocumentationForm,
  fileField,
  OTHER_CATEGORY,
  removeDocument,
} from "../../data/content-schemas";
import { categoryLabel, formatFileSize } from "../forms/format";
import { type AdminT, useAdminI18n } from "../i18n";
import { PlusIcon, TrashIcon } from "../ui/icons";
import {
  bindFields,
  bindFiles,
  chineseProps,
  FieldRow,
  fieldError,
  setFields,
  TitleAndDescription,
} from "./bound-fields";
import { CardSummary } from "./card-summary";
import type { ContentConfig, FieldsProps } from "./content-config";
import { FileField } from "./file-field";
import { AltTextFields } from "./item-page-fields";

/** The category select's options: the public page's four categories, then "Other". */
const categoryOptions = (t: AdminT) => [
  { value: "", label: t("fields.category_choose"), disabled: true },
  ...DOCUMENTATION_CATEGORIES.map((c) => ({ value: c, label: t(`documentationCategories.${c}`) })),
  { value: OTHER_CATEGORY, label: t("documentationCategories.other") },
];

/**
 * Inputs of the documentation dialog: the entry's fields and its documents
 * (added when a name and a file or link are given; the Chinese name is
 * optional). A document typed but not added is kept in the form: Save adds it
 * when complete and refuses with an inline error when not (issue #11).
 */
export function DocumentationFields({ form }: FieldsProps<DocumentationForm>) {
  const { t } = useAdminI18n();
  const field = bindFields(form, t);
  const file = bindFiles(form, t);
  const values = form.getValues();
  const next = addDocument(values.documents, values.doc_name, values.doc_link, values.doc_name_zh);
  const canAdd = next !== values.documents;
  const documentsError = fieldError(form, "documents", t);
  const add = () => {
    if (!canAdd) return;
    setFields(form, { documents: next, doc_name: "", doc_name_zh: "", doc_link: fileField() });
  };
  return (
    <>
      <TitleAndDescription field={field} />
      <FieldRow>
        <NativeSelect label={t("fields.category")} required data={categoryOptions(t)} {...field("category")} />
        {values.category === OTHER_CATEGORY ? (
          <TextInput label={t("fields.categoryOther")} required {...field("category_other")} />
        ) : null}
      </FieldRow>
      <FileField label={t("fields.image")} linkLabel={t("fields.image_url")} kind="image" {...file("image_url")} />
      <AltTextFields form={form} alt="image_alt" picture="image_url" />
      <Paper withBorder p="sm" radius="md">
        <Stack gap="xs">
          <Text fw={500} size="sm">
            {t("documents.title")}
          </Text>
          {values.documents.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("documents.empty")}
            </Text>
          ) : (
            <Stack
              gap={4}
              component="ul"
              style={{ listStyle: "none", padding: 0, margin: 0 }}
              aria-label={t("documents.title")}
            >
              {values.documents.map((doc, index) => (
                <Group key={`${index}-${doc.name}`} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" truncate>
                    {doc.name}
                    {doc.name_zh ? (
                      <Text span size="sm" lang="zh-CN">
                        {" "}
                        / {doc.name_zh}
                      </Text>
                    ) : null}{" "}
                    <Text span size="xs" c="dimmed">
                      {doc.file
                        ? `${doc.file.name} (${t("files.pending", { size: formatFileSize(doc.file.size, t) })})`
                        : doc.download_url}
                    </Text>
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("documents.remove", { name: doc.name })}
                    onClick={() => setFields(form, { documents: removeDocument(values.documents, index) })}
                  >
                    <TrashIcon />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
          {documentsError ? (
            <Text size="sm" c="red">
              {documentsError}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
            <TextInput label={t("documents.name")} {...field("doc_name")} />
            <TextInput label={t("documents.name_zh")} {...chineseProps(t)} {...field("doc_name_zh")} />
          </SimpleGrid>
          <FileField label={t("documents.file")} linkLabel={t("documents.url")} kind="document" {...file("doc_link")} />
          <Group justify="flex-end">
            <Button variant="light" size="xs" leftSection={<PlusIcon />} disabled={!canAdd} onClick={add}>
              {t("documents.add")}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}

/** The documentation tab (toasts 'Documentation created successfully' etc.). */
export const documentationContent: ContentConfig<Documentation, DocumentationForm, DocumentationInput> = {
  table: "documentation",
  list: listDocumentationForAdmin,
  create: (client, input, id) => createDocumentation(client, { ...input, id }),
  update: updateDocumentation,
  remove: deleteDocumentation,
  emptyForm: emptyDocumentationForm,
  toForm: documentationToForm,
  schema: documentationSchema,
  Fields: DocumentationFields,
  rowTitle: (row) => row.title,
  searchText: (row) => [
    row.title,
    row.title_zh,
    row.description,
    row.description_zh,
    row.category,
    ...row.documents.flatMap((d) => [d.name, d.name_zh]),
  ],
  renderSummary: (row, { t }) => (
    <CardSummary
      meta={
        <>
          {categoryLabel("documentation", row.category, t)} · {t("summary.documents", { count: row.documents.length })}
        </>
      }
      description={row.description}
    />
  ),
};
