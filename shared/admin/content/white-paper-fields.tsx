/** The white papers tab: dialog fields and tab description (spec §2, §3 white_papers, §5, §8). */
import { Group, NativeSelect, Text, Textarea, TextInput } from "@mantine/core";
import { createWhitePaper, deleteWhitePaper, listWhitePapersForAdmin, updateWhitePaper } from "../../data";
import { type WhitePaper, WHITE_PAPER_CATEGORIES, type WhitePaperInput } from "../../types/domain";
import { formatDate, optionLabel } from "../forms/format";
import { emptyWhitePaperForm, parseWhitePaperForm, type WhitePaperForm, whitePaperToForm } from "../forms/white-paper";
import type { ContentConfig, FieldsProps } from "./content-config";

/** Inputs of the white paper dialog. */
export function WhitePaperFields({ form, update, errors }: FieldsProps<WhitePaperForm>) {
  return (
    <>
      <TextInput
        label="Title"
        required
        value={form.title}
        error={errors.title}
        onChange={(e) => update({ title: e.currentTarget.value })}
      />
      <Textarea
        label="Description"
        required
        autosize
        minRows={3}
        value={form.description}
        error={errors.description}
        onChange={(e) => update({ description: e.currentTarget.value })}
      />
      <Group grow align="flex-start">
        <TextInput
          label="Author"
          required
          value={form.author}
          error={errors.author}
          onChange={(e) => update({ author: e.currentTarget.value })}
        />
        <TextInput
          label="Date Published"
          type="date"
          required
          value={form.date_published}
          error={errors.date_published}
          onChange={(e) => update({ date_published: e.currentTarget.value })}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label="Pages"
          type="number"
          min={0}
          required
          value={form.pages}
          error={errors.pages}
          onChange={(e) => update({ pages: e.currentTarget.value })}
        />
        <NativeSelect
          label="Category"
          value={form.category}
          data={WHITE_PAPER_CATEGORIES.map((c) => ({ value: c, label: optionLabel(c) }))}
          onChange={(e) => update({ category: e.currentTarget.value })}
        />
      </Group>
      <TextInput
        label="Image URL"
        type="url"
        value={form.image_url}
        onChange={(e) => update({ image_url: e.currentTarget.value })}
      />
      <TextInput
        label="PDF URL"
        type="url"
        value={form.pdf_url}
        onChange={(e) => update({ pdf_url: e.currentTarget.value })}
      />
    </>
  );
}

/** The white papers tab (list newest created first; toasts 'White paper created successfully' etc.). */
export const whitePaperContent: ContentConfig<WhitePaper, WhitePaperForm, WhitePaperInput> = {
  title: "White Paper",
  singular: "white paper",
  plural: "white papers",
  list: listWhitePapersForAdmin,
  create: createWhitePaper,
  update: updateWhitePaper,
  remove: deleteWhitePaper,
  emptyForm: emptyWhitePaperForm,
  toForm: whitePaperToForm,
  parse: parseWhitePaperForm,
  Fields: WhitePaperFields,
  rowTitle: (row) => row.title,
  searchText: (row) => [row.title, row.description, row.author, row.category],
  renderSummary: (row) => (
    <>
      <Text size="sm" c="dimmed">
        {row.author} · {formatDate(row.date_published)} · {row.pages} pages · {optionLabel(row.category)}
      </Text>
      <Text size="sm" lineClamp={2}>
        {row.description}
      </Text>
    </>
  ),
};
