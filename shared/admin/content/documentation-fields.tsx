/** The documentation tab: dialog fields with the document list, and tab description (spec §2, §3, §4, §5, §8). */
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
import { PlusIcon, TrashIcon } from "../ui/icons";
import { bindFields, TitleAndDescription } from "./bound-fields";
import { CardSummary } from "./card-summary";
import type { ContentConfig, FieldsProps } from "./content-config";

/** Inputs of the documentation dialog: the entry's fields and its documents (added only when name and URL are filled). */
export function DocumentationFields(props: FieldsProps<DocumentationForm>) {
  const { form, update } = props;
  const field = bindFields(props);
  const [docName, setDocName] = useState("");
  const [docUrl, setDocUrl] = useState("");
  const canAdd = docName.trim() !== "" && docUrl.trim() !== "";
  const add = () => {
    const next = addDocument(form.documents, docName, docUrl);
    if (next === form.documents) return;
    update({ documents: next });
    setDocName("");
    setDocUrl("");
  };
  return (
    <>
      <TitleAndDescription field={field} />
      <TextInput label="Category" required {...field("category")} />
      <TextInput label="Image URL" type="url" {...field("image_url")} />
      <Paper withBorder p="sm" radius="md">
        <Stack gap="xs">
          <Text fw={500} size="sm">
            Documents
          </Text>
          {form.documents.length === 0 ? (
            <Text size="sm" c="dimmed">
              No documents yet
            </Text>
          ) : (
            <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label="Documents">
              {form.documents.map((doc, index) => (
                <Group key={`${index}-${doc.name}`} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" truncate>
                    {doc.name}{" "}
                    <Text span size="xs" c="dimmed">
                      {doc.download_url}
                    </Text>
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove document ${doc.name}`}
                    onClick={() => update({ documents: removeDocument(form.documents, index) })}
                  >
                    <TrashIcon />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
          <Group align="flex-end" gap="xs" grow>
            <TextInput label="Document name" value={docName} onChange={(e) => setDocName(e.currentTarget.value)} />
            <TextInput
              label="Download URL"
              type="url"
              value={docUrl}
              onChange={(e) => setDocUrl(e.currentTarget.value)}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="light" size="xs" leftSection={<PlusIcon />} disabled={!canAdd} onClick={add}>
              Add Document
            </Button>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}

/** The documentation tab (toasts 'Documentation created successfully' etc.). */
export const documentationContent: ContentConfig<Documentation, DocumentationForm, DocumentationInput> = {
  title: "Documentation",
  singular: "documentation",
  plural: "documentation",
  list: listDocumentation,
  create: createDocumentation,
  update: updateDocumentation,
  remove: deleteDocumentation,
  emptyForm: emptyDocumentationForm,
  toForm: documentationToForm,
  parse: parseDocumentationForm,
  Fields: DocumentationFields,
  rowTitle: (row) => row.title,
  searchText: (row) => [row.title, row.description, row.category, ...row.documents.map((d) => d.name)],
  renderSummary: (row) => (
    <CardSummary
      meta={
        <>
          {row.category} · {row.documents.length} {row.documents.length === 1 ? "document" : "documents"}
        </>
      }
      description={row.description}
    />
  ),
};
