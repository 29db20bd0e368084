import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { htmlText, pageDoc } from "../../../site/scripts/search-index";
import { INDEX_OPTIONS, QUERY_OPTIONS, type SearchDoc } from "../../../site/src/features/search/search-documents";
import {
  linkBuiltPages,
  recordDocs,
  recordUrl,
  type ContentRows,
} from "../../../site/src/features/search/search-records";
import { groupByKind } from "../../../site/src/features/search/search-groups";
import { itemAnchor } from "../../../site/src/lib/item-anchor";

const base = { created_at: "2026-11-01T00:00:00Z", image_url: null };
const rows: ContentRows = {
  whitePapers: [
    {
      ...base,
      id: "wp1",
      slug: "turbine-wear-in-hard-rock",
      title: "Turbine wear in hard rock",
      title_zh: "硬岩中的涡轮磨损",
      description: "How turbines wear.",
      description_zh: null,
      author: "A. Author",
      date_published: "2026-10-01",
      pages: 12,
      category: "technical_analysis",
      pdf_url: null,
    },
  ],
  caseStudies: [],
  videos: [],
  documentation: [
    {
      ...base,
      id: "d1",
      title: "MWD manual",
      title_zh: null,
      description: "Operating the MWD tool.",
      description_zh: "操作随钻测量工具。",
      category: "Operations",
      documents: [{ name: "Quick start", name_zh: "快速入门", download_url: "https://example.com/q.pdf" }],
    },
  ],
  // Issue #26: news items are search documents too.
  news: [
    {
      ...base,
      id: "n1",
      slug: "geothermal-partnership",
      title: "Geothermal partnership",
      title_zh: "地热合作",
      excerpt: "Turbine steering in hot wells.",
      excerpt_zh: null,
      body: null,
      body_zh: null,
      category: "partnership",
      date_published: "2024-02-10",
      featured: false,
    },
  ],
} as unknown as ContentRows;

describe("htmlText() and pageDoc()", () => {
  it("drops tags, scripts and styles and decodes entities", () => {
    expect(
      htmlText("<p>PDC &amp; MWD&nbsp;tools</p><script>x()</script><style>p{}</style> <b>&#x4E2D;&#25991;</b>"),
    ).toBe("PDC & MWD tools 中文");
  });
  it("drops text hidden from assistive technology, like the lazy images' placeholders", () => {
    expect(
      htmlText(
        '<div role="img" aria-label="Turbine"><span class="p" aria-hidden="true">Loading...</span></div><p>Turbine power</p>',
      ),
    ).toBe("Turbine power");
  });
  it("indexes only <main>, titled by its h1", () => {
    const html =
      '<header>Nav Home</header><main id="main"><h1>Drilling <em>tools</em></h1><p>PDC bits</p></main><footer>Footer</footer>';
    expect(pageDoc("/zh/products/drilling-tools", "/products/drilling-tools", html)).toEqual({
      id: "page:/products/drilling-tools",
      kind: "page",
      title: "Drilling tools",
      text: "Drilling tools PDC bits",
      url: "/zh/products/drilling-tools",
    });
  });
  it("refuses a page without <main>", () => {
    expect(() => pageDoc("/x", "/x", "<div>no main</div>")).toThrow(/No <main>/);
  });
});

describe("recordDocs()", () => {
  it("uses the Chinese text on Chinese pages, the English where it is missing, and links to the item's page", () => {
    const zh = recordDocs(rows, "zh");
    // Issue #26: white papers and news lead to their own pages; documentation to its entry on the list page.
    expect(zh.map((d) => [d.id, d.kind, d.title, d.url])).toEqual([
      ["whitePaper:wp1", "whitePaper", "硬岩中的涡轮磨损", "/zh/resources/white-papers/turbine-wear-in-hard-rock"],
      ["documentation:d1", "documentation", "MWD manual", "/zh/resources/documentation#documentation-d1"],
      ["news:n1", "news", "地热合作", "/zh/company/news/geothermal-partnership"],
    ]);
    expect(recordDocs(rows, "en").map((d) => d.url)).toEqual([
      "/resources/white-papers/turbine-wear-in-hard-rock",
      "/resources/documentation#documentation-d1",
      "/company/news/geothermal-partnership",
    ]);
    expect(zh[2]!.text).toBe("Turbine steering in hot wells. · 2024-02-10");
    expect(zh[0]!.text).toContain("How turbines wear.");
    expect(zh[1]!.text).toContain("快速入门");
    expect(recordDocs(rows, "en")[1]!.text).toBe("Operating the MWD tool. · Quick start");
  });
  it("names item anchors after the kind", () => {
    expect(itemAnchor("caseStudy", "7")).toBe("case-study-7");
  });
  it("leads every kind with item pages to its page, and a row without a slug to its list", () => {
    expect(recordUrl("caseStudy", { id: "c1", slug: "north-sea" }, "en")).toBe("/resources/case-studies/north-sea");
    expect(recordUrl("video", { id: "v1", slug: "rss-walkthrough" }, "zh")).toBe(
      "/zh/resources/video-library/rss-walkthrough",
    );
    expect(recordUrl("video", { id: "v1", slug: "" }, "zh")).toBe("/zh/resources/video-library#video-v1");
    expect(recordUrl("documentation", { id: "d1", slug: "ignored" }, "en")).toBe(
      "/resources/documentation#documentation-d1",
    );
  });
});

