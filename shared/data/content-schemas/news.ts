/**
 * The news item's form and schema (issue #26, built like the case study's):
 * title, summary (excerpt), article text (body), category, date, featured
 * flag, an optional picture and the Chinese versions of the three texts.
 * Categories and text limits come from shared/content/news.ts.
 */
import { DEFAULT_NEWS_CATEGORY, isNewsCategory, NEWS_LIMITS } from "../../content/news";
import type { NewsInput } from "../../types/domain";
import { z } from "../../zod-jitless";
import {
  type ChineseFields,
  chineseShape,
  chineseToForm,
  type ContentSchema,
  emptyChinese,
  fileField,
  type FileFieldValue,
  fileFieldSchema,
  fileFieldValue,
  type FileSlot,
  optionalText,
  parseChinese,
  requiredText,
  withinLimit,
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

/** Where the news item's picture goes (the content-images bucket, issue #11). */
export const NEWS_FILES = { image_url: { kind: "image", slot: "image" } } as const satisfies Record<string, FileSlot>;

/** The dialog's fields as text (the `*_zh` ones optional), the category and the featured switch. */
export type NewsForm = ChineseFields<"news"> &
  PublishAtForm &
  SlugForm &
  SeoForm &
  AltForm<"image_alt"> & {
    title: string;
    /** The summary shown on the news page's card. */
    excerpt: string;
    /** The full article; optional. */
    body: string;
    /** One of NEWS_CATEGORIES. */
    category: string;
    /** `YYYY-MM-DD`. */
    date_published: string;
    featured: boolean;
    /** A stored link, a typed one, or an image chosen for upload. */
    image_url: FileFieldValue;
  };

/** The Add dialog's starting values (category productLaunch, not featured). */
export const emptyNewsForm = (): NewsForm => ({
  title: "",
  excerpt: "",
  body: "",
  category: DEFAULT_NEWS_CATEGORY,
  date_published: "",
  featured: false,
  image_url: fileField(),
  ...emptyChinese("news"),
  ...emptyPublishAt(),
  slug: "",
  ...emptySeo(),
  ...emptyAlt("image_alt"),
});

/** The Edit dialog's values, prefilled from a stored row or a payload. */
export const newsToForm = (row: NewsInput): NewsForm => ({
  title: row.title,
  excerpt: row.excerpt,
  body: row.body ?? "",
  category: row.category || DEFAULT_NEWS_CATEGORY,
  date_published: row.date_published,
  featured: row.featured ?? false,
  image_url: fileField(row.image_url),
  ...chineseToForm("news", row),
  ...publishAtToForm(row),
  ...slugToForm(row),
  ...seoToForm(row),
  ...altToForm("image_alt", row),
});

/** A Chinese text field of the news form: optional, within the English field's limit. */
const chineseWithin = (max: number) => withinLimit(z.string(), max);

/**
 * The news item's rules: title, summary and date required; title, summary
 * and article text (English and Chinese) within NEWS_LIMITS
 * (`validation.tooLong`); category one of NEWS_CATEGORIES (else
 * `validation.required`); the picture a chosen image or an absolute http(s)
 * link; body, picture and the Chinese fields null when blank. Item page
 * (issue #26): the slug blank or valid, SEO texts within SEO_LIMITS, a
 * picture needs both alt texts.
 */
export const newsSchema: ContentSchema<NewsForm, NewsInput> = z
  .object({
    title: withinLimit(requiredText(), NEWS_LIMITS.title),
    excerpt: withinLimit(requiredText(), NEWS_LIMITS.excerpt),
    body: withinLimit(z.string(), NEWS_LIMITS.body),
    category: z.string().refine(isNewsCategory, { error: "validation.required" }),
    date_published: requiredText(),
    featured: z.boolean(),
    image_url: fileFieldSchema(NEWS_FILES.image_url.kind),
    ...chineseShape("news"),
    ...publishAtShape(),
    title_zh: chineseWithin(NEWS_LIMITS.title),
    excerpt_zh: chineseWithin(NEWS_LIMITS.excerpt),
    body_zh: chineseWithin(NEWS_LIMITS.body),
    ...slugShape(),
    ...seoShape(),
    ...altShape("image_alt"),
  })
  .superRefine(altTextCheck("image_url", "image_alt"))
  .transform((form) => {
    const values: NewsForm = form;
    const image = fileFieldValue(values.image_url, "image_url", NEWS_FILES.image_url);
    return {
      uploads: image.upload ? [image.upload] : [],
      value: {
        title: values.title.trim(),
        excerpt: values.excerpt.trim(),
        body: optionalText(values.body),
        category: values.category,
        date_published: values.date_published,
        featured: values.featured,
        image_url: image.url,
        ...parseChinese("news", values),
        ...parsePublishAt(values),
        ...parseSlug(values),
        ...parseSeo(values),
        ...parseAlt("image_alt", values),
      },
    };
  });
