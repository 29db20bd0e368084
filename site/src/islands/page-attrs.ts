/** The page island's data attributes (issue #13), shared by its markup (page-island.tsx) and the browser entry. */

/** Attribute naming the page module ("resources/white-papers-page"). */
export const ISLAND_PAGE_ATTR = "data-island";
/** Attribute with the page's kind (the route key, read by enquiry and service pages). */
export const ISLAND_KIND_ATTR = "data-kind";
