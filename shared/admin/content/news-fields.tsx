/**
 * The news tab (issue #26): the dialog's fields and the tab's description,
 * built like the case studies tab. English and Chinese title, summary and
 * article text side by side (issue #10), category (shared/content/news.ts),
 * date, featured switch and an optional picture (issue #11).
 */
import { Checkbox, NativeSelect, Textarea, TextInput } from "@mantine/core";
import type { ChangeEvent } from "react";
import { NEWS_CATEGORIES } from "../../content/news";
import { createNews, deleteNews, listNewsForAdmin, updateNews } from "../../data";
import { emptyNewsForm, type NewsForm, newsSchema, newsToForm } from "../../data/content-schemas";
import type { NewsInput, NewsItem } from "../../types/domain";
import { categoryLabel, formatDate } from "../forms/format";
import { useAdminI18n } from "../i18n";
import { bindFields, bindFiles, chineseProps, FieldRow } from "./bound-fields";
import { CardSummary } from "./card-summary";
import type { ContentConfig, FieldsProps } from "./content-config";
import { FileField } from "./file-field";
import { AltTextFields, ItemPageFields } from "./item-page-fields";

/** Inputs of the news dialog. */
export function NewsFields({ form }: FieldsProps<NewsForm>) {
  const { t } = useAdminI18n();
  const field = bindFields(form, t);
  const file = bindFiles(form, t);
  const featured = form.getInputProps("featured", { type: "checkbox" });
  return (
    <>
      <FieldRow>
        <TextInput label={t("fields.title")} required {...field("title")} />
        <TextInput label={t("fields.title_zh")} {...chineseProps(t)} {...field("title_zh")} />
      </FieldRow>
      <FieldRow>
        <Textarea label={t("fields.excerpt")} required autosize minRows={2} {...field("excerpt")} />
        <Textarea label={t("fields.excerpt_zh")} autosize minRows={2} {...chineseProps(t)} {...field("excerpt_zh")} />
      </FieldRow>
      <FieldRow>
        <Textarea label={t("fields.body")} autosize minRows={4} {...field("body")} />
        <Textarea label={t("fields.body_zh")} autosize minRows={4} {...chineseProps(t)} {...field("body_zh")} />
      </FieldRow>
      <FieldRow>
        <TextInput label={t("fields.date_published")} type="date" required {...field("date_published")} />
        <NativeSelect
          label={t("fields.category")}
          data={NEWS_CATEGORIES.map((c) => ({ value: c, label: categoryLabel("news", c, t) }))}
          {...field("category")}
        />
      </FieldRow>
      <Checkbox
        label={t("fields.featured")}
        checked={featured.checked as boolean}
        onChange={featured.onChange as (event: ChangeEvent<HTMLInputElement>) => void}
      />
      <FileField label={t("fields.image")} linkLabel={t("fields.image_url")} kind="image" {...file("image_url")} />
      <AltTextFields form={form} alt="image_alt" picture="image_url" />
      <ItemPageFields form={form} table="news" descriptionKey="excerpt" />
    </>
  );
}

/** The news tab (list newest created first; toasts 'News item created successfully' etc.). */
export const newsContent: ContentConfig<NewsItem, NewsForm, NewsInput> = {
  table: "news",
  list: listNewsForAdmin,
  create: (client, input, id) => createNews(client, { ...input, id }),
  update: updateNews,
  remove: deleteNews,
  emptyForm: emptyNewsForm,
  toForm: newsToForm,
  schema: newsSchema,
  Fields: NewsFields,
  rowTitle: (row) => row.title,
  searchText: (row) => [row.title, row.title_zh, row.excerpt, row.excerpt_zh, row.category, row.date_published],
  renderSummary: (row, { t, locale }) => (
    <CardSummary
      meta={
        <>
          {formatDate(row.date_published, locale)} · {categoryLabel("news", row.category, t)}
          {row.featured ? ` · ${t("newsSummary.featured")}` : ""}
        </>
      }
      description={row.excerpt}
    />
  ),
};
