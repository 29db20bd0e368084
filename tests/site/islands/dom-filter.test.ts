/**
 * List filters in plain DOM (issue #24, src/islands/dom-filter.ts) on the
 * real prerendered pages: the product catalog (search box and dropdown, both
 * languages), news (category buttons) and white papers (category buttons,
 * rows as the build prerenders them). What shows after each input is what
 * the pages' own rule (filterProducts, filterWhitePapers) lists; the pressed
 * button takes the filled look; the count line and the empty line follow;
 * what was typed before the script attached is applied; cards React adds
 * later are filtered too.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { prerenderedListsScript, render } from "../../../site/src/entry-server";
import { filterProducts, PRODUCT_CATEGORIES } from "../../../site/src/features/products/product-search";
import { filterWhitePapers, WHITE_PAPER_FILTERS } from "../../../site/src/features/resources/white-paper-filter";
import { en } from "../../../site/src/i18n/locales/en";
import { zh } from "../../../site/src/i18n/locales/zh";
import { attachFilter } from "../../../site/src/islands/dom-filter";
import { NEWS } from "../../../supabase/seed/content";

// The page's lists are read from the document once per module (lib/prerendered-lists.ts), on the first
// render: every page reads one (the site settings' contacts, issue #30), so the rows the news and white
// papers tests filter must be in the document before the first page renders.
beforeAll(() => {
  document.body.innerHTML = prerenderedListsScript({ news: newsRows, "white papers": rows });
});

afterEach(() => {
  document.body.innerHTML = "";
});

/** Puts the prerendered body of `path` into the document and returns its filter root. */
async function page(path: string, lang = "en"): Promise<HTMLElement> {
  const { html } = await render(path);
  document.documentElement.lang = lang;
  document.body.innerHTML += html;
  const root = document.querySelector<HTMLElement>("[data-filter]");
  expect(root, `no list filter on ${path}`).not.toBeNull();
  return root!;
}

/** Titles of the cards that show (not `hidden`), by `selector` of their title element. */
const shownTitles = (root: HTMLElement, title: string) =>
  [...root.querySelectorAll<HTMLElement>("[data-filter-item]")]
    .filter((item) => !item.hidden)
    .map((item) => item.querySelector(title)?.textContent?.trim());

