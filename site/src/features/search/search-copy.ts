/**
 * The search dialog's texts without i18next (issue #24: the dialog runs in
 * plain DOM, so its first use fetches no React and no i18n). The header's
 * search button carries them, in the page's language, as JSON in one
 * attribute (search-button.tsx renders them from the locale files); the
 * dialog's shell and its code read them from there.
 */
import { pluralForms, pluralText, type PluralForms } from "../../../../shared/content/plural-text";
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
  results: PluralForms;
  /** `{{query}}` is replaced. */
  none: string;
  error: string;
  retry: string;
  asOfBuild: string;
  keys: string;
  /** The badge of an English result on a Chinese page (issue #30): "English", "英文". */
  inEnglish: string;
  /** The heading of a group of English results: `{{kind}}` is replaced ("Videos (English)", "视频（英文）"). */
  otherLanguageGroup: string;
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
  "inEnglish",
  "otherLanguageGroup",
] as const;
const KINDS: readonly SearchKind[] = ["page", "whitePaper", "caseStudy", "video", "documentation", "news"];

/**
 * The dialog's texts from a translation function (`t` of react-i18next, or
 * any `(key) => string` that returns the key itself when it has no text).
 */
export function searchCopy(t: (key: string) => string): SearchCopy {
  const plain = Object.fromEntries(PLAIN_KEYS.map((key) => [key, t(`search.${key}`)])) as Pick<
    SearchCopy,
    (typeof PLAIN_KEYS)[number]
  >;
  const results = pluralForms(t, "search.results");
  const kinds = Object.fromEntries(KINDS.map((kind) => [kind, t(`search.kinds.${kind}`)])) as SearchCopy["kinds"];
  return { ...plain, results, kinds };
}

/** The texts the search `button` carries. @throws Error when it carries none (the header was rendered without them). */
export function readSearchCopy(button: Element): SearchCopy {
  const json = button.getAttribute(SEARCH_COPY_ATTR);
  if (!json) throw new Error(`The search button has no ${SEARCH_COPY_ATTR}`);
  return JSON.parse(json) as SearchCopy;
}

/** "3 results" in the language of `locale` (a BCP 47 tag: "en", "zh-CN"). */
export const resultsText = (copy: SearchCopy, count: number, locale: string): string =>
  pluralText(copy.results, count, locale);
