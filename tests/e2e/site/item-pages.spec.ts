/**
 * Every item has its own page (issue #26), against the built site and the
 * local backend: for every seeded published white paper, case study, video
 * and news item, in English and Chinese, the page answers 200 with the
 * item's (localized) title as h1, a meta description, its absolute URL as
 * canonical, og:image as an absolute URL (every seeded item has a picture), and
 * JSON-LD of its type; the sitemap lists both languages' URLs; the list page
 * and the search index link to it; each seeded changed slug answers 301 to
 * the new address; an unknown slug answers 404 with the not-found page.
 * HTTP-only checks use `request`; one browser page per type and language
 * follows the list's link to the page and opens it again from site search
 * (the result is a real link).
 *
 * The items are the seed's (supabase/seed/content.ts), read as a visitor
 * (supabase-js, anon key) for what the database made of them: the slug and
 * the titles the build rendered.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ITEM_PAGE_TABLES, ITEM_PAGE_TYPES, type ItemPageTable } from "../../../shared/content/item-pages";
import { itemHref, LOCALES, withLocale, type Locale } from "../../../site/src/app/paths";
import { RECORD_ITEM_TABLE, type SearchIndexFile } from "../../../site/src/features/search/search-documents";
import { CASE_STUDIES, NEWS, SEED_SLUG_CHANGES, VIDEOS, WHITE_PAPERS } from "../../../supabase/seed/content";
import { visitor } from "../support/clients";
import { WEB_URL } from "../support/env";
import { hydrated } from "./helpers";

/** The seeded rows of each type. */
const SEEDED: Record<ItemPageTable, readonly { id: string }[]> = {
  white_papers: WHITE_PAPERS,
  case_studies: CASE_STUDIES,
  videos: VIDEOS,
  news: NEWS,
};

/** The schema.org types an item's JSON-LD may have, per type (the list). */
const JSON_LD_TYPES: Record<ItemPageTable, readonly string[]> = {
  white_papers: ["TechArticle", "Report"],
  case_studies: ["Article"],
  videos: ["VideoObject"],
  news: ["Article"],
};

/** The not-found page's text in each language. */
const NOT_FOUND_TEXT: Record<Locale, string> = { en: "Oops! Page not found", zh: "抱歉！页面未找到" };

/** One seeded item as the database holds it. */
interface Item {
  id: string;
  slug: string;
  title: string;
  title_zh: string | null;
  /** Its picture (cover, thumbnail), or null. */
  picture: string | null;
}

const itemsOf = new Map<ItemPageTable, Promise<Item[]>>();

/** The seeded items of `table`, read once per worker as a visitor; every seeded item must be readable. */
function seededItems(table: ItemPageTable): Promise<Item[]> {
  let items = itemsOf.get(table);
  if (!items) {
    const pictureColumn = ITEM_PAGE_TYPES[table].pictureColumn;
    const ids = SEEDED[table].map((row) => row.id);
    items = (async () => {
      const { data, error } = await visitor()
        .from(table)
        .select(`id, slug, title, title_zh, ${pictureColumn}`)
        .in("id", ids);
      if (error) throw new Error(`Reading ${table}: ${error.message}`);
      const rows = (data ?? []) as unknown as (Omit<Item, "picture"> & Record<string, string | null>)[];
      expect(rows.map((r) => r.id).sort(), `every seeded ${table} row is published`).toEqual([...ids].sort());
      return rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        title: r.title,
        title_zh: r.title_zh,
        picture: r[pictureColumn] ?? null,
      }));
    })();
    itemsOf.set(table, items);
  }
  return items;
}

/** The item's title on a page in `locale` (the English where it has no Chinese). */
const titleIn = (item: Item, locale: Locale) => (locale === "zh" && item.title_zh) || item.title;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
/** Text of an HTML fragment: tags dropped, entities decoded, white space collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
      name[0] === "#"
        ? String.fromCodePoint(name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
        : (ENTITIES[name.toLowerCase()] ?? whole),
    )
    .replace(/\s+/g, " ")
    .trim();

/** The value of attribute `name` of the first `<tag>` whose attributes match `where`, or null. */
function attributeOf(html: string, tag: string, where: RegExp, name: string): string | null {
  for (const [element] of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "gi"))) {
    if (!where.test(element)) continue;
    const value = element.match(new RegExp(`\\s${name}="([^"]*)"`, "i"));
    return value ? textOf(value[1]!) : null;
  }
  return null;
}

