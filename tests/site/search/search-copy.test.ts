/**
 * The search dialog's texts without i18next (issue #24,
 * site/src/features/search/search-copy.ts): taken from the real locale
 * files through i18next as the search button renders them, carried as JSON,
 * with plural forms chosen by Intl.PluralRules and `{{…}}` filled in.
 */
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { fillTemplate } from "../../../shared/content/plural-text";
import {
  readSearchCopy,
  resultsText,
  SEARCH_COPY_ATTR,
  searchCopy,
} from "../../../site/src/features/search/search-copy";
import { en } from "../../../site/src/i18n/locales/en";
import { zh } from "../../../site/src/i18n/locales/zh";

async function copyOf(lng: "en" | "zh") {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { en: { translation: en }, zh: { translation: zh } }, fallbackLng: "en" });
  return searchCopy((key) => i18n.t(key));
}

describe("search copy", () => {
  it("holds every text of the dialog in the page's language", async () => {
    const copy = await copyOf("zh");
    expect(copy.title).toBe(zh.search.title);
    expect(copy.inputLabel).toBe(zh.search.inputLabel);
    expect(copy.kinds.whitePaper).toBe(zh.search.kinds.whitePaper);
    expect(copy.results.other).toBe(zh.search.results_other);
    expect(Object.values(copy).every((v) => v !== "" && !String(v).startsWith("search."))).toBe(true);
  });

  it("picks the plural form of the language", async () => {
    const english = await copyOf("en");
    expect(resultsText(english, 1, "en")).toBe("1 result");
    expect(resultsText(english, 3, "en")).toBe("3 results");
    const chinese = await copyOf("zh");
    expect(resultsText(chinese, 1, "zh-CN")).toBe("1 个结果");
  });

  it("fills named values and leaves unknown ones as written", () => {
    expect(fillTemplate("No results for “{{query}}”.", { query: "ine" })).toBe("No results for “ine”.");
    expect(fillTemplate("{{count}} of {{total}}", { count: 2 })).toBe("2 of {{total}}");
  });

  it("reads the texts back from the button's attribute, and says when they are missing", async () => {
    const copy = await copyOf("en");
    const button = { getAttribute: (name: string) => (name === SEARCH_COPY_ATTR ? JSON.stringify(copy) : null) };
    expect(readSearchCopy(button as unknown as Element)).toEqual(copy);
    expect(() => readSearchCopy({ getAttribute: () => null } as unknown as Element)).toThrow(SEARCH_COPY_ATTR);
  });
});
