/**
 * Browser entry of the public pages (issue #13: JavaScript only for what is
 * interactive). The prerendered HTML is the page; this small script, with no
 * React in it, makes it work:
 *
 * - the header's menu, nav, language toggle and search button
 *   (components/layout/header-behaviour.ts);
 * - the forms' required and e-mail fields answer a submit with the site's
 *   translated messages, also before their code has loaded
 *   (components/forms/native-validation.ts, issue #24);
 * - what was typed into the page's forms survives the language toggle and
 *   the back button (islands/form-carry.ts);
 * - list filters (white papers, news, the product catalog), show-more
 *   buttons (careers) and Watch Video (the video library) answer in plain
 *   DOM, without React (islands/dom-filter.ts, islands/disclosure.ts,
 *   islands/video-watch.ts, issue #24); Copy link on the item pages too
 *   (islands/copy-link.ts, issue #26);
 * - the page's content (its page island) hydrates when the visitor first
 *   reaches for it, if the page has anything interactive
 *   (islands/page-hydration.ts, islands/arm-island.ts), or at once on a data
 *   page whose rows changed since the build (islands/list-freshness.ts,
 *   checked again when the visitor comes back to the page); its
 *   code and the search dialog's are prefetched once the page is idle and
 *   requested in one round on use (islands/on-use-code.ts); the search
 *   worker builds the search index then, off the main thread
 *   (features/search/search-client.ts);
 * - lazy pictures fade in as they scroll into view or load (lib/lazy-reveal.ts),
 *   drawn from the site's own copies of published pictures, as the prerender
 *   drew them (shared/content/site-media.ts);
 * - the not-found page logs its path (spec §8) and a search result's item is
 *   revealed (features/search/reveal.ts);
 * - an English page offers the Chinese one to a first visit whose browser
 *   prefers Chinese (islands/language-offer.ts, issue #30).
 *
 * Each of these starts in a short task of its own (lib/main-thread.ts), so
 * the start-up never blocks a tap for long (issue #24: TBT).
 *
 * When it is done it marks <html data-hydrated="true"> (the browser tests
 * wait for it); an island marks itself `data-hydrated` once React has
 * hydrated it.
 */
import "./app/mantine-styles";
import { localeOf, NOT_FOUND_PAGE } from "./app/paths";
import { attachNativeValidation } from "./components/forms/native-validation";
import { attachHeader, prepareHeaderSearch } from "./components/layout/header-behaviour";
import { prepareSiteSearch } from "./features/search/search-client";
import { revealPending } from "./features/search/reveal";
import type { PageName } from "./i18n/copy-modules";
import { armIsland } from "./islands/arm-island";
import { attachCopyLinks } from "./islands/copy-link";
import { attachDisclosures } from "./islands/disclosure";
import { attachFilters } from "./islands/dom-filter";
import { attachVideoWatch } from "./islands/video-watch";
import { carryFields } from "./islands/form-carry";
import { offerChineseWhenIdle } from "./islands/language-offer";
import { ISLAND_KIND_ATTR, ISLAND_PAGE_ATTR } from "./islands/page-attrs";
import { preloadOnUseCode, prefetchOnUseCodeWhenIdle } from "./islands/on-use-code";
import { PAGE_HYDRATION } from "./islands/page-hydration";
import { recoverSiteCopies, revealLazyPictures } from "./lib/lazy-reveal";
import { runInSteps } from "./lib/main-thread";
import { logNotFound } from "./lib/not-found-log";
import { serveSiteMedia } from "../../shared/content/site-media-switch";

/** The page's island element and its page name, or undefined on a page without one. */
function pageIsland(): { island: HTMLElement; page: PageName } | undefined {
  const island = document.querySelector<HTMLElement>(`[${ISLAND_PAGE_ATTR}]`);
  const page = island?.getAttribute(ISLAND_PAGE_ATTR) as PageName | null | undefined;
  return island && page ? { island, page } : undefined;
}

/**
 * Starts the page's behaviour in short steps, each its own task
 * (lib/main-thread.ts: a start-up in one task blocked a throttled phone's tap
 * for up to 80 ms, issue #24). What a tap needs first (the header, the forms,
 * the filters) comes first; until a step has run, its controls work as the
 * prerendered HTML does.
 */
function start(): Promise<void> {
  const header = document.querySelector<HTMLElement>(".site-header");
  const locale = localeOf(window.location.pathname);
  // What a failed lazy picture calls: hydrate the page's content (its component falls back to the illustration).
  let hydrateNow: () => void = () => undefined;
  // The data page's check of its rows, which the idle prefetch lets go first.
  let dataCheck: Promise<unknown> = Promise.resolve();
  const armPageIsland = () => {
    const found = pageIsland();
    if (!found) return;
    const { island, page } = found;
    if (page === NOT_FOUND_PAGE) logNotFound(window.location.pathname);
    const spec = PAGE_HYDRATION[page];
    if (spec?.hydrate !== "interaction") return;
    const kind = island.getAttribute(ISLAND_KIND_ATTR) ?? "";
    const armed = armIsland(island, () => {
      preloadOnUseCode("island");
      return import("./islands/hydrate-page").then((m) => m.hydratePage(island, page, kind, locale));
    });
    hydrateNow = () => void armed.start();
    if (spec.lists?.length) {
      dataCheck = import("./islands/list-freshness").then(({ watchLists }) =>
        watchLists(spec.lists!, () => armed.start()),
      );
    }
  };
  return runInSteps([
    // Published pictures come from the site's own copies (issue #24), as in the prerender.
    ["site media", () => serveSiteMedia()],
    ["header", () => header && attachHeader(header)],
    ["form carry", carryFields],
    ["form validation", attachNativeValidation],
    ["filters", attachFilters],
    ["disclosures", attachDisclosures],
    ["video watch", attachVideoWatch],
    ["copy links", attachCopyLinks],
    ["page island", armPageIsland],
    ["lazy pictures", () => revealLazyPictures(document, () => hydrateNow())],
    ["site copies", () => recoverSiteCopies()],
    ["search reveal", revealPending],
    [
      // And search is readied: the worker loads and indexes this language's search off the main thread, and
      // the dialog is laid out hidden, so a first search answers as fast as a later one (issue #24).
      "prefetch",
      () =>
        prefetchOnUseCodeWhenIdle(document, dataCheck, {
          atOnce: () => (header ? prepareHeaderSearch(header, locale) : prepareSiteSearch(locale)),
        }),
    ],
    // A first visit from a browser that prefers Chinese: an offer to switch, never a redirect (issue #30).
    ["language offer", () => offerChineseWhenIdle(locale)],
    ["hydrated mark", () => (document.documentElement.dataset.hydrated = "true")],
  ]);
}

void start();
