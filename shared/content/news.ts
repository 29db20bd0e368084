/**
 * News, the fifth managed content type (issue #26): the one source of its
 * table name, category options and text limits. The migration
 * supabase/migrations/20261129100000_news.sql states the same values for the
 * server (tests/supabase/news.test.ts checks that they agree); the admin form
 * (shared/data/content-schemas/news.ts), the data module (shared/data/news.ts),
 * the seed, the public page's filter and the site search import them from here.
 */

/** The table holding the news items. */
export const NEWS_TABLE = "news" as const;

/**
 * The categories of a news item, in the order of the news page's filter
 * buttons (after "All News"): the stored values of `news.category`, which
 * are the filter's option values (`data-filter-choice`) and the keys of the
 * site's `news.categories.*` texts, as the page used them before issue #26.
 */
export const NEWS_CATEGORIES = [
  "productLaunch",
  "projectSuccess",
  "partnership",
  "event",
  "award",
  "business",
] as const;
/** One news category (the stored value). */
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
/** The category a new item starts with (the column's default). */
export const DEFAULT_NEWS_CATEGORY: NewsCategory = "productLaunch";

/** Whether `value` is one of the news categories. */
export const isNewsCategory = (value: unknown): value is NewsCategory =>
  typeof value === "string" && (NEWS_CATEGORIES as readonly string[]).includes(value);

/**
 * The most characters each text of a news item may hold (English and Chinese
 * alike; the migration's check constraints state the same numbers).
 */
export const NEWS_LIMITS = {
  title: 200,
  excerpt: 600,
  body: 20_000,
} as const;

/** The translated fields of a news item (each has a `<field>_zh` column). */
export const NEWS_TRANSLATED_FIELDS = ["title", "excerpt", "body"] as const;
