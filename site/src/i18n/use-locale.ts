/**
 * The language of the page being shown (issue #10). The URL decides it:
 * English pages live at today's paths, Chinese ones under `/zh/`; i18next is
 * switched to it before the page renders (entry-client.tsx, entry-server.tsx).
 * Content components use this to pick a row's Chinese fields; the shared
 * content cards read the same through usePageLocale.
 */
import { usePageLocale } from "../../../shared/content-cards/use-page-locale";
import type { Language } from "./index";

/** The current UI language of the public site: "en" or "zh". */
export function useLocale(): Language {
  return usePageLocale();
}
