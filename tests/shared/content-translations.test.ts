/** Picking a row's text for the page's language (shared/content/translations.ts, issue #10). */
import { describe, expect, it } from "vitest";
import { documentName, localized } from "../../shared/content/translations";

describe("localized()", () => {
  const paper = { title: "Steering in salt", title_zh: "盐层导向", description: "English only", description_zh: "  " };
  it("gives the Chinese text on Chinese pages", () => {
    expect(localized(paper, "title", "zh")).toBe("盐层导向");
  });
  it("falls back to English where the Chinese is empty, blank or missing", () => {
    expect(localized(paper, "description", "zh")).toBe("English only");
    expect(localized({ title: "Only English" }, "title", "zh")).toBe("Only English");
    expect(localized({ location: null, location_zh: null }, "location", "zh")).toBeNull();
  });
  it("always gives English on English pages", () => {
    expect(localized(paper, "title", "en")).toBe("Steering in salt");
  });
});

describe("documentName()", () => {
  it("uses name_zh on Chinese pages when it has text", () => {
    expect(documentName({ name: "Operator manual", name_zh: "操作手册" }, "zh")).toBe("操作手册");
    expect(documentName({ name: "Operator manual", name_zh: "" }, "zh")).toBe("Operator manual");
    expect(documentName({ name: "Operator manual" }, "zh")).toBe("Operator manual");
    expect(documentName({ name: "Operator manual", name_zh: "操作手册" }, "en")).toBe("Operator manual");
  });
});
