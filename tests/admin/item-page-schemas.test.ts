/**
 * The item-page rules of the content schemas (issue #26): the slug's format,
 * the SEO limits, alt text required whenever a picture is set (every type,
 * also documentation), the case study's story limits, the payload check of
 * saveContentItem, and how a database slug conflict is recognised.
 */
import { describe, expect, it } from "vitest";
import { ALT_TEXT_MAX, CASE_STUDY_STORY_MAX, SEO_LIMITS, SLUG_MAX_LENGTH } from "../../shared/content/item-pages";
import {
  ALT_REQUIRED_MESSAGE,
  caseStudySchema,
  contentInputErrors,
  documentationSchema,
  emptyCaseStudyForm,
  emptyDocumentationForm,
  emptyNewsForm,
  emptyVideoForm,
  emptyWhitePaperForm,
  fileField,
  isSlugConflict,
  newsSchema,
  parseContentForm,
  SLUG_MESSAGE,
  TOO_LONG_MESSAGE,
  videoSchema,
  whitePaperSchema,
} from "../../shared/data/content-schemas";
import { DataError } from "../../shared/data/errors";
import { en } from "../../shared/admin/i18n/en";
import { zh } from "../../shared/admin/i18n/zh";

const study = () => ({
  ...emptyCaseStudyForm(),
  title: "North Sea producer",
  description: "Extended reach",
  location: "Norway",
  year: "2024",
});
const paper = () => ({
  ...emptyWhitePaperForm(),
  title: "Bit wear",
  description: "Findings",
  author: "A",
  date_published: "2025-01-01",
  pages: "3",
});
const video = () => ({
  ...emptyVideoForm(),
  title: "Demo",
  description: "D",
  duration: "3 min",
  date_published: "2025-01-01",
});
const news = () => ({ ...emptyNewsForm(), title: "Opening", excerpt: "E", date_published: "2025-01-01" });
const entry = () => ({ ...emptyDocumentationForm(), title: "Manual", description: "D", category: "technical-specs" });

const PICTURE = "https://cdn.example.com/picture.png";
const png = () => new File(["png"], "picture.png", { type: "image/png" });

describe("the slug field", () => {
  it("accepts blank (made by the database) and lower-case words joined by single dashes, trimmed; sends '' never null", () => {
    expect(parseContentForm(caseStudySchema, study())).toMatchObject({ ok: true, value: { slug: "" } });
    expect(parseContentForm(caseStudySchema, { ...study(), slug: " north-sea-2 " })).toMatchObject({
      ok: true,
      value: { slug: "north-sea-2" },
    });
    const longest = "a".repeat(SLUG_MAX_LENGTH);
    expect(parseContentForm(caseStudySchema, { ...study(), slug: longest })).toMatchObject({
      value: { slug: longest },
    });
  });

  it.each([
    ["upper case", "North-Sea"],
    ["a space", "north sea"],
    ["a double dash", "north--sea"],
    ["a leading dash", "-north"],
    ["a trailing dash", "north-"],
    ["an accent", "café"],
    ["an underscore", "north_sea"],
    ["too many characters", "a".repeat(SLUG_MAX_LENGTH + 1)],
  ])("refuses %s with the slug message", (_, slug) => {
    expect(parseContentForm(caseStudySchema, { ...study(), slug })).toEqual({
      ok: false,
      errors: { slug: SLUG_MESSAGE },
    });
  });

  it("is checked the same on every item-page type", () => {
    for (const [schema, form] of [
      [whitePaperSchema, paper()],
      [videoSchema, video()],
      [newsSchema, news()],
    ] as const) {
      expect(
        parseContentForm(schema as typeof whitePaperSchema, {
          ...(form as ReturnType<typeof paper>),
          slug: "Bad Slug",
        }),
      ).toEqual({ ok: false, errors: { slug: SLUG_MESSAGE } });
    }
  });

  it("says what to fix in both admin languages, with the length limit", () => {
    expect(en.validation.slug).toContain("a–z");
    expect(en.validation.slug).toContain(String(SLUG_MAX_LENGTH));
    expect(zh.validation.slug).toContain(String(SLUG_MAX_LENGTH));
  });
});

describe("the SEO fields", () => {
  it("are optional, trimmed, and saved as null when blank", () => {
    const parsed = parseContentForm(whitePaperSchema, {
      ...paper(),
      seo_title: " Bit wear study ",
      seo_description_zh: "  ",
    });
    expect(parsed).toMatchObject({
      ok: true,
      value: { seo_title: "Bit wear study", seo_title_zh: null, seo_description: null, seo_description_zh: null },
    });
  });

  it("accept a text longer than recommended up to the hard maximum, and refuse one beyond it", () => {
    const over = {
      seo_title: "t".repeat(SEO_LIMITS.title.recommended + 1),
      seo_description: "d".repeat(SEO_LIMITS.description.max),
    };
    expect(parseContentForm(newsSchema, { ...news(), ...over }).ok).toBe(true);
    expect(
      parseContentForm(newsSchema, {
        ...news(),
        seo_title_zh: "标".repeat(SEO_LIMITS.title.max + 1),
        seo_description: "d".repeat(SEO_LIMITS.description.max + 1),
      }),
    ).toEqual({ ok: false, errors: { seo_title_zh: TOO_LONG_MESSAGE, seo_description: TOO_LONG_MESSAGE } });
  });
});

