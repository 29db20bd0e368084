/**
 * The EN / 中文 language switch (spec §1, §4 Language; issue #10): a link to
 * the same page in the other language. In the browser header-behaviour.ts
 * adds the query and #section to it, remembers the choice and carries what
 * was typed over to the other page (islands/form-carry.ts).
 */
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { LOCALE_TAG, switchLocale } from "../../app/paths";
import { useLocale } from "../../i18n/use-locale";

/** Toggles between English and Chinese; the label names the language it switches to. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const next = locale === "en" ? "zh" : "en";
  return (
    <a
      href={switchLocale(pathname, "", "", next)}
      className="btn btn--outline-dark btn--sm"
      hrefLang={LOCALE_TAG[next]}
      lang={LOCALE_TAG[next]}
      aria-label={t("header.switchLanguage")}
      data-language-switch={next}
    >
      {next === "zh" ? "中文" : "EN"}
    </a>
  );
}
