/**
 * Content lists written into the prerendered HTML (issue #13): the build
 * reads the public lists once (anon key, as a visitor) and each data page is
 * prerendered with its list, so the cards (and the covers above the fold)
 * paint from HTML, before any script runs. The rows used by a page travel with
 * it as JSON (`<script type="application/json" id="prerendered-lists">`), so
 * the browser's first render matches the HTML and hydrates without a
 * mismatch; `useRemoteList` then refreshes them from the database.
 *
 * Server side, the build sets the lists (`setPrerenderedLists`) and collects
 * the ones a page read (`takeUsedLists`); browser side, the lists come from the
 * loaded page's JSON. They stay available for the whole visit: parts of a page
 * may hydrate after the root's first commit (Suspense boundaries), and a later
 * mount shows them the same way (at once, then refreshed) when the 5-minute
 * cache has nothing newer.
 */

/** The id of the JSON script element carrying a page's lists. */
export const PRERENDERED_LISTS_ID = "prerendered-lists";

let lists: Record<string, unknown[]> = {};
const used = new Set<string>();
let readFromDocument = false;

function fromDocument(): Record<string, unknown[]> {
  const element = document.getElementById(PRERENDERED_LISTS_ID);
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as Record<string, unknown[]>;
  } catch (error) {
    console.error("Unreadable prerendered lists", error);
    return {};
  }
}

/** The lists at hand: the loaded page's (browser, read once) or the build's. */
function currentLists(): Record<string, unknown[]> {
  if (typeof window !== "undefined" && !readFromDocument) {
    readFromDocument = true;
    lists = fromDocument();
  }
  return lists;
}

/** The rows of list `label` written into the loaded page's HTML (browser) or set by the build (prerender), or undefined. */
export function prerenderedList<T>(label: string): T[] | undefined {
  const rows = currentLists()[label];
  if (rows) used.add(label);
  return rows as T[] | undefined;
}

/**
 * The rows of list `label`, like prerenderedList, without marking the list as
 * used: a page that reads one row of a list (an item page, issue #26, finds
 * its item by slug) does not carry the whole list in its HTML (takeUsedLists
 * leaves it out). Undefined when the list was not read.
 */
export function peekPrerenderedList<T>(label: string): T[] | undefined {
  return currentLists()[label] as T[] | undefined;
}

/** Build side: the lists the prerender may use, keyed by label (undefined entries are left out). */
export function setPrerenderedLists(next: Record<string, unknown[] | undefined>): void {
  lists = Object.fromEntries(Object.entries(next).filter((entry): entry is [string, unknown[]] => !!entry[1]));
}

/** Build side: the lists read since the last call (the page just rendered), and forgets them. */
export function takeUsedLists(): Record<string, unknown[]> {
  const taken = Object.fromEntries([...used].map((label) => [label, lists[label]!]));
  used.clear();
  return taken;
}

/** The JSON script element carrying `taken` (`<` escaped so no row can close the element), or "" when empty. */
export function prerenderedListsScript(taken: Record<string, unknown[]>): string {
  if (Object.keys(taken).length === 0) return "";
  const json = JSON.stringify(taken).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${PRERENDERED_LISTS_ID}">${json}</script>`;
}
