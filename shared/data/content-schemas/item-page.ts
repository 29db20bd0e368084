/**
 * The item-page parts of the content forms (issue #26): the slug (the page's
 * address), the SEO title and description, the picture's alt text and the
 * case study's story. The rules themselves (slug format, SEO limits, alt
 * columns, story fields) come from shared/content/item-pages.ts; this module
 * turns them into zod shapes with the admin's message keys, the form values
 * of a stored row, and the payload of a valid form. Each content type's
 * schema spreads the shapes it needs and runs `altTextCheck` on the whole form.
 */
import {
  ALT_TEXT_MAX,
  CASE_STUDY_STORY_FIELDS,
  CASE_STUDY_STORY_MAX,
  isSlug,
  SEO_LIMITS,
} from "../../content/item-pages";
import { z } from "../../zod-jitless";
import type { FieldError, FileFieldValue } from "./common";
import { isBlank, optionalText, withinLimit } from "./common";

/** The error of a slug that is not lower-case letters, digits and single dashes within SLUG_MAX_LENGTH. */
export const SLUG_MESSAGE: FieldError = "validation.slug";
/** The error of a slug another item of the same type already uses (the database's `<table>_slug_unique`). */
export const SLUG_TAKEN_MESSAGE: FieldError = "validation.slugTaken";
/** The error of a picture without its description ('Describe the picture for visitors who cannot see it'). */
export const ALT_REQUIRED_MESSAGE: FieldError = "validation.altRequired";

/** The slug field: the address segment typed, or "" for "make one from the title" (the database fills it). */
export type SlugForm = { slug: string };

/** The SEO inputs, English and Chinese; "" means "use the item's own title / description". */
export type SeoForm = {
  seo_title: string;
  seo_title_zh: string;
  seo_description: string;
  seo_description_zh: string;
};

/** The SEO columns saved: trimmed text, or null when blank. */
export type SeoValues = { [K in keyof SeoForm]: string | null };

/** The SEO columns, in the order of the form. */
export const SEO_FIELDS = ["seo_title", "seo_title_zh", "seo_description", "seo_description_zh"] as const;

/** The alt-text inputs of a picture (`image_alt` / `image_alt_zh`, or the video's `thumbnail_alt` / `_zh`). */
export type AltForm<A extends string> = { [K in A | `${A}_zh`]: string };

/** The case study's story inputs (challenge, solution, results and their `_zh` twins). */
export type StoryForm = {
  [K in (typeof CASE_STUDY_STORY_FIELDS)[number] | `${(typeof CASE_STUDY_STORY_FIELDS)[number]}_zh`]: string;
};

/** A form field of `row` as text ("" for null or absent). */
const text = (row: object, key: string): string => {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === "string" ? value : "";
};

/**
 * The slug's shape: blank (make one) or a valid slug once trimmed (isSlug),
 * else `validation.slug`.
 */
export const slugShape = () => ({
  slug: z.string().refine((v) => isBlank(v) || isSlug(v.trim()), { error: SLUG_MESSAGE }),
});

/** The form's slug from a stored row or payload ("" when none). */
export const slugToForm = (row: object): SlugForm => ({ slug: text(row, "slug") });

/** The slug to save: trimmed; "" lets the database make one (new item) or keep the current one (edit). Never null. */
export const parseSlug = (form: SlugForm): { slug: string } => ({ slug: form.slug.trim() });

/** The SEO fields' shape: each optional, at most SEO_LIMITS.*.max characters (`validation.tooLong`). */
export const seoShape = () => ({
  seo_title: withinLimit(z.string(), SEO_LIMITS.title.max),
  seo_title_zh: withinLimit(z.string(), SEO_LIMITS.title.max),
  seo_description: withinLimit(z.string(), SEO_LIMITS.description.max),
  seo_description_zh: withinLimit(z.string(), SEO_LIMITS.description.max),
});

/** Empty SEO inputs of the Add dialog. */
export const emptySeo = (): SeoForm => ({
  seo_title: "",
  seo_title_zh: "",
  seo_description: "",
  seo_description_zh: "",
});

/** The SEO inputs from a stored row or payload. */
export const seoToForm = (row: object): SeoForm =>
  Object.fromEntries(SEO_FIELDS.map((key) => [key, text(row, key)])) as SeoForm;

