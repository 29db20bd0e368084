/** The white papers tab: dialog fields and tab description (spec §2, §3 white_papers, §5, §8; issue #10). */
import { NativeSelect, TextInput } from "@mantine/core";
import { createWhitePaper, deleteWhitePaper, listWhitePapersForAdmin, updateWhitePaper } from "../../data";
import { type WhitePaper, WHITE_PAPER_CATEGORIES, type WhitePaperInput } from "../../types/domain";
import {
  emptyWhitePaperForm,
  type WhitePaperForm,
  whitePaperSchema,
  whitePaperToForm,
} from "../../data/content-schemas";
import { categoryLabel, formatDate } from "../forms/format";
import { useAdminI18n } from "../i18n";
import { bindFields, bindFiles, FieldRow, TitleAndDescription } from "./bound-fields";
import { CardSummary } from "./card-summary";
import type { ContentConfig, FieldsProps } from "./content-config";
import { FileField } from "./file-field";
import { AltTextFields, ItemPageFields } from "./item-page-fields";

/** Inputs of the white paper dialog. */
export function WhitePaperFields({ form }: FieldsProps<WhitePaperForm>) {
  const { t } = useAdminI18n();
  const field = bindFields(form, t);
  const file = bindFiles(form, t);
  return (
    <>
      <TitleAndDescription field={field} />
      <FieldRow>
        <TextInput label={t("fields.author")} required {...field("author")} />
        <TextInput label={t("fields.date_published")} type="date" required {...field("date_published")} />
      </FieldRow>
      <FieldRow>
        <TextInput label={t("fields.pages")} type="number" min={0} required {...field("pages")} />
        <NativeSelect
          label={t("fields.category")}
          data={WHITE_PAPER_CATEGORIES.map((c) => ({ value: c, label: categoryLabel("white_papers", c, t) }))}
          {...field("category")}
        />
      </FieldRow>
      <FileField label={t("fields.pdf")} linkLabel={t("fields.pdf_url")} kind="document" {...file("pdf_url")} />
      <FileField label={t("fields.cover")} linkLabel={t("fields.image_url")} kind="image" {...file("image_url")} />
      <AltTextFields form={form} alt="image_alt" picture="image_url" />
      <ItemPageFields form={form} table="white_papers" />
    </>
  );
}

/** The white papers tab (list newest created first; toasts 'White paper created successfully' etc.). */
export const whitePaperContent: ContentConfig<WhitePaper, WhitePaperForm, WhitePaperInput> = {
  table: "white_papers",
  list: listWhitePapersForAdmin,
  create: (client, input, id) => createWhitePaper(client, { ...input, id }),
  update: updateWhitePaper,
  remove: deleteWhitePaper,
  emptyForm: emptyWhitePaperForm,
  toForm: whitePaperToForm,
  schema: whitePaperSchema,
  Fields: WhitePaperFields,
  rowTitle: (row) => row.title,
  searchText: (row) => [row.title, row.title_zh, row.description, row.description_zh, row.author, row.category],
  renderSummary: (row, { t, locale }) => (
    <CardSummary
      meta={
        <>
          {row.author} · {formatDate(row.date_published, locale)} · {t("summary.pages", { count: row.pages })} ·{" "}
          {categoryLabel("white_papers", row.category, t)}
        </>
      }
      description={row.description}
    />
  ),
};
