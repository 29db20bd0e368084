/**
 * The language of the page being shown (issue #10). The URL decides it:
 * English pages live at today's paths, Chinese ones under `/zh/`; i18next is
 * switched to it before the page renders (entry-client.tsx, entry-server.tsx).
 * Content components use this to pick a row's Chinese fields.
 */
import { useTranslation } from "react-i18next";
import type { Language } from "./index";

/** The current UI language of the public site: "en" or "zh". */
export function useLocale(): Language {
  const { i18n } = useTranslation();
  return i18n.language === "zh" ? "zh" : "en";
}
