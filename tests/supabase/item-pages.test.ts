/**
 * Item pages (issue #26) against the real local backend (PGlite, the shipped
 * migrations, the seed), through supabase-js as the admin console and the
 * site call it:
 *   - the rules of shared/content/item-pages.ts (slug pattern and length, SEO,
 *     alt-text and story limits, the tables with slugs, the picture and alt
 *     columns) are the ones supabase/migrations/20261201100000_item_pages.sql
 *     states;
 *   - the behaviour cases of tests/compat/item-page-behaviour.ts (also run on
 *     a real PostgreSQL by tests/compat/postgres.test.ts): slugs made from the
 *     title and agreeing with slugify(), "-2" for an equal title, 23505 / 23514
 *     for a taken / malformed slug, previous slugs kept by the trigger, alt text
 *     required on a published row with a picture, what a visitor reads;
 *   - the seed: SEED_SLUG_CHANGES are in the database, and every published
 *     picture has alt texts in both languages.
 */
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ALT_TEXT_MAX,
  CASE_STUDY_STORY_FIELDS,
  CASE_STUDY_STORY_MAX,
  DOCUMENTATION_ALT_COLUMNS,
  FALLBACK_SLUG,
  ITEM_PAGE_TABLES,
  ITEM_PAGE_TYPES,
  SEO_LIMITS,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  slugRedirects,
  type ItemPageTable,
} from "../../shared/content/item-pages";
import type { AppSupabaseClient } from "../../shared/supabase/client";
import { CASE_STUDIES, NEWS, SEED_SLUG_CHANGES } from "../../supabase/seed/content";
import { startTestServer, type RunningServer } from "../../supabase/server/testing";
import { ITEM_PAGE_CASES, type AltTable, type ItemPageDriver, type Written } from "../compat/item-page-behaviour";
import { ADMIN } from "../fixtures/accounts";
import { anonClient, signedInClient } from "./helpers";

const MIGRATION = new URL("../../supabase/migrations/20261201100000_item_pages.sql", import.meta.url);

let server: RunningServer;
let anon: AppSupabaseClient;
let admin: AppSupabaseClient;
let sql: string;

beforeAll(async () => {
  server = await startTestServer();
  anon = anonClient(server);
  admin = await signedInClient(server, ADMIN);
  sql = await readFile(MIGRATION, "utf8");
});
afterAll(() => server?.close());

/** `text` with regular-expression metacharacters escaped. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Every match of `pattern` in the migration, each as its capture groups. */
const all = (pattern: RegExp) => [...sql.matchAll(pattern)].map((m) => m.slice(1));

/** The tables whose pictures need alt text, with their picture and alt columns. */
const ALT_TABLES: { table: AltTable; picture: string; alt: readonly string[] }[] = [
  ...ITEM_PAGE_TABLES.map((table) => ({
    table,
    picture: ITEM_PAGE_TYPES[table].pictureColumn,
    alt: ITEM_PAGE_TYPES[table].altColumns,
  })),
  { table: "documentation", picture: "image_url", alt: DOCUMENTATION_ALT_COLUMNS },
];

