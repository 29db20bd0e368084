/**
 * Loads a public content list once, with the retry policy of spec §9. Errors
 * are silent on the page (spec §8: the list stays empty) and logged.
 */
import { useEffect, useState } from "react";
import { withRetry } from "./retry";

/** State of a loaded list: rows, loading flag and a local updater. */
export interface RemoteList<T> {
  items: T[];
  loading: boolean;
  setItems: (update: (items: T[]) => T[]) => void;
}

/** `fetcher` runs on mount; `label` names the list in the console error. */
export function useRemoteList<T>(fetcher: () => Promise<T[]>, label: string): RemoteList<T> {
  const [items, setItemsState] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    withRetry(fetcher, { signal: controller.signal })
      .then((rows) => {
        if (!controller.signal.aborted) setItemsState(rows);
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
  return { items, loading, setItems: (update) => setItemsState(update) };
}
