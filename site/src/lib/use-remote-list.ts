/**
 * Loads a public content list with the retry policy of spec §9. Errors are
 * silent on the page (spec §8: the list stays empty) and logged. Like the
 * data cache of spec §9, a list seen in the last 5 minutes shows at once and
 * is refreshed in the background; older entries are dropped. On the page the
 * browser loaded, the list prerendered into its HTML (issue #13,
 * prerendered-lists.ts) shows at once the same way and is refreshed too, with
 * the rows the page's freshness check read (lib/fresh-lists.ts) when it has
 * them, and again whenever that check reads them anew.
 *
 * No layout shift from fresh data (issue #27): rows that differ from the
 * ones on screen are not swapped in under the visitor. They wait as
 * `pending` (what changed: `change`) until the visitor asks for them
 * (`showPending`, the page's FreshListBar), unless the list's region
 * (`freshListProps`) is wholly below the viewport, where the change moves
 * nothing the visitor sees: then they are shown at once. A list with
 * nothing on screen yet (the spinner) shows its rows at once, as before;
 * so does a list asked for an item it does not show (a search result for an
 * item published after the build: the URL's #hash, or WANT_ITEM_EVENT);
 * an empty list's text is on screen too, so its first rows wait as well.
 * See docs/fresh-lists.md.
 */
import { useCallback, useEffect, useState } from "react";
import { comparable, latestFreshList, missingElement, onFreshList, WANT_ITEM_EVENT } from "./fresh-lists";
import { prerenderedList } from "./prerendered-lists";
import { withRetry } from "./retry";

/** How long a loaded list is kept (spec §9: garbage collection after 5 minutes). */
export const CACHE_MS = 5 * 60 * 1000;

/** The attribute marking the element a list's rows render in (its value: the list's label). */
export const FRESH_LIST_ATTR = "data-fresh-list";

/** Props of the element the list of `label` renders in: its region, measured against the viewport. */
export const freshListProps = (label: string): Record<typeof FRESH_LIST_ATTR, string> => ({ [FRESH_LIST_ATTR]: label });

const cache = new Map<string, { rows: unknown[]; at: number }>();

function cached<T>(key: string, now = Date.now()): T[] | undefined {
  const entry = cache.get(key);
  if (!entry) return undefined;
  if (now - entry.at > CACHE_MS) {
    cache.delete(key);
    return undefined;
  }
  return entry.rows as T[];
}

/** What waiting rows change against the ones shown: rows added, removed, and kept but edited. */
export interface ListChange {
  added: number;
  removed: number;
  edited: number;
}

const idOf = (row: unknown): unknown =>
  row !== null && typeof row === "object" && "id" in row ? (row as { id: unknown }).id : comparable(row);

/** What `next` changes against `shown`, rows matched by their `id` (rows without one by their content). */
export function listChange(shown: readonly unknown[], next: readonly unknown[]): ListChange {
  const before = new Map(shown.map((row) => [idOf(row), comparable(row)]));
  const after = new Set(next.map(idOf));
  let added = 0;
  let edited = 0;
  for (const row of next) {
    const old = before.get(idOf(row));
    if (old === undefined) added += 1;
    else if (old !== comparable(row)) edited += 1;
  }
  const removed = [...before.keys()].filter((id) => !after.has(id)).length;
  return { added, removed, edited };
}

/** The element list `label` renders in (FRESH_LIST_ATTR), or null. */
const regionOf = (label: string, doc: Document): Element | null =>
  [...doc.querySelectorAll(`[${FRESH_LIST_ATTR}]`)].find((e) => e.getAttribute(FRESH_LIST_ATTR) === label) ?? null;

/**
 * Whether the region of list `label` (FRESH_LIST_ATTR) is wholly below the
 * viewport, so changing it moves nothing the visitor sees. False when it is
 * not in the document (or outside a browser).
 */
export function regionBelowViewport(label: string, doc: Document | undefined = globalThis.document): boolean {
  if (!doc) return false;
  const region = regionOf(label, doc);
  if (!region) return false;
  return region.getBoundingClientRect().top >= (doc.defaultView?.innerHeight ?? 0);
}

/** State of a loaded list: rows, loading flag, waiting rows and a local updater. */
export interface RemoteList<T> {
  /** The rows shown. */
  items: T[];
  loading: boolean;
  /** What the newer rows waiting to be shown change, or null when none wait. */
  change: ListChange | null;
  /** Shows the waiting rows (the visitor asked); brings the list's region into view if it starts above it. */
  showPending: () => void;
  setItems: (update: (items: T[]) => T[]) => void;
}

interface ListState<T> {
  items: T[];
  pending: T[] | null;
  loading: boolean;
}

/** `fetcher` runs on mount unless the freshness check has read the list; `label` names the list (cache key, region, console error). */
export function useRemoteList<T>(fetcher: () => Promise<T[]>, label: string): RemoteList<T> {
  const [state, setState] = useState<ListState<T>>(() => {
    const initial = prerenderedList<T>(label) ?? cached<T>(label);
    return { items: initial ?? [], pending: null, loading: initial === undefined };
  });

  const receive = useCallback(
    (rows: T[]) => {
      cache.set(label, { rows, at: Date.now() });
      // Measured before the update: the region as the visitor sees it now. A #hash naming no element
      // (a search result for an item published after the build) asks for the newer rows.
      const below =
        regionBelowViewport(label) ||
        (typeof window !== "undefined" && missingElement(decodeURIComponent(window.location.hash.slice(1))));
      setState((current) => {
        // Same rows as shown (prerendered or cached; a view count aside): keep them, no re-render.
        if (comparable(current.items) === comparable(rows))
          return current.pending || current.loading ? { ...current, pending: null, loading: false } : current;
        if (current.loading || below) return { items: rows, pending: null, loading: false };
        return { ...current, pending: rows };
      });
    },
    [label],
  );

  useEffect(() => {
    const controller = new AbortController();
    const unsubscribe = onFreshList((listLabel, rows) => {
      if (listLabel === label) receive(rows as T[]);
    });
    const known = latestFreshList<T>(label);
    if (known) receive(known);
    else
      withRetry(fetcher, { signal: controller.signal })
        .then((rows) => {
          if (!controller.signal.aborted) receive(rows);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error(`Failed to load ${label}`, error);
          setState((current) => (current.loading ? { ...current, loading: false } : current));
        });
    const onWant = (event: Event) => {
      if (missingElement(String((event as CustomEvent<string>).detail)))
        setState((current) => (current.pending ? { items: current.pending, pending: null, loading: false } : current));
    };
    window.addEventListener(WANT_ITEM_EVENT, onWant);
    return () => {
      controller.abort();
      unsubscribe();
      window.removeEventListener(WANT_ITEM_EVENT, onWant);
    };
    // The fetcher is a module-level function; load once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [label, receive]);

  const showPending = useCallback(() => {
    setState((current) => (current.pending ? { items: current.pending, pending: null, loading: false } : current));
    const region = regionOf(label, document);
    if (region && region.getBoundingClientRect().top < 0) region.scrollIntoView({ block: "start" });
  }, [label]);

  return {
    items: state.items,
    loading: state.loading,
    change: state.pending ? listChange(state.items, state.pending) : null,
    showPending,
    setItems: (update) =>
      setState((current) => {
        const next = update(current.items);
        cache.set(label, { rows: next, at: Date.now() });
        return { ...current, items: next };
      }),
  };
}
