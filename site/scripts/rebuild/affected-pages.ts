/**
 * Which pages a data change touches (issue #27), so the local builder
 * re-renders only those (each in every language) and removes the pages of
 * items that are no longer public:
 * - a changed item's page, and every item page that shows it among its
 *   related items, before or after the change (features/items/item-lookup.ts
 *   relatedItems, the function the page itself calls);
 * - every public route that showed a list of the changed table in the last
 *   build (the prerender records which lists each page read: the white
 *   papers page for a white paper, the news page and the home page's
 *   "Latest news" for a news item, the pages with a Download Catalog button
 *   for a catalog file, ...);
 * - a new item page is always rendered and the page of an item that is no
 *   longer public (draft, trash, scheduled, deleted, or its old address after
 *   a slug change: the `_redirects` file then sends it on) always removed,
 *   whatever the changes say: the public lists are the truth;
 * - changes that do not say what changed (changes.ts parseChanges: null):
 *   every page.
 * sitemap.xml, `_redirects`, `_headers` and the search index are rewritten by
 * every rebuild (prerender.ts writeSiteIndexes).
 */
import { ITEM_PAGE_TABLES, isItemPageTable, isSlug, itemPath } from "../../../shared/content/item-pages";
import { relatedItems, type FoundItem } from "../../src/features/items/item-lookup";
import { ITEM_LISTS, PUBLIC_LISTS } from "../../src/lib/public-lists";
import type { ReadLists } from "../item-pages";
import type { ItemRecord, PageRecord } from "./build-state";
import type { SiteChange } from "./changes";

/** Pages to (re-)render and pages to remove, as English paths (each stands for its page in every language). */
export interface AffectedPages {
  /** Whether every page is re-rendered (changes that do not say what changed). */
  all: boolean;
  render: string[];
  remove: string[];
}

/**
 * Every item page `lists` (the public lists as a rebuild or build read them)
 * gives, with the ids of the related items each shows, in ITEM_PAGE_TABLES
 * order then list order (as item-pages.ts itemPages). Rows without an id or a
 * valid slug get no page.
 */
export function itemRecords(lists: ReadLists): ItemRecord[] {
  return ITEM_PAGE_TABLES.flatMap((table) => {
    const rows = (lists[ITEM_LISTS[table].label] ?? []) as FoundItem["row"][];
    return rows
      .filter((row) => typeof row.id === "string" && isSlug(row.slug))
      .map((row) => ({
        table,
        id: row.id,
        slug: row.slug,
        path: itemPath(table, row.slug),
        shows: relatedItems({ table, row } as FoundItem, rows).map((item) => item.row.id),
      }));
  });
}

/**
 * The pages `changes` touch, given what the last build wrote (`before`) and
 * the item pages the new data gives (`afterItems`, itemRecords). Paths come
 * out sorted, without repeats; a removed path is never also rendered.
 */
export function affectedPages(
  changes: readonly SiteChange[] | null,
  before: PageRecord,
  afterItems: readonly ItemRecord[],
): AffectedPages {
  const afterPaths = new Set(afterItems.map((item) => item.path));
  const beforePaths = new Set(before.items.map((item) => item.path));
  const render = new Set<string>(afterItems.filter((item) => !beforePaths.has(item.path)).map((item) => item.path));
  const remove = before.items.map((item) => item.path).filter((path) => !afterPaths.has(path));

  if (changes === null) {
    for (const route of Object.keys(before.routes)) render.add(route);
    for (const item of afterItems) render.add(item.path);
  } else {
    const tables = new Set(changes.map((change) => change.table));
    const labels = new Set(PUBLIC_LISTS.filter((list) => tables.has(list.table)).map((list) => list.label));
    for (const [route, shown] of Object.entries(before.routes)) {
      if (shown.some((label) => labels.has(label))) render.add(route);
    }
    const changedItems = new Set(changes.filter((c) => isItemPageTable(c.table)).map((c) => `${c.table}:${c.id}`));
    const touches = (item: ItemRecord) =>
      changedItems.has(`${item.table}:${item.id}`) || item.shows.some((id) => changedItems.has(`${item.table}:${id}`));
    const showedBefore = new Set(before.items.filter(touches).map((item) => `${item.table}:${item.id}`));
    for (const item of afterItems) {
      if (touches(item) || showedBefore.has(`${item.table}:${item.id}`)) render.add(item.path);
    }
  }
  return { all: changes === null, render: [...render].sort(), remove: [...new Set(remove)].sort() };
}
