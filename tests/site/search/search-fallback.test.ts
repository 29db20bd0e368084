/**
 * Search on a Chinese page also searches the English content (issue #30):
 * the merge of the two languages' hits, their grouping (Chinese first), and
 * the search service loading the English index only when search opens on a
 * Chinese page. The network boundary (fetch) is a stub serving two small
 * index files and empty database lists; everything behind it is the real code.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchDoc, SearchIndexFile } from "../../../site/src/features/search/search-documents";
import type { SearchHit } from "../../../site/src/features/search/search-engine";
import { mergeFallbackHits } from "../../../site/src/features/search/search-fallback";
import { groupByKind } from "../../../site/src/features/search/search-groups";
import type { SearchReply } from "../../../site/src/features/search/search-service";

const hit = (id: string, kind: SearchHit["kind"], url: string, title = id): SearchHit => ({
  id,
  kind,
  title,
  text: "",
  url,
  terms: [],
});

describe("mergeFallbackHits", () => {
  const chinese = [hit("video:v1", "video", "/zh/resources/video-library/a", "涡轮")];
  const english = [
    hit("video:v1", "video", "/resources/video-library/a", "Turbine A"),
    hit("page:/products/rss-systems", "page", "/products/rss-systems", "RSS Systems"),
    hit("documentation:d1", "documentation", "/resources/documentation#documentation-d1", "Turbine guide"),
  ];

  it("puts the page's language first and adds the English hits it lacks, marked English, linked in Chinese", () => {
    const merged = mergeFallbackHits(chinese, english, "zh");
    expect(merged.map((h) => [h.id, h.url, h.lang])).toEqual([
      ["video:v1", "/zh/resources/video-library/a", undefined],
      ["page:/products/rss-systems", "/zh/products/rss-systems", "en"],
      ["documentation:d1", "/zh/resources/documentation#documentation-d1", "en"],
    ]);
  });

  it("leaves English pages' hits alone", () => {
    expect(mergeFallbackHits(english, chinese, "en")).toEqual(english);
  });

  it("groups the Chinese hits first, then the English ones, each by kind", () => {
    const groups = groupByKind(mergeFallbackHits(chinese, english, "zh"));
    expect(groups.map((g) => [g.kind, g.lang])).toEqual([
      ["video", undefined],
      ["page", "en"],
      ["documentation", "en"],
    ]);
  });
});

const doc = (id: string, kind: SearchDoc["kind"], title: string, url: string): SearchDoc => ({
  id,
  kind,
  title,
  text: `${title} body`,
  url,
});
const file = (locale: "en" | "zh", pages: SearchDoc[], records: SearchDoc[]): SearchIndexFile => ({
  version: 1,
  locale,
  builtAt: "2026-11-27T00:00:00Z",
  pages,
  records,
});
const FILES: Record<string, SearchIndexFile> = {
  en: file(
    "en",
    [doc("page:/products/rss-systems", "page", "RSS systems with turbine power", "/products/rss-systems")],
    [
      doc("video:v4", "video", "Turbine Generator Field Installation", "/resources/video-library/turbine"),
      doc("video:v1", "video", "RSS-675 walkthrough", "/resources/video-library/walkthrough"),
    ],
  ),
  zh: file(
    "zh",
    [doc("page:/products/rss-systems", "page", "旋转导向系统", "/zh/products/rss-systems")],
    [
      doc("video:v4", "video", "涡轮发电机现场安装", "/zh/resources/video-library/turbine"),
      doc("video:v9", "video", "Turbine maintenance (no Chinese yet)", "/zh/resources/video-library/maintenance"),
    ],
  ),
};

let requested: string[];
beforeEach(() => {
  vi.resetModules();
  requested = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      const index = url.match(/\/search\/(en|zh)\.json/)?.[1];
      requested.push(index ? `index:${index}` : "rows");
      // The database cannot be reached: the searches keep the rows of their index files.
      if (!index) return new Response("unavailable", { status: 503 });
      return new Response(JSON.stringify(FILES[index]), { headers: { "content-type": "application/json" } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** A search service whose replies are collected; `hits(query)` asks for a query's hits. */
async function service() {
  const { createSearchService } = await import("../../../site/src/features/search/search-service");
  const replies: SearchReply[] = [];
  const handle = createSearchService((reply) => replies.push(reply));
  let id = 0;
  const hits = async (query: string): Promise<SearchHit[]> => {
    const ask = ++id;
    handle({ type: "search", id: ask, locale: "zh", query });
    await vi.waitFor(() => expect(replies.some((r) => r.type === "hits" && r.id === ask)).toBe(true));
    const reply = replies.find((r) => r.type === "hits" && r.id === ask);
    return reply?.type === "hits" ? reply.hits : [];
  };
  return { handle, replies, hits };
}

describe("the search service on a Chinese page", () => {
  it("prepares the Chinese index only: the English one waits until search opens", async () => {
    const { handle } = await service();
    handle({ type: "prepare", locale: "zh" });
    await vi.waitFor(() => expect(requested).toContain("index:zh"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested).not.toContain("index:en");
  });

  it("finds English-only words in the English content once open, after the Chinese hits", async () => {
    const { handle, hits, replies } = await service();
    handle({ type: "open", locale: "zh" });
    await vi.waitFor(() => expect(requested).toContain("index:en"));
    // The English search's arrival is announced again as the Chinese state, so an open dialog asks again.
    await vi.waitFor(() => expect(replies.filter((r) => r.type === "state").length).toBeGreaterThanOrEqual(2));
    await vi.waitFor(async () => expect((await hits("turbine")).length).toBe(3));
    const found = await hits("turbine");
    expect(found.map((h) => [h.id, h.url, h.lang])).toEqual([
      // The untranslated row is in the Chinese index (its English text stands in) and leads to its Chinese page.
      ["video:v9", "/zh/resources/video-library/maintenance", undefined],
      // Then the English content the Chinese search did not find (best first), on Chinese pages, marked English.
      ["video:v4", "/zh/resources/video-library/turbine", "en"],
      ["page:/products/rss-systems", "/zh/products/rss-systems", "en"],
    ]);
    // A Chinese word finds the Chinese hit once, not again in English.
    expect((await hits("涡轮")).map((h) => [h.id, h.lang])).toEqual([["video:v4", undefined]]);
  });

  it("still answers with the Chinese hits when the English index cannot be loaded", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.includes("/search/en.json")) return new Response("gone", { status: 503 });
        if (!url.includes("/search/zh.json")) return new Response("unavailable", { status: 503 });
        return new Response(JSON.stringify(FILES.zh), { headers: { "content-type": "application/json" } });
      }),
    );
    const { handle, hits } = await service();
    handle({ type: "open", locale: "zh" });
    expect((await hits("turbine")).map((h) => h.id)).toEqual(["video:v9"]);
  });
});
