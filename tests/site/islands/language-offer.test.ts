/** Who gets the offer to switch to Chinese (issue #30), and how much of an item a Chinese page shows in English. */
import { describe, expect, it } from "vitest";
import { englishShare, fallbackLang } from "../../../shared/content/translations";
import { prefersChinese, shouldOfferChinese } from "../../../site/src/islands/language-offer";

const firstVisit = { choice: null, offerDismissed: false };

describe("shouldOfferChinese", () => {
  it("offers Chinese on an English page to a first visit whose browser prefers Chinese", () => {
    expect(shouldOfferChinese("en", ["zh-CN", "zh", "en"], firstVisit)).toBe(true);
    expect(shouldOfferChinese("en", ["zh-TW"], firstVisit)).toBe(true);
    expect(shouldOfferChinese("en", ["zh"], firstVisit)).toBe(true);
  });

  it("offers nothing to a browser that puts another language first, on a Chinese page, or once answered", () => {
    expect(shouldOfferChinese("en", ["en-US", "zh-CN"], firstVisit)).toBe(false);
    expect(shouldOfferChinese("en", [], firstVisit)).toBe(false);
    expect(shouldOfferChinese("zh", ["zh-CN"], firstVisit)).toBe(false);
    expect(shouldOfferChinese("en", ["zh-CN"], { choice: "en", offerDismissed: false })).toBe(false);
    expect(shouldOfferChinese("en", ["zh-CN"], { choice: null, offerDismissed: true })).toBe(false);
    // Without storage the answer could not be remembered: no offer.
    expect(shouldOfferChinese("en", ["zh-CN"], undefined)).toBe(false);
  });

  it("reads a language tag, not a substring", () => {
    expect(prefersChinese(["zha"])).toBe(false);
    expect(prefersChinese(["ZH-cn"])).toBe(true);
  });
});

describe("englishShare", () => {
  const translated = { title: "Turbine", title_zh: "涡轮", description: "About it", description_zh: "关于" };
  it("says 'all' without a Chinese title, 'part' when another shown text is English, else nothing", () => {
    expect(englishShare({ ...translated, title_zh: null }, ["description"], "zh")).toBe("all");
    expect(englishShare({ ...translated, description_zh: "  " }, ["description"], "zh")).toBe("part");
    expect(englishShare(translated, ["description"], "zh")).toBeNull();
    expect(englishShare({ ...translated, title_zh: null }, ["description"], "en")).toBeNull();
    // An empty English field has nothing to fall back to.
    expect(englishShare({ ...translated, description: "", description_zh: null }, ["description"], "zh")).toBeNull();
  });

  it("marks the English fallback lang=en", () => {
    expect(fallbackLang({ title: "Turbine", title_zh: "" }, "title", "zh")).toEqual({ lang: "en" });
    expect(fallbackLang(translated, "title", "zh")).toEqual({});
    expect(fallbackLang({ title: "Turbine" }, "title", "en")).toEqual({});
  });
});
