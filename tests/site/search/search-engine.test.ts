/**
 * The search engine's index built ahead of the first open (issue #24): the
 * entry prepares it once the page is idle, in chunks that leave the page
 * free between them, and the first open then answers from it without asking
 * for the index file again. The network boundary (fetch) is a stub serving a
 * small index file and empty database lists.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchDoc, SearchIndexFile } from "../../../site/src/features/search/search-documents";

const page = (i: number): SearchDoc => ({
  id: `page:/p${i}`,
  kind: "page",
  title: i === 7 ? "Turbine drilling" : `Page ${i}`,
  text: `Body of page ${i} about drilling tools.`,
  url: `/p${i}`,
});
const FILE: SearchIndexFile = {
  version: 1,
  locale: "en",
  builtAt: "2026-11-26T00:00:00Z",
  pages: Array.from({ length: 40 }, (_, i) => page(i)),
  records: [],
};

let indexRequests = 0;
beforeEach(() => {
  indexRequests = 0;
  vi.resetModules();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes("/search/en.json")) {
        indexRequests += 1;
        return new Response(JSON.stringify(FILE), { headers: { "content-type": "application/json" } });
      }
      // The public lists (current database rows): none.
      return new Response("[]", { headers: { "content-type": "application/json" } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("prepareSiteSearch", () => {
  it("builds the index in slices, letting the page run in between", async () => {
    const { prepareSiteSearch } = await import("../../../site/src/features/search/search-engine");
    let ticks = 0;
    let done = false;
    const tick = () => {
      ticks += 1;
      if (!done) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    // Slices of 0 ms: the page runs before every document.
    await prepareSiteSearch("en", 0);
    done = true;
    expect(ticks).toBeGreaterThanOrEqual(FILE.pages.length);
  });

  it("lets the first open answer from the prepared index, without asking for the index file again", async () => {
    const { prepareSiteSearch, loadSiteSearch } = await import("../../../site/src/features/search/search-engine");
    await prepareSiteSearch("en");
    await prepareSiteSearch("en");
    expect(indexRequests).toBe(1);
    const search = await loadSiteSearch("en");
    expect(indexRequests).toBe(1);
    expect(search.records).toBe("loading");
    expect(search.search("turbine").map((hit) => hit.url)).toEqual(["/p7"]);
    // The current rows then replace the build's, in a search of their own.
    const live = await search.live!;
    expect(live.records).toBe("live");
    expect(live.search("turbine").map((hit) => hit.url)).toEqual(["/p7"]);
  });

  it("never rejects; a failed index file is met again when search opens", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("nope", { status: 503 })),
    );
    const { prepareSiteSearch, loadSiteSearch } = await import("../../../site/src/features/search/search-engine");
    await expect(prepareSiteSearch("en")).resolves.toBeUndefined();
    await expect(loadSiteSearch("en")).rejects.toThrow();
  });
});
