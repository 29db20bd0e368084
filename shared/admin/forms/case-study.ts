/** Case study form state and parsing (spec §3 case_studies, §5 Case study). */
import type { CaseStudy, CaseStudyInput } from "../../types/domain";
import {
  type ChineseFields,
  chineseToForm,
  emptyChinese,
  type FieldErrors,
  isBlank,
  numberToField,
  optionalText,
  parseChinese,
  parseInteger,
  type ParseResult,
  requireFields,
  WHOLE_NUMBER_MESSAGE,
} from "./common";
import { fileField, type FileFieldValue, type FileSlot, parseFileField } from "./files";

/** Where the case study's image goes (issue #11). */
export const CASE_STUDY_FILES = { image_url: { kind: "image", slot: "image" } } as const satisfies Record<
  string,
  FileSlot
>;

/** Stored fields the form keeps but does not let the editor change (spec §3: held in form state, not editable). */
export type CaseStudyHeldFields = Pick<
  CaseStudyInput,
  | "rop_improvement"
  | "wellbore_quality"
  | "project_savings"
  | "reach_extension"
  | "drilling_accuracy"
  | "time_saved_days"
>;

/** The dialog's fields as text (the `*_zh` ones optional, issue #10), plus the held (non-editable) values. */
export interface CaseStudyForm extends ChineseFields<"case_studies"> {
  title: string;
  description: string;
  location: string;
  year: string;
  /** A stored link, a typed one, or an image chosen for upload (issue #11). */
  image_url: FileFieldValue;
  /** Percent, whole number. */
  drilling_time_reduction: string;
  /** Percent, whole number. */
  target_accuracy: string;
  /** Free text such as "$2M". */
  cost_savings: string;
  held: CaseStudyHeldFields;
}

const emptyHeld = (): CaseStudyHeldFields => ({
  rop_improvement: null,
  wellbore_quality: null,
  project_savings: null,
  reach_extension: null,
  drilling_accuracy: null,
  time_saved_days: null,
});

/** The Add dialog's starting values. */
export const emptyCaseStudyForm = (): CaseStudyForm => ({
  title: "",
  description: "",
  location: "",
  year: "",
  image_url: fileField(),
  drilling_time_reduction: "",
  target_accuracy: "",
  cost_savings: "",
  ...emptyChinese("case_studies"),
  held: emptyHeld(),
});

/** The Edit dialog's values, prefilled from a stored row (held fields kept as stored). */
export const caseStudyToForm = (row: CaseStudy): CaseStudyForm => ({
  title: row.title,
  description: row.description,
  location: row.location,
  year: numberToField(row.year),
  image_url: fileField(row.image_url),
  drilling_time_reduction: numberToField(row.drilling_time_reduction),
  target_accuracy: numberToField(row.target_accuracy),
  cost_savings: row.cost_savings ?? "",
  ...chineseToForm("case_studies", row),
  held: {
    rop_improvement: row.rop_improvement,
    wellbore_quality: row.wellbore_quality,
    project_savings: row.project_savings,
    reach_extension: row.reach_extension,
    drilling_accuracy: row.drilling_accuracy,
    time_saved_days: row.time_saved_days,
  },
});

const REQUIRED = ["title", "description", "location", "year"] as const;

/** A percent field: null when blank, else an integer with no fallback (a non-number is an error). */
function parsePercent(value: string): number | null | "invalid" {
  if (isBlank(value)) return null;
  const n = parseInteger(value);
  return Number.isNaN(n) ? "invalid" : n;
}

/**
 * Validates and converts the form (spec §5): title, description, location and
 * year required, year an integer; the percent fields parsed as integers with
 * no fallback (blank sends null, text that is not a number is an inline error);
 * a decimal is refused, never truncated (issue #11); cost_savings, image_url
 * (a chosen image is returned as an upload, a link must be absolute http(s))
 * and the Chinese fields optional (null when blank);
 * held fields sent back unchanged.
 */
export function parseCaseStudyForm(form: CaseStudyForm): ParseResult<CaseStudyInput, CaseStudyForm> {
  const errors: FieldErrors<CaseStudyForm> = {};
  requireFields(form, REQUIRED, errors);
  const year = parseInteger(form.year);
  if (!errors.year && Number.isNaN(year)) errors.year = WHOLE_NUMBER_MESSAGE;
  const timeReduction = parsePercent(form.drilling_time_reduction);
  if (timeReduction === "invalid") errors.drilling_time_reduction = WHOLE_NUMBER_MESSAGE;
  const accuracy = parsePercent(form.target_accuracy);
  if (accuracy === "invalid") errors.target_accuracy = WHOLE_NUMBER_MESSAGE;
  const image = parseFileField(form.image_url, "image_url", CASE_STUDY_FILES.image_url);
  if (image.error) errors.image_url = image.error;
  if (Object.keys(errors).length > 0 || timeReduction === "invalid" || accuracy === "invalid")
    return { ok: false, errors };
  return {
    ok: true,
    uploads: image.upload ? [image.upload] : [],
    value: {
      title: form.title.trim(),
      description: form.description.trim(),
      location: form.location.trim(),
      year,
      image_url: image.url,
      drilling_time_reduction: timeReduction,
      target_accuracy: accuracy,
      cost_savings: optionalText(form.cost_savings),
      ...parseChinese("case_studies", form),
      ...form.held,
    },
  };
}
