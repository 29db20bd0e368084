/**
 * The EN / 中文 language switch (spec §1, §4 Language; issue #10): goes to
 * the same page in the other language (query and #section kept) and
 * remembers the choice. The page stays mounted (both URLs are one route), so
 * the switch happens in place and nothing typed is lost.
 */
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { LOCALE_TAG, switchLocale } from "../../app/paths";
import { loadLanguage } from "../../i18n";
import { useLocale } from "../../i18n/use-locale";
import { releaseDeferred } from "../../lib/when-visible";
import { rememberLanguage } from "../../stores/ui-store";

/** Toggles between English and Chinese; the label names the language it switches to. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const next = locale === "en" ? "zh" : "en";
  const target = switchLocale(location.pathname, location.search, location.hash, next);
  return (
    <a
      href={target}
      className="btn btn--outline-dark btn--sm"
      hrefLang={LOCALE_TAG[next]}
      lang={LOCALE_TAG[next]}
      aria-label={t("header.switchLanguage")}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        rememberLanguage(next);
        // Sections still waiting to hydrate would hold the switch back (lib/when-visible.ts).
        releaseDeferred();
        // Load the other language's copy first, so the page switches in one step.
        void loadLanguage(next).then(() =>
          navigate(target, { replace: false, preventScrollReset: true, state: { languageSwitch: true } }),
        );
      }}
    >
      {next === "zh" ? "中文" : "EN"}
    </a>
  );
}
