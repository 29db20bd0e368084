/**
 * The search engine's index built ahead of the first open (issue #24): the
 * entry prepares it once the page is idle, in chunks that leave the page
 * free between them, and the first open then answers from it without asking
 * for the index file again. The network boundary (fetch) is a stub serving a
 * small index file and empty database lists.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { indexFile, stubSearchNetwork, type StubNetwork } from "./search-fixtures";

const FILE = indexFile(40);
let network: StubNetwork;
beforeEach(() => {
  vi.resetModules();
  network = stubSearchNetwork(FILE);
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
    expect(network.indexRequests).toBe(1);
    const search = await loadSiteSearch("en");
    expect(network.indexRequests).toBe(1);
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
