import { describe, expect, it } from "vitest";
import { filterWhitePapers, WHITE_PAPER_FILTERS } from "../../site/src/features/resources/white-paper-filter";

const papers = [
  { id: "1", category: "technical_analysis" },
  { id: "2", category: "data_analytics" },
  { id: "3", category: "industry_trends" },
  { id: "4", category: "sustainability" },
  { id: "5", category: "Technical Analysis" },
];

describe("filterWhitePapers()", () => {
  it("has All Papers first (the default) and the spec's six labels", () => {
    expect(WHITE_PAPER_FILTERS).toEqual([
      "All Papers",
      "Technical Analysis",
      "Data Analytics",
      "Industry Trends",
      "Sustainability",
      "Case Studies",
    ]);
  });
  it("returns every paper for All Papers", () => {
    expect(filterWhitePapers(papers, "All Papers")).toHaveLength(5);
  });
  it("compares the category with underscores as spaces, ignoring case", () => {
    expect(filterWhitePapers(papers, "Technical Analysis").map((p) => p.id)).toEqual(["1", "5"]);
    expect(filterWhitePapers(papers, "Data Analytics").map((p) => p.id)).toEqual(["2"]);
    expect(filterWhitePapers(papers, "Industry Trends").map((p) => p.id)).toEqual(["3"]);
    expect(filterWhitePapers(papers, "Sustainability").map((p) => p.id)).toEqual(["4"]);
  });
  it("matches nothing for Case Studies, as the spec defines", () => {
    expect(filterWhitePapers(papers, "Case Studies")).toEqual([]);
  });
});
