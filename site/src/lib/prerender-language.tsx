/**
 * Keeps a late-hydrating part of a page in the language its HTML was
 * prerendered in (issues #9 and #10). The home page's lower sections stay
 * server HTML until they near the viewport and hydrate later. If the visitor
 * switched language in between (the header toggle switches in place),
 * rendering them in the new language against the old HTML would be a
 * hydration mismatch: React would log it and rebuild the section, wiping what
 * the visitor typed into its form. Inside <PrerenderLanguage>, every
 * `useTranslation()` answers in the prerender's language while the part
 * hydrates, then renders again in the current one (same elements, so no input
 * is remounted).
 */
import i18next, { type i18n as I18n } from "i18next";
import { useSyncExternalStore, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { localeOf, type Locale } from "../app/paths";
import { i18n } from "../i18n";

const noSubscription = () => () => undefined;

/** False while React hydrates the calling component from server HTML, true on every later or client-only render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The language of the HTML being hydrated: the render's language on the server, the loaded URL's in the browser. */
const prerenderLocale = (): Locale =>
  typeof window === "undefined" ? (i18n.language === "zh" ? "zh" : "en") : documentLocale;

/** The language of the page the browser loaded (its URL), fixed at start-up. */
const documentLocale: Locale = typeof window === "undefined" ? "en" : localeOf(window.location.pathname);

const fixed = new Map<Locale, I18n>();
/**
 * An i18next instance reading the site's resources (the same object, so
 * copy registered later shows up too) with its language fixed to `locale`.
 * Not `cloneInstance()`: a clone shares the original's services and kept the
 * site from switching language afterwards.
 */
function fixedInstance(locale: Locale): I18n {
  let instance = fixed.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({ ...i18n.options, lng: locale, resources: i18n.store.data, initAsync: false });
    fixed.set(locale, instance);
  }
  return instance;
}

/** Renders `children` in the prerender's language while they hydrate, in the current language afterwards. */
export function PrerenderLanguage({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  // Always the same provider element, so switching instance never remounts the children.
  return <I18nextProvider i18n={hydrated ? i18n : fixedInstance(prerenderLocale())}>{children}</I18nextProvider>;
}
