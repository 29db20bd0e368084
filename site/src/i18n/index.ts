/**
 * i18next setup: English chrome and home copy bundled (default, spec §3
 * Language); the other pages' English comes with their chunks
 * (register-pages.ts); Chinese is loaded on demand, before a `/zh/` page
 * renders (issue #10: the URL decides the language).
 */
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { LOCALE_TAG, type Locale } from "../app/paths";
import { enCore } from "./locales/en/core";

/** UI languages (spec §3 Language): the site's locales. */
export type Language = Locale;

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { translation: enCore } },
  lng: "en",
  fallbackLng: "en",
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnObjects: false,
});

/**
 * Loads the language's resources if they are not loaded yet (without switching
 * to it). Chinese pages load the whole Chinese copy and none of the English
 * beyond the chrome and home (issue #13); switching from Chinese to English
 * (the toggle, the back button) loads the rest of the English first.
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === "en" && i18n.language === "zh") await import("./register-pages");
  if (language === "zh" && !i18n.hasResourceBundle("zh", "translation")) {
    const { zh } = await import("./locales/zh");
    i18n.addResourceBundle("zh", "translation", zh, true, true);
  }
}

/** Loads the language's resources if needed, switches i18next and sets <html lang>. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== "undefined") document.documentElement.lang = LOCALE_TAG[language];
}