function type(input: HTMLInputElement, text: string) {
  input.value = text;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("the product catalog without React", () => {
  for (const [locale, path, copy] of [
    ["en", "/products/product-catalog", en],
    ["zh", "/zh/products/product-catalog", zh],
  ] as const) {
    it(`lists what filterProducts lists for every text and category (${locale})`, async () => {
      const root = await page(path, locale === "zh" ? "zh-CN" : "en");
      attachFilter(root);
      expect(root.getAttribute("data-filter-ready")).toBe("true");
      const input = root.querySelector<HTMLInputElement>('input[name="q"]')!;
      const select = root.querySelector<HTMLSelectElement>('select[name="category"]')!;
      const count = root.querySelector<HTMLElement>("[data-filter-count]")!;
      const empty = root.querySelector<HTMLElement>("[data-filter-empty]")!;
      const products = copy.catalog.products;
      for (const category of PRODUCT_CATEGORIES) {
        for (const query of ["", "MWD", "mwd", " Stabilizer ", "hard and abrasive", "bits", "nothing-like-this"]) {
          choose(select, category);
          type(input, query);
          const expected = filterProducts(products, query, category).map((p) => p.name);
          expect(shownTitles(root, "h2"), `${category} / ${query}`).toEqual(expected);
          const n = expected.length;
          expect(count.textContent).toBe(locale === "en" ? `${n} product${n === 1 ? "" : "s"}` : `${n} 个产品`);
          expect(empty.hidden).toBe(n > 0);
        }
      }
    });
  }

  it("applies what was typed and chosen before it attached", async () => {
    const root = await page("/products/product-catalog");
    root.querySelector<HTMLInputElement>('input[name="q"]')!.value = "turbine";
    root.querySelector<HTMLSelectElement>('select[name="category"]')!.value = "MWD Tools";
    attachFilter(root);
    expect(shownTitles(root, "h2")).toEqual(["MWD Turbine Generator"]);
  });
});

/** White papers as the build prerenders them. */
const rows = (["technical_analysis", "data_analytics", "sustainability", "technical_analysis"] as const).map(
  (category, i) => ({
    id: `00000000-0000-4000-8000-00000000000${i}`,
    title: `Paper ${i}`,
    title_zh: null,
    description: `About paper ${i}`,
    description_zh: null,
    author: "R&D",
    date_published: "2026-01-0" + (i + 1),
    pages: 10,
    category,
    image_url: null,
    pdf_url: null,
    views: 0,
  }),
);

/** The seeded news items (issue #26) as the build prerenders them. */
const newsRows = NEWS.map((item) => ({
  featured: false,
  image_url: null,
  body: null,
  body_zh: null,
  status: "published",
  deleted_at: null,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  ...item,
}));

describe("news without React", () => {
  it("shows the chosen category's items and presses its button with the filled look", async () => {
    // The page reads its rows from the HTML (issue #26), as the built page carries them. The lists are
    // read from the document once per module, so the white papers' rows travel in the same script.
    document.body.innerHTML = prerenderedListsScript({ news: newsRows, "white papers": rows });
    const root = await page("/company/news");
    attachFilter(root);
    const button = (name: string) =>
      [...root.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === name)!;
    const all = button(en.news.categories.all);
    const award = button(en.news.categories.award);
    const filled = { variant: all.getAttribute("data-variant"), style: all.getAttribute("style") };
    const outline = { variant: award.getAttribute("data-variant"), style: award.getAttribute("style") };
    expect(filled.variant).toBe("filled");
    expect(outline.variant).toBe("outline");

    award.click();
    const awards = NEWS.filter((a) => a.category === "award").map((a) => a.title);
    expect(awards.length).toBeGreaterThan(0);
    expect(shownTitles(root, "h2, h3")).toEqual(awards);
    expect(award.getAttribute("aria-pressed")).toBe("true");
    expect({ variant: award.getAttribute("data-variant"), style: award.getAttribute("style") }).toEqual(filled);
    expect(all.getAttribute("aria-pressed")).toBe("false");
    expect({ variant: all.getAttribute("data-variant"), style: all.getAttribute("style") }).toEqual(outline);

    all.click();
    expect(shownTitles(root, "h2, h3")).toEqual(NEWS.map((a) => a.title));
  });
});

describe("white papers without React", () => {
  it("shows what filterWhitePapers lists for every button, and the empty line for Case Studies", async () => {
    // In a browser (jsdom here) the page reads its rows from the HTML, as the built page carries them
    // (the news test above put them there: the lists are read from the document once per module).
    document.body.innerHTML = prerenderedListsScript({ news: newsRows, "white papers": rows });
    const root = await page("/resources/white-papers");
    const apply = attachFilter(root);
    const buttons = [...root.querySelectorAll<HTMLButtonElement>("[data-filter-choice]")];
    expect(buttons).toHaveLength(WHITE_PAPER_FILTERS.length);
    const empty = root.querySelector<HTMLElement>("[data-filter-empty]")!;
    WHITE_PAPER_FILTERS.forEach((label, i) => {
      buttons[i]!.click();
      const expected = filterWhitePapers(rows, label).map((p) => p.title);
      expect(shownTitles(root, "h2"), label).toEqual(expected);
      expect(empty.hidden, label).toBe(expected.length > 0);
    });
    expect(WHITE_PAPER_FILTERS.at(-1)).toBe("Case Studies");

    // A card React adds later (fresher rows) is filtered too.
    buttons[2]!.click(); // Data Analytics
    const grid = root.querySelector<HTMLElement>("[data-filter-item]")!.parentElement!;
    const added = grid.firstElementChild!.cloneNode(true) as HTMLElement;
    added.setAttribute("data-filter-value", "sustainability");
    added.hidden = false;
    grid.appendChild(added);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(added.hidden).toBe(true);
    apply();
    expect(shownTitles(root, "h2")).toEqual(["Paper 1"]);
  });
});
