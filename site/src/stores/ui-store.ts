/**
 * The site's little global state (zustand): the chosen language (spec §4
 * Language, persisted in localStorage and mirrored on <html lang>) and the
 * mobile menu (spec §4 Mobile menu).
 */
import { create } from "zustand";
import { changeLanguage, type Language } from "../i18n";

/** localStorage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = "site.language";

interface UiState {
  language: Language;
  menuOpen: boolean;
  /** Whether the toast outlet has been asked for (first toast). */
  toastsWanted: boolean;
  /** Opens or closes the small-screen menu. */
  setMenuOpen: (open: boolean) => void;
  /** Switches the UI language, persists it and updates <html lang>. */
  setLanguage: (language: Language) => Promise<void>;
}

/** The UI store hook: language, mobile menu and toast outlet state. */
export const useUiStore = create<UiState>((set) => ({
  language: "en",
  menuOpen: false,
  toastsWanted: false,
  setMenuOpen: (menuOpen) => set({ menuOpen }),
  setLanguage: async (language) => {
    await changeLanguage(language);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts for the visit.
    }
    set({ language });
  },
}));

/** Reads the persisted language ("en" when nothing valid is stored). */
export function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) === "zh" ? "zh" : "en";
  } catch {
    return "en";
  }
}
