/** Grouping search results by kind for the dialog (issue #14). */
import { SEARCH_KINDS, type SearchKind } from "./search-documents";

/** A result group: its kind and its hits, best first. */
export interface ResultGroup<T> {
  kind: SearchKind;
  items: T[];
}

/**
 * Groups `hits` (best first) by kind in the order of SEARCH_KINDS, keeping at
 * most `perKind` of each and leaving out empty groups.
 */
export function groupByKind<T extends { kind: SearchKind }>(hits: readonly T[], perKind = 6): ResultGroup<T>[] {
  return SEARCH_KINDS.map((kind) => ({ kind, items: hits.filter((h) => h.kind === kind).slice(0, perKind) })).filter(
    (g) => g.items.length > 0,
  );
}
