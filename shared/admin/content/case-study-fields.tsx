/** The case studies tab: dialog fields and tab description (spec §2, §3 case_studies, §5, §8). */
import { TextInput } from "@mantine/core";
import { createCaseStudy, deleteCaseStudy, listCaseStudiesForAdmin, updateCaseStudy } from "../../data";
import type { CaseStudy, CaseStudyInput } from "../../types/domain";
import { type CaseStudyForm, caseStudyToForm, emptyCaseStudyForm, parseCaseStudyForm } from "../forms/case-study";
import { bindFields, FieldRow, TitleAndDescription } from "./bound-fields";
import { CardSummary } from "./card-summary";
import type { ContentConfig, FieldsProps } from "./content-config";

/** Inputs of the case study dialog (the held metrics are kept in the form but not shown, spec §3). */
export function CaseStudyFields(props: FieldsProps<CaseStudyForm>) {
  const field = bindFields(props);
  return (
    <>
      <TitleAndDescription field={field} />
      <FieldRow>
        <TextInput label="Location" required {...field("location")} />
        <TextInput label="Year" type="number" required {...field("year")} />
      </FieldRow>
      <FieldRow>
        <TextInput label="Drilling Time Reduction (%)" type="number" {...field("drilling_time_reduction")} />
        <TextInput label="Target Accuracy (%)" type="number" {...field("target_accuracy")} />
      </FieldRow>
      <TextInput label="Cost Savings" placeholder="$2M" {...field("cost_savings")} />
      <TextInput label="Image URL" type="url" {...field("image_url")} />
    </>
  );
}

/** The case studies tab (toasts 'Case study created successfully' etc.). */
export const caseStudyContent: ContentConfig<CaseStudy, CaseStudyForm, CaseStudyInput> = {
  title: "Case Study",
  singular: "case study",
  plural: "case studies",
  list: listCaseStudiesForAdmin,
  create: createCaseStudy,
  update: updateCaseStudy,
  remove: deleteCaseStudy,
  emptyForm: emptyCaseStudyForm,
  toForm: caseStudyToForm,
  parse: parseCaseStudyForm,
  Fields: CaseStudyFields,
  rowTitle: (row) => row.title,
  searchText: (row) => [row.title, row.description, row.location, row.year, row.cost_savings],
  renderSummary: (row) => {
    const metrics = [
      row.drilling_time_reduction !== null ? `${row.drilling_time_reduction}% less drilling time` : null,
      row.target_accuracy !== null ? `${row.target_accuracy}% target accuracy` : null,
      row.cost_savings ? `${row.cost_savings} saved` : null,
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
