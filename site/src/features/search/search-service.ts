/**
 * Site search as a message service (issue #24: the first search answers as
 * fast as a later one, and building the index never blocks the page). The
 * search worker (search-worker.ts) runs it off the page's main thread; where
 * the browser has no workers, the client (search-client.ts) runs the same
 * service in the page. Requests and replies are plain, cloneable objects:
 *
 * - `prepare`: load the language's index file and index it, ahead of the
 *   first open (the entry asks once the page is idle);
 * - `open`: search is opening: index the file (if not yet) and read the
 *   current database rows; replies `state` when search can answer (the rows
 *   of the build meanwhile) and again when the current rows have arrived, or
 *   `state: error` when nothing could be loaded;
 * - `search`: the hits for a query, answered as `hits` with the request's id
 *   (waits for the open's first answer).
 *
 * Issue #30: opening a Chinese page's search opens the English one too
 * (search-fallback.ts FALLBACK_LOCALE; its index file is fetched only now),
 * and its hits follow the Chinese ones. A search answers with what is loaded:
 * when the English search (or its current rows) arrives later, the Chinese
 * state is announced again, so the dialog asks again.
 */
import type { Locale } from "../../app/paths";
import {
  loadSiteSearch,
  prepareSiteSearch,
  type RecordsSource,
  type SearchHit,
  type SiteSearch,
} from "./search-engine";
import { FALLBACK_LOCALE, mergeFallbackHits } from "./search-fallback";

/** What the page asks of the search service. */
export type SearchRequest =
  | { type: "prepare"; locale: Locale }
  | { type: "open"; locale: Locale }
  | { type: "search"; id: number; locale: Locale; query: string };

/** Where a language's search stands: able to answer (with its database rows' source), or failed to load. */
export type SearchState = { status: "ready"; records: RecordsSource } | { status: "error" };

/** What the search service answers. */
export type SearchReply =
  | { type: "state"; locale: Locale; state: SearchState }
  | { type: "hits"; id: number; hits: SearchHit[] }
  | { type: "failed"; id: number };

/**
 * A search service: returns the handler of its requests; every answer goes
 * to `reply`. A search for a language that was never opened opens it.
 */
export function createSearchService(reply: (message: SearchReply) => void): (request: SearchRequest) => void {
  /** The latest search of each opened language: the build's rows first, the current rows once they arrive. */
  const current = new Map<Locale, Promise<SiteSearch>>();
  /** The loaded search of each opened language's FALLBACK_LOCALE (the English one for Chinese), by the page's language. */
  const fallbacks = new Map<Locale, SiteSearch>();
  /** The fallback load each language's latest open started (a later open's replaces it). */
  const fallbackLoads = new Map<Locale, Promise<unknown>>();

  /** Announces `locale`'s state again (its fallback changed): an open dialog asks for its hits again. */
  const announce = (locale: Locale) =>
    void current.get(locale)?.then(
      (search) => reply({ type: "state", locale, state: { status: "ready", records: search.records } }),
      () => undefined,
    );

  /** Opens the search of `locale`'s fallback language, if it has one; its hits join once it has loaded. */
  const openFallback = (locale: Locale) => {
    const other = FALLBACK_LOCALE[locale];
    if (!other) return;
    const loading = loadSiteSearch(other);
    fallbackLoads.set(locale, loading);
    const take = (search: SiteSearch) => {
      if (fallbackLoads.get(locale) !== loading) return;
      fallbacks.set(locale, search);
      announce(locale);
    };
    loading.then(
      (search) => {
        take(search);
        void search.live?.then(take);
      },
      // Without the English index the Chinese search still answers, with its own hits.
      () => undefined,
    );
  };

  const open = (locale: Locale): Promise<SiteSearch> => {
    const loading = loadSiteSearch(locale);
    current.set(locale, loading);
    openFallback(locale);
    loading.then(
      (search) => {
        reply({ type: "state", locale, state: { status: "ready", records: search.records } });
        void search.live?.then((live) => {
          // A later open has its own search: this one's rows are stale.
          if (current.get(locale) !== loading) return;
          current.set(locale, Promise.resolve(live));
          reply({ type: "state", locale, state: { status: "ready", records: live.records } });
        });
      },
      () => {
        if (current.get(locale) === loading) current.delete(locale);
        reply({ type: "state", locale, state: { status: "error" } });
      },
    );
    return loading;
  };

  return (request) => {
    switch (request.type) {
      case "prepare":
        void prepareSiteSearch(request.locale);
        return;
      case "open":
        void open(request.locale).catch(() => undefined);
        return;
      case "search": {
        const { id, locale, query } = request;
        (current.get(locale) ?? open(locale)).then(
          (search) => {
            const fallback = fallbacks.get(locale);
            const hits = search.search(query);
            reply({
              type: "hits",
              id,
              hits: fallback ? mergeFallbackHits(hits, fallback.search(query), locale) : hits,
            });
          },
          () => reply({ type: "failed", id }),
        );
      }
    }
  };
}
