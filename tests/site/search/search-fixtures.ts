/**
 * A small search index file and a fetch stub serving it, for the search
 * engine's and the search client's tests (issue #24): the network boundary
 * stands in; everything behind it is the real code.
 */
import { vi } from "vitest";
import type { SearchDoc, SearchIndexFile } from "../../../site/src/features/search/search-documents";

/** Page `i` of the stub index: page 7 is the one about turbines (`/p7`). */
export const page = (i: number): SearchDoc => ({
  id: `page:/p${i}`,
  kind: "page",
  title: i === 7 ? "Turbine drilling" : `Page ${i}`,
  text: `Body of page ${i} about drilling tools.`,
  url: `/p${i}`,
});

/** An English index file of `count` pages and no database rows. */
export const indexFile = (count: number): SearchIndexFile => ({
  version: 1,
  locale: "en",
  builtAt: "2026-11-26T00:00:00Z",
  pages: Array.from({ length: count }, (_, i) => page(i)),
  records: [],
});

/** What the stubbed network has served so far, and a switch that makes it answer 503. */
export interface StubNetwork {
  indexRequests: number;
  listRequests: number;
  failing: boolean;
}

/**
 * Stubs `fetch`: `/search/en.json` answers `file`, every other URL (the
 * public lists' current rows) an empty list; both 503 while `failing`.
 * Returns the counters, reset to zero.
 */
export function stubSearchNetwork(file: SearchIndexFile): StubNetwork {
  const network: StubNetwork = { indexRequests: 0, listRequests: 0, failing: false };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      if (network.failing) return new Response("unavailable", { status: 503 });
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes("/search/en.json")) {
        network.indexRequests += 1;
        return new Response(JSON.stringify(file), { headers: { "content-type": "application/json" } });
      }
      network.listRequests += 1;
      return new Response("[]", { headers: { "content-type": "application/json" } });
    }),
  );
  return network;
}
