/**
 * The documentation tab: dialog fields with the document list, and tab
 * description (spec §2, §3, §4, §5, §8); each document may carry a Chinese
 * name (issue #10).
 */
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { createDocumentation, deleteDocumentation, listDocumentation, updateDocumentation } from "../../data";
import type { Documentation, DocumentationInput } from "../../types/domain";
import {
  addDocument,
  type DocumentationForm,
  documentationToForm,
  emptyDocumentationForm,
  parseDocumentationForm,
  removeDocument,
} from "../forms/documentation";
import { useAdminI18n } from "../i18n";
import { PlusIcon, TrashIcon } from "../ui/icons";
import { bindFields, chineseProps, TitleAndDescription } from "./bound-fields";
import { CardSummary } from "./card-summary";
import type { ContentConfig, FieldsProps } from "./content-config";

/**
 * Inputs of the documentation dialog: the entry's fields and its documents
 * (added only when name and URL are filled; the Chinese name is optional).
 */
export function DocumentationFields(props: FieldsProps<DocumentationForm>) {
  const { form, update } = props;
  const { t } = useAdminI18n();
  const field = bindFields(props, t);
  const [docName, setDocName] = useState("");
  const [docNameZh, setDocNameZh] = useState("");
  const [docUrl, setDocUrl] = useState("");
  const canAdd = docName.trim() !== "" && docUrl.trim() !== "";
  const add = () => {
    const next = addDocument(form.documents, docName, docUrl, docNameZh);
    if (next === form.documents) return;
    update({ documents: next });
    setDocName("");
    setDocNameZh("");
    setDocUrl("");
  };
  return (
    <>
      <TitleAndDescription field={field} />
      <TextInput label={t("fields.category")} required {...field("category")} />
      <TextInput label={t("fields.image_url")} type="url" {...field("image_url")} />
      <Paper withBorder p="sm" radius="md">
        <Stack gap="xs">
          <Text fw={500} size="sm">
            {t("documents.title")}
          </Text>
          {form.documents.length === 0 ? (
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
              {form.documents.map((doc, index) => (
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
                      {doc.download_url}
                    </Text>
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("documents.remove", { name: doc.name })}
                    onClick={() => update({ documents: removeDocument(form.documents, index) })}
                  >
                    <TrashIcon />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
          <Group align="flex-start" gap="xs" grow>
            <TextInput
              label={t("documents.name")}
              value={docName}
              onChange={(e) => setDocName(e.currentTarget.value)}
            />
            <TextInput
              label={t("documents.name_zh")}
              {...chineseProps(t)}
              value={docNameZh}
              onChange={(e) => setDocNameZh(e.currentTarget.value)}
            />
          </Group>
          <TextInput
            label={t("documents.url")}
            type="url"
            value={docUrl}
            onChange={(e) => setDocUrl(e.currentTarget.value)}
          />
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
  list: listDocumentation,
  create: createDocumentation,
  update: updateDocumentation,
  remove: deleteDocumentation,
  emptyForm: emptyDocumentationForm,
  toForm: documentationToForm,
  parse: parseDocumentationForm,
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
          {row.category} · {t("summary.documents", { count: row.documents.length })}
        </>
      }
      description={row.description}
    />
  ),
};