describe("linkBuiltPages()", () => {
  const doc = (id: string, url: string): SearchDoc => ({
    id,
    kind: id.split(":")[0] as SearchDoc["kind"],
    title: id,
    text: "",
    url,
  });
  it("keeps the page the build made for a row, sends a row the build did not see to its list, leaves others alone", () => {
    const built = [
      doc("whitePaper:wp1", "/zh/resources/white-papers/old-slug"),
      doc("news:n1", "/zh/company/news/geothermal-partnership"),
      // An index file of a build without item pages: the row has no page yet.
      doc("video:v1", "/zh/resources/video-library#video-v1"),
    ];
    const live = [
      doc("whitePaper:wp1", "/zh/resources/white-papers/new-slug"),
      doc("news:n1", "/zh/company/news/geothermal-partnership"),
      doc("video:v1", "/zh/resources/video-library/rss-walkthrough"),
      doc("caseStudy:c9", "/zh/resources/case-studies/published-after-the-build"),
      doc("documentation:d1", "/zh/resources/documentation#documentation-d1"),
    ];
    expect(linkBuiltPages(live, built, "zh").map((d) => d.url)).toEqual([
      "/zh/resources/white-papers/old-slug",
      "/zh/company/news/geothermal-partnership",
      "/zh/resources/video-library#video-v1",
      "/zh/resources/case-studies#case-study-c9",
      "/zh/resources/documentation#documentation-d1",
    ]);
    expect(live[0]!.url).toBe("/zh/resources/white-papers/new-slug");
  });
});

describe("the index (MiniSearch with the shared options)", () => {
  const pages: SearchDoc[] = [
    { id: "page:/a", kind: "page", title: "RSS systems", text: "Rotary steerable with a mud turbine", url: "/a" },
    { id: "page:/b", kind: "page", title: "Measurement tools", text: "MWD and LWD", url: "/b" },
  ];
  const index = new MiniSearch<SearchDoc>(INDEX_OPTIONS);
  index.addAll([...pages, ...recordDocs(rows, "en")]);
  const search = (q: string) => index.search(q, QUERY_OPTIONS).map((r) => r.id);

  it("finds pages and database rows, with prefixes and a typo", () => {
    expect(search("turbine")).toEqual(expect.arrayContaining(["page:/a", "whitePaper:wp1", "news:n1"]));
    expect(search("measure")).toEqual(["page:/b"]);
    expect(search("turbune")).toContain("page:/a");
    expect(search("mwd")).toEqual(expect.arrayContaining(["page:/b", "documentation:d1"]));
  });
  it("needs every word", () => {
    expect(search("mwd turbine")).toEqual([]);
  });
  it("matches Chinese pairs exactly", () => {
    const zh = new MiniSearch<SearchDoc>(INDEX_OPTIONS);
    zh.addAll(recordDocs(rows, "zh"));
    const find = (q: string) => zh.search(q, QUERY_OPTIONS).map((r) => r.id);
    expect(find("随钻")).toEqual(["documentation:d1"]);
    expect(find("涡轮")).toEqual(["whitePaper:wp1"]);
    expect(find("随轮")).toEqual([]);
  });
  it("groups hits by kind in a fixed order, pages first", () => {
    const hits = index
      .search("turbine", QUERY_OPTIONS)
      .map((r) => ({ id: r.id as string, kind: r.kind as SearchDoc["kind"] }));
    expect(groupByKind([...hits].reverse()).map((g) => g.kind)).toEqual(["page", "whitePaper", "news"]);
    expect(
      groupByKind(
        Array.from({ length: 9 }, (_, i) => ({ kind: "video" as const, i })),
        3,
      )[0]!.items,
    ).toHaveLength(3);
  });
});
