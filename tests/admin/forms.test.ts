import { describe, expect, it } from "vitest";
import {
  addDocument,
  caseStudySchema,
  caseStudyToForm,
  type ContentSchema,
  documentationSchema,
  documentationToForm,
  emptyCaseStudyForm,
  emptyDocumentationForm,
  emptyVideoForm,
  emptyWhitePaperForm,
  fileField,
  OTHER_CATEGORY,
  parseContentForm,
  removeDocument,
  REQUIRED_MESSAGE,
  videoSchema,
  videoToForm,
  WHOLE_NUMBER_MESSAGE,
  whitePaperSchema,
  whitePaperToForm,
} from "../../shared/data/content-schemas";
import { categoryLabel, formatDate, formatFileSize, optionLabel } from "../../shared/admin/forms/format";
import { matchesSearch } from "../../shared/data/search";
import type { CaseStudy, Documentation, Video, WhitePaper } from "../../shared/types/domain";
import { whitePaperInput } from "../fixtures/content";
import {
  emptySeoForm,
  imageAltColumns,
  pageColumns,
  pagePayload,
  storyColumns,
  thumbnailAltColumns,
} from "./item-page-rows";

/** A form checked by its type's schema, as the dialog and saveContentItem check it (issue #25). */
const parserOf =
  <F, Input>(schema: ContentSchema<F, Input>) =>
  (form: F) =>
    parseContentForm(schema, form);
const parseWhitePaperForm = parserOf(whitePaperSchema);
const parseCaseStudyForm = parserOf(caseStudySchema);
const parseVideoForm = parserOf(videoSchema);
const parseDocumentationForm = parserOf(documentationSchema);

const whitePaperForm = () => ({
  ...emptyWhitePaperForm(),
  title: " Bit wear ",
  description: "Findings",
  author: "A. Driller",
  date_published: "2025-03-04",
  pages: "12",
});

