import { describe, expect, it } from "vitest";
import { countByCategory } from "../../site/src/features/resources/video-library-page";
import { presentMetrics } from "../../shared/content-cards/case-study-card";
import { byYearDesc } from "../../site/src/features/resources/case-studies-page";
import { groupDocumentation } from "../../site/src/features/resources/documentation-page";

describe("presentMetrics()", () => {
  it("shows only the metrics that are present", () => {
    expect(presentMetrics({ drilling_time_reduction: 35, target_accuracy: null, cost_savings: "$2M" })).toEqual([
      ["drillingTimeReduction", "35%"],
      ["costSavings", "$2M"],
    ]);
    expect(presentMetrics({ drilling_time_reduction: null, target_accuracy: null, cost_savings: null })).toEqual([]);
  });
  it("keeps a zero percentage", () => {
    expect(presentMetrics({ drilling_time_reduction: 0, target_accuracy: 98, cost_savings: "" })).toEqual([
      ["drillingTimeReduction", "0%"],
      ["targetAccuracy", "98%"],
    ]);
  });
});

describe("byYearDesc", () => {
  it("orders newest year first", () => {
    expect([{ year: 2021 }, { year: 2024 }, { year: 2022 }].sort(byYearDesc).map((c) => c.year)).toEqual([
      2024, 2022, 2021,
    ]);
  });
});

describe("countByCategory()", () => {
  it("counts every category, zero when empty", () => {
    expect(countByCategory([{ category: "training" }, { category: "training" }, { category: "webinar" }])).toEqual({
      product_demo: 0,
      installation: 0,
      training: 2,
      webinar: 1,
    });
  });
});

describe("groupDocumentation()", () => {
  const entry = (id: string, category: string) => ({
    id,
    category,
    title: id,
    title_zh: null,
    description_zh: null,
    description: "",
    documents: [],
    image_url: null,
    image_alt: null,
    image_alt_zh: null,
    created_at: "",
    updated_at: "",
    status: "published",
    deleted_at: null,
    publish_at: null,
  });
  const categories = [
    { match: "technical-specs", title: "Technical Specifications" },
    { match: "installation-guide", title: "Installation Guides" },
  ];
  it("puts entries under the category whose id or title matches, ignoring case and separators", () => {
    const { known, other } = groupDocumentation(
      [
        entry("a", "technical-specs"),
        entry("b", "INSTALLATION GUIDES"),
        entry("c", "Technical_Specs"),
        entry("d", "Field Notes"),
      ],
      categories,
    );
    expect(known.get("technical-specs")?.map((e) => e.id)).toEqual(["a", "c"]);
    expect(known.get("installation-guide")?.map((e) => e.id)).toEqual(["b"]);
    expect([...other.keys()]).toEqual(["Field Notes"]);
  });
});
