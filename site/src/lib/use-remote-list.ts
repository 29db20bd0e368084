/**
 * Loads a public content list with the retry policy of spec §9. Errors are
 * silent on the page (spec §8: the list stays empty) and logged. Like the
 * data cache of spec §9, a list seen in the last 5 minutes shows at once and
 * is refreshed in the background; older entries are dropped. On the page the
 * browser loaded, the list prerendered into its HTML (issue #13,
 * prerendered-lists.ts) shows at once the same way and is refreshed too; a
 * refresh that brings the same rows changes nothing.
 */
import { useEffect, useState } from "react";
import { prerenderedList } from "./prerendered-lists";
import { withRetry } from "./retry";

/** How long a loaded list is kept (spec §9: garbage collection after 5 minutes). */
export const CACHE_MS = 5 * 60 * 1000;

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

/** State of a loaded list: rows, loading flag and a local updater. */
export interface RemoteList<T> {
  items: T[];
  loading: boolean;
  setItems: (update: (items: T[]) => T[]) => void;
}

/** `fetcher` runs on mount; `label` names the list (cache key and console error). */
export function useRemoteList<T>(fetcher: () => Promise<T[]>, label: string): RemoteList<T> {
  const [initial] = useState(() => cached<T>(label) ?? prerenderedList<T>(label));
  const [items, setItemsState] = useState<T[]>(() => initial ?? []);
  const [loading, setLoading] = useState(() => initial === undefined);
  useEffect(() => {
    const controller = new AbortController();
    withRetry(fetcher, { signal: controller.signal })
      .then((rows) => {
        cache.set(label, { rows, at: Date.now() });
        if (controller.signal.aborted) return;
        // Same rows as shown (prerendered or cached): keep them, no re-render.
        setItemsState((current) => (JSON.stringify(current) === JSON.stringify(rows) ? current : rows));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(`Failed to load ${label}`, error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
    // The fetcher is a module-level function; load once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return {
    items,
    loading,
    setItems: (update) =>
      setItemsState((current) => {
        const next = update(current);
        cache.set(label, { rows: next, at: Date.now() });
        return next;
      }),
  };
}
