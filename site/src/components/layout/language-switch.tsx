/** The EN / 中文 language switch (spec §1, §4 Language). */
import { useTranslation } from "react-i18next";
import { useUiStore } from "../../stores/ui-store";

/** Toggles between English and Chinese; the label names the language it switches to. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const setLanguage = useUiStore((s) => s.setLanguage);
  const next = language === "en" ? "zh" : "en";
  return (
    <button
      type="button"
      className="btn btn--outline-dark btn--sm"
      onClick={() => void setLanguage(next)}
      aria-label={t("header.switchLanguage")}
      lang={next === "zh" ? "zh-CN" : "en"}
    >
      {next === "zh" ? "中文" : "EN"}
    </button>
  );
}