describe("shared/content/item-pages.ts states the migration's rules", () => {
  it("the tables with slugs, previous slugs and slug triggers are ITEM_PAGE_TABLES", () => {
    const sorted = [...ITEM_PAGE_TABLES].sort();
    expect(
      all(/alter table public\.(\w+)\s+add column slug text,/g)
        .flat()
        .sort(),
    ).toEqual(sorted);
    expect(all(/add column previous_slugs text\[\] not null default '\{\}'/g)).toHaveLength(sorted.length);
    expect(all(/create trigger (\w+)_keep_slug before insert or update on public\.(\w+)/g)).toEqual(
      ITEM_PAGE_TABLES.map((t) => [t, t]),
    );
  });

  it("the slug format check is SLUG_PATTERN and at most SLUG_MAX_LENGTH characters, on every item-page table", () => {
    const checks = all(/add constraint (\w+)_slug_format check \(slug ~ '([^']+)' and char_length\(slug\) <= (\d+)\)/g);
    expect(checks.map(([table]) => table)).toEqual([...ITEM_PAGE_TABLES]);
    for (const [table, pattern, max] of checks) {
      expect([table, pattern, Number(max)]).toEqual([table, SLUG_PATTERN.source, SLUG_MAX_LENGTH]);
    }
    expect(all(/add constraint (\w+)_slug_unique unique \(slug\)/g).flat()).toEqual([...ITEM_PAGE_TABLES]);
  });

  it("private.slugify cuts at SLUG_MAX_LENGTH and falls back to FALLBACK_SLUG; unique_item_slug numbers within it", () => {
    const fn = sql.slice(sql.indexOf("create function private.slugify"), sql.indexOf("create function private.unique"));
    expect(fn).toMatch(new RegExp(`'-'\\),\\s*${SLUG_MAX_LENGTH}\\s*\\)`));
    expect(fn).toMatch(new RegExp(`'${literal(FALLBACK_SLUG)}'\\s*\\);`));
    expect(sql).toMatch(
      new RegExp(`pg_catalog\\.left\\(base, ${SLUG_MAX_LENGTH} - 1 - pg_catalog\\.length\\(n::text\\)\\)`),
    );
  });

  it("the SEO columns take at most SEO_LIMITS.title.max / description.max characters, on every item-page table", () => {
    for (const table of ITEM_PAGE_TABLES) {
      for (const [column, max] of [
        ["seo_title", SEO_LIMITS.title.max],
        ["seo_title_zh", SEO_LIMITS.title.max],
        ["seo_description", SEO_LIMITS.description.max],
        ["seo_description_zh", SEO_LIMITS.description.max],
      ] as const) {
        const check = new RegExp(
          `add column ${column} text\\s+constraint ${table}_${column}_length check \\(char_length\\(${column}\\) <= (\\d+)\\)`,
        );
        expect(Number(sql.match(check)?.[1]), `${table}.${column}`).toBe(max);
      }
    }
  });

  it("the alt-text columns are each table's altColumns, at most ALT_TEXT_MAX characters, required on a published row with its picture", () => {
    const altTables = all(/add column (\w+) text\s+constraint (\w+)_\1_length check \(char_length\(\1\) <= (\d+)\)/g)
      .filter(([column]) => /_alt(_zh)?$/.test(column!))
      .map(([column, table, max]) => [table, column, Number(max)]);
    expect(altTables).toEqual(ALT_TABLES.flatMap(({ table, alt }) => alt.map((c) => [table, c, ALT_TEXT_MAX])));
    for (const { table, picture, alt } of ALT_TABLES) {
      const required = new RegExp(
        `add constraint ${table}_\\w+_alt_required check \\(\\s*status <> 'published' or ${picture} is null\\s*` +
          `or \\(nullif\\(btrim\\(${alt[0]}\\), ''\\) is not null and nullif\\(btrim\\(${alt[1]}\\), ''\\) is not null\\)\\s*\\)`,
      );
      expect(sql, `${table}: ${picture} needs ${alt.join(" and ")}`).toMatch(required);
    }
  });

  it("the case-study story columns are CASE_STUDY_STORY_FIELDS and their _zh twins, at most CASE_STUDY_STORY_MAX characters", () => {
    const story = all(/add column (\w+) text constraint case_studies_\1_length check \(char_length\(\1\) <= (\d+)\)/g)
      .filter(([column]) => !/^(seo_|image_)/.test(column!))
      .map(([column, max]) => [column, Number(max)]);
    expect(story).toEqual(CASE_STUDY_STORY_FIELDS.flatMap((f) => [f, `${f}_zh`]).map((c) => [c, CASE_STUDY_STORY_MAX]));
  });
});

/** The item-page driver on this server: the admin writes, a visitor reads, the superuser runs private.slugify. */
const driver: ItemPageDriver = {
  async insert(table, row) {
    const res = await (
      admin.from(table) as unknown as {
        insert(v: object): { select(c: string): { single(): PromiseLike<Result> } };
      }
    )
      .insert(row)
      .select("*")
      .single();
    return written(res);
  },
  async update(table, id, patch) {
    const res = await (
      admin.from(table) as unknown as {
        update(v: object): { eq(c: string, v: string): { select(c: string): { single(): PromiseLike<Result> } } };
      }
    )
      .update(patch)
      .eq("id", id)
      .select("*")
      .single();
    return written(res);
  },
  async anonRead(table, id, columns) {
    const { data, error } = await anon.from(table).select(columns.join(", ")).eq("id", id).maybeSingle();
    expect(error).toBeNull();
    return (data as Record<string, unknown> | null) ?? null;
  },
  async slugify(titles) {
    const res = await server.db.query<{ slug: string }>(
      "select private.slugify(t) as slug from jsonb_array_elements_text($1::jsonb) with ordinality as u(t, n) order by n",
      [JSON.stringify(titles)],
    );
    return res.rows.map((r) => r.slug);
  },
};

