/**
 * Site search on demand (issue #14): loaded by the header's search button
 * (components/layout/header-behaviour.ts) on its first use, it renders the
 * search dialog (features/search/search-dialog.tsx) into a root of its own
 * with the page's copy in i18next, and gives focus back to the button when
 * the visitor closes it. It takes over the dialog shell the header opened at
 * once (issue #24), with what was typed into it.
 */
import { StrictMode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import type { Locale } from "../app/paths";
import { SearchDialog } from "../features/search/search-dialog";
import type { SearchShell } from "../features/search/search-shell";
import { changeLanguage, i18n } from "../i18n";

let root: Root | undefined;

/**
 * Opens the dialog in `locale`; `button` gets aria-expanded back to false
 * (and focus, on Escape) when it closes. `shell`, the dialog the header
 * opened before this code arrived (features/search/search-shell.ts), is
 * replaced by the dialog, which keeps its text and caret (issue #24); a
 * shell the visitor closed meanwhile opens nothing.
 */
export async function openSearch(button: HTMLButtonElement, locale: Locale, shell?: SearchShell): Promise<void> {
  await changeLanguage(locale);
  if (shell?.closed) return;
  if (!root) {
    const host = document.createElement("div");
    host.dataset.searchRoot = "";
    document.body.appendChild(host);
    root = createRoot(host);
  }
  const close = (returnFocus: boolean) => {
    root?.render(null);
    button.setAttribute("aria-expanded", "false");
    if (returnFocus) button.focus();
  };
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SearchDialog onClose={close} shell={shell} />
      </I18nextProvider>
    </StrictMode>,
  );
}
