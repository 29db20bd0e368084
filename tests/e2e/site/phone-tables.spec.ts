/**
 * Spec tables read on a phone (issue #14 part 2): at 390×844 every public
 * page in both languages is loaded (the home page scrolled through so its lazy
 * #specs section renders), and every table on it must show every value
 * inside the viewport: each body cell's box within 0…390 px, no cell whose
 * content overflows it, each value cell labelled with its column's name
 * (`data-label`, shown by CSS; a two-column name / value table shows each
 * value beside its row's name instead), and no horizontal scrolling of the page
 * (document.scrollingElement.scrollWidth <= 390). A screenshot of each table
 * of a page with a problem is attached to the report. The pages known to carry tables must have them,
 * so the check cannot pass on an empty page. On a wide screen the same
 * markup stays a table.
 */
import { expect, test, type Page } from "@playwright/test";
import { href, LOCALES, PUBLIC_ROUTES, type RouteKey } from "../../../site/src/app/paths";
import { islandReady, scrollThroughHome } from "./helpers";

const PHONE = { width: 390, height: 844 };

/** Pages the spec gives tables (spec §2, §9) and how many each has at least. */
const TABLE_PAGES: Partial<Record<RouteKey, number>> = {
  home: 2,
  exploreRss: 1,
  rssSystems: 3,
  drillingTools: 1,
  technicalSpecifications: 3,
};

/** What a cell of a table looks like on the page. */
interface CellBox {
  table: number;
  text: string;
  left: number;
  right: number;
  width: number;
  overflows: boolean;
  label: string | null;
  shownLabel: string;
}

/** Every body cell (row headers and values) of every table on the page. */
function cellBoxes(page: Page): Promise<CellBox[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("main table")].flatMap((table, index) =>
      [...table.querySelectorAll("tbody th, tbody td")].map((cell) => {
        const box = cell.getBoundingClientRect();
        const before = getComputedStyle(cell, "::before").content;
        return {
          table: index,
          text: (cell.textContent ?? "").trim(),
          left: box.left,
          right: box.right,
          width: box.width,
          overflows: cell.scrollWidth > cell.clientWidth + 1,
          label: cell.tagName === "TD" ? cell.getAttribute("data-label") : null,
          shownLabel: before === "none" || before === "normal" ? "" : before.replace(/^"|"$/g, ""),
        };
      }),
    ),
  );
}

test.describe("spec tables on a 390 px phone", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const locale of LOCALES) {
    test(`every value of every table is visible without horizontal scrolling (${locale})`, async ({
      page,
    }, testInfo) => {
      test.slow();
      const problems: string[] = [];
      for (const route of PUBLIC_ROUTES) {
        const path = href(route.key, locale);
        await page.goto(path);
        await islandReady(page);
        // The prerendered tables need no data; only the home page renders a section (#specs) late.
        if (route.key === "home") await scrollThroughHome(page);
        const tables = page.locator("main table");
        const expected = TABLE_PAGES[route.key] ?? 0;
        if (expected) await expect(tables.nth(expected - 1), `${path} shows its tables`).toBeAttached();
        const count = await tables.count();
        if (count === 0) continue;
        const problemsBefore = problems.length;

        const heads = await tables.evaluateAll((all) =>
          all.map((t) => [...t.querySelectorAll("thead th")].map((th) => (th.textContent ?? "").trim())),
        );
        for (const cell of await cellBoxes(page)) {
          const where = `${path} table ${cell.table + 1} "${cell.text}"`;
          if (cell.width <= 0) problems.push(`${where}: not shown`);
          if (cell.left < 0 || cell.right > PHONE.width + 0.5)
            problems.push(`${where}: spans ${Math.round(cell.left)}-${Math.round(cell.right)} px`);
          if (cell.overflows) problems.push(`${where}: its text overflows the cell`);
          if (cell.label !== null) {
            const head = heads[cell.table]!;
            if (!head.includes(cell.label)) problems.push(`${where}: label "${cell.label}" is no head`);
            // A name / value table shows each value next to its row's name; wider ones label each value.
            const shown = head.length === 2 ? "" : cell.label;
            if (cell.shownLabel !== shown) problems.push(`${where}: shows label "${cell.shownLabel}"`);
          }
        }
        const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
        if (scrollWidth > PHONE.width) problems.push(`${path}: the page is ${scrollWidth} px wide`);
        // Screenshots only of a page with a problem (one of every table cost seconds per run).
        for (let i = 0; problems.length > problemsBefore && i < count; i++) {
          await testInfo.attach(`${locale}${route.path.replace(/\//g, "-")}-table-${i + 1}.png`, {
            body: await tables.nth(i).screenshot(),
            contentType: "image/png",
          });
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

test("on a wide screen the spec tables stay tables with their column headers", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(href("technicalSpecifications"));
  const table = page.getByRole("table").first();
  await expect(table.getByRole("columnheader").first()).toBeVisible();
  const displays = await table.evaluate((t) => ({
    table: getComputedStyle(t).display,
    cell: getComputedStyle(t.querySelector("tbody td")!).display,
    label: getComputedStyle(t.querySelector("tbody td")!, "::before").content,
  }));
  expect(displays).toEqual({ table: "table", cell: "table-cell", label: "none" });
});