describe("parseWhitePaperForm()", () => {
  it("converts a filled form, trimming text and sending blank URLs as null", () => {
    const result = parseWhitePaperForm(whitePaperForm());
    expect(result).toEqual({
      ok: true,
      uploads: [],
      value: { ...whitePaperInput(), ...pagePayload(), ...imageAltColumns() },
    });
  });

  it("saves the Chinese title and description trimmed, and blank ones as null (issue #10)", () => {
    const result = parseWhitePaperForm({ ...whitePaperForm(), title_zh: " 钻头磨损 ", description_zh: "   " });
    expect(result.ok && result.value).toMatchObject({ title_zh: "钻头磨损", description_zh: null });
  });

  it("turns a non-numeric pages value into 0", () => {
    const result = parseWhitePaperForm({ ...whitePaperForm(), pages: "many" });
    expect(result.ok && result.value.pages).toBe(0);
  });

  it("refuses a decimal pages value with an inline error instead of truncating it (issue #11)", () => {
    expect(parseWhitePaperForm({ ...whitePaperForm(), pages: "12.7" })).toEqual({
      ok: false,
      errors: { pages: WHOLE_NUMBER_MESSAGE },
    });
    expect(parseWhitePaperForm({ ...whitePaperForm(), pages: " 12 " })).toMatchObject({ value: { pages: 12 } });
  });

  it("returns a chosen PDF and cover as uploads, their fields null until Save fills them (issue #11)", () => {
    const pdf = new File(["%PDF"], "report.pdf", { type: "application/pdf" });
    const cover = new File(["png"], "cover.png", { type: "image/png" });
    const result = parseWhitePaperForm({
      ...whitePaperForm(),
      pdf_url: { url: "", file: pdf },
      image_url: { url: "", file: cover },
      image_alt: "Worn bit on a bench",
      image_alt_zh: "工作台上磨损的钻头",
    });
    expect(result).toMatchObject({
      ok: true,
      value: { pdf_url: null, image_url: null },
      uploads: [
        { file: pdf, kind: "document", slot: "pdf", field: "pdf_url" },
        { file: cover, kind: "image", slot: "image", field: "image_url" },
      ],
    });
  });

  it("refuses a relative or non-http link and a file of the wrong type (issue #11)", () => {
    const result = parseWhitePaperForm({
      ...whitePaperForm(),
      pdf_url: fileField("report.pdf"),
      image_url: { url: "", file: new File(["x"], "cover.svg", { type: "image/svg+xml" }) },
    });
    expect(result).toEqual({ ok: false, errors: { pdf_url: "validation.url", image_url: "validation.fileType" } });
    expect(parseWhitePaperForm({ ...whitePaperForm(), pdf_url: fileField("ftp://x/a.pdf") })).toEqual({
      ok: false,
      errors: { pdf_url: "validation.url" },
    });
    expect(
      parseWhitePaperForm({ ...whitePaperForm(), pdf_url: fileField(" https://cdn.example.com/a.pdf ") }),
    ).toMatchObject({ ok: true, value: { pdf_url: "https://cdn.example.com/a.pdf" } });
  });

  it("reports every blank required field inline", () => {
    const result = parseWhitePaperForm(emptyWhitePaperForm());
    expect(result).toEqual({
      ok: false,
      errors: {
        title: REQUIRED_MESSAGE,
        description: REQUIRED_MESSAGE,
        author: REQUIRED_MESSAGE,
        date_published: REQUIRED_MESSAGE,
        pages: REQUIRED_MESSAGE,
      },
    });
  });

  it("starts with category technical_analysis and prefills from a row", () => {
    expect(emptyWhitePaperForm().category).toBe("technical_analysis");
    const row: WhitePaper = {
      id: "1",
      created_at: "2025-01-01T00:00:00Z",
      updated_at: "2025-01-01T00:00:00Z",
      status: "published",
      deleted_at: null,
      publish_at: null,
      title: "T",
      description: "D",
      title_zh: "标题",
      description_zh: null,
      author: "A",
      date_published: "2024-02-03",
      pages: 7,
      category: "sustainability",
      image_url: null,
      pdf_url: "https://x/y.pdf",
      ...pageColumns("t"),
      ...imageAltColumns(),
    };
    expect(whitePaperToForm(row)).toEqual({
      title: "T",
      description: "D",
      title_zh: "标题",
      description_zh: "",
      author: "A",
      date_published: "2024-02-03",
      pages: "7",
      category: "sustainability",
      image_url: fileField(""),
      pdf_url: fileField("https://x/y.pdf"),
      publish_at: "",
      slug: "t",
      ...emptySeoForm(),
      image_alt: "",
      image_alt_zh: "",
    });
  });
});

