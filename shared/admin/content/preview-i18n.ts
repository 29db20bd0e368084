/**
 * The react-i18next instance of the admin's preview (issue #12): the site's
 * card texts (shared/content-cards/card-texts.ts) in English and Chinese,
 * separate from the admin's own instance, so a public card renders with the
 * site's wording in the language the preview asks for.
 */
import i18next, { type i18n } from "i18next";
import { CARD_TEXTS_EN, CARD_TEXTS_ZH } from "../../content-cards/card-texts";
import type { ContentLocale } from "../../content/translations";

/** A new instance showing the cards in `language` (switch later with changeLanguage). */
export function createPreviewI18n(language: ContentLocale): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { en: { translation: CARD_TEXTS_EN }, zh: { translation: CARD_TEXTS_ZH } },
    lng: language,
    fallbackLng: "en",
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnObjects: false,
  });
  return instance;
}
