/**
 * i18next setup: English core (chrome, shared strings, home) bundled, the
 * default (spec §3 Language); every other piece of copy is loaded per page and
 * language (copy-modules.ts, issue #13), before a page renders, so a Chinese
 * page loads only Chinese and a page only its own copy (issue #10: the URL
 * decides the language).
 */
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { LOCALE_TAG, type Locale } from "../app/paths";
import { COPY_LOADERS, type Copy, type CopyModule } from "./copy-modules";
import { enCore } from "./locales/en/core";

/** UI languages (spec §3 Language): the site's locales. */
export type Language = Locale;

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  // A copy: i18next merges later bundles into the object it holds, and replaceCopy needs the core as it is.
  resources: { en: { translation: structuredClone(enCore) } },
  lng: "en",
  fallbackLng: "en",
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnObjects: false,
});

/** Copy modules loaded so far, per language (the English core is always there). */
const loaded: Record<Language, Set<CopyModule | "core">> = { en: new Set(["core"]), zh: new Set() };
/** Copy modules some page has needed: switching language loads them all in the new language. */
const needed = new Set<CopyModule>();

async function loadPiece(language: Language, piece: CopyModule | "core"): Promise<void> {
  if (loaded[language].has(piece)) return;
  const load = COPY_LOADERS[language][piece];
  if (!load) return;
  const copy: Copy = await load();
  // A copy, since i18next merges later bundles into the object it holds (replaceCopy relies on the originals).
  i18n.addResourceBundle(language, "translation", structuredClone(copy), true, true);
  loaded[language].add(piece);
}

/**
 * Loads a page's copy modules (and the language's core) in `language`, if not
 * loaded yet; the modules are remembered, so a later switch of language loads
 * them in the other language too.
 */
export async function loadCopy(language: Language, modules: readonly CopyModule[]): Promise<void> {
  modules.forEach((m) => needed.add(m));
  await Promise.all([loadPiece(language, "core"), ...modules.map((m) => loadPiece(language, m))]);
}

/**
 * Loads everything the pages seen so far need in `language` (without
 * switching to it), so a switch shows the whole page in one step.
 */
export async function loadLanguage(language: Language): Promise<void> {
  await loadCopy(language, [...needed]);
}

/** Loads the language's copy if needed, switches i18next and sets <html lang>. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== "undefined") document.documentElement.lang = LOCALE_TAG[language];
}

/**
 * Prerender only: drops the loaded copy of `language` and loads exactly its
 * core and `modules`, so the render of one page sees only the copy the
 * browser will load for it (entry-server.tsx checks nothing is missing).
 */
export async function replaceCopy(language: Language, modules: readonly CopyModule[]): Promise<void> {
  i18n.removeResourceBundle(language, "translation");
  loaded[language].clear();
  if (language === "en") {
    i18n.addResourceBundle("en", "translation", structuredClone(enCore), true, true);
    loaded.en.add("core");
  }
  await Promise.all([loadPiece(language, "core"), ...modules.map((m) => loadPiece(language, m))]);
}
