/**
 * The item-page rules of the database (issue #26,
 * supabase/migrations/20261201100000_item_pages.sql) as one list of cases that
 * two suites run with the same expectations:
 *   - tests/supabase/item-pages.test.ts, through supabase-js against the
 *     embedded backend (PGlite), as the admin console and the site call it;
 *   - tests/compat/postgres.test.ts, by SQL on a real PostgreSQL, as
 *     PostgREST runs requests (authenticator, `set local role`, JWT claims).
 * Each suite supplies an {@link ItemPageDriver}; the cases use vitest's
 * `expect`, so a case fails with the value that differed.
 *
 * Covered: a slug made from the title when none is given (SLUGIFY_TITLES: the
 * TypeScript slugify() and the database's private.slugify agree), "-2" for an
 * equal title, 23505 for a taken slug, 23514 for a malformed one, previous
 * slugs kept by the trigger (a client's value ignored), an empty slug in an
 * update keeping the old one, the length limits of shared/content/item-pages.ts,
 * alt text required on a published row with a picture, and what a visitor
 * reads of the new columns.
 */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import {
  ALT_TEXT_MAX,
  CASE_STUDY_STORY_FIELDS,
  CASE_STUDY_STORY_MAX,
  DOCUMENTATION_ALT_COLUMNS,
  ITEM_PAGE_TABLES,
  ITEM_PAGE_TYPES,
  SEO_LIMITS,
  SLUG_MAX_LENGTH,
  slugify,
  type ItemPageTable,
} from "../../shared/content/item-pages";
import { PUBLISH_AT_COLUMN } from "../../shared/content/scheduling";
import { EDITORIAL_SAMPLES } from "../fixtures/content";

/** A stored row as the database returns it (every column). */
export type StoredRow = { id: string } & Record<string, unknown>;

/** What one write produced: the stored row, or the Postgres error code it was refused with. */
export type Written = { row: StoredRow; code: null } | { row: null; code: string };

/** The tables whose pictures need alt text: the item-page tables and documentation. */
export type AltTable = ItemPageTable | "documentation";

/** How a suite reaches its database; every write runs as a signed-in admin. */
export interface ItemPageDriver {
  /** Inserts `row` into `table` as the admin and returns the stored row (all columns), or the error code. */
  insert(table: AltTable, row: Record<string, unknown>): Promise<Written>;
  /** Updates row `id` of `table` with `patch` as the admin and returns the stored row, or the error code. */
  update(table: AltTable, id: string, patch: Record<string, unknown>): Promise<Written>;
  /** Row `id` of `table` as an anonymous visitor reads it (`columns`: a comma-separated list), or null when hidden. */
  anonRead(table: ItemPageTable, id: string, columns: readonly string[]): Promise<Record<string, unknown> | null>;
  /** The database's private.slugify of each title, in order (run as the superuser: no API role may call it). */
  slugify(titles: readonly string[]): Promise<string[]>;
}

/**
 * Titles the TypeScript slugify() and private.slugify must turn into the same
 * slug: plain, accented, CJK only, CJK with digits, symbols and emoji, leading
 * and trailing punctuation, whitespace of every kind, Greek, ligatures,
 * full-width letters, empty, and long ones (cut at 80 on a letter and on a dash).
 */
export const SLUGIFY_TITLES: readonly string[] = [
  "Closed-Loop RSS: ±0.1°",
  "North Sea ERD Producer",
  "Café Crème Brûlée Field Trial",
  "Über 9000 ÀÉÎÕÜ wells",
  "Straße STRASSE",
  "北海大位移井",
  "深井 2026 年",
  "Emoji 🚀 Drill 🛢️ Rig",
  'RSS-675 / 8½" Hole — 1,200 m/day',
  "  --Leading & trailing punctuation!!  ",
  "!!!",
  "",
  "tab\there\nnew line",
  "ΑΒΓ Greek Σ letters",
  "ﬁeld ligature ǅemal",
  "ＦＵＬＬＷＩＤＴＨ ＲＳＳ",
  "a".repeat(79) + " b",
  "Extended reach drilling ".repeat(8),
  "x".repeat(200),
  "100% uptime: 3,000 hours (2025)",
];

/**
 * Titles with letters whose lower case is an ASCII letter in some servers'
 * Unicode rules ("İ" → "i", the Kelvin sign → "k": PGlite's PostgreSQL 18
 * maps them, a C-locale PostgreSQL does not). The database must treat them as
 * the non-Latin characters they are, the same on every server: `expected`.
 */
