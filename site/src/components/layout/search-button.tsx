/**
 * The header's search button (issue #14, beside spec §2's nav). It opens
 * site search on click or when the visitor presses `/` anywhere outside a
 * text field (header-behaviour.ts). The dialog's behaviour is a small part
 * of the page's entry; MiniSearch and the index live in the search worker,
 * which the entry starts once the page is idle
 * (features/search/search-client.ts). It carries the dialog's texts (features/search/search-copy.ts),
 * so the header shows the dialog and its input at once and the dialog runs
 * without i18next (issue #24).
 */
import { useTranslation } from "react-i18next";
import { SEARCH_COPY_ATTR, searchCopy } from "../../features/search/search-copy";

/** The search button (markup). */
export function SearchButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn btn--subtle btn--sm search-toggle"
      aria-label={t("header.searchLabel")}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-testid="search-toggle"
      // The dialog's texts, for the dialog the header opens and its code (search-copy.ts, issue #24).
      {...{ [SEARCH_COPY_ATTR]: JSON.stringify(searchCopy(t)) }}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className="search-toggle__label">{t("header.search")}</span>
      <kbd className="search-toggle__key" aria-hidden="true">
        /
      </kbd>
    </button>
  );
}
