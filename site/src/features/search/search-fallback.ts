/**
 * Search on a Chinese page also searches the English content (issue #30):
 * a word that only the English texts have ("turbine") still finds the pages
 * and items that carry it. The English index (`search/en.json`, the same file
 * English pages use) is loaded by the worker when search opens on a Chinese
 * page, never before (search-engine.ts); its hits come after the Chinese
 * ones, marked as English (`lang: "en"`: the dialog shows an "English"
 * badge and sets `lang="en"` on their texts), and lead to the Chinese page
 * of the same page or item (every English page has its `/zh` twin, and a
 * visitor who chose Chinese would be sent there anyway, app/locale-redirect.ts).
 * A page or item the Chinese search already found is not listed twice.
 */
import { withLocale, type Locale } from "../../app/paths";
import type { SearchHit } from "./search-engine";

/** The language whose content a language's search also searches: Chinese pages search the English content too. */
export const FALLBACK_LOCALE: Partial<Record<Locale, Locale>> = { zh: "en" };

/**
 * The hits of a search on a `locale` page: `primary` (the page's language)
 * first, then the `fallback` hits (the FALLBACK_LOCALE's, best first) of
 * pages and items `primary` does not have (same document id), marked
 * `lang` = the fallback's language and linked to their page in `locale`.
 */
export function mergeFallbackHits(
  primary: readonly SearchHit[],
  fallback: readonly SearchHit[],
  locale: Locale,
): SearchHit[] {
  const language = FALLBACK_LOCALE[locale];
  if (!language || fallback.length === 0) return [...primary];
  const found = new Set(primary.map((hit) => hit.id));
  const extra = fallback
    .filter((hit) => !found.has(hit.id))
    .map((hit): SearchHit => ({ ...hit, url: withLocale(hit.url, locale), lang: language }));
  return [...primary, ...extra];
}
