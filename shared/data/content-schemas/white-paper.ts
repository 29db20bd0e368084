/** The white paper's form and schema (spec §3 white_papers, §5 White paper; issue #25). */
import { z } from "../../zod-jitless";
import { DEFAULT_WHITE_PAPER_CATEGORY, type WhitePaperInput } from "../../types/domain";
import {
  type ChineseFields,
  chineseShape,
  chineseToForm,
  type ContentSchema,
  decimalRefused,
  emptyChinese,
  fileField,
  type FileFieldValue,
  fileFieldSchema,
  fileFieldValue,
  type FileSlot,
  lenientInteger,
  numberToField,
  parseChinese,
  requiredText,
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
  type SeoForm,
  seoShape,
  seoToForm,
  type SlugForm,
  slugShape,
  slugToForm,
} from "./item-page";

/** The dialog's fields, all held as the text the inputs show; `title_zh`, `description_zh` optional (issue #10). */
export type WhitePaperForm = ChineseFields<"white_papers"> &
  PublishAtForm &
  SlugForm &
  SeoForm &
  AltForm<"image_alt"> & {
    title: string;
    description: string;
    author: string;
    /** ISO date `YYYY-MM-DD` from a date input. */
    date_published: string;
    pages: string;
    category: string;
    /** The cover: a stored link, a typed one, or an image chosen for upload (issue #11). */
    image_url: FileFieldValue;
    /** The PDF: a stored link, a typed one, or a document chosen for upload (issue #11). */
    pdf_url: FileFieldValue;
  };

/** Where the white paper's files go (issue #11). */
export const WHITE_PAPER_FILES = {
  pdf_url: { kind: "document", slot: "pdf" },
  image_url: { kind: "image", slot: "image" },
} as const satisfies Record<string, FileSlot>;

/** The Add dialog's starting values (category technical_analysis, spec §9 Defaults). */
export const emptyWhitePaperForm = (): WhitePaperForm => ({
  title: "",
  description: "",
  author: "",
  date_published: "",
  pages: "",
  category: DEFAULT_WHITE_PAPER_CATEGORY,
  image_url: fileField(),
  pdf_url: fileField(),
  ...emptyChinese("white_papers"),
  ...emptyPublishAt(),
  slug: "",
  ...emptySeo(),
  ...emptyAlt("image_alt"),
});

/** The Edit dialog's values, prefilled from a stored row (or a payload, for the data check). */
export const whitePaperToForm = (row: WhitePaperInput): WhitePaperForm => ({
  title: row.title,
  description: row.description,
  author: row.author,
  date_published: row.date_published,
  pages: numberToField(row.pages),
  category: row.category || DEFAULT_WHITE_PAPER_CATEGORY,
  image_url: fileField(row.image_url),
  pdf_url: fileField(row.pdf_url),
  ...chineseToForm("white_papers", row),
  ...publishAtToForm(row),
  ...slugToForm(row),
  ...seoToForm(row),
  ...altToForm("image_alt", row),
});

/**
 * The white paper's rules (spec §5): title, description, author,
 * date_published and pages required; pages a whole number (a decimal is an
 * inline error, issue #11; other text becomes 0); image_url, pdf_url and the
 * Chinese fields optional (null when blank), category defaulting to
 * technical_analysis. A chosen PDF or cover is checked and returned as an
 * upload; a link must be absolute http(s). Item page (issue #26): the slug
 * blank or valid, SEO texts within SEO_LIMITS, a cover needs both alt texts.
 */
export const whitePaperSchema: ContentSchema<WhitePaperForm, WhitePaperInput> = z
  .object({
    title: requiredText(),
    description: requiredText(),
    author: requiredText(),
    date_published: requiredText(),
    pages: decimalRefused({ required: true }),
    category: z.string(),
    image_url: fileFieldSchema(WHITE_PAPER_FILES.image_url.kind),
    pdf_url: fileFieldSchema(WHITE_PAPER_FILES.pdf_url.kind),
    ...chineseShape("white_papers"),
    ...publishAtShape(),
    ...slugShape(),
    ...seoShape(),
    ...altShape("image_alt"),
  })
  .superRefine(altTextCheck("image_url", "image_alt"))
  .transform((form) => {
    const values: WhitePaperForm = form;
    const pdf = fileFieldValue(values.pdf_url, "pdf_url", WHITE_PAPER_FILES.pdf_url);
    const image = fileFieldValue(values.image_url, "image_url", WHITE_PAPER_FILES.image_url);
    return {
      uploads: [pdf.upload, image.upload].filter((u) => u !== null),
      value: {
        title: values.title.trim(),
        description: values.description.trim(),
        author: values.author.trim(),
        date_published: values.date_published,
        pages: lenientInteger(values.pages),
        category: values.category || DEFAULT_WHITE_PAPER_CATEGORY,
        image_url: image.url,
        pdf_url: pdf.url,
        ...parseChinese("white_papers", values),
        ...parsePublishAt(values),
        ...parseSlug(values),
        ...parseSeo(values),
        ...parseAlt("image_alt", values),
      },
    };
  });