describe("parseCaseStudyForm()", () => {
  const filled = () => ({
    ...emptyCaseStudyForm(),
    title: "North Sea",
    description: "D",
    location: "Norway",
    year: "2024",
  });

  it("sends blank percent fields and cost savings as null", () => {
    const result = parseCaseStudyForm(filled());
    expect(result.ok && result.value).toMatchObject({
      year: 2024,
      drilling_time_reduction: null,
      target_accuracy: null,
      cost_savings: null,
      image_url: null,
    });
  });

  it("parses the percent fields as integers", () => {
    const result = parseCaseStudyForm({
      ...filled(),
      drilling_time_reduction: "35",
      target_accuracy: "98",
      cost_savings: "$2M",
    });
    expect(result.ok && result.value).toMatchObject({
      drilling_time_reduction: 35,
      target_accuracy: 98,
      cost_savings: "$2M",
    });
  });

  it("refuses a decimal percent or year with an inline error: 21.5 is never saved as 21 (issue #11)", () => {
    expect(parseCaseStudyForm({ ...filled(), drilling_time_reduction: "21.5", year: "2024.5" })).toEqual({
      ok: false,
      errors: { drilling_time_reduction: WHOLE_NUMBER_MESSAGE, year: WHOLE_NUMBER_MESSAGE },
    });
  });

  it("has no fallback for a percent that is not a number: it is an inline error", () => {
    const result = parseCaseStudyForm({ ...filled(), target_accuracy: "high" });
    expect(result).toEqual({ ok: false, errors: { target_accuracy: WHOLE_NUMBER_MESSAGE } });
  });

  it("requires title, description, location and year", () => {
    const result = parseCaseStudyForm(emptyCaseStudyForm());
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(["description", "location", "title", "year"]);
  });

  it("sends the held fields back unchanged on update", () => {
    const row: CaseStudy = {
      id: "1",
      created_at: "2025-01-01T00:00:00Z",
      updated_at: "2025-01-01T00:00:00Z",
      status: "published",
      deleted_at: null,
      publish_at: null,
      title: "T",
      description: "D",
      title_zh: null,
      description_zh: null,
      location_zh: null,
      location: "L",
      year: 2021,
      image_url: null,
      drilling_time_reduction: 10,
      target_accuracy: null,
      cost_savings: "$1M",
      rop_improvement: 25,
      wellbore_quality: "Excellent",
      project_savings: null,
      reach_extension: "2 km",
      drilling_accuracy: null,
      time_saved_days: 4,
      ...pageColumns("t"),
      ...imageAltColumns(),
      ...storyColumns(),
    };
    const form = caseStudyToForm(row);
    expect(form).toMatchObject({ title_zh: "", description_zh: "", location_zh: "" });
    expect(form.drilling_time_reduction).toBe("10");
    expect(form.target_accuracy).toBe("");
    const result = parseCaseStudyForm(form);
    expect(result.ok && result.value).toMatchObject({
      rop_improvement: 25,
      wellbore_quality: "Excellent",
      reach_extension: "2 km",
      time_saved_days: 4,
      drilling_time_reduction: 10,
      title_zh: null,
      location_zh: null,
    });
  });

  it("saves the Chinese title, description and location (blank as null)", () => {
    const result = parseCaseStudyForm({ ...filled(), title_zh: "北海", location_zh: " 挪威 " });
    expect(result.ok && result.value).toMatchObject({ title_zh: "北海", description_zh: null, location_zh: "挪威" });
  });
});

describe("parseVideoForm()", () => {
  const filled = () => ({
    ...emptyVideoForm(),
    title: "Demo",
    description: "D",
    duration: "15 min",
    date_published: "2025-05-01",
  });

  it("defaults views to 0 and category to product_demo", () => {
    const result = parseVideoForm({ ...filled(), views: "" });
    expect(result.ok && result.value).toMatchObject({
      views: 0,
      category: "product_demo",
      video_url: null,
      thumbnail_url: null,
    });
  });

  it("refuses decimal views and a video link that is not absolute http(s) (issue #11)", () => {
    expect(parseVideoForm({ ...filled(), views: "10.5", video_url: "watch?v=1" })).toEqual({
      ok: false,
      errors: { views: WHOLE_NUMBER_MESSAGE, video_url: "validation.url" },
    });
  });

  it("parses views as an integer", () => {
    const result = parseVideoForm({ ...filled(), views: "1500" });
    expect(result.ok && result.value.views).toBe(1500);
  });

  it("requires title, description, duration and date_published", () => {
    const result = parseVideoForm(emptyVideoForm());
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual([
      "date_published",
      "description",
      "duration",
      "title",
    ]);
  });

  it("prefills from a row", () => {
    const row: Video = {
      id: "v",
      created_at: "2025-01-01T00:00:00Z",
      updated_at: "2025-01-01T00:00:00Z",
      status: "published",
      deleted_at: null,
      publish_at: null,
      title: "T",
      description: "D",
      title_zh: null,
      description_zh: null,
      duration_zh: "3 分钟",
      duration: "3 min",
      date_published: "2025-01-02",
      views: 42,
      category: "webinar",
      thumbnail_url: null,
      video_url: "https://v",
      captions_url: null,
      captions_zh_url: null,
      embed_url: null,
      duration_seconds: null,
      ...pageColumns("t"),
      ...thumbnailAltColumns(),
    };
    expect(videoToForm(row)).toMatchObject({
      duration_zh: "3 分钟",
      title_zh: "",
      views: "42",
      category: "webinar",
      thumbnail_url: fileField(""),
      video_url: "https://v",
    });
  });
});

