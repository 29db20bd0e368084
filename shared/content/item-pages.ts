/**
 * Item pages (issue #26): the one source of which content types have a page
 * per item, where those pages live, and the rules for slugs, SEO fields and
 * alt text. The migration supabase/migrations/20261201100000_item_pages.sql
 * states the same rules for the server (tests/supabase/item-pages.test.ts
 * checks that both agree); the admin forms, the data modules, the seed, the
 * site's item pages, its sitemap and `_redirects` import them from here.
 */

/** The content tables whose published items each have a page. */
export const ITEM_PAGE_TABLES = ["white_papers", "case_studies", "videos", "news"] as const;
/** One content table with item pages. */
export type ItemPageTable = (typeof ITEM_PAGE_TABLES)[number];

/** Where one type's item pages live and what their picture columns are. */
export interface ItemPageType {
  /** English path of the list page; item pages are `<listPath>/<slug>` (and under `/zh`). */
  listPath: string;
  /** Column of the item's picture (cover, thumbnail). */
  pictureColumn: "image_url" | "thumbnail_url";
  /** Columns of the picture's alt text: English, Chinese. Both are required for a published item with a picture. */
  altColumns: readonly [string, string];
}

/** Every type with item pages (in the order of ITEM_PAGE_TABLES). */
export const ITEM_PAGE_TYPES: Record<ItemPageTable, ItemPageType> = {
  white_papers: {
    listPath: "/resources/white-papers",
    pictureColumn: "image_url",
    altColumns: ["image_alt", "image_alt_zh"],
  },
  case_studies: {
    listPath: "/resources/case-studies",
    pictureColumn: "image_url",
    altColumns: ["image_alt", "image_alt_zh"],
  },
  videos: {
    listPath: "/resources/video-library",
    pictureColumn: "thumbnail_url",
    altColumns: ["thumbnail_alt", "thumbnail_alt_zh"],
  },
  news: { listPath: "/company/news", pictureColumn: "image_url", altColumns: ["image_alt", "image_alt_zh"] },
};

/** Documentation has no item pages but its pictures need alt text too (same columns and rule). */
export const DOCUMENTATION_ALT_COLUMNS = ["image_alt", "image_alt_zh"] as const;

/** Whether `table` has item pages. */
export const isItemPageTable = (table: unknown): table is ItemPageTable =>
  typeof table === "string" && (ITEM_PAGE_TABLES as readonly string[]).includes(table);

/** English path of an item's page: ("case_studies", "north-sea-x") → "/resources/case-studies/north-sea-x". */
export function itemPath(table: ItemPageTable, slug: string): string {
  return `${ITEM_PAGE_TYPES[table].listPath}/${slug}`;
}

/** The most characters a slug may have. */
export const SLUG_MAX_LENGTH = 80;
/** What a slug looks like: lower-case ASCII letters and digits in dash-separated words. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The slug of a title with nothing to make one from (no Latin letters or digits). */
export const FALLBACK_SLUG = "item";

/** Whether `value` is a valid slug (SLUG_PATTERN, at most SLUG_MAX_LENGTH). */
export const isSlug = (value: unknown): value is string =>
  typeof value === "string" && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);

/**
 * The slug made from `title`, as the database makes it (private.slugify):
 * every run of characters other than A-Z, a-z and 0-9 becomes one dash, then
 * lower-case, at most 80 characters, no leading or trailing dash, FALLBACK_SLUG
 * when nothing is left. ("Closed-Loop RSS: ±0.1°" → "closed-loop-rss-0-1")
 * Accents are not folded (the database has no `unaccent` on every host):
 * "Café" → "caf".
 */
export function slugify(title: string): string {
  // Dashes first, then lower-case: what lower() does to non-ASCII letters ("İ", the Kelvin sign)
  // depends on the server, so only ASCII letters may reach it (the migration does the same).
  const dashed = title
    .replace(/[^A-Za-z0-9]+/g, "-")
    .toLowerCase()
    .replace(/^-+|-+$/g, "");
  const cut = dashed.slice(0, SLUG_MAX_LENGTH).replace(/^-+|-+$/g, "");
  return cut || FALLBACK_SLUG;
}

/**
 * SEO fields (`seo_title`, `seo_description` and their `_zh` twins): `max`
 * is what the database accepts; `recommended` is the length search engines
 * show in full, the admin's hint (a longer value is allowed and warned about).
 * Empty means "use the item's title / description".
 */
export const SEO_LIMITS = {
  title: { max: 120, recommended: 60 },
  description: { max: 320, recommended: 160 },
} as const;

/** The most characters an alt text may have (English and Chinese). */
export const ALT_TEXT_MAX = 250;

/** The case study's story, shown on its page: each has a `_zh` twin, at most CASE_STUDY_STORY_MAX characters. */
export const CASE_STUDY_STORY_FIELDS = ["challenge", "solution", "results"] as const;
/** The most characters each case-study story field may have. */
export const CASE_STUDY_STORY_MAX = 4_000;

/** The slug columns of a row with an item page. */
export interface SluggedRow {
  slug: string;
  previous_slugs: string[];
}

/**
 * The permanent redirects of one type (`from` and `to` are English paths; the
 * site adds the `/zh` twins): each previous slug of each row to its current
 * page, except a previous slug that is now another row's current slug (the
 * live page wins). Ordered by `from`, one rule per `from`.
 */
export function slugRedirects(table: ItemPageTable, rows: readonly SluggedRow[]): { from: string; to: string }[] {
  const live = new Set(rows.map((row) => row.slug));
  const rules = new Map<string, string>();
  for (const row of rows) {
    for (const old of row.previous_slugs ?? []) {
      if (!live.has(old) && !rules.has(old)) rules.set(old, row.slug);
    }
  }
  return [...rules.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([from, to]) => ({ from: itemPath(table, from), to: itemPath(table, to) }));
}
