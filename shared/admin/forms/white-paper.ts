/** White paper form state and parsing (spec §3 white_papers, §5 White paper). */
import { DEFAULT_WHITE_PAPER_CATEGORY, type WhitePaper, type WhitePaperInput } from "../../types/domain";
import {
  type ChineseFields,
  chineseToForm,
  emptyChinese,
  type FieldErrors,
  numberToField,
  optionalText,
  parseChinese,
  parseInteger,
  type ParseResult,
  requireFields,
} from "./common";

/** The dialog's fields, all held as the text the inputs show; `title_zh`, `description_zh` optional (issue #10). */
export interface WhitePaperForm extends ChineseFields<"white_papers"> {
  title: string;
  description: string;
  author: string;
  /** ISO date `YYYY-MM-DD` from a date input. */
  date_published: string;
  pages: string;
  category: string;
  image_url: string;
  pdf_url: string;
}

/** The Add dialog's starting values (category technical_analysis, spec §9 Defaults). */
export const emptyWhitePaperForm = (): WhitePaperForm => ({
  title: "",
  description: "",
  author: "",
  date_published: "",
  pages: "",
  category: DEFAULT_WHITE_PAPER_CATEGORY,
  image_url: "",
  pdf_url: "",
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
  image_url: row.image_url ?? "",
  pdf_url: row.pdf_url ?? "",
  ...chineseToForm("white_papers", row),
});

const REQUIRED = ["title", "description", "author", "date_published", "pages"] as const;

/**
 * Validates and converts the form (spec §5): title, description, author,
 * date_published and pages required; pages parsed as an integer, a
 * non-numeric value becoming 0; image_url, pdf_url and the Chinese fields
 * optional (null when blank).
 */
export function parseWhitePaperForm(form: WhitePaperForm): ParseResult<WhitePaperInput, WhitePaperForm> {
  const errors: FieldErrors<WhitePaperForm> = {};
  requireFields(form, REQUIRED, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const pages = parseInteger(form.pages);
  return {
    ok: true,
    value: {
      title: form.title.trim(),
      description: form.description.trim(),
      author: form.author.trim(),
      date_published: form.date_published,
      pages: Number.isNaN(pages) ? 0 : pages,
      category: form.category || DEFAULT_WHITE_PAPER_CATEGORY,
      image_url: optionalText(form.image_url),
      pdf_url: optionalText(form.pdf_url),
      ...parseChinese("white_papers", form),
    },
  };
}
