/**
 * The newest rows read for each public list (issue #27: no layout shift from
 * fresh data), shared by the plain-DOM freshness check (islands/list-freshness.ts,
 * which reads them after load and when the visitor comes back to the page) and
 * the pages' lists (lib/use-remote-list.ts), so a hydrating page uses the
 * rows the check read rather than fetching them again, and a later check
 * reaches a page already hydrated. No dependencies: it sits in a tiny chunk
 * both sides share.
 */

type Listener = (label: string, rows: readonly unknown[]) => void;

const latest = new Map<string, readonly unknown[]>();
const listeners = new Set<Listener>();

/** Records `rows` as list `label`'s newest and tells the listeners. */
export function publishFreshList(label: string, rows: readonly unknown[]): void {
  latest.set(label, rows);
  for (const listener of listeners) listener(label, rows);
}

/** The newest rows read for list `label` during this visit, or undefined. */
export function latestFreshList<T>(label: string): T[] | undefined {
  return latest.get(label) as T[] | undefined;
}

/** Calls `listener` with every list read from now on; returns the unsubscribe. */
export function onFreshList(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Columns that change with every visit (a video's `views`), left out when rows are compared. */
export const VOLATILE_COLUMNS: readonly string[] = ["views"];

/** Rows (or one row) as compared: JSON without the volatile columns. */
export function comparable(rows: unknown): string {
  return JSON.stringify(rows, (key, value: unknown) => (VOLATILE_COLUMNS.includes(key) ? undefined : value));
}

/**
 * The window event a search result dispatches (features/search/reveal.ts)
 * when the item it opens (`detail`: its element id) is not on the page: a
 * list holding newer rows then shows them, as the visitor asked for one.
 */
export const WANT_ITEM_EVENT = "site:want-item";

/** Whether `id` (an element id, e.g. from the URL's #hash) names nothing on the page. */
export const missingElement = (id: string): boolean => id !== "" && !document.getElementById(id);
