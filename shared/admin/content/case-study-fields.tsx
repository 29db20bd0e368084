/** The case studies tab: dialog fields and tab description (spec §2, §3 case_studies, §5, §8). */
import { Group, Text, Textarea, TextInput } from "@mantine/core";
import { createCaseStudy, deleteCaseStudy, listCaseStudiesForAdmin, updateCaseStudy } from "../../data";
import type { CaseStudy, CaseStudyInput } from "../../types/domain";
import { type CaseStudyForm, caseStudyToForm, emptyCaseStudyForm, parseCaseStudyForm } from "../forms/case-study";
import type { ContentConfig, FieldsProps } from "./content-config";

/** Inputs of the case study dialog (the held metrics are kept in the form but not shown, spec §3). */
export function CaseStudyFields({ form, update, errors }: FieldsProps<CaseStudyForm>) {
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
          label="Location"
          required
          value={form.location}
          error={errors.location}
          onChange={(e) => update({ location: e.currentTarget.value })}
        />
        <TextInput
          label="Year"
          type="number"
          required
          value={form.year}
          error={errors.year}
          onChange={(e) => update({ year: e.currentTarget.value })}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label="Drilling Time Reduction (%)"
          type="number"
          value={form.drilling_time_reduction}
          error={errors.drilling_time_reduction}
          onChange={(e) => update({ drilling_time_reduction: e.currentTarget.value })}
        />
        <TextInput
          label="Target Accuracy (%)"
          type="number"
          value={form.target_accuracy}
          error={errors.target_accuracy}
          onChange={(e) => update({ target_accuracy: e.currentTarget.value })}
        />
      </Group>
      <TextInput
        label="Cost Savings"
        placeholder="$2M"
        value={form.cost_savings}
        onChange={(e) => update({ cost_savings: e.currentTarget.value })}
      />
      <TextInput
        label="Image URL"
        type="url"
        value={form.image_url}
        onChange={(e) => update({ image_url: e.currentTarget.value })}
      />
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
      <>
        <Text size="sm" c="dimmed">
          {row.location} · {row.year}
          {metrics.length > 0 ? ` · ${metrics.join(" · ")}` : ""}
        </Text>
        <Text size="sm" lineClamp={2}>
          {row.description}
        </Text>
      </>
    );
  },
};