export const LOCALE_SENSITIVE_TITLES: readonly { title: string; expected: string }[] = [
  { title: "İzmir Well İ-7", expected: "zmir-well-7" },
  { title: "Heater at 5 \u212A", expected: "heater-at-5" },
];

/** One behaviour, run by both suites. */
export interface ItemPageCase {
  name: string;
  run(db: ItemPageDriver): Promise<void>;
}

/** A short tag that makes a title (and its slug) unique in a shared database. */
const tag = () => randomUUID().slice(0, 8);

/** A valid row of `table` (tests/fixtures/content.ts) with `over` on top. */
const sample = (table: AltTable, over: Record<string, unknown> = {}) => ({ ...EDITORIAL_SAMPLES[table](), ...over });

/** The stored row of a write that had to succeed. */
function stored(w: Written, what: string): StoredRow {
  expect(w.code, `${what}: refused with ${w.code}`).toBeNull();
  return w.row!;
}

/** The columns of a table's picture and its alt texts. */
const pictureOf = (table: AltTable) =>
  table === "documentation"
    ? { picture: "image_url", alt: DOCUMENTATION_ALT_COLUMNS }
    : { picture: ITEM_PAGE_TYPES[table].pictureColumn, alt: ITEM_PAGE_TYPES[table].altColumns };

const PICTURE = "https://cdn.example.com/item-pages/picture.png";

/** The SEO columns and their limits. */
const SEO_COLUMNS = [
  ["seo_title", SEO_LIMITS.title.max],
  ["seo_title_zh", SEO_LIMITS.title.max],
  ["seo_description", SEO_LIMITS.description.max],
  ["seo_description_zh", SEO_LIMITS.description.max],
] as const;

/** The columns a visitor reads of an item page. */
export const PUBLIC_ITEM_PAGE_COLUMNS = [
  "id",
  "slug",
  "previous_slugs",
  "seo_title",
  "seo_title_zh",
  "seo_description",
  "seo_description_zh",
] as const;

