/**
 * The visitor's remembered language (spec §4 Language, issue #10), kept in
 * localStorage: the language shown is the URL's (app/paths.ts); the choice
 * only sends a returning visitor to the Chinese pages (app/locale-redirect.ts).
 */
import type { Locale } from "../app/paths";

/** localStorage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = "site.language";

/** Remembers the visitor's language choice (the header toggle). */
export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for the visit (the URL keeps it).
  }
}

/**
 * localStorage key of the dismissed offer to switch language (issue #30,
 * islands/language-offer.ts): set once the visitor closes the offer or
 * takes it, so it is never shown again.
 */
export const LANGUAGE_OFFER_STORAGE_KEY = "site.languageOffer";

/** The remembered choice ("en", "zh") and whether the offer was dismissed; both unknown when storage is unavailable. */
export function readLanguageMemory(): { choice: string | null; offerDismissed: boolean } | undefined {
  try {
    return {
      choice: localStorage.getItem(LANGUAGE_STORAGE_KEY),
      offerDismissed: localStorage.getItem(LANGUAGE_OFFER_STORAGE_KEY) !== null,
    };
  } catch {
    return undefined;
  }
}

/** Remembers that the visitor answered the offer to switch language (issue #30). */
export function dismissLanguageOffer(): void {
  try {
    localStorage.setItem(LANGUAGE_OFFER_STORAGE_KEY, "dismissed");
  } catch {
    // Without storage the offer comes back on the next page; it never redirects.
  }
}