type Result = { data: unknown; error: { code?: string; message: string } | null };
/** A supabase-js answer as the driver's result: the row, or the Postgres code of the refusal. */
function written({ data, error }: Result): Written {
  if (error) return { row: null, code: error.code ?? error.message };
  return { row: data as Written["row"] & object, code: null };
}

describe("item-page rules on the local backend (supabase-js as the admin and a visitor)", () => {
  for (const c of ITEM_PAGE_CASES) it(c.name, () => c.run(driver));
});

describe("the seed", () => {
  it("holds SEED_SLUG_CHANGES: the current slug, and the first one among previous_slugs (read by a visitor)", async () => {
    expect(new Set(SEED_SLUG_CHANGES.map((c) => c.table))).toEqual(new Set(ITEM_PAGE_TABLES));
    for (const change of SEED_SLUG_CHANGES) {
      const { data, error } = await anon.from(change.table).select("slug, previous_slugs").eq("id", change.id).single();
      expect(error, change.table).toBeNull();
      expect(data!.slug, change.table).toBe(change.slug);
      expect(data!.previous_slugs, change.table).toContain(change.firstSlug);
      expect(data!.previous_slugs, change.table).not.toContain(change.slug);
    }
  });

  it("gives each changed slug a permanent redirect to the item's page", async () => {
    for (const table of ITEM_PAGE_TABLES) {
      const { data, error } = await anon.from(table as ItemPageTable).select("slug, previous_slugs");
      expect(error).toBeNull();
      const rules = slugRedirects(table, (data ?? []) as { slug: string; previous_slugs: string[] }[]);
      for (const change of SEED_SLUG_CHANGES.filter((c) => c.table === table)) {
        expect(rules, table).toContainEqual({
          from: `${ITEM_PAGE_TYPES[table].listPath}/${change.firstSlug}`,
          to: `${ITEM_PAGE_TYPES[table].listPath}/${change.slug}`,
        });
      }
    }
  });

  it("tells every seeded case study's challenge, solution and results; in Chinese where the study has Chinese texts", async () => {
    const { data, error } = await anon
      .from("case_studies")
      .select("*")
      .in(
        "id",
        CASE_STUDIES.map((c) => c.id),
      );
    expect(error).toBeNull();
    expect(data).toHaveLength(CASE_STUDIES.length);
    for (const study of CASE_STUDIES) {
      const row = data!.find((r) => r.id === study.id)! as unknown as Record<string, string | null>;
      for (const field of CASE_STUDY_STORY_FIELDS) {
        expect(row[field]?.trim(), `${study.title}: ${field}`).toBeTruthy();
        // Chinese story exactly where the study has a Chinese title (one is English-only, to show the fallback).
        expect(Boolean(row[`${field}_zh`]?.trim()), `${study.title}: ${field}_zh`).toBe(Boolean(study.title_zh));
      }
    }
    expect(CASE_STUDIES.some((c) => !c.title_zh)).toBe(true);
  });

  it("gives every seeded news item a body in English and Chinese", async () => {
    const { data, error } = await anon
      .from("news")
      .select("id, title, body, body_zh")
      .in(
        "id",
        NEWS.map((n) => n.id),
      );
    expect(error).toBeNull();
    expect(data).toHaveLength(NEWS.length);
    for (const row of data!) {
      expect(row.body?.trim(), `${row.title}: body`).toBeTruthy();
      expect(row.body_zh?.trim(), `${row.title}: body_zh`).toBeTruthy();
    }
  });

  it("gives every published picture alt texts in both languages, not just its title", async () => {
    for (const { table, picture, alt } of ALT_TABLES) {
      const r = await server.db.query<{ title: string; en: string | null; zh: string | null }>(
        `select title, ${alt[0]} as en, ${alt[1]} as zh from public.${table}
          where status = 'published' and deleted_at is null and ${picture} is not null`,
      );
      expect(r.rows.length, `${table}: published pictures in the seed`).toBeGreaterThan(0);
      for (const row of r.rows) {
        expect(row.en?.trim(), `${table} "${row.title}" English alt`).toBeTruthy();
        expect(row.zh?.trim(), `${table} "${row.title}" Chinese alt`).toBeTruthy();
        expect(row.en, `${table} "${row.title}": the alt text describes the picture`).not.toBe(row.title);
      }
    }
  });
});
