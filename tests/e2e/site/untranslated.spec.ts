/**
 * Nothing left untranslated (issue #10): walks every prerendered Chinese page
 * (JavaScript off, so exactly the HTML the build wrote) and fails on English
 * words in visible text and in the texts assistive technology reads
 * (placeholder, aria-label, alt, title). Allowed: the names below (products,
 * brands, units, industry acronyms), e-mail addresses, URLs and postcodes, tokens with
 * digits (model numbers, postcodes; a number's unit, as in "2hrs", is
 * checked), and text inside an element marked
 * `lang="en"` (the toggle back to English names its language in English).
 * The data pages are prerendered with their lists (issue #13), so the
 * database's own texts are on those pages too: the English an editor left
 * without a Chinese version (the page falls back to it, issue #10), authors'
 * names, document names and cost figures are the content's, not the site's
 * copy, and are allowed (`databaseTexts`). The not-found page of /zh/ is
 * walked too.
 */
import { expect, test } from "@playwright/test";
import { TRANSLATED_FIELDS, zhColumn } from "../../../shared/content/translations";
import { href, PUBLIC_ROUTES } from "../../../site/src/app/paths";
import { selectRows } from "./helpers";

type Row = Record<string, unknown>;
const text = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/**
 * The database texts a Chinese page shows as they are stored: every
 * translated field whose Chinese column is empty (the English fallback),
 * authors, cost savings and document names without a Chinese name. Longest
 * first, so a text is removed before any shorter text it contains.
 */
async function databaseTexts(): Promise<string[]> {
  const texts: string[] = [];
  for (const [table, fields] of Object.entries(TRANSLATED_FIELDS)) {
    for (const row of await selectRows<Row>(table)) {
      for (const field of fields) if (!text(row[zhColumn(field)]) && text(row[field])) texts.push(row[field]);
      for (const extra of ["author", "cost_savings"]) if (text(row[extra])) texts.push(row[extra]);
      for (const document of Array.isArray(row.documents) ? (row.documents as Row[]) : [])
        if (!text(document.name_zh) && text(document.name)) texts.push(document.name);
    }
  }
  return [...new Set(texts)].sort((a, b) => b.length - a.length);
}

/** English tokens a Chinese page may show: product and platform names, brands, units and acronyms. */
const ALLOWED = new Set([
  // Brand and product names.
  ...["ProSteer", "GeoSteer", "Cloud", "DrillOps", "Central", "DataVault", "Analytics", "FieldConnect", "Mobile"],
  ...["DrillOpt", "Pro", "Navigator", "LinkedIn", "YouTube", "X"],
  // Units.
  ...[
    "psi",
    "GPM",
    "gpm",
    "klbs",
    "ft-lbs",
    "ft",
    "bps",
    "min",
    "RPM",
    "rpm",
    "API",
    "V",
    "W",
    "kW",
    "in",
    "m",
    "C",
    "F",
    "K", // thousands in view counts (spec §9: "1.5K")
  ],
  // Industry and technical acronyms, and words Chinese uses as they are.
  ...["RSS", "PDC", "MWD", "LWD", "WITSML", "CSV", "PDF", "REST", "BI", "IP", "Cookie", "BHA", "ROP", "WOB", "EN"],
  // Skills named as they are in Chinese job ads (the careers page's job details, in its HTML since issue #24).
  ...["TypeScript", "PMP"],
]);

/** The English words in `text` that are not allowed (see the module comment). */
function englishWords(text: string): string[] {
  const cleaned = text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ") // e-mail addresses
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, " ") // URLs
    .replace(/\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b/g, " "); // UK postcodes (the Aberdeen office)
  return (cleaned.match(/[A-Za-z0-9][A-Za-z0-9'’-]*/g) ?? [])
    .map((token) => token.match(/^\d+(?:\.\d+)?([A-Za-z]+)$/)?.[1] ?? token) // "2hrs": its unit
    .filter((token) => /[A-Za-z]/.test(token) && !/\d/.test(token)) // model numbers, postcodes
    .filter((token) => !ALLOWED.has(token));
}

test.describe("Chinese pages (JavaScript disabled)", () => {
  test.use({ javaScriptEnabled: false });

  test("no visible or spoken English left on any prerendered /zh/ page", async ({ page }) => {
    test.slow();
    const found: string[] = [];
    const stored = await databaseTexts();
    for (const path of [...PUBLIC_ROUTES.map((r) => href(r.key, "zh")), "/zh/no/such/page"]) {
      await page.goto(path);
      const texts = await page.evaluate(() => {
        const out: string[] = [];
        const outsideEnglish = (el: Element | null) => !el?.closest('[lang]:not([lang^="zh"])');
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest("script, style, noscript") || !outsideEnglish(parent)) continue;
          out.push(node.textContent ?? "");
        }
        for (const el of document.body.querySelectorAll("[placeholder], [aria-label], [alt], [title]")) {
          if (!outsideEnglish(el)) continue;
          for (const attribute of ["placeholder", "aria-label", "alt", "title"])
            if (el.hasAttribute(attribute)) out.push(el.getAttribute(attribute) ?? "");
        }
        out.push(document.title);
        return out;
      });
      const words = englishWords(stored.reduce((all, t) => all.split(t).join(" "), texts.join(" ")));
      if (words.length) found.push(`${path}: ${[...new Set(words)].join(", ")}`);
    }
    expect(found, "English words on Chinese pages").toEqual([]);
  });
});

test("the walker's word finder catches English and lets the allowed names through", () => {
  expect(
    englishWords("ProSteer 旋转导向 48 V 500W 2hrs Average Response info@prosteer.example AB21 0BR RSS-675"),
  ).toEqual(["hrs", "Average", "Response"]);
});
