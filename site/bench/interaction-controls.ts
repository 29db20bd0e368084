/**
 * The interactive controls of the public pages that `npm run bench:interaction`
 * measures (issue #24), in one list. Each control names its page, how a visitor
 * uses it (`act`), how to undo that in the same page without reloading
 * (`undo`), and what makes up its visible answer (`answer`, see page-probe.ts).
 * Controls are found by role and accessible name, with the labels taken from
 * the site's locale files, so the English page and its /zh twin use the same
 * definition and an implementation change (React or plain DOM) keeps them.
 *
 * The form control submits the Get a Quote form with its required fields
 * empty: the visible answer is the browser's validation on the first required
 * field (focused, with the site's translated message as its validation
 * message, which is what the bubble shows). Filling and sending would also
 * measure the captcha's proof of work and the backend, not the page.
 */
import type { Locator, Page } from "@playwright/test";
import { href, type Locale, type RouteKey } from "../src/app/paths";
import { en } from "../src/i18n/locales/en/index";
import { zh } from "../src/i18n/locales/zh/index";
import type { AnswerSpec } from "./page-probe";

/** The site's copy of `key` ("whitePapers.filters.AllPapers") in `locale`. @throws Error for a missing key. */
export function copy(locale: Locale, key: string): string {
  let node: unknown = locale === "zh" ? zh : en;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`No copy "${key}" in ${locale}`);
  return node;
}

/** What a control's functions get: the page and its language's copy. */
export interface ControlContext {
  page: Page;
  locale: Locale;
  t: (key: string) => string;
}

/** One measured control. */
export interface Control {
  /** Id for `--only` ("white-papers", "search-open"). */
  id: string;
  /** The table's words for it. */
  label: string;
  route: RouteKey;
  /** "navigation": the answer is the next page (the language switch); measured with the probe's paint watches. */
  kind?: "navigation";
  answer: AnswerSpec;
  /**
   * The control as the visitor first sees it, when it may be below the fold:
   * scrolled into view, and the page left to settle, before the first tap is
   * measured (a visitor scrolls to a button, reads, then taps; the work the
   * scroll starts, such as lazy pictures, is not the tap's).
   */
  target?(c: ControlContext): Locator;
  /** What the visitor does. Resolves once the last input is sent (not when the page answered). */
  act(c: ControlContext): Promise<void>;
  /** Brings the page back to a state where `act` shows its answer again (no reload). */
  undo(c: ControlContext): Promise<void>;
}

const TAP = { timeout: 20_000 } as const;

/** Waits until the focused element is a visible text field inside `within` (a selector). */
async function focusedIn(page: Page, within: string, timeoutMs = 20_000): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const a = document.activeElement;
      return a instanceof HTMLInputElement && a.closest(sel) !== null && a.getClientRects().length > 0;
    },
    within,
    { timeout: timeoutMs, polling: 50 },
  );
}

const searchToggle = (c: ControlContext): Locator =>
  c.page.getByRole("button", { name: c.t("header.searchLabel"), exact: true });

/** Closes the site search dialog after clearing its input. */
async function closeSearch(c: ControlContext): Promise<void> {
  const input = c.page.locator('[role="dialog"] input').first();
  if (await input.isVisible()) {
    await input.fill("");
    await c.page.keyboard.press("Escape");
  }
  await c.page.locator('[role="dialog"]').first().waitFor({ state: "hidden", timeout: 10_000 });
}

