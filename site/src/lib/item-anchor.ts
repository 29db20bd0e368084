/**
 * Where a search result for a database item lands (issue #14): the element id
 * of the item on its list page. The list pages put it on each item; search
 * results link to `<list page>#<id>` and scroll to it once the list has loaded.
 */

/** The database kinds search covers. */
export type RecordKind = "whitePaper" | "caseStudy" | "video" | "documentation" | "news";

/** Element id of item `id` of `kind`: ("whitePaper", "1f…") → "white-paper-1f…". */
export function itemAnchor(kind: RecordKind, id: string): string {
  return `${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-${id}`;
}