/** The SEO columns to save: trimmed, null when blank. */
export const parseSeo = (form: SeoForm): SeoValues =>
  Object.fromEntries(SEO_FIELDS.map((key) => [key, optionalText(form[key])])) as SeoValues;

/** The two alt-text columns of picture alt column `alt` (`image_alt` → image_alt, image_alt_zh). */
const altKeys = <A extends string>(alt: A) => [alt, `${alt}_zh`] as [A, `${A}_zh`];

/** The alt texts' shape: each at most ALT_TEXT_MAX characters; `altTextCheck` adds "required with a picture". */
export const altShape = <A extends string>(alt: A) =>
  Object.fromEntries(altKeys(alt).map((key) => [key, withinLimit(z.string(), ALT_TEXT_MAX)])) as {
    [K in A | `${A}_zh`]: z.ZodString;
  };

/** Empty alt inputs of the Add dialog. */
export const emptyAlt = <A extends string>(alt: A): AltForm<A> =>
  Object.fromEntries(altKeys(alt).map((key) => [key, ""])) as AltForm<A>;

/** The alt inputs from a stored row or payload. */
export const altToForm = <A extends string>(alt: A, row: object): AltForm<A> =>
  Object.fromEntries(altKeys(alt).map((key) => [key, text(row, key)])) as AltForm<A>;

/** The alt columns to save: trimmed, null when blank. */
export const parseAlt = <A extends string>(alt: A, form: AltForm<A>): { [K in A | `${A}_zh`]: string | null } =>
  Object.fromEntries(altKeys(alt).map((key) => [key, optionalText(text(form, key))])) as {
    [K in A | `${A}_zh`]: string | null;
  };

/** Whether a file field holds a picture: a chosen file or a typed / stored link. */
export const hasPicture = (value: FileFieldValue): boolean => value.file !== null || !isBlank(value.url);

/**
 * The cross-field rule of a picture and its alt texts, for a schema's
 * `.superRefine`: when `picture` holds a picture, each blank alt text
 * (English and Chinese) gets `validation.altRequired`. The database refuses
 * a published row with a picture and no alt text; the form refuses it for
 * every save, so a draft is ready to publish.
 */
export function altTextCheck<A extends string>(picture: string, alt: A) {
  return (form: object, ctx: z.RefinementCtx): void => {
    const values = form as Record<string, unknown>;
    if (!hasPicture(values[picture] as FileFieldValue)) return;
    for (const key of altKeys(alt)) {
      if (isBlank(String(values[key] ?? "")))
        ctx.addIssue({ code: "custom", message: ALT_REQUIRED_MESSAGE, path: [key] });
    }
  };
}

/** The story's column names, English then Chinese. */
const STORY_KEYS = CASE_STUDY_STORY_FIELDS.flatMap((f) => [f, `${f}_zh`]) as (keyof StoryForm)[];

/** The story's shape: each optional, at most CASE_STUDY_STORY_MAX characters (`validation.tooLong`). */
export const storyShape = () =>
  Object.fromEntries(STORY_KEYS.map((key) => [key, withinLimit(z.string(), CASE_STUDY_STORY_MAX)])) as {
    [K in keyof StoryForm]: z.ZodString;
  };

/** Empty story inputs of the Add dialog. */
export const emptyStory = (): StoryForm => Object.fromEntries(STORY_KEYS.map((key) => [key, ""])) as StoryForm;

/** The story inputs from a stored row or payload. */
export const storyToForm = (row: object): StoryForm =>
  Object.fromEntries(STORY_KEYS.map((key) => [key, text(row, key)])) as StoryForm;

/** The story columns to save: trimmed, null when blank. */
export const parseStory = (form: StoryForm): { [K in keyof StoryForm]: string | null } =>
  Object.fromEntries(STORY_KEYS.map((key) => [key, optionalText(form[key])])) as {
    [K in keyof StoryForm]: string | null;
  };

/**
 * Whether `error` (a DataError or a supabase-js error value) is the database
 * refusing a slug another row of `table` already has: Postgres 23505 on the
 * constraint `<table>_slug_unique` (named in the message or the details).
 */
export function isSlugConflict(error: unknown, table: string): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message, details } = error as { code?: unknown; message?: unknown; details?: unknown };
  if (String(code) !== "23505") return false;
  return `${String(message ?? "")} ${String(details ?? "")}`.includes(`${table}_slug_unique`);
}
