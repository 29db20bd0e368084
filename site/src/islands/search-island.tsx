/**
 * Site search on demand (issue #14): loaded by the header's search button
 * (components/layout/header-behaviour.ts) on its first use, it renders the
 * search dialog (features/search/search-dialog.tsx) into a root of its own
 * with the page's copy in i18next, and gives focus back to the button when
 * the visitor closes it.
 */
import { StrictMode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import type { Locale } from "../app/paths";
import { SearchDialog } from "../features/search/search-dialog";
import { changeLanguage, i18n } from "../i18n";

let root: Root | undefined;

/** Opens the dialog in `locale`; `button` gets aria-expanded back to false (and focus, on Escape) when it closes. */
export async function openSearch(button: HTMLButtonElement, locale: Locale): Promise<void> {
  await changeLanguage(locale);
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
        <SearchDialog onClose={close} />
      </I18nextProvider>
    </StrictMode>,
  );
}