describe("documentation form", () => {
  it("adds a document only when both name and URL are filled", () => {
    expect(addDocument([], "Manual", "")).toEqual([]);
    expect(addDocument([], "  ", "https://x")).toEqual([]);
    expect(addDocument([], " Manual ", " https://x/m.pdf ")).toEqual([
      { name: "Manual", download_url: "https://x/m.pdf" },
    ]);
  });

  it("keeps a document's Chinese name when one is typed, and leaves a blank one out", () => {
    expect(addDocument([], "Manual", "https://x/m.pdf", " 手册 ")).toEqual([
      { name: "Manual", name_zh: "手册", download_url: "https://x/m.pdf" },
    ]);
    expect(addDocument([], "Manual", "https://x/m.pdf", "  ")).toEqual([
      { name: "Manual", download_url: "https://x/m.pdf" },
    ]);
    expect(addDocument([], "", "https://x/m.pdf", "手册")).toEqual([]);
  });

  it("removes one document at a time by index", () => {
    const docs = [
      { name: "A", download_url: "a" },
      { name: "B", download_url: "b" },
      { name: "C", download_url: "c" },
    ];
    expect(removeDocument(docs, 1)).toEqual([docs[0], docs[2]]);
  });

  it("requires title, description and category and keeps the documents", () => {
    expect(!parseDocumentationForm(emptyDocumentationForm()).ok).toBe(true);
    const form = {
      ...emptyDocumentationForm(),
      title: "T",
      description: "D",
      category: "operation-manual",
      documents: [{ name: "A", download_url: "https://x/a.pdf" }],
    };
    expect(parseDocumentationForm(form)).toEqual({
      ok: true,
      uploads: [],
      value: {
        title: "T",
        description: "D",
        category: "operation-manual",
        image_url: null,
        documents: [{ name: "A", download_url: "https://x/a.pdf" }],
        title_zh: null,
        description_zh: null,
        publish_at: null,
        ...imageAltColumns(),
      },
    });
  });

  const entry = () => ({ ...emptyDocumentationForm(), title: "T", description: "D", category: "technical-specs" });

  it("saves Other with its text, and requires that text (issue #11)", () => {
    expect(parseDocumentationForm({ ...entry(), category: OTHER_CATEGORY })).toEqual({
      ok: false,
      errors: { category_other: REQUIRED_MESSAGE },
    });
    expect(
      parseDocumentationForm({ ...entry(), category: OTHER_CATEGORY, category_other: " Software " }),
    ).toMatchObject({ ok: true, value: { category: "Software" } });
  });

  it("edits a row whose category is outside the four as Other with its text, saving it unchanged", () => {
    const row: Documentation = {
      id: "d",
      created_at: "2025-01-01T00:00:00Z",
      updated_at: "2025-01-01T00:00:00Z",
      status: "published",
      deleted_at: null,
      publish_at: null,
      title: "T",
      description: "D",
      title_zh: null,
      description_zh: null,
      category: "Operations",
      image_url: null,
      documents: [],
      ...imageAltColumns(),
    };
    const form = documentationToForm(row);
    expect(form).toMatchObject({ category: OTHER_CATEGORY, category_other: "Operations" });
    expect(parseDocumentationForm(form)).toMatchObject({ ok: true, value: { category: "Operations" } });
    expect(documentationToForm({ ...row, category: "maintenance-guide" })).toMatchObject({
      category: "maintenance-guide",
      category_other: "",
    });
  });

  it("adds a complete document typed but not added, and blocks Save on a half-typed one (issue #11)", () => {
    const added = parseDocumentationForm({
      ...entry(),
      doc_name: "Manual",
      doc_link: fileField("https://x/m.pdf"),
    });
    expect(added).toMatchObject({
      ok: true,
      value: { documents: [{ name: "Manual", download_url: "https://x/m.pdf" }] },
    });
    expect(parseDocumentationForm({ ...entry(), doc_name: "Manual" })).toEqual({
      ok: false,
      errors: { doc_link: "validation.documentPending" },
    });
    expect(parseDocumentationForm({ ...entry(), doc_link: fileField("https://x/m.pdf") })).toEqual({
      ok: false,
      errors: { doc_name: "validation.documentPending" },
    });
    expect(parseDocumentationForm({ ...entry(), doc_name: "Manual", doc_link: fileField("m.pdf") })).toEqual({
      ok: false,
      errors: { doc_link: "validation.url" },
    });
  });

  it("returns each chosen document file as an upload into its place in the list (issue #11)", () => {
    const pdf = new File(["%PDF"], "spec.pdf", { type: "application/pdf" });
    const documents = addDocument([{ name: "Old", download_url: "https://x/old.pdf" }], "Spec", { url: "", file: pdf });
    expect(documents[1]).toEqual({ name: "Spec", download_url: "", file: pdf });
    const result = parseDocumentationForm({ ...entry(), documents });
    expect(result).toMatchObject({
      ok: true,
      value: {
        documents: [
          { name: "Old", download_url: "https://x/old.pdf" },
          { name: "Spec", download_url: "" },
        ],
      },
      uploads: [{ file: pdf, kind: "document", slot: "document", field: "documents", index: 1 }],
    });
    expect(result.ok && "file" in result.value.documents![1]!).toBe(false);
  });

  it("prefills a copy of the row's documents", () => {
    const row: Documentation = {
      id: "d",
      created_at: "2025-01-01T00:00:00Z",
      updated_at: "2025-01-01T00:00:00Z",
      status: "published",
      deleted_at: null,
      publish_at: null,
      title: "T",
      description: "D",
      title_zh: null,
      description_zh: null,
      category: "C",
      image_url: null,
      documents: [{ name: "A", name_zh: "甲", download_url: "a" }],
      ...imageAltColumns(),
    };
    const form = documentationToForm(row);
    expect(form.documents).toEqual(row.documents);
    expect(form.documents[0]).not.toBe(row.documents[0]);
  });
});

