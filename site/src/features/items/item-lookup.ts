/**
 * Finding an item page's row (issue #26): the prerender has every type's
 * public list (lib/public-lists.ts ITEM_LISTS, set by the build); an item
 * page finds its row there by slug without marking the list as used
 * (peekPrerenderedList), so its HTML does not carry the whole list. The
 * router (app/routes.tsx), the prerender entry (which page and copy a path
 * needs) and the document head (lib/document-meta.ts) all ask here.
 */
import type { ItemPageTable } from "../../../../shared/content/item-pages";
import type { CaseStudy, NewsItem, Video, WhitePaper } from "../../../../shared/types/domain";
import { itemRouteOf } from "../../app/paths";
import { peekPrerenderedList } from "../../lib/prerendered-lists";
import { ITEM_LISTS } from "../../lib/public-lists";

/** The row type of each table with item pages. */
export interface ItemRows {
  white_papers: WhitePaper;
  case_studies: CaseStudy;
  videos: Video;
  news: NewsItem;
}

/** An item page's table and row, typed together. */
export type FoundItem = {
  [T in ItemPageTable]: { table: T; row: ItemRows[T] };
}[ItemPageTable];

/** The published rows of `table` the prerender was given (empty when its list could not be read). */
export function itemRows<T extends ItemPageTable>(table: T): ItemRows[T][] {
  return peekPrerenderedList<ItemRows[T]>(ITEM_LISTS[table].label) ?? [];
}

/** The row of `table` whose current slug is `slug`, or undefined. */
export function findItem<T extends ItemPageTable>(table: T, slug: string): ItemRows[T] | undefined {
  return itemRows(table).find((row) => row.slug === slug);
}

/** The item a pathname's page shows (either language), or undefined for another path or an unknown slug. */
export function itemAt(pathname: string): FoundItem | undefined {
  const route = itemRouteOf(pathname);
  if (!route) return undefined;
  const row = findItem(route.table, route.slug);
  return row ? ({ table: route.table, row } as FoundItem) : undefined;
}

/** The date an item is ordered by ("YYYY-MM-DD…", or the case study's year as text). */
export function itemDate(found: FoundItem): string {
  return found.table === "case_studies" ? String(found.row.year) : found.row.date_published;
}

/** The category an item is grouped by for related items (case studies have none). */
export function itemCategory(found: FoundItem): string | null {
  return found.table === "case_studies" ? null : found.row.category;
}

/** How many related items an item page lists. */
export const RELATED_COUNT = 3;

/**
 * Up to `count` other items of `found`'s table for its page: those of the
 * same category first, then the rest, newest first within each group (ties
 * keep the list's order). `rows` defaults to the table's prerendered list.
 */
export function relatedItems(found: FoundItem, rows?: readonly FoundItem["row"][], count = RELATED_COUNT): FoundItem[] {
  const { table, row } = found;
  const of = (r: FoundItem["row"]) => ({ table, row: r }) as FoundItem;
  const category = itemCategory(found);
  const rank = (item: FoundItem) => (category !== null && itemCategory(item) === category ? 0 : 1);
  return (rows ?? (itemRows(table) as FoundItem["row"][]))
    .filter((r) => r.id !== row.id && r.slug !== row.slug)
    .map((r, index) => ({ item: of(r), index }))
    .sort(
      (a, b) => rank(a.item) - rank(b.item) || itemDate(b.item).localeCompare(itemDate(a.item)) || a.index - b.index,
    )
    .slice(0, count)
    .map(({ item }) => item);
}