function slugCases(table: ItemPageTable): ItemPageCase[] {
  return [
    {
      name: `${table}: an insert without a slug gets one made from the English title; a client's previous_slugs is ignored`,
      async run(db) {
        const title = `Slug Probe ${tag()}: Ünïcode & more!`;
        const row = stored(await db.insert(table, sample(table, { title, previous_slugs: ["forged"] })), "insert");
        expect(row.slug).toBe(slugify(title));
        expect(row.previous_slugs).toEqual([]);
        const blank = stored(await db.insert(table, sample(table, { title: `${title} blank`, slug: "" })), "insert ''");
        expect(blank.slug).toBe(slugify(`${title} blank`));
      },
    },
    {
      name: `${table}: an equal title gets "-2", then "-3"; a title whose slug another row had before gets a number too`,
      async run(db) {
        const title = `Twin ${tag()}`;
        const base = slugify(title);
        const slugs = [];
        for (let i = 0; i < 3; i++) slugs.push(stored(await db.insert(table, sample(table, { title })), "twin").slug);
        expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
        // The first row moves away: its old slug stays reserved for its redirect.
        const renamed = `${base}-renamed`;
        const first = stored(await db.insert(table, sample(table, { title: `${title} solo` })), "solo");
        stored(await db.update(table, first.id, { slug: renamed }), "rename");
        const next = stored(await db.insert(table, sample(table, { title: `${title} solo` })), "after rename");
        expect(next.slug).toBe(`${slugify(`${title} solo`)}-2`);
      },
    },
    {
      name: `${table}: a slug another row has is refused (23505), on insert and on update`,
      async run(db) {
        const taken = stored(await db.insert(table, sample(table, { title: `Taken ${tag()}` })), "insert").slug;
        expect((await db.insert(table, sample(table, { slug: taken }))).code).toBe("23505");
        const other = stored(await db.insert(table, sample(table)), "other");
        expect((await db.update(table, other.id, { slug: taken })).code).toBe("23505");
      },
    },
    {
      name: `${table}: a malformed slug is refused (23514); ${SLUG_MAX_LENGTH} characters are accepted`,
      async run(db) {
        const bad = ["Bad Slug", "a--b", "x".repeat(SLUG_MAX_LENGTH + 1), "-lead", "trail-", "UPPER", "café"];
        for (const slug of bad) expect((await db.insert(table, sample(table, { slug }))).code, slug).toBe("23514");
        const longest = `${tag()}-${"y".repeat(SLUG_MAX_LENGTH - 9)}`;
        expect(longest).toHaveLength(SLUG_MAX_LENGTH);
        expect(stored(await db.insert(table, sample(table, { slug: longest })), "80").slug).toBe(longest);
        const row = stored(await db.insert(table, sample(table)), "insert");
        expect((await db.update(table, row.id, { slug: "Bad Slug" })).code).toBe("23514");
      },
    },
    {
      name: `${table}: a changed slug appends the old one to previous_slugs, changing back removes it; '' and null keep the slug`,
      async run(db) {
        const t = tag();
        const row = stored(await db.insert(table, sample(table, { slug: `first-${t}` })), "insert");
        const step = async (patch: Record<string, unknown>) => {
          const r = stored(await db.update(table, row.id, patch), JSON.stringify(patch));
          return [r.slug, r.previous_slugs];
        };
        expect(await step({ slug: `second-${t}` })).toEqual([`second-${t}`, [`first-${t}`]]);
        expect(await step({ slug: `third-${t}` })).toEqual([`third-${t}`, [`first-${t}`, `second-${t}`]]);
        expect(await step({ previous_slugs: ["forged"] })).toEqual([`third-${t}`, [`first-${t}`, `second-${t}`]]);
        expect(await step({ slug: "" })).toEqual([`third-${t}`, [`first-${t}`, `second-${t}`]]);
        expect(await step({ slug: null })).toEqual([`third-${t}`, [`first-${t}`, `second-${t}`]]);
        expect(await step({ title: `Retitled ${t}` })).toEqual([`third-${t}`, [`first-${t}`, `second-${t}`]]);
        expect(await step({ slug: `first-${t}` })).toEqual([`first-${t}`, [`second-${t}`, `third-${t}`]]);
      },
    },
    {
      name: `${table}: SEO fields take up to ${SEO_LIMITS.title.max} / ${SEO_LIMITS.description.max} characters; one more is refused (23514)`,
      async run(db) {
        for (const [column, max] of SEO_COLUMNS) {
          const ok = stored(await db.insert(table, sample(table, { [column]: "s".repeat(max) })), column);
          expect(ok[column]).toHaveLength(max);
          expect((await db.insert(table, sample(table, { [column]: "s".repeat(max + 1) }))).code, column).toBe("23514");
        }
      },
    },
  ];
}

function altCases(table: AltTable): ItemPageCase[] {
  const { picture, alt } = pictureOf(table);
  const [en, zh] = alt;
  return [
    {
      name: `${table}: a published row with a picture needs both alt texts (23514); alt texts take up to ${ALT_TEXT_MAX} characters`,
      async run(db) {
        const published = (over: Record<string, unknown>) =>
          db.insert(table, sample(table, { status: "published", [picture]: PICTURE, ...over }));
        expect((await published({})).code, "no alt text").toBe("23514");
        expect((await published({ [en]: "Rig at dusk" })).code, "English only").toBe("23514");
        expect((await published({ [zh]: "黄昏时的钻机" })).code, "Chinese only").toBe("23514");
        expect((await published({ [en]: "   ", [zh]: "黄昏时的钻机" })).code, "blank English").toBe("23514");
        stored(await published({ [en]: "Rig at dusk", [zh]: "黄昏时的钻机" }), "both alt texts");
        stored(await db.insert(table, sample(table, { status: "published" })), "no picture, no alt text");
        stored(await published({ [en]: "a".repeat(ALT_TEXT_MAX), [zh]: "图".repeat(ALT_TEXT_MAX) }), "longest");
        expect((await published({ [en]: "a".repeat(ALT_TEXT_MAX + 1), [zh]: "图" })).code).toBe("23514");
        expect((await published({ [en]: "a", [zh]: "图".repeat(ALT_TEXT_MAX + 1) })).code).toBe("23514");
      },
    },
    {
      name: `${table}: a draft with a picture and no alt text is kept; publishing it is refused until both alt texts are set`,
      async run(db) {
        const draft = stored(
          await db.insert(table, sample(table, { status: "draft", [picture]: PICTURE })),
          "draft without alt text",
        );
        expect((await db.update(table, draft.id, { status: "published" })).code).toBe("23514");
        expect((await db.update(table, draft.id, { status: "published", [en]: "Bit on the bench" })).code).toBe(
          "23514",
        );
        const live = stored(
          await db.update(table, draft.id, { status: "published", [en]: "Bit on the bench", [zh]: "工作台上的钻头" }),
          "publish with alt texts",
        );
        expect([live.status, live[en], live[zh]]).toEqual(["published", "Bit on the bench", "工作台上的钻头"]);
        expect((await db.update(table, draft.id, { [zh]: "" })).code, "clearing an alt text of a live row").toBe(
          "23514",
        );
      },
    },
  ];
}