describe("the picture's alt text", () => {
  it("is required in both languages once a link is set, and saved trimmed", () => {
    const withLink = { ...study(), image_url: fileField(PICTURE) };
    expect(parseContentForm(caseStudySchema, withLink)).toEqual({
      ok: false,
      errors: { image_alt: ALT_REQUIRED_MESSAGE, image_alt_zh: ALT_REQUIRED_MESSAGE },
    });
    expect(parseContentForm(caseStudySchema, { ...withLink, image_alt: "Rig at dusk", image_alt_zh: " " })).toEqual({
      ok: false,
      errors: { image_alt_zh: ALT_REQUIRED_MESSAGE },
    });
    expect(
      parseContentForm(caseStudySchema, { ...withLink, image_alt: " Rig at dusk ", image_alt_zh: "黄昏的钻机" }),
    ).toMatchObject({ ok: true, value: { image_url: PICTURE, image_alt: "Rig at dusk", image_alt_zh: "黄昏的钻机" } });
  });

  it("is required for a chosen file too, on every type with a picture (the video's thumbnail, documentation)", () => {
    const chosen = { url: "", file: png() };
    expect(parseContentForm(whitePaperSchema, { ...paper(), image_url: chosen })).toMatchObject({
      errors: { image_alt: ALT_REQUIRED_MESSAGE, image_alt_zh: ALT_REQUIRED_MESSAGE },
    });
    expect(parseContentForm(newsSchema, { ...news(), image_url: chosen })).toMatchObject({
      errors: { image_alt: ALT_REQUIRED_MESSAGE, image_alt_zh: ALT_REQUIRED_MESSAGE },
    });
    expect(parseContentForm(videoSchema, { ...video(), thumbnail_url: chosen })).toEqual({
      ok: false,
      errors: { thumbnail_alt: ALT_REQUIRED_MESSAGE, thumbnail_alt_zh: ALT_REQUIRED_MESSAGE },
    });
    expect(parseContentForm(documentationSchema, { ...entry(), image_url: fileField(PICTURE) })).toEqual({
      ok: false,
      errors: { image_alt: ALT_REQUIRED_MESSAGE, image_alt_zh: ALT_REQUIRED_MESSAGE },
    });
  });

  it("is optional without a picture (null when blank) and limited to ALT_TEXT_MAX", () => {
    expect(parseContentForm(videoSchema, video())).toMatchObject({
      ok: true,
      value: { thumbnail_alt: null, thumbnail_alt_zh: null },
    });
    expect(
      parseContentForm(videoSchema, {
        ...video(),
        thumbnail_url: fileField(PICTURE),
        thumbnail_alt: "x".repeat(ALT_TEXT_MAX + 1),
        thumbnail_alt_zh: "缩略图",
      }),
    ).toEqual({ ok: false, errors: { thumbnail_alt: TOO_LONG_MESSAGE } });
  });

  it("is refused by saveContentItem's payload check too (a payload with a picture and no alt text)", () => {
    const payload = { title: "T", description: "D", location: "L", year: 2024, image_url: PICTURE };
    expect(contentInputErrors("case_studies", payload)).toEqual({
      image_alt: ALT_REQUIRED_MESSAGE,
      image_alt_zh: ALT_REQUIRED_MESSAGE,
    });
    expect(contentInputErrors("case_studies", { ...payload, image_alt: "Rig", image_alt_zh: "钻机" })).toEqual({});
  });

  it("asks, in both admin languages, to describe the picture", () => {
    expect(en.validation.altRequired).toBe("Describe the picture for visitors who cannot see it");
    expect(zh.validation.altRequired).toMatch(/描述/);
  });
});

describe("the case study's story", () => {
  it("saves challenge, solution and results in both languages trimmed, blank as null", () => {
    const parsed = parseContentForm(caseStudySchema, {
      ...study(),
      challenge: " Tight window ",
      solution_zh: "旋转导向",
      results: "",
    });
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        challenge: "Tight window",
        challenge_zh: null,
        solution: null,
        solution_zh: "旋转导向",
        results: null,
        results_zh: null,
      },
    });
  });

  it("refuses a story text beyond CASE_STUDY_STORY_MAX", () => {
    expect(
      parseContentForm(caseStudySchema, {
        ...study(),
        results: "r".repeat(CASE_STUDY_STORY_MAX),
        solution_zh: "解".repeat(CASE_STUDY_STORY_MAX + 1),
      }),
    ).toEqual({ ok: false, errors: { solution_zh: TOO_LONG_MESSAGE } });
  });
});

describe("isSlugConflict()", () => {
  const duplicate = (constraint: string) =>
    new DataError(`duplicate key value violates unique constraint "${constraint}"`, { code: "23505" });

  it("recognises the database refusing a slug of this table", () => {
    expect(isSlugConflict(duplicate("case_studies_slug_unique"), "case_studies")).toBe(true);
    expect(
      isSlugConflict({ code: "23505", message: "duplicate key", details: "case_studies_slug_unique" }, "case_studies"),
    ).toBe(true);
  });

  it("ignores other unique violations, other tables and other errors", () => {
    expect(isSlugConflict(duplicate("case_studies_pkey"), "case_studies")).toBe(false);
    expect(isSlugConflict(duplicate("news_slug_unique"), "case_studies")).toBe(false);
    expect(isSlugConflict(new DataError("case_studies_slug_unique", { code: "23514" }), "case_studies")).toBe(false);
    expect(isSlugConflict(null, "case_studies")).toBe(false);
  });
});
