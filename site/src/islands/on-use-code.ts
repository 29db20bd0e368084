/**
 * The code a page needs on first use, fetched before it is needed (issue
 * #24: the first tap answers as fast as a later one). The build lists, in
 * `<meta name="island-code">` (site/scripts/island-code.ts), the files of
 * the page's island that the entry has not loaded.
 *
 * - Once the page has loaded and done its own work, what a later use needs
 *   is fetched when the browser is idle (skipped when the visitor asked to
 *   save data): at once the page in the other language (where the header's
 *   language toggle leads) and the search worker's start (it loads and
 *   indexes the search on its own thread); the page island's code at the
 *   visitor's first scroll or mouse move or a few seconds later, into the
 *   HTTP cache at the lowest priority, not parsed or run.
 * - When the visitor reaches for the island, its files are all requested
 *   at once (modulepreload), one round instead of a chain of imports.
 */

import { inIdlePeriods } from "../lib/main-thread";
import { LANGUAGE_PREFETCH_RULES } from "./speculation-rules";

/** Names of the meta elements that list the files (space-separated absolute URLs) of each kind of on-use code. */
export const ON_USE_CODE_META = { island: "island-code" } as const;
/** A kind of on-use code: the page island's (the only kind since the search dialog joined the entry). */
export type OnUseCode = keyof typeof ON_USE_CODE_META;

/** The files the page lists for `kinds`, in order, without repeats (none without the meta elements). */
export function onUseFiles(doc: Document = document, kinds: readonly OnUseCode[] = ["island"]): string[] {
  const files = kinds.flatMap((kind) => {
    const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${ON_USE_CODE_META[kind]}"]`);
    return meta?.content.split(/\s+/).filter(Boolean) ?? [];
  });
  return [...new Set(files)];
}

/**
 * Adds one `<link rel>` per file not already linked with that rel (cors, as
 * module scripts are fetched). Returns the links it added.
 */
function link(
  doc: Document,
  rel: "prefetch" | "modulepreload",
  files: readonly string[],
  as: "script" | "document" = "script",
): HTMLLinkElement[] {
  const linked = new Set([...doc.head.querySelectorAll(`link[rel="${rel}"]`)].map((l) => l.getAttribute("href")));
  const added: HTMLLinkElement[] = [];
  for (const href of files) {
    if (linked.has(href)) continue;
    const element = doc.createElement("link");
    element.rel = rel;
    element.href = href;
    if (as === "script") element.crossOrigin = "anonymous";
    if (rel === "prefetch") element.setAttribute("as", as);
    doc.head.appendChild(element);
    added.push(element);
  }
  return added;
}

/** Requests the files of `kind` (the page island's) now, in one round (modulepreload); its imports then find them. */
export function preloadOnUseCode(kind: OnUseCode, doc: Document = document): void {
  link(doc, "modulepreload", onUseFiles(doc, [kind]));
}

/** Whether the visitor asked to save data (Save-Data / Data Saver). */
const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** How long after the page's own work (load, the data check) the prefetch waits, unless the visitor moves first (ms). */
export const PREFETCH_DELAY_MS = 5000;
/** Signs that the visitor is looking around (not yet a tap): the prefetch starts at the first one. */
const INTENT_EVENTS = ["scroll", "wheel", "pointermove"] as const;

/**
 * Prefetches the page the header's language toggle leads to, for the
 * navigation to use: by speculation rules where the browser has them (the
 * navigation then takes the response as it is, no request;
 * speculation-rules.ts), else `<link rel="prefetch" as="document">` (the
 * HTTP cache, revalidated on use).
 */
function prefetchOtherLanguage(doc: Document, href: string): void {
  const supports = (HTMLScriptElement as { supports?: (type: string) => boolean }).supports;
  if (supports?.("speculationrules")) {
    if (doc.head.querySelector('script[type="speculationrules"]')) return;
    const rules = doc.createElement("script");
    rules.type = "speculationrules";
    rules.textContent = LANGUAGE_PREFETCH_RULES;
    doc.head.appendChild(rules);
  } else link(doc, "prefetch", [href], "document");
}

/** The page the header's language toggle leads to (the same page in the other language), if any. */
const otherLanguagePage = (doc: Document) =>
  doc.querySelector<HTMLAnchorElement>("a[data-language-switch]")?.getAttribute("href") ?? undefined;

/** What the entry does alongside the prefetch (see prefetchOnUseCodeWhenIdle). */
export interface AlongsidePrefetch {
  /** Run with the first prefetches (the entry starts the search worker, which loads and indexes the search). */
  atOnce?: () => void;
}

/**
 * Prefetches what a later use needs, once the page has loaded and `after`
 * has settled (the data page's check of its rows: its work comes first),
 * each when the browser is idle:
 *
 * - at once, what is small and used most: the other language's page, where
 *   the header's language toggle leads (speculation rules where supported,
 *   so the switch needs no request), and
 *   `alongside.atOnce` (the entry starts the search worker: it loads and
 *   indexes the search on its own thread, so the first search costs what
 *   a later one does and the page's main thread pays nothing);
 * - at the first sign that the visitor is looking around (a scroll, the
 *   wheel, the mouse moving) or PREFETCH_DELAY_MS later, the page island's
 *   code. Measured with Lighthouse, prefetching all of the island's code
 *   right after load cost 60–170 ms of TBT (the downloads stretch the
 *   window in which the page's own tasks count as blocking); after the
 *   delay it cost none.
 *
 * Does nothing when the visitor saves data.
 */
export function prefetchOnUseCodeWhenIdle(
  doc: Document = document,
  after: Promise<unknown> = Promise.resolve(),
  alongside: AlongsidePrefetch = {},
  timeoutMs = 4000,
): void {
  if (savesData()) return;
  let lookAround!: () => void;
  const lookingAround = new Promise<void>((resolve) => (lookAround = resolve));
  const onIntent = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent);
    lookAround();
  };
  const loaded =
    doc.readyState === "complete"
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
  void Promise.all([loaded, after.catch(() => undefined)]).then(() => {
    // Each in an idle period of its own: together they made one task past 50 ms on a throttled phone.
    inIdlePeriods(
      [
        [
          "language prefetch",
          () => {
            const page = otherLanguagePage(doc);
            if (page) prefetchOtherLanguage(doc, page);
          },
        ],
        ["search readiness", () => alongside.atOnce?.()],
      ],
      timeoutMs,
    );
    for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { passive: true, once: true });
    setTimeout(onIntent, PREFETCH_DELAY_MS);
    void lookingAround.then(() => {
      const island = onUseFiles(doc, ["island"]);
      if (island.length > 0) inIdlePeriods([["island prefetch", () => link(doc, "prefetch", island)]], timeoutMs);
    });
  });
}
