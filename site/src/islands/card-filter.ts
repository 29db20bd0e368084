/**
 * Filtering prerendered cards without React (issue #24: the first tap answers
 * at once). The pages that filter a list (white papers, news, the product
 * catalog) render every card, marked with what it is filtered by, and their
 * controls, marked with what they choose; this module is the one rule that
 * decides which cards show, and the attribute names both sides use. It has no
 * dependencies, so the pages (React) and the browser entry's plain-DOM
 * behaviour (islands/dom-filter.ts) share it at no cost.
 *
 * Markup (React props from the helpers below):
 * - the filter's root wraps controls and cards: `data-filter`;
 * - buttons of a choice group: `data-filter-choice="<value>"` and
 *   `aria-pressed` (the pressed one is the current choice);
 * - a `<select data-filter-select>`: its value is the current choice;
 * - a search box `<input data-filter-query>`: its text must be contained in
 *   the card's text (trimmed, ignoring case);
 * - each card: `data-filter-item`, `data-filter-value="<value>"` and
 *   `data-filter-text="<lower-case searchable text>"`;
 * - optional `data-filter-empty` (shown when no card is, unless the root is
 *   `data-filter-loading`) and
 *   `data-filter-count` with `data-filter-count-<plural category>`
 *   templates holding `{{count}}`.
 */

/** The choice that matches every card. */
export const ANY_CHOICE = "all";

/** Attribute names (one place: the pages and the DOM behaviour both read them). */
export const FILTER_ATTR = {
  root: "data-filter",
  ready: "data-filter-ready",
  loading: "data-filter-loading",
  choice: "data-filter-choice",
  select: "data-filter-select",
  query: "data-filter-query",
  item: "data-filter-item",
  value: "data-filter-value",
  text: "data-filter-text",
  empty: "data-filter-empty",
  count: "data-filter-count",
} as const;

/** What the visitor chose: a choice value (ANY_CHOICE for all) and the search box's text. */
export interface FilterState {
  choice: string;
  query: string;
}

/** What a card is filtered by: its choice value and its lower-case searchable text. */
export interface FilterKey {
  value: string;
  text: string;
}

/** Lower-case searchable text of a card made of `parts` (joined by new lines, which a search box cannot hold). */
export const searchableText = (...parts: readonly string[]): string => parts.join("\n").toLowerCase();

/** Whether a card with `key` shows under `state`: its value is the choice (or the choice is ANY_CHOICE) and its text contains the trimmed, lower-cased query. */
export function cardMatches(key: FilterKey, state: FilterState): boolean {
  const needle = state.query.trim().toLowerCase();
  return (state.choice === ANY_CHOICE || key.value === state.choice) && (needle === "" || key.text.includes(needle));
}

/** React props of a filterable card. */
export const filterItemProps = (key: FilterKey): Record<`data-${string}`, string> => ({
  [FILTER_ATTR.item]: "",
  [FILTER_ATTR.value]: key.value,
  [FILTER_ATTR.text]: key.text,
});

/** React props of a choice button: its value, pressed when it is `current`. */
export const filterChoiceProps = (value: string, current: string) => ({
  [FILTER_ATTR.choice]: value,
  "aria-pressed": value === current,
});

/**
 * React props of a count line: `templates` maps plural categories
 * (Intl.PluralRules: "one", "other", …) to texts holding `{{count}}`. The
 * count's text is rendered for the initial state and replaced by the DOM
 * behaviour; React leaves it alone on hydration.
 */
export const filterCountProps = (templates: Record<string, string>) => ({
  [FILTER_ATTR.count]: "",
  ...Object.fromEntries(
    Object.entries(templates).map(([category, text]) => [`${FILTER_ATTR.count}-${category}`, text]),
  ),
  suppressHydrationWarning: true,
});

/** `template` (from filterCountProps) with its `{{count}}` replaced by `count`. */
export const fillCount = (template: string, count: number): string =>
  template.replace(/\{\{\s*count\s*\}\}/g, String(count));
