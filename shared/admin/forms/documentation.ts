/** Documentation form state and parsing (spec §3 documentation, §4 Documentation form, §5). */
import type { DocumentLink, Documentation, DocumentationInput } from "../../types/domain";
import {
  type ChineseFields,
  chineseToForm,
  emptyChinese,
  type FieldErrors,
  isBlank,
  optionalText,
  parseChinese,
  type ParseResult,
  requireFields,
} from "./common";

/**
 * The dialog's fields (the `*_zh` ones optional, issue #10); `documents` is
 * the entry's list, edited through the add/remove helpers.
 */
export interface DocumentationForm extends ChineseFields<"documentation"> {
  title: string;
  description: string;
  /** Free text (spec §3). */
  category: string;
  image_url: string;
  documents: DocumentLink[];
}

/** The Add dialog's starting values. */
export const emptyDocumentationForm = (): DocumentationForm => ({
  title: "",
  description: "",
  category: "",
  image_url: "",
  documents: [],
  ...emptyChinese("documentation"),
});

/** The Edit dialog's values, prefilled from a stored row. */
export const documentationToForm = (row: Documentation): DocumentationForm => ({
  title: row.title,
  description: row.description,
  category: row.category,
  image_url: row.image_url ?? "",
  documents: row.documents.map((d) => ({ ...d })),
  ...chineseToForm("documentation", row),
});

/**
 * Adds `{name, download_url}` to the list only when both are filled (spec §4);
 * returns the same list otherwise. Values are trimmed. A non-blank `nameZh`
 * is kept as the document's `name_zh` (issue #10); a blank one is left out.
 */
export function addDocument(documents: DocumentLink[], name: string, downloadUrl: string, nameZh = ""): DocumentLink[] {
  if (isBlank(name) || isBlank(downloadUrl)) return documents;
  const chinese = optionalText(nameZh);
  return [
    ...documents,
    { name: name.trim(), ...(chinese ? { name_zh: chinese } : {}), download_url: downloadUrl.trim() },
  ];
}

/** Removes the one entry at `index` (spec §4: entries removed one at a time). */
export const removeDocument = (documents: DocumentLink[], index: number): DocumentLink[] =>
  documents.filter((_, i) => i !== index);

const REQUIRED = ["title", "description", "category"] as const;

/**
 * Validates and converts the form (spec §5): title, description and category
 * required; image and the Chinese fields optional (null when blank).
 */
export function parseDocumentationForm(form: DocumentationForm): ParseResult<DocumentationInput, DocumentationForm> {
  const errors: FieldErrors<DocumentationForm> = {};
  requireFields(form, REQUIRED, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      title: form.title.trim(),
      description: form.description.trim(),
      category: form.category.trim(),
      image_url: optionalText(form.image_url),
      documents: form.documents.map((d) => ({ ...d })),
      ...parseChinese("documentation", form),
    },
  };
}
