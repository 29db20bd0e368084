/**
 * The item pages' share links (site/src/lib/share.ts shareLinks, issue #26:
 * plain links, no third-party scripts) and related items
 * (features/items/item-lookup.ts relatedItems: same category first, then
 * newest, at most three, never the item itself).
 */
import { describe, expect, it } from "vitest";
import { relatedItems, type FoundItem } from "../../../site/src/features/items/item-lookup";
import { shareLinks } from "../../../site/src/lib/share";
import { NEWS, PAPER, STUDY, STUDY_2 } from "./item-fixtures";

describe("shareLinks()", () => {
  const target = { url: "https://www.example.com/zh/company/news/a-b", title: "A & B：新闻", summary: "Line one" };

  it("builds LinkedIn's, X's and a mailto link with every value encoded", () => {
    const links = shareLinks(target);
    expect(links.linkedin).toBe(
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.example.com%2Fzh%2Fcompany%2Fnews%2Fa-b",
    );
    const x = new URL(links.x);
    expect(x.href.startsWith("https://x.com/intent/post?")).toBe(true);
    expect(x.searchParams.get("url")).toBe(target.url);
    expect(x.searchParams.get("text")).toBe(target.title);
    expect(links.email).toBe(
      `mailto:?subject=${encodeURIComponent(target.title)}&body=${encodeURIComponent(`Line one\n\n${target.url}`)}`,
    );
  });

  it("puts only the URL in the e-mail body when there is no summary", () => {
    expect(shareLinks({ ...target, summary: " " }).email).toContain(`body=${encodeURIComponent(target.url)}`);
  });

  it("refuses a URL that is not absolute", () => {
    expect(() => shareLinks({ ...target, url: "/company/news/a-b" })).toThrow(/absolute http\(s\) URL/);
  });
});

describe("relatedItems()", () => {
  const paper = (id: string, category: string, date: string) => ({
    ...PAPER,
    id,
    slug: `paper-${id}`,
    category,
    date_published: date,
  });

  it("puts the same category first, then the newest, leaves the item out and stops at three", () => {
    const self = paper("0", "technical_analysis", "2026-01-01");
    const rows = [
      paper("a", "data_analytics", "2026-06-01"),
      paper("b", "technical_analysis", "2024-01-01"),
      self,
      paper("c", "industry_trends", "2026-07-01"),
      paper("d", "technical_analysis", "2025-01-01"),
      paper("e", "sustainability", "2023-01-01"),
    ];
    const found = { table: "white_papers", row: self } as FoundItem;
    expect(relatedItems(found, rows).map((item) => item.row.id)).toEqual(["d", "b", "c"]);
    expect(relatedItems(found, rows, 5).map((item) => item.row.id)).toEqual(["d", "b", "c", "a", "e"]);
    expect(relatedItems(found, [self])).toEqual([]);
  });

  it("orders case studies (no category) by year and news by date", () => {
    const studies = [{ ...STUDY_2, year: 2020 }, STUDY, { ...STUDY_2, id: "c3", slug: "c3", year: 2026 }];
    expect(relatedItems({ table: "case_studies", row: STUDY }, studies).map((i) => i.row.id)).toEqual(["c3", "c2"]);
    const news = [
      { ...NEWS, id: "n2", slug: "n2", category: "event", date_published: "2025-01-01" },
      { ...NEWS, id: "n3", slug: "n3", date_published: "2020-01-01" },
      NEWS,
    ];
    expect(relatedItems({ table: "news", row: NEWS }, news).map((i) => i.row.id)).toEqual(["n3", "n2"]);
  });
});
