/** The documentation entry's form and schema (spec §3 documentation, §4 Documentation form, §5; issues #11, #25). */
import { z } from "../../zod-jitless";
import {
  DOCUMENTATION_CATEGORIES,
  type DocumentationCategory,
  type DocumentationInput,
  type DocumentLink,
} from "../../types/domain";
import {
  type ChineseFields,
  chineseShape,
  chineseToForm,
  type ContentSchema,
  emptyChinese,
  type FieldError,
  fileError,
  fileField,
  type FileFieldValue,
  fileFieldSchema,
  fileFieldValue,
  type FileSlot,
  isBlank,
  linkError,
  optionalText,
  parseChinese,
  type PendingUpload,
  REQUIRED_MESSAGE,
  requiredText,
  emptyPublishAt,
  parsePublishAt,
  type PublishAtForm,
  publishAtShape,
  publishAtToForm,
} from "./common";
import { type AltForm, altShape, altTextCheck, altToForm, emptyAlt, parseAlt } from "./item-page";

/** The category select's value for a category typed as free text. */
export const OTHER_CATEGORY = "other";

/** A document of the entry in the dialog: stored, or with a file chosen for upload on Save (issue #11). */
export interface DocumentDraft extends DocumentLink {
  /** A file chosen in this dialog; its URL replaces `download_url` on Save. */
  file?: File | null;
}

/** Where the entry's files go (issue #11). */
export const DOCUMENTATION_FILES = {
  image_url: { kind: "image", slot: "image" },
  documents: { kind: "document", slot: "document" },
} as const satisfies Record<string, FileSlot>;

/**
 * The dialog's fields (the `*_zh` ones optional, issue #10); `documents` is
 * the entry's list, edited through the add/remove helpers; `doc_*` is the
 * document being typed, not yet added (issue #11: never silently dropped).
 */
export type DocumentationForm = ChineseFields<"documentation"> &
  PublishAtForm &
  AltForm<"image_alt"> & {
    title: string;
    description: string;
    /** One of the public page's four categories, OTHER_CATEGORY, or "" before a choice. */
    category: string;
    /** The category's text when `category` is OTHER_CATEGORY. */
    category_other: string;
    image_url: FileFieldValue;
    documents: DocumentDraft[];
    /** The document being typed: its name. */
    doc_name: string;
    /** The document being typed: its Chinese name. */
    doc_name_zh: string;
    /** The document being typed: a link or a chosen file. */
    doc_link: FileFieldValue;
  };

const emptyPending = () => ({ doc_name: "", doc_name_zh: "", doc_link: fileField() });

/** The Add dialog's starting values. */
export const emptyDocumentationForm = (): DocumentationForm => ({
  title: "",
  description: "",
  category: "",
  category_other: "",
  image_url: fileField(),
  documents: [],
  ...emptyPending(),
  ...emptyChinese("documentation"),
  ...emptyPublishAt(),
  ...emptyAlt("image_alt"),
});

/** Whether `value` is one of the four categories of the public page. */
const isKnownCategory = (value: string): value is DocumentationCategory =>
  (DOCUMENTATION_CATEGORIES as readonly string[]).includes(value);

/** Whether a stored category is shown as "Other" with its text: any text outside the four. */
const isOtherCategory = (value: string): boolean => !isKnownCategory(value) && !isBlank(value);

/**
 * The Edit dialog's values, prefilled from a stored row (or a payload, for
 * the data check). A stored category outside the four is shown as "Other"
 * with its text, so it saves unchanged; a blank one is no choice yet.
 */
export const documentationToForm = (row: DocumentationInput): DocumentationForm => ({
  title: row.title,
  description: row.description,
  category: isOtherCategory(row.category) ? OTHER_CATEGORY : row.category,
  category_other: isOtherCategory(row.category) ? row.category : "",
  image_url: fileField(row.image_url),
  documents: (row.documents ?? []).map((d) => ({ ...d })),
  ...emptyPending(),
  ...chineseToForm("documentation", row),
  ...publishAtToForm(row),
  ...altToForm("image_alt", row),
});

/**
 * Adds a document with `name` and a link or a chosen file to the list, only
 * when the name is filled and the link is an absolute http(s) URL or the file
 * is acceptable (spec §4); returns the same list otherwise. Values are
 * trimmed; a non-blank `nameZh` is kept as `name_zh` (issue #10).
 */
