/**
 * The site search dialog (issue #14), loaded on demand by the header's
 * search button. A modal dialog with a combobox: typing searches the page's
 * language (pages, white papers, case studies, videos, documentation),
 * results come grouped by kind with the matched words marked; ↑/↓ move
 * through the results, Enter opens one, Escape closes and gives focus back to
 * the search button. Plain React and CSS (no Mantine) to keep it small.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../i18n/use-locale";
import { groupByKind } from "./search-groups";
import { openResult } from "./reveal";
import { excerpt, highlight, type TextSegment } from "./search-highlight";
import { loadSiteSearch, type SearchHit, type SiteSearch } from "./search-engine";
import type { SearchShell } from "./search-shell";

/** Props of SearchDialog. */
export interface SearchDialogProps {
  /** Closes the dialog; `returnFocus` when focus should go back to the search button (not after opening a result). */
  onClose: (returnFocus: boolean) => void;
  /**
   * The dialog the header opened before this code arrived (search-shell.ts):
   * the dialog starts from its text and caret and removes it when mounting
   * (issue #24: no keystroke lost). Default: none, an empty input.
   */
  shell?: SearchShell;
}

type LoadState = { status: "loading" } | { status: "ready"; search: SiteSearch } | { status: "error" };

const optionId = (i: number) => `site-search-option-${i}`;

function Marked({ segments }: { segments: TextSegment[] }) {
  return <>{segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}</>;
}

/** The search dialog, rendered into document.body. */
export function SearchDialog({ onClose, shell }: SearchDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [query, setQuery] = useState(() => shell?.input.value ?? "");
  const [active, setActive] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<LoadState>({ status: "loading" });
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let current = true;
    const show = (search: SiteSearch) => {
      if (!current) return;
      setLoad({ status: "ready", search });
      // Answer from the index file now; swap in the current database rows when they arrive.
      void search.live?.then(show);
    };
    loadSiteSearch(locale).then(show, () => current && setLoad({ status: "error" }));
    return () => {
      current = false;
    };
  }, [locale, attempt]);

  // Take over from the shell during the commit, one task with no keystroke in between: its
  // latest text (typed after the render read it) and its caret, then remove it.
  const caret = useRef<{
    value: string;
    start: number;
    end: number;
    direction: "forward" | "backward" | "none";
  } | null>(null);
  useLayoutEffect(() => {
    if (!shell) return;
    // Closed by the visitor while this code was on its way: stay closed.
    if (shell.closed) return onClose(false);
    const { value, selectionStart, selectionEnd, selectionDirection } = shell.input;
    caret.current = {
      value,
      start: selectionStart ?? value.length,
      end: selectionEnd ?? value.length,
      direction: selectionDirection ?? "none",
    };
    shell.remove();
    setQuery(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount
  }, []);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!caret.current || !input || input.value !== caret.current.value) return;
    input.focus();
    input.setSelectionRange(caret.current.start, caret.current.end, caret.current.direction);
    caret.current = null;
  }, [query]);

  // Keep the page behind still while the dialog is open.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const groups = useMemo(() => groupByKind(load.status === "ready" ? load.search.search(query) : []), [load, query]);
  const hits = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  const selected = hits.length > 0 ? Math.min(active, hits.length - 1) : -1;

  useEffect(() => {
    if (selected >= 0) document.getElementById(optionId(selected))?.scrollIntoView({ block: "nearest" });
  }, [selected]);

  const go = (hit: SearchHit) => {
    onClose(false);
    openResult(hit.url);
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((selected + step + hits.length) % hits.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const hit = hits[selected];
      if (hit) go(hit);
    }
  };

  const onDialogKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    } else if (event.key === "Tab") {
      // Focus stays in the dialog: cycle through its controls.
      const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>("input, button") ?? [])];
      const index = focusable.indexOf(document.activeElement as HTMLElement);
      event.preventDefault();
      const next = (index + (event.shiftKey ? -1 : 1) + focusable.length) % focusable.length;
      focusable[next]?.focus();
    }
  };

  const trimmed = query.trim();
  let status: string;
  if (load.status === "loading") status = t("search.loading");
  else if (load.status === "error") status = t("search.error");
  else if (trimmed === "") status = t("search.prompt");
  else if (hits.length === 0) status = t("search.none", { query: trimmed });
  else status = t("search.results", { count: hits.length });

  let index = 0;
  return createPortal(
    <div
      className="search-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose(true);
      }}
    >
      <div
        ref={dialogRef}
        className="search-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="site-search-title"
        onKeyDown={onDialogKey}
        data-testid="search-dialog"
      >
        <h2 id="site-search-title" className="visually-hidden">
          {t("search.title")}
        </h2>
        <div className="search-dialog__bar">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <input
            ref={inputRef}
            type="search"
            role="combobox"
            aria-label={t("search.inputLabel")}
            aria-autocomplete="list"
            aria-expanded={hits.length > 0}
            aria-controls="site-search-results"
            aria-activedescendant={selected >= 0 ? optionId(selected) : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={t("search.placeholder")}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onInputKey}
            autoFocus
          />
          <button
            type="button"
            className="search-dialog__close"
            aria-label={t("search.close")}
            onClick={() => onClose(true)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p className="search-dialog__status" role="status">
          {status}
          {load.status === "ready" && load.search.records === "build" && trimmed !== "" && (
            <span className="search-dialog__note"> {t("search.asOfBuild")}</span>
          )}
        </p>
        {load.status === "error" && (
          <button
            type="button"
            className="btn btn--outline btn--sm search-dialog__retry"
            onClick={() => {
              setLoad({ status: "loading" });
              setAttempt((n) => n + 1);
              inputRef.current?.focus();
            }}
          >
            {t("search.retry")}
          </button>
        )}
        <div
          id="site-search-results"
          role="listbox"
          aria-label={t("search.title")}
          className="search-results"
          hidden={hits.length === 0}
        >
          {groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`site-search-group-${group.kind}`}>
              <div role="presentation" id={`site-search-group-${group.kind}`} className="search-results__heading">
                {t(`search.kinds.${group.kind}`)}
              </div>
              {group.items.map((hit) => {
                const i = index++;
                return (
                  <div
                    key={hit.id}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === selected}
                    className="search-hit"
                    data-url={hit.url}
                    onMouseMove={() => i !== selected && setActive(i)}
                    onClick={() => go(hit)}
                  >
                    <span className="search-hit__title">
                      <Marked segments={highlight(hit.title, hit.terms)} />
                    </span>
                    <span className="search-hit__text">
                      <Marked segments={excerpt(hit.text, hit.terms)} />
                    </span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        <p className="search-dialog__keys" aria-hidden="true">
          {t("search.keys")}
        </p>
      </div>
    </div>,
    document.body,
  );
}
