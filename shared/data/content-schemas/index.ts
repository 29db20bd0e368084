/**
 * One zod schema per content type (spec §5 Validation, issue #25): the admin
 * dialog validates its form with it (through @mantine/form and
 * mantine-form-zod-resolver) and turns the valid form into the payload and
 * its uploads; saveContentItem checks every payload with the same schema
 * before anything is uploaded or written (contentInputErrors). Issues carry
 * the admin's message keys (`validation.required`, ...), so each caller words
 * them in its own language.
 */
import type { TranslatedTable } from "../../content/translations";
import type { CaseStudyInput, DocumentationInput, NewsInput, VideoInput, WhitePaperInput } from "../../types/domain";
import { caseStudySchema, caseStudyToForm } from "./case-study";
import { type ContentSchema, type FieldErrors, issuesToErrors } from "./common";
import { documentationSchema, documentationToForm } from "./documentation";
import { newsSchema, newsToForm } from "./news";
import { videoSchema, videoToForm } from "./video";
import { whitePaperSchema, whitePaperToForm } from "./white-paper";

export * from "./case-study";
export * from "./common";
export * from "./documentation";
export * from "./item-page";
export * from "./news";
export * from "./video";
export * from "./white-paper";

/** A content type's schema and how a payload of it reads as form values. */
interface ContentRules<F, Input> {
  schema: ContentSchema<F, Input>;
  toForm: (input: Input) => F;
}

/** The payload type saved into each content table. */
export interface ContentInputs {
  white_papers: WhitePaperInput;
  case_studies: CaseStudyInput;
  videos: VideoInput;
  documentation: DocumentationInput;
  news: NewsInput;
}

const RULES: { [T in TranslatedTable]: ContentRules<unknown, ContentInputs[T]> } = {
  white_papers: { schema: whitePaperSchema, toForm: whitePaperToForm } as ContentRules<unknown, WhitePaperInput>,
  case_studies: { schema: caseStudySchema, toForm: caseStudyToForm } as ContentRules<unknown, CaseStudyInput>,
  videos: { schema: videoSchema, toForm: videoToForm } as ContentRules<unknown, VideoInput>,
  documentation: { schema: documentationSchema, toForm: documentationToForm } as ContentRules<
    unknown,
    DocumentationInput
  >,
  news: { schema: newsSchema, toForm: newsToForm } as ContentRules<unknown, NewsInput>,
};

/**
 * Checks a payload of `table` against that type's schema, read as the form
 * values that would produce it (numbers as text, links as file fields): a
 * blank required field, a decimal or a link that is not absolute http(s) is
 * refused as in the dialog. Fields waiting for an upload are null and pass.
 * @returns field → message key of the first problem of each field; empty when `input` may be saved.
 */
export function contentInputErrors<T extends TranslatedTable>(
  table: T,
  input: ContentInputs[T],
): FieldErrors<Record<string, unknown>> {
  const { schema, toForm } = RULES[table] as ContentRules<unknown, ContentInputs[T]>;
  const result = schema.safeParse(toForm(input));
  return result.success ? {} : issuesToErrors(result.error);
}
