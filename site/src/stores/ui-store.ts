/**
 * The site's little global state (zustand): the mobile menu (spec §4 Mobile
 * menu) and the toast outlet; plus the remembered language choice (spec §4
 * Language, issue #10), kept in localStorage. The language being shown is
 * the URL's (app/paths.ts); the choice only sends a returning visitor to the
 * Chinese pages (app/locale-redirect.ts).
 */
import { create } from "zustand";
import type { Locale } from "../app/paths";

/** localStorage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = "site.language";

interface UiState {
  menuOpen: boolean;
  /** Whether the toast outlet has been asked for (first toast). */
  toastsWanted: boolean;
  /** Opens or closes the small-screen menu. */
  setMenuOpen: (open: boolean) => void;
}

/** The UI store hook: mobile menu and toast outlet state. */
export const useUiStore = create<UiState>((set) => ({
  menuOpen: false,
  toastsWanted: false,
  setMenuOpen: (menuOpen) => set({ menuOpen }),
}));

/** Remembers the visitor's language choice (the header toggle). */
export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for the visit (the URL keeps it).
  }
}