/** Every control, in the order of the table. */
export const CONTROLS: readonly Control[] = [
  {
    id: "white-papers",
    label: 'white papers: choose "Technical Analysis"',
    route: "whitePapers",
    answer: { startOn: ["pointerdown"], texts: ["main :is(h2, h3)", "main [aria-pressed='true']"] },
    target: (c) => c.page.getByRole("button", { name: c.t("whitePapers.filters.TechnicalAnalysis"), exact: true }),
    act: (c) =>
      c.page.getByRole("button", { name: c.t("whitePapers.filters.TechnicalAnalysis"), exact: true }).tap(TAP),
    undo: (c) => c.page.getByRole("button", { name: c.t("whitePapers.filters.AllPapers"), exact: true }).tap(TAP),
  },
  {
    id: "news",
    label: 'news: choose "Product Launch"',
    route: "news",
    answer: { startOn: ["pointerdown"], texts: ["main :is(h2, h3)", "main [aria-pressed='true']"] },
    target: (c) => c.page.getByRole("button", { name: c.t("news.categories.productLaunch"), exact: true }),
    act: (c) => c.page.getByRole("button", { name: c.t("news.categories.productLaunch"), exact: true }).tap(TAP),
    undo: (c) => c.page.getByRole("button", { name: c.t("news.categories.all"), exact: true }).tap(TAP),
  },
  {
    id: "catalog-search",
    label: 'product catalog: type "MWD"',
    route: "productCatalog",
    // Measured from the first key: the tap that focuses the box shows nothing.
    answer: { startOn: ["keydown"], texts: ["main h2", "main [aria-live]"] },
    target: (c) => c.page.getByRole("searchbox", { name: c.t("catalog.search") }),
    act: async (c) => {
      await c.page.getByRole("searchbox", { name: c.t("catalog.search") }).tap(TAP);
      await focusedIn(c.page, "main");
      await c.page.keyboard.type("MWD");
    },
    undo: async (c) => {
      await c.page.getByRole("searchbox", { name: c.t("catalog.search") }).fill("");
      await c.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    },
  },
  {
    id: "catalog-category",
    label: 'product catalog: choose "MWD Tools"',
    route: "productCatalog",
    answer: { startOn: ["input", "change"], texts: ["main h2", "main [aria-live]"] },
    target: (c) => c.page.getByRole("combobox", { name: c.t("catalog.category") }),
    act: async (c) => {
      await c.page.getByRole("combobox", { name: c.t("catalog.category") }).selectOption("MWD Tools", TAP);
    },
    undo: async (c) => {
      await c.page.getByRole("combobox", { name: c.t("catalog.category") }).selectOption("all", TAP);
    },
  },
  {
    id: "search-open",
    label: "header search: open",
    route: "home",
    answer: { startOn: ["pointerdown"], focus: true },
    act: (c) => searchToggle(c).tap(TAP),
    undo: closeSearch,
  },
  {
    id: "search-type",
    // "turbine" on English pages, its word in the Chinese copy (涡轮) on /zh, where "turbine" finds nothing.
    label: 'header search: open, type "turbine"',
    route: "home",
    answer: { startOn: ["pointerdown"], texts: ['[role="dialog"] [role="option"]'] },
    act: async (c) => {
      await searchToggle(c).tap(TAP);
      await focusedIn(c.page, '[role="dialog"]');
      await c.page.keyboard.type(c.locale === "zh" ? "涡轮" : "turbine");
    },
    undo: closeSearch,
  },
  {
    id: "video",
    label: "video library: tap Watch",
    route: "videoLibrary",
    answer: { startOn: ["pointerdown"], texts: ['[role="alert"]', '[role="dialog"]', "video"] },
    target: (c) => c.page.locator("main button", { hasText: c.t("videoLibrary.watch") }).first(),
    act: (c) =>
      c.page
        .locator("main button", { hasText: c.t("videoLibrary.watch") })
        .first()
        .tap(TAP),
    undo: async (c) => {
      const close = c.page.getByRole("button", { name: c.t("common.closeToast") });
      for (const button of await close.all()) if (await button.isVisible()) await button.tap(TAP).catch(() => {});
      await c.page.locator('[role="alert"]').first().waitFor({ state: "hidden", timeout: 10_000 });
    },
  },
  {
    id: "careers",
    label: "careers: expand a job",
    route: "careers",
    answer: { startOn: ["pointerdown"], texts: ["main [aria-expanded]", "main p"] },
    target: (c) => c.page.locator("main button[aria-expanded]").first(),
    act: (c) => c.page.locator("main button[aria-expanded]").first().tap(TAP),
    undo: (c) => c.page.locator("main button[aria-expanded]").first().tap(TAP),
  },
  {
    id: "quote-submit",
    label: "get a quote: submit empty",
    route: "quote",
    answer: { startOn: ["pointerdown"], focus: true },
    target: (c) => c.page.getByRole("button", { name: c.t("quote.form.submit"), exact: true }),
    act: (c) => c.page.getByRole("button", { name: c.t("quote.form.submit"), exact: true }).tap(TAP),
    undo: async (c) => {
      await c.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    },
  },
  {
    id: "language",
    label: "language switch",
    route: "home",
    kind: "navigation",
    answer: { startOn: ["pointerdown"] },
    act: (c) => c.page.getByRole("link", { name: c.t("header.switchLanguage"), exact: true }).tap(TAP),
    // On the other language's page: its own toggle leads back.
    undo: (c) =>
      c.page
        .getByRole("link", { name: copy(c.locale === "en" ? "zh" : "en", "header.switchLanguage"), exact: true })
        .tap(TAP),
  },
];

/** The URL path of a control's page in `locale`. */
export const pathOf = (control: Control, locale: Locale): string => href(control.route, locale);
