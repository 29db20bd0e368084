/**
 * The list filters' behaviour in plain DOM (issue #24): a tap on a filter
 * button, a key typed into a catalog search or a category chosen answers at
 * once, before and without React, on the prerendered cards (markup and rule:
 * islands/card-filter.ts). What was typed or chosen before this script ran is
 * applied when it attaches. The page's React (if it hydrates, for its other
 * controls) renders every card and never touches what this module sets
 * (`hidden` on cards, the pressed button's look, the empty line and the
 * count); when React replaces the cards (new rows), the filter is applied to
 * the new ones. A button's pressed look is the pressed button's own
 * attributes (`data-variant`, `style`: Mantine's filled variant) copied over,
 * and the others get an unpressed button's, so it looks as React draws it.
 */
import { cardMatches, fillCount, FILTER_ATTR, type FilterState } from "./card-filter";

/** Attributes that make a Mantine button look pressed or not. */
const LOOK_ATTRS = ["data-variant", "style"] as const;
type Look = Partial<Record<(typeof LOOK_ATTRS)[number], string | null>>;

const lookOf = (element: Element | null | undefined): Look | undefined =>
  element ? Object.fromEntries(LOOK_ATTRS.map((name) => [name, element.getAttribute(name)])) : undefined;

function setAttr(element: Element, name: string, value: string | null | undefined): void {
  if (value === undefined) return;
  if (value === null) element.removeAttribute(name);
  else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/**
 * Makes the filter under `root` (an element with `data-filter`) answer
 * without React, applies the current choice and text at once, and marks the
 * root `data-filter-ready="true"`. Returns the function that applies the
 * filter again (tests call it).
 */
export function attachFilter(root: HTMLElement): () => void {
  const buttons = () => [...root.querySelectorAll<HTMLElement>(`[${FILTER_ATTR.choice}]`)];
  const initial = buttons();
  const pressedLook = lookOf(initial.find((b) => b.getAttribute("aria-pressed") === "true"));
  const plainLook = lookOf(initial.find((b) => b.getAttribute("aria-pressed") !== "true"));
  let choice = initial.find((b) => b.getAttribute("aria-pressed") === "true")?.getAttribute(FILTER_ATTR.choice);
  const plural = new Intl.PluralRules(document.documentElement.lang || "en");

  const state = (): FilterState => {
    const select = root.querySelector<HTMLSelectElement>(`select[${FILTER_ATTR.select}]`);
    const query = root.querySelector<HTMLInputElement>(`input[${FILTER_ATTR.query}]`);
    return { choice: select?.value ?? choice ?? "all", query: query?.value ?? "" };
  };

  const apply = () => {
    const current = state();
    for (const button of buttons()) {
      const pressed = button.getAttribute(FILTER_ATTR.choice) === current.choice;
      setAttr(button, "aria-pressed", String(pressed));
      const look = pressed ? pressedLook : plainLook;
      if (look) for (const name of LOOK_ATTRS) setAttr(button, name, look[name]);
    }
    let shown = 0;
    for (const item of root.querySelectorAll<HTMLElement>(`[${FILTER_ATTR.item}]`)) {
      const match = cardMatches(
        { value: item.getAttribute(FILTER_ATTR.value) ?? "", text: item.getAttribute(FILTER_ATTR.text) ?? "" },
        current,
      );
      if (item.hidden === match) item.hidden = !match;
      if (match) shown++;
    }
    const noEmptyLine = shown > 0 || root.hasAttribute(FILTER_ATTR.loading);
    for (const empty of root.querySelectorAll<HTMLElement>(`[${FILTER_ATTR.empty}]`)) {
      if (empty.hidden !== noEmptyLine) empty.hidden = noEmptyLine;
    }
    for (const count of root.querySelectorAll<HTMLElement>(`[${FILTER_ATTR.count}]`)) {
      const template =
        count.getAttribute(`${FILTER_ATTR.count}-${plural.select(shown)}`) ??
        count.getAttribute(`${FILTER_ATTR.count}-other`);
      if (template !== null) {
        const text = fillCount(template, shown);
        if (count.textContent !== text) count.textContent = text;
      }
    }
  };

  root.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${FILTER_ATTR.choice}]`) : null;
    if (!button || !root.contains(button)) return;
    choice = button.getAttribute(FILTER_ATTR.choice) ?? choice;
    apply();
  });
  root.addEventListener("input", apply);
  root.addEventListener("change", apply);
  // React replaced or added cards (fresher rows, a re-render): filter them too.
  if (typeof MutationObserver !== "undefined") {
    new MutationObserver((records) => {
      if (records.some((r) => r.type === "childList" && r.target !== root.querySelector(`[${FILTER_ATTR.count}]`)))
        apply();
    }).observe(root, { childList: true, subtree: true });
  }
  apply();
  root.setAttribute(FILTER_ATTR.ready, "true");
  return apply;
}

/** Attaches every filter of `document` (attachFilter). */
export function attachFilters(doc: Document = document): void {
  for (const root of doc.querySelectorAll<HTMLElement>(`[${FILTER_ATTR.root}]`)) attachFilter(root);
}
