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

describe("the current rows' links (issue #26)", () => {
  it("lead to the item page the build made, or to the list for a row published after the build", async () => {
    const paper = (id: string, slug: string, title: string) => ({
      id,
      slug,
      title,
      title_zh: null,
      description: "About turbines.",
      description_zh: null,
      author: "A. Author",
    });
    const file = indexFile(3);
    // The build saw wp1 under its first slug and made its page there.
    file.records = [
      {
        id: "whitePaper:wp1",
        kind: "whitePaper",
        title: "Turbine wear",
        text: "About turbines.",
        url: "/resources/white-papers/turbine-wear",
      },
    ];
    stubSearchNetwork(file);
    const served = vi.mocked(fetch).getMockImplementation()!;
    // The database now: wp1 renamed, wp2 published after the build.
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
        String(input).includes("/rest/v1/white_papers?")
          ? Response.json([
              paper("wp1", "turbine-wear-in-hard-rock", "Turbine wear"),
              paper("wp2", "turbine-fatigue", "Turbine fatigue"),
            ])
          : served(input, init),
      ),
    );
    const { loadSiteSearch } = await import("../../../site/src/features/search/search-engine");
    const search = await loadSiteSearch("en");
    expect(search.search("turbine wear").map((hit) => hit.url)).toEqual(["/resources/white-papers/turbine-wear"]);
    const live = await search.live!;
    expect(live.records).toBe("live");
    const urls = Object.fromEntries(live.search("turbine").map((hit) => [hit.id, hit.url]));
    expect(urls).toMatchObject({
      "whitePaper:wp1": "/resources/white-papers/turbine-wear",
      "whitePaper:wp2": "/resources/white-papers#white-paper-wp2",
    });
  });
});