/** Every `@type` in the page's JSON-LD blocks (nested objects and `@graph` included). */
function jsonLdTypes(html: string): string[] {
  const types: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      const type = (node as Record<string, unknown>)["@type"];
      if (typeof type === "string") types.push(type);
      if (Array.isArray(type)) types.push(...type.filter((t): t is string => typeof t === "string"));
      Object.values(node).forEach(walk);
    }
  };
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi))
    walk(JSON.parse(json!));
  return types;
}

/** The body of a GET that must answer `status`. */
async function bodyOf(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), `GET ${path}`).toBe(status);
  return response.text();
}

/** The hrefs of the cards' title links on a list page's HTML. */
const cardLinks = (html: string) =>
  [...html.matchAll(/<a\b[^>]*>/gi)]
    .map(([a]) => a)
    .filter((a) => /\sclass="[^"]*\bcontent-card__link\b/.test(a))
    .map((a) => a.match(/\shref="([^"]*)"/)?.[1]);

/** The record kind of each table in the search index ("white_papers" → "whitePaper"). */
const KIND_OF = Object.fromEntries(Object.entries(RECORD_ITEM_TABLE).map(([kind, table]) => [table, kind])) as Record<
  ItemPageTable,
  string
>;

test.describe("home page's latest news", () => {
  for (const locale of LOCALES) {
    test(`(${locale}) links the three newest news items to their pages`, async ({ request }) => {
      const { data, error } = await visitor()
        .from("news")
        .select("slug")
        .order("date_published", { ascending: false })
        .limit(3);
      expect(error).toBeNull();
      const html = await bodyOf(request, withLocale("/", locale));
      const section = html.match(/<section[^>]*id="latest-news"[\s\S]*?<\/section>/)?.[0] ?? "";
      const links = [...section.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]);
      expect(links).toEqual([
        ...(data ?? []).map((row) => itemHref("news", row.slug, locale)),
        withLocale("/company/news", locale),
      ]);
      for (const link of links) expect((await request.get(link!, { maxRedirects: 0 })).status(), link).toBe(200);
    });
  }
});

