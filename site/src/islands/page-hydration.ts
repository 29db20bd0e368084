/**
 * How each public page's content runs in the browser (issue #13: JavaScript
 * only for what is interactive). The prerendered HTML is the page; React
 * hydrates a page's content (its "page island", islands/page-island.tsx)
 * only when the page has something that needs it:
 *
 * - `static`: nothing in the content needs React (text, tables, links, and
 *   the list filters and show-more buttons, which answer in plain DOM:
 *   islands/dom-filter.ts, islands/disclosure.ts); it is never hydrated.
 * - `interaction`: buttons, forms, filters, players. The content hydrates
 *   when the visitor first reaches for it (pointer down or over a control,
 *   focus, a key); what they typed before stays, and a click or a submit
 *   made before hydration is replayed after it (islands/arm-island.ts).
 *
 * `lists` names the public lists (lib/public-lists.ts labels) a data page
 * shows: they are prerendered into its HTML, and after load the browser
 * reads them again (plain fetch, no React) and hydrates the page only when
 * the rows changed or were never prerendered (islands/list-freshness.ts).
 *
 * One entry per page module; a test checks that `static` pages render no
 * control.
 */
import type { PageName } from "../i18n/copy-modules";

/** When a page's content hydrates. */
export type PageHydration = "static" | "interaction";

/** A page's hydration and the public lists it shows. */
export interface PageIslandSpec {
  hydrate: PageHydration;
  lists?: readonly string[];
}

const STATIC: PageIslandSpec = { hydrate: "static" };
const INTERACTIVE: PageIslandSpec = { hydrate: "interaction" };
/** A product page with a Download Catalog button (issue #27): it hydrates on use, or when the catalogs changed since the build. */
const CATALOG_PAGE: PageIslandSpec = { hydrate: "interaction", lists: ["catalogs"] };

/** Every page module's hydration (see above). */
export const PAGE_HYDRATION: Record<PageName, PageIslandSpec> = {
  "home/home-page": { hydrate: "interaction", lists: ["latest news"] },
  "system/not-found-page": STATIC,
  "quote/quote-page": INTERACTIVE,
  "enquiries/enquiry-page": INTERACTIVE,
  "company/about-page": STATIC,
  "company/careers-page": STATIC,
  "company/contact-page": STATIC,
  "company/news-page": { hydrate: "interaction", lists: ["news"] },
  "products/watch-demo-page": INTERACTIVE,
  "products/explore-rss-page": STATIC,
  "products/rss-systems-page": CATALOG_PAGE,
  "products/measurement-tools-page": CATALOG_PAGE,
  "products/software-solutions-page": CATALOG_PAGE,
  "products/measurement-solutions-page": STATIC,
  "products/technical-specifications-page": STATIC,
  "products/platforms-page": STATIC,
  "products/drilling-tools-page": CATALOG_PAGE,
  "products/product-catalog-page": STATIC,
  "services/service-page": STATIC,
  "resources/documentation-page": { hydrate: "interaction", lists: ["documentation"] },
  "resources/case-studies-page": { hydrate: "interaction", lists: ["case studies"] },
  "resources/white-papers-page": { hydrate: "interaction", lists: ["white papers"] },
  "resources/video-library-page": { hydrate: "interaction", lists: ["videos"] },
  "legal/privacy-page": STATIC,
  "legal/legal-text-page": STATIC,
  // Item pages (issue #26): text, links and a native video player; Copy link answers in plain DOM (islands/copy-link.ts).
  "items/item-page": STATIC,
};
