/**
 * site/scripts/item-pages.ts (issue #26): which items the build gives a page,
 * their sitemap `lastmod`, and the `_redirects` rules of changed slugs.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { itemPages, itemRedirects, newestChange, writeRedirectsFile } from "../../../site/scripts/item-pages";
import { parseRedirectsFile } from "../../../site/src/config/redirects-file";
import { ITEM_LISTS } from "../../../site/src/lib/public-lists";

const lists = {
  [ITEM_LISTS.white_papers.label]: [
    { slug: "paper-b", previous_slugs: ["paper-a"], updated_at: "2026-11-20T10:11:12.345+00:00" },
    { slug: "paper-a-2", previous_slugs: [], updated_at: "not a date" },
  ],
  [ITEM_LISTS.case_studies.label]: [
    // "paper-a" is another table's slug: no conflict. "study-live" is this table's live slug: the live page wins.
    {
      slug: "study-new",
      previous_slugs: ["study-old", "study-live", "Not A Slug"],
      updated_at: "2026-10-01T00:00:00Z",
    },
    { slug: "study-live", previous_slugs: [], updated_at: "2026-11-25T08:00:00Z" },
  ],
  [ITEM_LISTS.news.label]: [{ slug: undefined, previous_slugs: ["x"] }],
};

let dir = "";
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("itemPages()", () => {
  it("lists every row with a valid slug, at its item path, with updated_at as lastmod", () => {
    expect(itemPages(lists)).toEqual([
      {
        table: "white_papers",
        slug: "paper-b",
        path: "/resources/white-papers/paper-b",
        lastmod: "2026-11-20T10:11:12Z",
      },
      { table: "white_papers", slug: "paper-a-2", path: "/resources/white-papers/paper-a-2", lastmod: null },
      {
        table: "case_studies",
        slug: "study-new",
        path: "/resources/case-studies/study-new",
        lastmod: "2026-10-01T00:00:00Z",
      },
      {
        table: "case_studies",
        slug: "study-live",
        path: "/resources/case-studies/study-live",
        lastmod: "2026-11-25T08:00:00Z",
      },
    ]);
  });
  it("gives nothing for lists the build could not read", () => {
    expect(itemPages({})).toEqual([]);
  });
});

describe("newestChange()", () => {
  it("is the latest valid updated_at of all rows, or null", () => {
    expect(newestChange(Object.values(lists) as unknown[][])).toBe("2026-11-25T08:00:00Z");
    expect(newestChange([[{ updated_at: "bad" }], []])).toBeNull();
  });
});

describe("itemRedirects() and writeRedirectsFile()", () => {
  it("sends each previous slug to the current page in every language, skipping live slugs and invalid ones", () => {
    expect(itemRedirects(lists, ["en", "zh"])).toEqual([
      { from: "/resources/white-papers/paper-a", to: "/resources/white-papers/paper-b", status: 301 },
      { from: "/resources/case-studies/study-old", to: "/resources/case-studies/study-new", status: 301 },
      { from: "/zh/resources/white-papers/paper-a", to: "/zh/resources/white-papers/paper-b", status: 301 },
      { from: "/zh/resources/case-studies/study-old", to: "/zh/resources/case-studies/study-new", status: 301 },
    ]);
  });
  it("writes a _redirects file our server reads back, leaving no temporary file", async () => {
    dir = mkdtempSync(join(tmpdir(), "redirects-"));
    expect(await writeRedirectsFile(dir, lists, ["en", "zh"])).toBe(4);
    const rules = parseRedirectsFile(readFileSync(join(dir, "_redirects"), "utf8"));
    expect(rules.get("/zh/resources/case-studies/study-old")?.to).toBe("/zh/resources/case-studies/study-new");
    expect(readdirSync(dir)).toEqual(["_redirects"]);
  });
});
