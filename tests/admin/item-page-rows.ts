/**
 * The item-page columns (issue #26) of rows the admin tests build by hand:
 * slug and its history, SEO fields, alt texts and the case study's story,
 * all empty, so a row typed as the generated Row type stays complete.
 */

/** Slug, previous slugs and SEO columns of a row of an item-page table (`slug` defaults to "item"). */
export const pageColumns = (slug = "item") => ({
  slug,
  previous_slugs: [] as string[],
  seo_title: null,
  seo_title_zh: null,
  seo_description: null,
  seo_description_zh: null,
});

/** Empty alt texts of a picture (white papers, case studies, news, documentation). */
export const imageAltColumns = () => ({ image_alt: null, image_alt_zh: null });

/** Empty alt texts of a video's thumbnail. */
export const thumbnailAltColumns = () => ({ thumbnail_alt: null, thumbnail_alt_zh: null });

/** An empty case-study story. */
export const storyColumns = () => ({
  challenge: null,
  challenge_zh: null,
  solution: null,
  solution_zh: null,
  results: null,
  results_zh: null,
});

/** What a form with an empty address and empty SEO fields saves: slug "" (made or kept by the database), SEO null. */
export const pagePayload = () => ({
  slug: "",
  seo_title: null,
  seo_title_zh: null,
  seo_description: null,
  seo_description_zh: null,
});

/** The form values of empty SEO fields. */
export const emptySeoForm = () => ({ seo_title: "", seo_title_zh: "", seo_description: "", seo_description_zh: "" });
