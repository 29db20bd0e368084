/**
 * The data module's check of content payloads (issue #25): saveContentItem
 * refuses, with the content type's schema, what the admin dialog refuses,
 * before it uploads or writes anything.
 */
import { describe, expect, it, vi } from "vitest";
import { ContentValidationError, INVALID_CONTENT, saveContentItem } from "../../../shared/data/content-save";
import { DEFAULT_NEWS_CATEGORY, NEWS_CATEGORIES, NEWS_LIMITS } from "../../../shared/content/news";
import { contentInputErrors, emptyNewsForm, newsSchema, parseContentForm } from "../../../shared/data/content-schemas";
import type { AppSupabaseClient } from "../../../shared/supabase/client";
import type { CaseStudyInput, DocumentationInput, NewsInput, VideoInput } from "../../../shared/types/domain";
import { whitePaperInput } from "../../fixtures/content";

const paper = whitePaperInput({ pdf_url: "https://cdn.example.com/a.pdf" });

describe("contentInputErrors()", () => {
  it("accepts a payload the white paper dialog would send", () => {
    expect(contentInputErrors("white_papers", paper)).toEqual({});
  });

  it("refuses a blank required field, a decimal and a relative link with the dialog's message keys", () => {
    expect(contentInputErrors("white_papers", { ...paper, title: "  ", pages: 12.5, pdf_url: "a.pdf" })).toEqual({
      title: "validation.required",
      pages: "validation.wholeNumber",
      pdf_url: "validation.url",
    });
  });

  it("checks each content type with its own schema", () => {
    const study: CaseStudyInput = { title: "T", description: "D", location: "L", year: 2024, target_accuracy: 97.5 };
    expect(contentInputErrors("case_studies", study)).toEqual({ target_accuracy: "validation.wholeNumber" });
    const video: VideoInput = { title: "T", description: "D", duration: "", date_published: "2025-01-01" };
    expect(contentInputErrors("videos", { ...video, video_url: "watch?v=1" })).toEqual({
      duration: "validation.required",
      video_url: "validation.url",
    });
    const entry: DocumentationInput = {
      title: "T",
      description: "D",
      category: "Operations",
      documents: [{ name: "Manual", download_url: "manual.pdf" }],
    };
    expect(contentInputErrors("documentation", entry)).toEqual({ documents: "validation.url" });
    expect(contentInputErrors("documentation", { ...entry, category: "", documents: [] })).toEqual({
      category: "validation.required",
    });
  });

  it("checks a news item (issue #26): required texts, the page's categories, NEWS_LIMITS in both languages", () => {
    const news: NewsInput = {
      title: "Record lateral",
      excerpt: "15,000 ft in one run.",
      category: "projectSuccess",
      date_published: "2024-02-28",
      featured: false,
      title_zh: "水平段纪录",
    };
    expect(contentInputErrors("news", news)).toEqual({});
    for (const category of NEWS_CATEGORIES) expect(contentInputErrors("news", { ...news, category })).toEqual({});
    expect(
      contentInputErrors("news", { ...news, title: " ", excerpt: "", date_published: "", category: "project_success" }),
    ).toEqual({
      title: "validation.required",
      excerpt: "validation.required",
      date_published: "validation.required",
      category: "validation.required",
    });
    expect(
      contentInputErrors("news", {
        ...news,
        title: "x".repeat(NEWS_LIMITS.title + 1),
        excerpt_zh: "中".repeat(NEWS_LIMITS.excerpt + 1),
        body: "x".repeat(NEWS_LIMITS.body),
        image_url: "pic.png",
      }),
    ).toEqual({ title: "validation.tooLong", excerpt_zh: "validation.tooLong", image_url: "validation.url" });
  });

  it("turns a news form into its payload: blank optional texts null, Chinese texts kept", () => {
    const form = { ...emptyNewsForm(), title: " T ", excerpt: "E", date_published: "2024-01-01", excerpt_zh: " 摘要 " };
    expect(form.category).toBe(DEFAULT_NEWS_CATEGORY);
    const parsed = parseContentForm(newsSchema, form);
    expect(parsed).toEqual({
      ok: true,
      uploads: [],
      value: {
        title: "T",
        excerpt: "E",
        body: null,
        category: DEFAULT_NEWS_CATEGORY,
        date_published: "2024-01-01",
        featured: false,
        image_url: null,
        title_zh: null,
        excerpt_zh: "摘要",
        body_zh: null,
        publish_at: null,
        slug: "",
        seo_title: null,
        seo_title_zh: null,
        seo_description: null,
        seo_description_zh: null,
        image_alt: null,
        image_alt_zh: null,
      },
    });
  });

  it("lets a field waiting for its upload through (null until Save fills in the URL)", () => {
    const entry: DocumentationInput = {
      title: "T",
      description: "D",
      category: "technical-specs",
      documents: [{ name: "Spec", download_url: "" }],
    };
    expect(contentInputErrors("documentation", entry)).toEqual({});
  });
});

describe("saveContentItem()", () => {
  it("rejects a payload its schema refuses with invalid_content, before any upload or write", async () => {
    const write = vi.fn();
    const client = new Proxy({}, { get: () => vi.fn() }) as unknown as AppSupabaseClient;
    const saving = saveContentItem(client, {
      table: "white_papers",
      id: "wp-1",
      input: { ...paper, pages: 3.5 },
      uploads: [{ file: new File(["%PDF"], "a.pdf"), kind: "document", slot: "pdf", field: "pdf_url" }],
      write,
      encodeVariants: null,
    });
    await expect(saving).rejects.toBeInstanceOf(ContentValidationError);
    await expect(saving).rejects.toMatchObject({ code: INVALID_CONTENT, fields: { pages: "validation.wholeNumber" } });
    expect(write).not.toHaveBeenCalled();
  });
});
