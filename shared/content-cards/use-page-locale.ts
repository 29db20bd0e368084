/**
 * The language a public content card is shown in (issue #10): the language
 * of the react-i18next instance around it — the site's (the URL decides it)
 * or the admin preview's (issue #12, the preview's language switch).
 */
import { useTranslation } from "react-i18next";
import type { ContentLocale } from "../content/translations";

/** "zh" when the surrounding i18next instance is Chinese, else "en". */
export function usePageLocale(): ContentLocale {
  const { i18n } = useTranslation();
  return i18n.language === "zh" ? "zh" : "en";
}
