/**
 * The languages of the whole product (issue #25): the public site's, the
 * admin console's (browser and desktop), the content's translated fields and
 * the enquiries' `locale` column all use this one list. English is first: the
 * default, served at unprefixed paths. No i18next or React here, so every
 * layer (site bundle, desktop main and preload, Edge Functions) may import it.
 */

/** Every language, English (the default) first: `en` English, `zh` Simplified Chinese. */
export const LANGUAGES = ["en", "zh"] as const;

/** One language: "en" or "zh". */
export type Language = (typeof LANGUAGES)[number];