describe("format helpers", () => {
  it("shows sizes in KB rounded, or Unknown", () => {
    expect(formatFileSize(1536)).toBe("2 KB");
    expect(formatFileSize(100)).toBe("0 KB");
    expect(formatFileSize(null)).toBe("Unknown");
  });

  it("formats a plain date as that calendar day in the given locale", () => {
    expect(formatDate("2025-03-04", "en-US")).toBe("Mar 4, 2025");
    expect(formatDate("2025-03-04", "de-DE")).toBe("04.03.2025");
    expect(formatDate("not a date", "en-US")).toBe("not a date");
  });

  it("labels option values", () => {
    expect(optionLabel("technical_analysis")).toBe("Technical Analysis");
  });

  it("names a known category in the admin language and shows any other as stored", () => {
    expect(categoryLabel("white_papers", "technical_analysis")).toBe("Technical Analysis");
    expect(categoryLabel("videos", "product_demo")).toBe("Product Demonstrations");
    expect(categoryLabel("documentation", "technical-specs")).toBe("Technical Specifications");
    expect(categoryLabel("documentation", "Field notes")).toBe("Field notes");
    expect(categoryLabel("white_papers", "field_notes")).toBe("field_notes");
  });

  it("matches every search word in any field, ignoring case", () => {
    expect(matchesSearch("bit WEAR", ["Bit wear study", null])).toBe(true);
    expect(matchesSearch("bit gas", ["Bit wear study"])).toBe(false);
    expect(matchesSearch("  ", ["x"])).toBe(true);
  });
});
