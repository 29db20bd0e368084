/**
 * The site search worker (issue #24): the search service (search-service.ts:
 * MiniSearch, the index file, the current database rows) on its own thread,
 * so loading and indexing never take the page's main thread, at load or at
 * the first search. Started by search-client.ts; one message in, one or more
 * out (SearchRequest, SearchReply).
 */
import { createSearchService, type SearchReply, type SearchRequest } from "./search-service";

/** The parts of a dedicated worker's global scope used here (the site's TypeScript lib is the DOM's). */
const scope = globalThis as unknown as {
  postMessage(message: SearchReply): void;
  addEventListener(type: "message", listener: (event: MessageEvent<SearchRequest>) => void): void;
};

const handle = createSearchService((reply) => scope.postMessage(reply));
scope.addEventListener("message", (event) => handle(event.data));
