/** The video library's view count in both languages (issue #10: "1 views" read wrong), with spec §9's K rule. */
import { beforeAll, describe, expect, it } from "vitest";
import { changeLanguage, i18n, loadCopy } from "../../site/src/i18n";
import { formatViews } from "../../shared/content-cards/format-views";

const label = (views: number) => i18n.t("videoLibrary.views", { count: views, views: formatViews(views) });

describe("view count label", () => {
  // The video library's copy, as its page loads it (PAGE_COPY); switching language loads it in Chinese too.
  beforeAll(() => loadCopy("en", ["resources"]));
  it("is singular for one view and plural otherwise in English", async () => {
    await changeLanguage("en");
    expect(label(1)).toBe("1 view");
    expect(label(0)).toBe("0 views");
    expect(label(2)).toBe("2 views");
    expect(label(1500)).toBe("1.5K views");
  });
  it("has one form in Chinese", async () => {
    await changeLanguage("zh");
    expect(label(1)).toBe("1 次观看");
    expect(label(2)).toBe("2 次观看");
    expect(label(15230)).toBe("15.2K 次观看");
    await changeLanguage("en");
  });
});