for (const table of ITEM_PAGE_TABLES) {
  test.describe(`${table} item pages`, () => {
    for (const locale of LOCALES) {
      test(`(${locale}) every seeded item's page: 200, h1, description, canonical, og:image, JSON-LD`, async ({
        request,
      }) => {
        const items = await seededItems(table);
        expect(items.length).toBeGreaterThanOrEqual(2);
        for (const item of items) {
          const path = itemHref(table, item.slug, locale);
          const html = await bodyOf(request, path);
          const h1 = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((m) => textOf(m[1]!));
          expect(h1, path).toEqual([titleIn(item, locale)]);
          expect(attributeOf(html, "html", /./, "lang"), path).toBe(locale === "zh" ? "zh-CN" : "en");
          expect(attributeOf(html, "meta", /\sname="description"/, "content") ?? "", path).not.toBe("");
          expect(attributeOf(html, "link", /\srel="canonical"/, "href"), path).toBe(`${WEB_URL}${path}`);
          const image = attributeOf(html, "meta", /\sproperty="og:image"/, "content");
          // Every seeded item has a picture (news too), so every page has an absolute og:image.
          expect(item.picture, `${path} has a picture`).toBeTruthy();
          expect(image, `${path} og:image`).toMatch(/^https?:\/\//);
          expect(new URL(image!).href).toBe(new URL(item.picture!, `${WEB_URL}/`).href);
          const types = jsonLdTypes(html);
          expect(
            types.some((t) => JSON_LD_TYPES[table].includes(t)),
            `${path} JSON-LD types ${types.join(", ")}`,
          ).toBe(true);
        }
      });
    }

    test("the sitemap lists every seeded item in both languages", async ({ request }) => {
      const sitemap = await bodyOf(request, "/sitemap.xml");
      const locs = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
      for (const item of await seededItems(table))
        for (const locale of LOCALES)
          expect(locs, item.slug).toContain(`${WEB_URL}${itemHref(table, item.slug, locale)}`);
    });

    test("the list page and the search index link to every seeded item, in both languages", async ({ request }) => {
      const items = await seededItems(table);
      for (const locale of LOCALES) {
        const list = await bodyOf(request, withLocale(ITEM_PAGE_TYPES[table].listPath, locale));
        const links = cardLinks(list);
        const index = JSON.parse(await bodyOf(request, `/search/${locale}.json`)) as SearchIndexFile;
        const urls = new Map(index.records.map((r) => [r.id, r.url]));
        for (const item of items) {
          const path = itemHref(table, item.slug, locale);
          // One link per card, on its title.
          expect(
            links.filter((href) => href === path),
            `${path} on its list`,
          ).toHaveLength(1);
          expect(urls.get(`${KIND_OF[table]}:${item.id}`), `${path} in search`).toBe(path);
        }
      }
    });

    test("the seeded changed slug answers 301 to the new address; an unknown slug is the not-found page", async ({
      request,
    }) => {
      const changes = SEED_SLUG_CHANGES.filter((c) => c.table === table);
      expect(changes.length).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        for (const change of changes) {
          const response = await request.get(itemHref(table, change.firstSlug, locale), { maxRedirects: 0 });
          expect(response.status(), change.firstSlug).toBe(301);
          const location = new URL(response.headers().location!, `${WEB_URL}/`);
          expect(location.pathname).toBe(itemHref(table, change.slug, locale));
        }
        const unknown = await bodyOf(request, itemHref(table, "no-such-item-on-this-site", locale), 404);
        expect(textOf(unknown)).toContain(NOT_FOUND_TEXT[locale]);
        expect(unknown).not.toMatch(/rel="canonical"/);
      }
    });

    for (const locale of LOCALES) {
      test(`(${locale}) in the browser: the card's link opens the page; search finds it as a link and opens it`, async ({
        page,
      }) => {
        const change = SEED_SLUG_CHANGES.find((c) => c.table === table)!;
        const item = (await seededItems(table)).find((i) => i.id === change.id)!;
        const path = itemHref(table, item.slug, locale);
        const title = titleIn(item, locale);
        const listPath = withLocale(ITEM_PAGE_TYPES[table].listPath, locale);

        await page.goto(listPath);
        const link = page.getByRole("link", { name: title, exact: true });
        await expect(link).toHaveAttribute("href", path);
        await expect(link.locator("xpath=ancestor::h2|ancestor::h3")).toHaveCount(1);
        await link.focus();
        await expect(link).toBeFocused();
        await link.click();
        await expect(page).toHaveURL(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

        await page.goto(listPath);
        await hydrated(page);
        await searchAndOpen(page, title, path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      });
    }
  });
}

/** Searches `query` with the keyboard, checks the result leading to `path` is a link to it, and opens it with Enter. */
async function searchAndOpen(page: Page, query: string, path: string): Promise<void> {
  await page.keyboard.press("/");
  const input = page.getByRole("combobox");
  await expect(input).toBeFocused();
  await page.keyboard.type(query);
  await expect(page.locator("#site-search-results")).not.toHaveAttribute("aria-busy", "true");
  const result = page.locator(`#site-search-results [role="option"][href="${path}"]`);
  await expect(result).toHaveCount(1);
  // A real link: open-in-new-tab and copy-link work on it.
  expect(await result.evaluate((el) => [el.tagName, (el as HTMLAnchorElement).href])).toEqual([
    "A",
    `${WEB_URL}${path}`,
  ]);
  const count = await page.getByRole("option").count();
  for (let i = 0; i < count && (await result.getAttribute("aria-selected")) !== "true"; i++)
    await page.keyboard.press("ArrowDown");
  await expect(result).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("dialog")).toHaveCount(0);
}
