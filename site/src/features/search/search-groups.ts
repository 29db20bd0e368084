/** Grouping search results by kind for the dialog (issue #14). */
import type { Locale } from "../../app/paths";
import { SEARCH_KINDS, type SearchKind } from "./search-documents";

/** A result group: its kind, its hits' language when not the page's (issue #30), and its hits, best first. */
export interface ResultGroup<T> {
  kind: SearchKind;
  /** "en" for the group of English hits on a Chinese page (search-fallback.ts); absent for the page's language. */
  lang?: Locale;
  items: T[];
}

/**
 * Groups `hits` (best first) by kind in the order of SEARCH_KINDS, keeping at
 * most `perKind` of each and leaving out empty groups. Hits in the page's
 * language come first (issue #30: "Chinese results first"); hits in another
 * language (`lang`, the English content a Chinese page also searches) follow
 * in groups of their own, by kind in the same order.
 */
export function groupByKind<T extends { kind: SearchKind; lang?: Locale }>(
  hits: readonly T[],
  perKind = 6,
): ResultGroup<T>[] {
  const languages = [undefined, ...new Set(hits.flatMap((h) => (h.lang ? [h.lang] : [])))];
  return languages.flatMap((lang) =>
    SEARCH_KINDS.map((kind): ResultGroup<T> => {
      const items = hits.filter((h) => h.kind === kind && h.lang === lang).slice(0, perKind);
      return lang ? { kind, lang, items } : { kind, items };
    }).filter((g) => g.items.length > 0),
  );
}
