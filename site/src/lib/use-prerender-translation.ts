/**
 * Translations for a component that may hydrate after the visitor's language
 * has been applied (issue #9). Every page is prerendered in English; the
 * stored language is applied once the root has hydrated (entry-client.tsx),
 * but the home page's contact section stays server HTML until it nears the
 * viewport and hydrates later. Rendering it in Chinese against English HTML
 * would be a hydration mismatch, and React would replace the section's DOM,
 * wiping what the visitor had typed into it. So while a component hydrates,
 * `t` answers in the prerender's language; right after, it renders again in
 * the current one (same elements, so no input is remounted).
 */
import type { TFunction } from "i18next";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

/** The language every page is prerendered in (entry-server.tsx). */
export const PRERENDER_LANGUAGE = "en";

const noSubscription = () => () => undefined;

/** False while React hydrates the calling component from server HTML, true on every later or client-only render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** `useTranslation()`, with `t` in the prerender's language while the component hydrates. */
export function usePrerenderTranslation(): { t: TFunction; language: string } {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  return hydrated
    ? { t, language: i18n.language }
    : { t: i18n.getFixedT(PRERENDER_LANGUAGE) as TFunction, language: PRERENDER_LANGUAGE };
}
