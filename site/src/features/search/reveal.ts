/**
 * Opening a search result (issue #14): a result on another page loads that
 * page (an item's own page, issue #26, is such a page); a database item on
 * its list page (URL with `#<item id>`: documentation, or a row published
 * after the build, which has no page yet) is then scrolled to, focused
 * and marked for a moment once it is on its list page, which may show it only
 * after refreshing its rows (a new item). A result on the page being shown
 * is revealed at once. The item to reveal after a page load travels in
 * sessionStorage; the browser runtime calls `revealPending()` on load.
 */

import { WANT_ITEM_EVENT } from "../../lib/fresh-lists";

/** How long a result's target item may take to appear on its list page (ms). */
const REVEAL_WAIT_MS = 8_000;
/** sessionStorage key of the item to reveal after the next page load. */
const PENDING_KEY = "site.search.reveal";

/**
 * Waits for element `id` to appear (up to REVEAL_WAIT_MS), then scrolls to
 * it, gives it focus and marks it (class `search-target`) for 3 s.
 */
export function revealWhenPresent(id: string, started = Date.now()): void {
  const element = document.getElementById(id);
  if (!element) {
    // A list holding newer rows shows them: the visitor asked for one (issue #27). Asked again on each
    // try, since the list may hydrate later.
    window.dispatchEvent(new CustomEvent(WANT_ITEM_EVENT, { detail: id }));
    if (Date.now() - started < REVEAL_WAIT_MS) window.setTimeout(() => revealWhenPresent(id, started), 100);
    return;
  }
  element.scrollIntoView({ block: "center" });
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
  element.classList.add("search-target");
  window.setTimeout(() => element.classList.remove("search-target"), 3_000);
}

/** Opens result `url` (a site path, maybe with `#<item id>`). */
export function openResult(url: string): void {
  const target = new URL(url, window.location.href);
  const hash = decodeURIComponent(target.hash.slice(1));
  if (target.pathname === window.location.pathname && target.search === window.location.search) {
    window.history.pushState(window.history.state, "", target.href);
    if (hash) revealWhenPresent(hash);
    else {
      window.scrollTo({ top: 0 });
      document.getElementById("main")?.focus({ preventScroll: true });
    }
    return;
  }
  try {
    if (hash) sessionStorage.setItem(PENDING_KEY, hash);
  } catch {
    // Storage unavailable: the browser still scrolls to the #item.
  }
  window.location.assign(target.href);
}

/** On page load: reveals the item a search result opened this page for, if any. */
export function revealPending(): void {
  let id: string | null;
  try {
    id = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    return;
  }
  if (id && decodeURIComponent(window.location.hash.slice(1)) === id) revealWhenPresent(id);
}
