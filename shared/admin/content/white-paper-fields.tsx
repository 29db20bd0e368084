/** The white papers tab: dialog fields and tab description (spec §2, §3 white_papers, §5, §8). */
import { NativeSelect, TextInput } from "@mantine/core";
import { createWhitePaper, deleteWhitePaper, listWhitePapersForAdmin, updateWhitePaper } from "../../data";
import { type WhitePaper, WHITE_PAPER_CATEGORIES, type WhitePaperInput } from "../../types/domain";
import { formatDate, optionLabel } from "../forms/format";
import { emptyWhitePaperForm, parseWhitePaperForm, type WhitePaperForm, whitePaperToForm } from "../forms/white-paper";
import { bindFields, FieldRow, TitleAndDescription } from "./bound-fields";
import { CardSummary } from "./card-summary";
import type { ContentConfig, FieldsProps } from "./content-config";

/** Inputs of the white paper dialog. */
export function WhitePaperFields(props: FieldsProps<WhitePaperForm>) {
  const field = bindFields(props);
  return (
    <>
      <TitleAndDescription field={field} />
      <FieldRow>
        <TextInput label="Author" required {...field("author")} />
        <TextInput label="Date Published" type="date" required {...field("date_published")} />
      </FieldRow>
      <FieldRow>
        <TextInput label="Pages" type="number" min={0} required {...field("pages")} />
        <NativeSelect
          label="Category"
          data={WHITE_PAPER_CATEGORIES.map((c) => ({ value: c, label: optionLabel(c) }))}
          {...field("category")}
        />
      </FieldRow>
      <TextInput label="Image URL" type="url" {...field("image_url")} />
      <TextInput label="PDF URL" type="url" {...field("pdf_url")} />
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
    <CardSummary
      meta={
        <>
          {row.author} · {formatDate(row.date_published)} · {row.pages} pages · {optionLabel(row.category)}
        </>
      }
      description={row.description}
    />
  ),
};
