/**
 * The search dialog's texts without i18next (issue #24: the dialog runs in
 * plain DOM, so its first use fetches no React and no i18n). The header's
 * search button carries them, in the page's language, as JSON in one
 * attribute (search-button.tsx renders them from the locale files); the
 * dialog's shell and its code read them from there.
 */
import type { SearchKind } from "./search-documents";

/** The attribute of the search button that holds the dialog's texts (JSON of SearchCopy). */
export const SEARCH_COPY_ATTR = "data-search-copy";

/** Every text of the dialog: the `search.*` keys of the locale files. */
export interface SearchCopy {
  title: string;
  inputLabel: string;
  placeholder: string;
  close: string;
  loading: string;
  prompt: string;
  /** Plural forms by Intl.PluralRules category ("one", "other"); `{{count}}` is replaced. */
  results: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  /** `{{query}}` is replaced. */
  none: string;
  error: string;
  retry: string;
  asOfBuild: string;
  keys: string;
  kinds: Record<SearchKind, string>;
}

/** Keys of SearchCopy that are plain strings, read with `t("search.<key>")`. */
const PLAIN_KEYS = [
  "title",
  "inputLabel",
  "placeholder",
  "close",
  "loading",
  "prompt",
  "none",
  "error",
  "retry",
  "asOfBuild",
  "keys",
] as const;
const KINDS: readonly SearchKind[] = ["page", "whitePaper", "caseStudy", "video", "documentation"];
const PLURALS: readonly Intl.LDMLPluralRule[] = ["zero", "one", "two", "few", "many", "other"];

/**
 * The dialog's texts from a translation function (`t` of react-i18next, or
 * any `(key) => string` that returns the key itself when it has no text).
 */
export function searchCopy(t: (key: string) => string): SearchCopy {
  const plain = Object.fromEntries(PLAIN_KEYS.map((key) => [key, t(`search.${key}`)])) as Pick<
    SearchCopy,
    (typeof PLAIN_KEYS)[number]
  >;
  const results: SearchCopy["results"] = { other: t("search.results_other") };
  for (const form of PLURALS) {
    const key = `search.results_${form}`;
    const text = t(key);
    if (text !== key) results[form] = text;
  }
  const kinds = Object.fromEntries(KINDS.map((kind) => [kind, t(`search.kinds.${kind}`)])) as SearchCopy["kinds"];
  return { ...plain, results, kinds };
}

/** The texts the search `button` carries. @throws Error when it carries none (the header was rendered without them). */
export function readSearchCopy(button: Element): SearchCopy {
  const json = button.getAttribute(SEARCH_COPY_ATTR);
  if (!json) throw new Error(`The search button has no ${SEARCH_COPY_ATTR}`);
  return JSON.parse(json) as SearchCopy;
}

/** `template` with each `{{name}}` replaced by `values[name]`. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** "3 results" in the language of `locale` (a BCP 47 tag: "en", "zh-CN"). */
export function resultsText(copy: SearchCopy, count: number, locale: string): string {
  const form = new Intl.PluralRules(locale).select(count);
  return fill(copy.results[form] ?? copy.results.other, { count });
}
