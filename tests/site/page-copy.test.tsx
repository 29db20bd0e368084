/**
 * Copy per page (issue #13, src/i18n/copy-modules.ts): a page loads only the
 * copy modules it shows, in its language; a switch of language loads, in the
 * new language, every module loaded so far; and the prerender refuses a page
 * whose PAGE_COPY entry leaves out copy it uses (the browser would show the
 * raw key and fail hydration).
 */
import { afterEach, describe, expect, it } from "vitest";
import { PUBLIC_ROUTES } from "../../site/src/app/paths";
import { render } from "../../site/src/entry-server";
import { changeLanguage, i18n, loadCopy, loadLanguage } from "../../site/src/i18n";
import { COPY_MODULES, PAGE_COPY } from "../../site/src/i18n/copy-modules";

const has = (language: string, key: string) => i18n.exists(key, { lng: language, fallbackLng: false });

describe("copy per page", () => {
  afterEach(() => changeLanguage("en"));

  it("loads a page's modules in its language only, and the other language on a switch", async () => {
    await changeLanguage("en");
    expect(has("en", "careers.hero.title")).toBe(false);
    await loadCopy("zh", ["company"]);
    expect(has("zh", "careers.hero.title")).toBe(true);
    expect(has("zh", "nav.home")).toBe(true); // the Chinese core came with it
    expect(has("en", "careers.hero.title")).toBe(false);
    expect(has("zh", "privacy.hero.title")).toBe(false);
    await loadLanguage("en");
    expect(has("en", "careers.hero.title")).toBe(true);
  });

  it("lists every page of the route table, with known modules", () => {
    for (const route of PUBLIC_ROUTES) expect(PAGE_COPY[route.page]).toBeDefined();
    for (const modules of Object.values(PAGE_COPY)) for (const m of modules) expect(COPY_MODULES).toContain(m);
  });

  it("prerenders a page with its listed copy, and refuses one whose entry leaves copy out", async () => {
    const page = await render("/zh/company/careers");
    expect(page.lang).toBe("zh-CN");
    expect(page.html).toContain(i18n.getResource("zh", "translation", "careers.hero.title"));
    const listed = PAGE_COPY["company/careers-page"];
    (PAGE_COPY as Record<string, readonly string[]>)["company/careers-page"] = [];
    try {
      await expect(render("/company/careers")).rejects.toThrow(/PAGE_COPY\["company\/careers-page"\].*careers\./);
    } finally {
      (PAGE_COPY as Record<string, readonly string[]>)["company/careers-page"] = listed;
    }
  });
});
