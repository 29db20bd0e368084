/**
 * The site's little global state (zustand): whether the toast outlet has
 * been asked for (spec §9 toasts; it mounts with the first toast). The
 * header's menu state lives in its markup (components/layout/header-behaviour.ts)
 * and the remembered language in lib/language-choice.ts.
 */
import { create } from "zustand";

interface UiState {
  /** Whether the toast outlet has been asked for (first toast). */
  toastsWanted: boolean;
}

/** The UI store hook: toast outlet state. */
export const useUiStore = create<UiState>(() => ({
  toastsWanted: false,
}));
