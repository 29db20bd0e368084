/**
 * The header's search button (issue #14, beside spec §2's nav): opens site
 * search on click or when the visitor presses `/` anywhere outside a text
 * field. The dialog and everything behind it (MiniSearch, the index, the
 * Supabase client) load only then, through a dynamic import, so the header
 * costs a few hundred bytes of JavaScript before search is opened.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import type { SearchDialogProps } from "../../features/search/search-dialog";

type Dialog = ComponentType<SearchDialogProps>;
let dialogModule: Promise<Dialog> | undefined;

/** True when a `/` typed at `target` belongs to a text field rather than to the shortcut. */
function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest("input, textarea, select, [contenteditable]:not([contenteditable='false'])") !== null
  );
}

/** The search button; renders the dialog while search is open. */
export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [SearchDialog, setSearchDialog] = useState<Dialog | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => {
    setOpen(true);
    (dialogModule ??= import("../../features/search/search-dialog").then((m) => m.SearchDialog)).then(
      (dialog) => setSearchDialog(() => dialog),
      () => {
        // Offline or a stale deployment: let the next click try again.
        dialogModule = undefined;
        setOpen(false);
      },
    );
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (typingIn(event.target)) return;
      event.preventDefault();
      show();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [show]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn--subtle btn--sm search-toggle"
        aria-label={t("header.searchLabel")}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={open && !SearchDialog}
        onClick={show}
        data-testid="search-toggle"
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
      {open && SearchDialog && <SearchDialog onClose={close} />}
    </>
  );
}
