/**
 * The page's side of site search (issue #24): talks to the search worker
 * (search-worker.ts), which loads and indexes the search off the main
 * thread, so neither the page's load nor the first search waits for that
 * work. Small and free of MiniSearch: the entry and the header use it.
 *
 * - `prepareSiteSearch(locale)` (the entry, once the page is idle): starts
 *   the worker, which fetches the language's index file and indexes it.
 * - `openSiteSearch(locale)` (the header, when search opens): the worker
 *   reads the current database rows too.
 * - `searchSession(locale, onState)` (the dialog): the state of that
 *   language's search as it changes, and `search(query)` for its hits.
 *
 * Where the browser has no workers, the same service (search-service.ts)
 * runs in the page, loaded on first use. A worker that fails to load or
 * crashes makes every open search report an error; the next open starts a
 * new one.
 */
import type { Locale } from "../../app/paths";
import type { SearchHit } from "./search-engine";
import type { SearchReply, SearchRequest, SearchState } from "./search-service";

interface Port {
  post(request: SearchRequest): void;
}

let port: Port | undefined;
/** The last state each language's search reported. */
const states = new Map<Locale, SearchState>();
/** Languages opened since the worker started (they hear of its failure). */
const opened = new Set<Locale>();
const stateListeners = new Set<(locale: Locale, state: SearchState) => void>();
const waiting = new Map<number, { resolve: (hits: SearchHit[]) => void; reject: (error: Error) => void }>();
let nextId = 0;

function deliver(reply: SearchReply): void {
  if (reply.type === "state") {
    states.set(reply.locale, reply.state);
    for (const listener of stateListeners) listener(reply.locale, reply.state);
    return;
  }
  const request = waiting.get(reply.id);
  waiting.delete(reply.id);
  if (reply.type === "hits") request?.resolve(reply.hits);
  else request?.reject(new Error("Search could not answer"));
}

/** The worker is gone: what waits on it fails, and the next use starts a new one. */
function fail(): void {
  port = undefined;
  for (const request of waiting.values()) request.reject(new Error("Search could not load"));
  waiting.clear();
  for (const locale of opened) deliver({ type: "state", locale, state: { status: "error" } });
  opened.clear();
}

function connect(): Port {
  if (port) return port;
  if (typeof Worker === "function") {
    const worker = new Worker(new URL("./search-worker.ts", import.meta.url), { type: "module", name: "site-search" });
    worker.addEventListener("message", (event: MessageEvent<SearchReply>) => deliver(event.data));
    worker.addEventListener("error", (event) => {
      console.error("Site search stopped", event.message);
      worker.terminate();
      if (port === current) fail();
    });
    const current: Port = { post: (request) => worker.postMessage(request) };
    port = current;
  } else {
    // No workers (an old browser, a test DOM): the same service in the page, loaded on first use.
    const service = import("./search-service").then((m) => m.createSearchService(deliver));
    port = {
      post: (request) =>
        void service.then(
          (handle) => handle(request),
          () => fail(),
        ),
    };
  }
  return port;
}

/** Starts the search of `locale` ahead of use: the worker loads its index file and indexes it (no database rows yet). */
export function prepareSiteSearch(locale: Locale): void {
  connect().post({ type: "prepare", locale });
}

/** Search of `locale` is opening: it loads (if not yet) and reads the current database rows. */
export function openSiteSearch(locale: Locale): void {
  // A failure of an earlier open is not this one's.
  if (states.get(locale)?.status === "error") states.delete(locale);
  const target = connect();
  opened.add(locale);
  target.post({ type: "open", locale });
}

/** One open dialog's view of a language's search. */
export interface SearchSession {
  /** The hits for `query`, best first (none for a blank one). Rejects when search could not load. */
  search(query: string): Promise<SearchHit[]>;
  /** Stops reporting states to this session. */
  close(): void;
}

/**
 * A session on `locale`'s search, opened by openSiteSearch: `onState` hears
 * its state now (when known) and at every change (the current rows arriving,
 * a failure).
 */
export function searchSession(locale: Locale, onState: (state: SearchState) => void): SearchSession {
  const listener = (of: Locale, state: SearchState) => {
    if (of === locale) onState(state);
  };
  stateListeners.add(listener);
  const known = states.get(locale);
  if (known) queueMicrotask(() => stateListeners.has(listener) && onState(known));
  return {
    search: (query) =>
      new Promise<SearchHit[]>((resolve, reject) => {
        const id = ++nextId;
        waiting.set(id, { resolve, reject });
        connect().post({ type: "search", id, locale, query });
      }),
    close: () => void stateListeners.delete(listener),
  };
}
