/**
 * site/scripts/rebuild/affected-pages.ts and changes.ts (issue #27): which
 * pages the local builder re-renders or removes for a build's changes.
 */
import { describe, expect, it } from "vitest";
import { affectedPages, itemRecords } from "../../../site/scripts/rebuild/affected-pages";
import type { PageRecord } from "../../../site/scripts/rebuild/build-state";
import { parseChanges } from "../../../site/scripts/rebuild/changes";
import { CATALOGS_LIST, ITEM_LISTS, LATEST_NEWS_LIST, NEWS_LIST } from "../../../site/src/lib/public-lists";

const paper = (id: string, slug: string, category: string, date: string) => ({
  id,
  slug,
  category,
  date_published: date,
  previous_slugs: [],
});

/** Four papers: a, b in "drilling", c, d in "geology" (newest first within each). */
const papers = [
  paper("a", "paper-a", "drilling", "2026-05-01"),
  paper("b", "paper-b", "drilling", "2026-04-01"),
  paper("c", "paper-c", "geology", "2026-03-01"),
  paper("d", "paper-d", "geology", "2026-02-01"),
];
const news = [{ id: "n1", slug: "news-1", category: "company", date_published: "2026-06-01", previous_slugs: [] }];

const lists = (paperRows: unknown[]) => ({
  [ITEM_LISTS.white_papers.label]: paperRows,
  [ITEM_LISTS.case_studies.label]: [],
  [ITEM_LISTS.videos.label]: [],
  [NEWS_LIST.label]: news,
  [LATEST_NEWS_LIST.label]: news,
});

/** The last build: the routes with the lists they showed, and the item pages of `paperRows`. */
const before = (paperRows = papers): PageRecord => ({
  routes: {
    "/": [LATEST_NEWS_LIST.label],
    "/company/about": [],
    "/company/news": [NEWS_LIST.label],
    "/resources/white-papers": [ITEM_LISTS.white_papers.label],
    "/products/drilling-tools": [CATALOGS_LIST.label],
    "/products/rss-systems": [CATALOGS_LIST.label],
  },
  items: itemRecords(lists(paperRows)),
});

const paperPath = (slug: string) => `/resources/white-papers/${slug}`;

describe("itemRecords()", () => {
  it("gives each item page its path and the related items it shows (same category first, then newest)", () => {
    const records = itemRecords(lists(papers));
    expect(records.map((r) => r.path)).toEqual([...papers.map((p) => paperPath(p.slug)), "/company/news/news-1"]);
    expect(records.find((r) => r.id === "a")!.shows).toEqual(["b", "c", "d"]);
    expect(records.find((r) => r.id === "c")!.shows).toEqual(["d", "a", "b"]);
  });
  it("skips rows without a valid slug or an id", () => {
    expect(
      itemRecords(
        lists([
          { ...papers[0], slug: "Not A Slug" },
          { ...papers[1], id: undefined },
        ]),
      ),
    ).toHaveLength(1);
  });
});

describe("affectedPages()", () => {
  it("a published paper: its page, the pages that now show it, the white papers list; nothing removed", () => {
    const added = paper("e", "paper-e", "drilling", "2026-07-01");
    const after = itemRecords(lists([added, ...papers]));
    const result = affectedPages([{ table: "white_papers", id: "e", slug: "paper-e" }], before(), after);
    expect(result).toEqual({
      all: false,
      // "e" is the newest drilling paper: every paper page now lists it among its three related items.
      render: ["/resources/white-papers", ...["a", "b", "c", "d", "e"].map((s) => paperPath(`paper-${s}`))].sort(),
      remove: [],
    });
  });

  it("a paper moved to draft or trash: its page removed, the pages that showed it re-rendered", () => {
    const after = itemRecords(lists(papers.filter((p) => p.id !== "d")));
    const result = affectedPages([{ table: "white_papers", id: "d", slug: "paper-d" }], before(), after);
    expect(result.remove).toEqual([paperPath("paper-d")]);
    // a, b and c showed d (each shows three of the other three).
    expect(result.render).toEqual([
      "/resources/white-papers",
      paperPath("paper-a"),
      paperPath("paper-b"),
      paperPath("paper-c"),
    ]);
  });

  it("an edited paper shown by no other page: only its page and its list", () => {
    const many = [
      paper("a", "paper-a", "drilling", "2026-05-01"),
      paper("b", "paper-b", "drilling", "2026-04-01"),
      paper("c", "paper-c", "drilling", "2026-03-01"),
      paper("d", "paper-d", "drilling", "2026-02-01"),
      paper("e", "paper-e", "drilling", "2026-01-01"),
    ];
    const result = affectedPages([{ table: "white_papers", id: "e" }], before(many), itemRecords(lists(many)));
    expect(result.render).toEqual(["/resources/white-papers", paperPath("paper-e")]);
  });

  it("a changed slug: the page at the new address rendered, the old one removed (the redirect is rewritten by every rebuild)", () => {
    const renamed = papers.map((p) => (p.id === "a" ? { ...p, slug: "paper-a-new", previous_slugs: ["paper-a"] } : p));
    const result = affectedPages(
      [{ table: "white_papers", id: "a", slug: "paper-a-new", previous_slugs: ["paper-a"] }],
      before(),
      itemRecords(lists(renamed)),
    );
    expect(result.render).toContain(paperPath("paper-a-new"));
    expect(result.render).not.toContain(paperPath("paper-a"));
    expect(result.remove).toEqual([paperPath("paper-a")]);
  });

  it("a news item: its page, the news page and the home page (its Latest news), not the white papers", () => {
    const result = affectedPages([{ table: "news", id: "n1", slug: "news-1" }], before(), itemRecords(lists(papers)));
    expect(result.render).toEqual(["/", "/company/news", "/company/news/news-1"]);
  });

  it("documentation has no item pages: the pages showing its list only (none here)", () => {
    expect(affectedPages([{ table: "documentation", id: "x" }], before(), itemRecords(lists(papers))).render).toEqual(
      [],
    );
  });

  it("a catalog file: the pages that showed the catalogs (their Download Catalog buttons)", () => {
    const result = affectedPages([{ table: "catalog_files", id: "f" }], before(), itemRecords(lists(papers)));
    expect(result.render).toEqual(["/products/drilling-tools", "/products/rss-systems"]);
  });

  it("changes that do not say what changed: every route and item page", () => {
    const result = affectedPages(null, before(), itemRecords(lists(papers)));
    expect(result.all).toBe(true);
    expect(result.render).toEqual(
      [...Object.keys(before().routes), ...papers.map((p) => paperPath(p.slug)), "/company/news/news-1"].sort(),
    );
  });
});

describe("parseChanges()", () => {
  it("keeps well-formed changes of known tables", () => {
    const changes = [
      { table: "white_papers", id: "1", slug: "x", previous_slugs: [] },
      { table: "catalog_files", id: "2", slug: null },
    ];
    expect(parseChanges(changes)).toEqual(changes);
  });
  it("is null (everything) for none, an unknown table, a malformed entry or not an array", () => {
    expect(parseChanges([])).toBeNull();
    expect(parseChanges([{ table: "enquiries", id: "1" }])).toBeNull();
    expect(parseChanges([{ table: "white_papers" }])).toBeNull();
    expect(parseChanges({ table: "white_papers", id: "1" })).toBeNull();
  });
});