export function addDocument(
  documents: DocumentDraft[],
  name: string,
  link: FileFieldValue | string,
  nameZh = "",
): DocumentDraft[] {
  const value = typeof link === "string" ? fileField(link) : link;
  if (isBlank(name)) return documents;
  if (value.file ? fileError(value.file, "document") : isBlank(value.url) || linkError(value.url)) return documents;
  const chinese = optionalText(nameZh);
  return [
    ...documents,
    {
      name: name.trim(),
      ...(chinese ? { name_zh: chinese } : {}),
      download_url: value.file ? "" : value.url.trim(),
      ...(value.file ? { file: value.file } : {}),
    },
  ];
}

/** Removes the one entry at `index` (spec §4: entries removed one at a time). */
export const removeDocument = (documents: DocumentDraft[], index: number): DocumentDraft[] =>
  documents.filter((_, i) => i !== index);

/**
 * The errors of the document being typed: none when it is empty or complete
 * (then Save adds it), else "finish or clear it" on each missing part and the
 * link's or file's own error.
 */
function pendingErrors(form: DocumentationForm): Partial<Record<"doc_name" | "doc_link", FieldError>> {
  const { doc_name, doc_name_zh, doc_link } = form;
  const hasLink = doc_link.file !== null || !isBlank(doc_link.url);
  if (isBlank(doc_name) && isBlank(doc_name_zh) && !hasLink) return {};
  const errors: Partial<Record<"doc_name" | "doc_link", FieldError>> = {};
  if (isBlank(doc_name)) errors.doc_name = "validation.documentPending";
  if (!hasLink) errors.doc_link = "validation.documentPending";
  else {
    const problem = doc_link.file ? fileError(doc_link.file, "document") : linkError(doc_link.url);
    if (problem) errors.doc_link = problem;
  }
  return errors;
}

/** The list with the typed document added when it is complete. */
const pendingAdded = (form: DocumentationForm): DocumentDraft[] =>
  addDocument(form.documents, form.doc_name, form.doc_link, form.doc_name_zh);

const documentDraft = z.object({
  name: z.string(),
  name_zh: z.string().optional(),
  download_url: z.string(),
  file: z
    .custom<File>((v) => v instanceof File)
    .nullable()
    .optional(),
});

/**
 * The documentation entry's rules (spec §5): title, description and category
 * required (a chosen category, or "Other" with its text); image and the
 * Chinese fields optional (null when blank). A document typed but not added
 * is added when complete and blocks Save with an inline error when not
 * (issue #11); every listed document's link must be absolute http(s)
 * (`documents`). Chosen files (image, documents) are returned as uploads.
 * An image needs both alt texts (issue #26).
 */
export const documentationSchema: ContentSchema<DocumentationForm, DocumentationInput> = z
  .object({
    title: requiredText(),
    description: requiredText(),
    category: requiredText(),
    category_other: z.string(),
    image_url: fileFieldSchema(DOCUMENTATION_FILES.image_url.kind),
    documents: z.array(documentDraft),
    doc_name: z.string(),
    doc_name_zh: z.string(),
    doc_link: z.object({ url: z.string(), file: z.custom<File>((v) => v instanceof File).nullable() }),
    ...chineseShape("documentation"),
    ...publishAtShape(),
    ...altShape("image_alt"),
  })
  .superRefine(altTextCheck("image_url", "image_alt"))
  .superRefine((raw, ctx) => {
    const form: DocumentationForm = raw;
    const issue = (field: keyof DocumentationForm, message: FieldError) =>
      ctx.addIssue({ code: "custom", message, path: [field] });
    if (form.category === OTHER_CATEGORY && isBlank(form.category_other)) issue("category_other", REQUIRED_MESSAGE);
    const pending = pendingErrors(form);
    if (pending.doc_name) issue("doc_name", pending.doc_name);
    if (pending.doc_link) issue("doc_link", pending.doc_link);
    const documents = pending.doc_name || pending.doc_link ? form.documents : pendingAdded(form);
    if (documents.some((d) => !d.file && linkError(d.download_url))) issue("documents", "validation.url");
  })
  .transform((raw) => {
    const form: DocumentationForm = raw;
    const image = fileFieldValue(form.image_url, "image_url", DOCUMENTATION_FILES.image_url);
    const documents = pendingAdded(form);
    const uploads: PendingUpload[] = image.upload ? [image.upload] : [];
    documents.forEach((d, index) => {
      if (d.file) uploads.push({ file: d.file, ...DOCUMENTATION_FILES.documents, field: "documents", index });
    });
    return {
      uploads,
      value: {
        title: form.title.trim(),
        description: form.description.trim(),
        category: form.category === OTHER_CATEGORY ? form.category_other.trim() : form.category,
        image_url: image.url,
        documents: documents.map(({ file: _file, ...link }) => ({ ...link })),
        ...parseChinese("documentation", form),
        ...parsePublishAt(form),
        ...parseAlt("image_alt", form),
      },
    };
  });