const storyCase: ItemPageCase = {
  name: `case_studies: challenge, solution and results (and _zh) take up to ${CASE_STUDY_STORY_MAX} characters; one more is refused (23514)`,
  async run(db) {
    for (const field of CASE_STUDY_STORY_FIELDS) {
      for (const column of [field, `${field}_zh`]) {
        const ok = stored(
          await db.insert("case_studies", sample("case_studies", { [column]: "w".repeat(CASE_STUDY_STORY_MAX) })),
          column,
        );
        expect(ok[column]).toHaveLength(CASE_STUDY_STORY_MAX);
        const over = await db.insert(
          "case_studies",
          sample("case_studies", { [column]: "w".repeat(CASE_STUDY_STORY_MAX + 1) }),
        );
        expect(over.code, column).toBe("23514");
      }
    }
  },
};

function visitorCase(table: ItemPageTable): ItemPageCase {
  return {
    name: `${table}: a visitor reads slug, previous_slugs and the SEO fields of a published, live row only (not a draft, the trash or a scheduled row)`,
    async run(db) {
      const t = tag();
      const seo = {
        seo_title: `Search title ${t}`,
        seo_title_zh: `搜索标题 ${t}`,
        seo_description: "What a search engine shows.",
        seo_description_zh: "搜索引擎显示的内容。",
      };
      const live = stored(
        await db.insert(table, sample(table, { slug: `live-${t}`, status: "published", ...seo })),
        "live",
      );
      stored(await db.update(table, live.id, { slug: `live-${t}-renamed` }), "rename");
      expect(await db.anonRead(table, live.id, PUBLIC_ITEM_PAGE_COLUMNS)).toEqual({
        id: live.id,
        slug: `live-${t}-renamed`,
        previous_slugs: [`live-${t}`],
        ...seo,
      });
      const hidden = {
        draft: { status: "draft" },
        trash: { status: "published", deleted_at: new Date().toISOString() },
        scheduled: { status: "published", [PUBLISH_AT_COLUMN]: new Date(Date.now() + 3_600_000).toISOString() },
      };
      for (const [what, patch] of Object.entries(hidden)) {
        const row = stored(await db.insert(table, sample(table, { ...seo, ...patch })), what);
        expect(await db.anonRead(table, row.id, PUBLIC_ITEM_PAGE_COLUMNS), what).toBeNull();
      }
    },
  };
}

const slugifyCase: ItemPageCase = {
  name: "private.slugify makes the same slug as slugify() of shared/content/item-pages.ts for varied titles",
  async run(db) {
    const fromDb = await db.slugify(SLUGIFY_TITLES);
    expect(SLUGIFY_TITLES.map((title, i) => [title, fromDb[i]])).toEqual(
      SLUGIFY_TITLES.map((title) => [title, slugify(title)]),
    );
  },
};

const localeCase: ItemPageCase = {
  name: "private.slugify and slugify() treat letters that only lower-case to Latin ones (İ, the Kelvin sign) as non-Latin on every server",
  async run(db) {
    const titles = LOCALE_SENSITIVE_TITLES.map((c) => c.title);
    expect(await db.slugify(titles)).toEqual(LOCALE_SENSITIVE_TITLES.map((c) => c.expected));
    // The client's preview (the admin's address field) agrees.
    expect(titles.map(slugify)).toEqual(LOCALE_SENSITIVE_TITLES.map((c) => c.expected));
  },
};

/** Every case, in a stable order. */
export const ITEM_PAGE_CASES: ItemPageCase[] = [
  slugifyCase,
  localeCase,
  ...ITEM_PAGE_TABLES.flatMap(slugCases),
  ...[...ITEM_PAGE_TABLES, "documentation" as const].flatMap(altCases),
  storyCase,
  ...ITEM_PAGE_TABLES.map(visitorCase),
];
