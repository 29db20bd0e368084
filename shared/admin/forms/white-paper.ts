/** White paper form state and parsing (spec §3 white_papers, §5 White paper). */
import { DEFAULT_WHITE_PAPER_CATEGORY, type WhitePaper, type WhitePaperInput } from "../../types/domain";
import {
  type ChineseFields,
  chineseToForm,
  emptyChinese,
  type FieldErrors,
  numberToField,
  parseChinese,
  isFraction,
  parseInteger,
  type ParseResult,
  requireFields,
  WHOLE_NUMBER_MESSAGE,
} from "./common";
import { fileField, type FileFieldValue, type FileSlot, parseFileField } from "./files";

/** The dialog's fields, all held as the text the inputs show; `title_zh`, `description_zh` optional (issue #10). */
export interface WhitePaperForm extends ChineseFields<"white_papers"> {
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
}

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
});

/** The Edit dialog's values, prefilled from a stored row. */
export const whitePaperToForm = (row: WhitePaper): WhitePaperForm => ({
  title: row.title,
  description: row.description,
  author: row.author,
  date_published: row.date_published,
  pages: numberToField(row.pages),
  category: row.category || DEFAULT_WHITE_PAPER_CATEGORY,
  image_url: fileField(row.image_url),
  pdf_url: fileField(row.pdf_url),
  ...chineseToForm("white_papers", row),
});

const REQUIRED = ["title", "description", "author", "date_published", "pages"] as const;

/**
 * Validates and converts the form (spec §5): title, description, author,
 * date_published and pages required; pages a whole number (a decimal is
 * an inline error, issue #11; other text becomes 0); image_url, pdf_url and
 * the Chinese fields optional (null when blank). A chosen PDF or cover is
 * checked and returned as an upload; a link must be absolute http(s).
 */
export function parseWhitePaperForm(form: WhitePaperForm): ParseResult<WhitePaperInput, WhitePaperForm> {
  const errors: FieldErrors<WhitePaperForm> = {};
  requireFields(form, REQUIRED, errors);
  if (!errors.pages && isFraction(form.pages)) errors.pages = WHOLE_NUMBER_MESSAGE;
  const pdf = parseFileField(form.pdf_url, "pdf_url", WHITE_PAPER_FILES.pdf_url);
  if (pdf.error) errors.pdf_url = pdf.error;
  const image = parseFileField(form.image_url, "image_url", WHITE_PAPER_FILES.image_url);
  if (image.error) errors.image_url = image.error;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const pages = parseInteger(form.pages);
  return {
    ok: true,
    uploads: [pdf.upload, image.upload].filter((u) => u !== null),
    value: {
      title: form.title.trim(),
      description: form.description.trim(),
      author: form.author.trim(),
      date_published: form.date_published,
      pages: Number.isNaN(pages) ? 0 : pages,
      category: form.category || DEFAULT_WHITE_PAPER_CATEGORY,
      image_url: image.url,
      pdf_url: pdf.url,
      ...parseChinese("white_papers", form),
    },
  };
}
