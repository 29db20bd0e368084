/**
 * The admin console's own i18next instance (issue #10 item 4), separate from
 * the site's (site/src/i18n): English and Chinese resources from en.ts and
 * zh.ts, the language chosen with the admin's toggle kept in localStorage
 * under ADMIN_LANGUAGE_STORAGE_KEY (English when nothing valid is stored),
 * typed keys, and the locale tag dates and numbers are formatted with.
 * React screens read it through useAdminI18n(); code outside React (the auth
 * store's toasts, the desktop host) calls adminT().
 */
import i18next, { type TOptions } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type AdminMessages, en } from "./en";
import { ADMIN_LANGUAGE_STORAGE_KEY, ADMIN_LANGUAGES, ADMIN_LOCALE_TAG, type AdminLanguage } from "./languages";
import { zh } from "./zh";

export { ADMIN_LANGUAGE_STORAGE_KEY, ADMIN_LANGUAGES, ADMIN_LOCALE_TAG, type AdminLanguage } from "./languages";

/** The i18next namespace of the admin texts. */
export const ADMIN_NAMESPACE = "admin";

/** Every language's texts, keyed by language. */
export const ADMIN_RESOURCES: Record<AdminLanguage, AdminMessages> = { en, zh };

/** `s` as an admin language: "zh" for any zh tag, else "en". */
export const toAdminLanguage = (s: string | null | undefined): AdminLanguage =>
  s?.toLowerCase().startsWith("zh") ? "zh" : "en";

/** The language stored by the toggle; "en" when none is stored or storage is unavailable (no DOM, privacy mode). */
export function readStoredLanguage(): AdminLanguage {
  try {
    return globalThis.localStorage?.getItem(ADMIN_LANGUAGE_STORAGE_KEY) === "zh" ? "zh" : "en";
  } catch {
    return "en";
  }
}

/** The admin's i18next instance (never the site's global one). */
export const adminI18n = i18next.createInstance();
void adminI18n.init({
  resources: { en: { [ADMIN_NAMESPACE]: en }, zh: { [ADMIN_NAMESPACE]: zh } },
  lng: readStoredLanguage(),
  fallbackLng: "en",
  supportedLngs: [...ADMIN_LANGUAGES],
  ns: [ADMIN_NAMESPACE],
  defaultNS: ADMIN_NAMESPACE,
  initAsync: false,
  interpolation: { escapeValue: false },
});

type PluralSuffix = "one" | "other";

/** Dotted paths of the string leaves of `T`; plural leaves (`x_one`, `x_other`) give one key `x`. */
type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K extends `${infer B}_${PluralSuffix}` ? B : K}`
    : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the admin texts, e.g. "toast.signedIn" or "entities.videos.title". */
export type AdminKey = Leaves<AdminMessages>;

/** Translates one admin key; `options` carries interpolation values and `count` for plurals. */
export type AdminT = (key: AdminKey, options?: TOptions) => string;

/** i18next's `t` seen as plain string in, string out (its own key typing is for a global resource type). */
type PlainT = (key: string, options: TOptions) => string;

/** Translates `key` in the current admin language (for code outside React). */
export const adminT: AdminT = (key, options) => (adminI18n.t as unknown as PlainT)(key, options ?? {});

/** The current admin language. */
export const adminLanguage = (): AdminLanguage => toAdminLanguage(adminI18n.language);

/**
 * Switches the admin to `language`, remembers it in localStorage (a storage
 * failure only loses the memory) and re-renders every screen using useAdminI18n().
 */
export async function setAdminLanguage(language: AdminLanguage): Promise<void> {
  try {
    globalThis.localStorage?.setItem(ADMIN_LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage unavailable (privacy mode): the choice lasts for this page only.
  }
  if (adminI18n.language !== language) await adminI18n.changeLanguage(language);
}

/** What an admin screen needs for its texts. */
export interface AdminI18n {
  /** Translates an admin key in the current language. */
  t: AdminT;
  /** The current admin language. */
  language: AdminLanguage;
  /** Its BCP 47 tag for Intl (dates, numbers). */
  locale: string;
}

/** The admin texts for a React screen; re-renders when the language changes. */
export function useAdminI18n(): AdminI18n {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE, { i18n: adminI18n, useSuspense: false });
  const language = toAdminLanguage(i18n.language);
  return useMemo(() => {
    const plain = t as unknown as PlainT;
    return { t: (key, options) => plain(key, options ?? {}), language, locale: ADMIN_LOCALE_TAG[language] };
  }, [t, language]);
}
