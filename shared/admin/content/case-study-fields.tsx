/** The case studies tab: dialog fields and tab description (spec §2, §3 case_studies, §5, §8; issue #10). */
import { TextInput } from "@mantine/core";
import { createCaseStudy, deleteCaseStudy, listCaseStudiesForAdmin, updateCaseStudy } from "../../data";
import type { CaseStudy, CaseStudyInput } from "../../types/domain";
import { type CaseStudyForm, caseStudySchema, caseStudyToForm, emptyCaseStudyForm } from "../../data/content-schemas";
import { useAdminI18n } from "../i18n";
import { bindFields, bindFiles, chineseProps, FieldRow, TitleAndDescription } from "./bound-fields";
import { CardSummary } from "./card-summary";
import type { ContentConfig, FieldsProps } from "./content-config";
import { FileField } from "./file-field";
import { AltTextFields, ItemPageFields, StoryFields } from "./item-page-fields";

/**
 * Inputs of the case study dialog (the held metrics are kept in the form but
 * not shown, spec §3); issue #26: alt text, the story, address and SEO.
 */
export function CaseStudyFields({ form }: FieldsProps<CaseStudyForm>) {
  const { t } = useAdminI18n();
  const field = bindFields(form, t);
  const file = bindFiles(form, t);
  return (
    <>
      <TitleAndDescription field={field} />
      <FieldRow>
        <TextInput label={t("fields.location")} required {...field("location")} />
        <TextInput label={t("fields.location_zh")} {...chineseProps(t)} {...field("location_zh")} />
      </FieldRow>
      <FieldRow>
        <TextInput label={t("fields.year")} type="number" required {...field("year")} />
        <TextInput
          label={t("fields.cost_savings")}
          placeholder={t("fields.cost_savings_placeholder")}
          {...field("cost_savings")}
        />
      </FieldRow>
      <FieldRow>
        <TextInput label={t("fields.drilling_time_reduction")} type="number" {...field("drilling_time_reduction")} />
        <TextInput label={t("fields.target_accuracy")} type="number" {...field("target_accuracy")} />
      </FieldRow>
      <FileField label={t("fields.image")} linkLabel={t("fields.image_url")} kind="image" {...file("image_url")} />
      <AltTextFields form={form} alt="image_alt" picture="image_url" />
      <StoryFields form={form} />
      <ItemPageFields form={form} table="case_studies" />
    </>
  );
}

/** The case studies tab (toasts 'Case study created successfully' etc.). */
export const caseStudyContent: ContentConfig<CaseStudy, CaseStudyForm, CaseStudyInput> = {
  table: "case_studies",
  list: listCaseStudiesForAdmin,
  create: (client, input, id) => createCaseStudy(client, { ...input, id }),
  update: updateCaseStudy,
  remove: deleteCaseStudy,
  emptyForm: emptyCaseStudyForm,
  toForm: caseStudyToForm,
  schema: caseStudySchema,
  Fields: CaseStudyFields,
  rowTitle: (row) => row.title,
  searchText: (row) => [
    row.title,
    row.title_zh,
    row.description,
    row.description_zh,
    row.location,
    row.location_zh,
    row.year,
    row.cost_savings,
  ],
  renderSummary: (row, { t }) => {
    const metrics = [
      row.drilling_time_reduction !== null ? t("summary.timeReduction", { value: row.drilling_time_reduction }) : null,
      row.target_accuracy !== null ? t("summary.targetAccuracy", { value: row.target_accuracy }) : null,
      row.cost_savings ? t("summary.costSavings", { value: row.cost_savings }) : null,
    ].filter(Boolean);
    return (
      <CardSummary
        meta={
          <>
            {row.location} · {row.year}
            {metrics.length > 0 ? ` · ${metrics.join(" · ")}` : ""}
          </>
        }
        description={row.description}
      />
    );
  },
};
