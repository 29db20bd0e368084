/** The case study's form and schema (spec §3 case_studies, §5 Case study; issue #25). */
import { z } from "../../zod-jitless";
import type { CaseStudyInput } from "../../types/domain";
import {
  type ChineseFields,
  chineseShape,
  chineseToForm,
  type ContentSchema,
  emptyChinese,
  fileField,
  type FileFieldValue,
  fileFieldSchema,
  fileFieldValue,
  type FileSlot,
  numberToField,
  optionalInteger,
  optionalText,
  optionalWholeNumber,
  parseChinese,
  parseInteger,
  requiredText,
  requiredWholeNumber,
  emptyPublishAt,
  parsePublishAt,
  type PublishAtForm,
  publishAtShape,
  publishAtToForm,
} from "./common";
import {
  type AltForm,
  altShape,
  altTextCheck,
  altToForm,
  emptyAlt,
  emptySeo,
  parseAlt,
  parseSeo,
  parseSlug,
  parseStory,
  type SeoForm,
  seoShape,
  seoToForm,
  type SlugForm,
  slugShape,
  slugToForm,
  emptyStory,
  type StoryForm,
  storyShape,
  storyToForm,
} from "./item-page";

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
export type CaseStudyForm = ChineseFields<"case_studies"> &
  PublishAtForm &
  SlugForm &
  SeoForm &
  AltForm<"image_alt"> &
  StoryForm & {
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
  };

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
  ...emptyPublishAt(),
  slug: "",
  ...emptySeo(),
  ...emptyAlt("image_alt"),
  ...emptyStory(),
  held: emptyHeld(),
});

/** The Edit dialog's values, prefilled from a stored row or a payload (held fields kept as stored). */
export const caseStudyToForm = (row: CaseStudyInput): CaseStudyForm => ({
  title: row.title,
  description: row.description,
  location: row.location,
  year: numberToField(row.year),
  image_url: fileField(row.image_url),
  drilling_time_reduction: numberToField(row.drilling_time_reduction),
  target_accuracy: numberToField(row.target_accuracy),
  cost_savings: row.cost_savings ?? "",
  ...chineseToForm("case_studies", row),
  ...publishAtToForm(row),
  ...slugToForm(row),
  ...seoToForm(row),
  ...altToForm("image_alt", row),
  ...storyToForm(row),
  held: {
    rop_improvement: row.rop_improvement ?? null,
    wellbore_quality: row.wellbore_quality ?? null,
    project_savings: row.project_savings ?? null,
    reach_extension: row.reach_extension ?? null,
    drilling_accuracy: row.drilling_accuracy ?? null,
    time_saved_days: row.time_saved_days ?? null,
  },
});

/**
 * The case study's rules (spec §5): title, description, location and year
 * required, year a whole number; the percent fields whole numbers with no
 * fallback (blank sends null, text that is not a number is an inline error);
 * a decimal is refused, never truncated (issue #11); cost_savings, image_url
 * (a chosen image is returned as an upload, a link must be absolute http(s))
 * and the Chinese fields optional (null when blank); held fields sent back
 * unchanged. Item page (issue #26): the slug blank or valid, SEO texts
 * within SEO_LIMITS, an image needs both alt texts, the story (challenge,
 * solution, results, English and Chinese) optional within CASE_STUDY_STORY_MAX.
 */
export const caseStudySchema: ContentSchema<CaseStudyForm, CaseStudyInput> = z
  .object({
    title: requiredText(),
    description: requiredText(),
    location: requiredText(),
    year: requiredWholeNumber(),
    image_url: fileFieldSchema(CASE_STUDY_FILES.image_url.kind),
    drilling_time_reduction: optionalWholeNumber(),
    target_accuracy: optionalWholeNumber(),
    cost_savings: z.string(),
    held: z.custom<CaseStudyHeldFields>((v) => typeof v === "object" && v !== null),
    ...chineseShape("case_studies"),
    ...publishAtShape(),
    ...slugShape(),
    ...seoShape(),
    ...altShape("image_alt"),
    ...storyShape(),
  })
  .superRefine(altTextCheck("image_url", "image_alt"))
  .transform((form) => {
    const values: CaseStudyForm = form;
    const image = fileFieldValue(values.image_url, "image_url", CASE_STUDY_FILES.image_url);
    return {
      uploads: image.upload ? [image.upload] : [],
      value: {
        title: values.title.trim(),
        description: values.description.trim(),
        location: values.location.trim(),
        year: parseInteger(values.year),
        image_url: image.url,
        drilling_time_reduction: optionalInteger(values.drilling_time_reduction),
        target_accuracy: optionalInteger(values.target_accuracy),
        cost_savings: optionalText(values.cost_savings),
        ...parseChinese("case_studies", values),
        ...parsePublishAt(values),
        ...parseSlug(values),
        ...parseSeo(values),
        ...parseAlt("image_alt", values),
        ...parseStory(values),
        ...values.held,
      },
    };
  });
