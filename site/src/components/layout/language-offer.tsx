/**
 * The markup of the offer to switch to Chinese (issue #30), prerendered in a
 * `<template>` on every English page: inert and not laid out until
 * islands/language-offer.ts shows it to a visitor whose browser prefers
 * Chinese. Its texts (`languageOffer.*` of the English locale file) are
 * Chinese, the language offered, and marked so (`lang="zh-CN"`). The link
 * leads to the page's `/zh` twin (the browser adds the query and #section).
 */
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { LOCALE_TAG, switchLocale } from "../../app/paths";
import { useLocale } from "../../i18n/use-locale";
import { LANGUAGE_OFFER_ACTION_ATTR, LANGUAGE_OFFER_TEMPLATE_ID } from "../../islands/language-offer-attrs";

/** The offer's template on an English page; nothing on a Chinese one. */
export function LanguageOfferTemplate() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  if (locale !== "en") return null;
  const tag = LOCALE_TAG.zh;
  return (
    <template id={LANGUAGE_OFFER_TEMPLATE_ID}>
      <aside className="language-offer" lang={tag} aria-labelledby="language-offer-title" data-testid="language-offer">
        <p id="language-offer-title" className="language-offer__title">
          {t("languageOffer.title")}
        </p>
        <p className="language-offer__text">{t("languageOffer.text")}</p>
        <div className="language-offer__actions">
          <a
            className="btn btn--primary btn--sm"
            href={switchLocale(pathname, "", "", "zh")}
            hrefLang={tag}
            {...{ [LANGUAGE_OFFER_ACTION_ATTR]: "switch" }}
          >
            {t("languageOffer.switch")}
          </a>
          <button
            type="button"
            className="btn btn--outline-dark btn--sm"
            aria-label={t("languageOffer.dismissLabel")}
            {...{ [LANGUAGE_OFFER_ACTION_ATTR]: "dismiss" }}
          >
            {t("languageOffer.dismiss")}
          </button>
        </div>
      </aside>
    </template>
  );
}
