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
