/**
 * The site search dialog's behaviour (issue #14), in plain DOM (issue #24:
 * its first use fetches only this, MiniSearch and the index, no React, so
 * the first search answers as fast as a later one). It brings to life the
 * dialog the header opened (search-shell.ts), in place: typing searches the
 * page's language (pages, white papers, case studies, videos,
 * documentation), results come grouped by kind with the matched words
 * marked; ↑/↓ move through them, Enter or a click opens one. What was typed
 * before this code arrived is already in the input and is searched at once.
 */
import { LOCALE_TAG, type Locale } from "../../app/paths";
import { fillTemplate } from "../../../../shared/content/plural-text";
import { resultsText } from "./search-copy";
import { loadSiteSearch, type SearchHit, type SiteSearch } from "./search-engine";
import { groupByKind } from "./search-groups";
import { excerpt, highlight, type TextSegment } from "./search-highlight";
import { element, type SearchShell } from "./search-shell";
import { openResult } from "./reveal";

type LoadState = { status: "loading" } | { status: "ready"; search: SiteSearch } | { status: "error" };

const optionId = (i: number) => `site-search-option-${i}`;

/** Segments as `<mark>` (matched) and `<span>` elements. */
const marked = (segments: TextSegment[]): HTMLElement[] =>
  segments.map((s) => element(s.mark ? "mark" : "span", {}, s.text));

/**
 * Runs search in the open dialog `shell` for `locale`: loads the search
 * (search-engine.ts; "Try again" after a failure), then answers every edit
 * of the input. Does nothing when the visitor closed the dialog before this
 * code arrived.
 */
export function runSearchDialog(shell: SearchShell, locale: Locale): void {
  if (shell.closed) return;
  const { dialog, input, status, retry, results, copy } = shell;
  let load: LoadState = { status: "loading" };
  let hits: SearchHit[] = [];
  let active = 0;
  let shownFor: { query: string; load: LoadState } | undefined;

  const select = (index: number) => {
    active = index;
    for (const option of results.querySelectorAll<HTMLElement>('[role="option"]'))
      option.setAttribute("aria-selected", String(option.id === optionId(index)));
    if (hits.length > 0) {
      input.setAttribute("aria-activedescendant", optionId(index));
      document.getElementById(optionId(index))?.scrollIntoView({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  };

  /** Shows the results and the status line for the input's text (rebuilt only when the text or the search changed). */
  const render = () => {
    const query = input.value;
    if (shownFor?.query === query && shownFor.load === load) return;
    // New rows for the same text (the live rows arriving) keep the visitor's place; a new text starts at the top.
    const keepPlace = shownFor?.query === query;
    shownFor = { query, load };
    const trimmed = query.trim();
    const groups = groupByKind(load.status === "ready" ? load.search.search(query) : []);
    hits = groups.flatMap((g) => g.items);

    let text: string;
    if (load.status === "loading") text = copy.loading;
    else if (load.status === "error") text = copy.error;
    else if (trimmed === "") text = copy.prompt;
    else if (hits.length === 0) text = fillTemplate(copy.none, { query: trimmed });
    else text = resultsText(copy, hits.length, LOCALE_TAG[locale]);
    status.replaceChildren(text);
    if (load.status === "ready" && load.search.records === "build" && trimmed !== "")
      status.append(element("span", { class: "search-dialog__note" }, ` ${copy.asOfBuild}`));
    retry.hidden = load.status !== "error";
    if (load.status === "loading") dialog.setAttribute("aria-busy", "true");
    else dialog.removeAttribute("aria-busy");

    let index = 0;
    results.replaceChildren(
      ...groups.map((group) => {
        const headingId = `site-search-group-${group.kind}`;
        return element(
          "div",
          { role: "group", "aria-labelledby": headingId },
          element(
            "div",
            { role: "presentation", id: headingId, class: "search-results__heading" },
            copy.kinds[group.kind],
          ),
          ...group.items.map((hit) =>
            element(
              "div",
              {
                id: optionId(index),
                role: "option",
                "aria-selected": "false",
                class: "search-hit",
                "data-url": hit.url,
                "data-index": String(index++),
              },
              element("span", { class: "search-hit__title" }, ...marked(highlight(hit.title, hit.terms))),
              element("span", { class: "search-hit__text" }, ...marked(excerpt(hit.text, hit.terms))),
            ),
          ),
        );
      }),
    );
    results.hidden = hits.length === 0;
    results.removeAttribute("aria-busy");
    input.setAttribute("aria-expanded", String(hits.length > 0));
    select(keepPlace ? Math.min(active, Math.max(hits.length - 1, 0)) : 0);
  };

  const go = (hit: SearchHit | undefined) => {
    if (!hit) return;
    shell.close(false);
    openResult(hit.url);
  };

  const start = () => {
    load = { status: "loading" };
    render();
    const show = (search: SiteSearch) => {
      if (shell.closed) return;
      load = { status: "ready", search };
      render();
      // Answer from the index file now; swap in the current database rows when they arrive.
      void search.live?.then(show);
    };
    loadSiteSearch(locale).then(show, () => {
      if (shell.closed) return;
      load = { status: "error" };
      render();
    });
  };

  // Keystrokes that come faster than frames are searched once, for the latest text, before the next paint.
  // The listbox is aria-busy while its results are for an older text.
  let frame: number | undefined;
  input.addEventListener("input", () => {
    results.setAttribute("aria-busy", "true");
    frame ??= requestAnimationFrame(() => {
      frame = undefined;
      render();
    });
  });
  input.addEventListener("keydown", (event) => {
    // A key that acts on the results acts on those of the latest text.
    if (frame !== undefined && (event.key === "ArrowDown" || event.key === "ArrowUp" || event.key === "Enter")) {
      cancelAnimationFrame(frame);
      frame = undefined;
      render();
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (hits.length === 0) return;
      select((active + (event.key === "ArrowDown" ? 1 : -1) + hits.length) % hits.length);
    } else if (event.key === "Enter") go(hits[active]);
  });
  /** The index of the option an event happened in, or -1. */
  const optionAt = (event: Event) => {
    const option = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="option"]') : null;
    return option ? Number(option.dataset.index) : -1;
  };
  results.addEventListener("mousemove", (event) => {
    const index = optionAt(event);
    if (index >= 0 && index !== active) select(index);
  });
  results.addEventListener("click", (event) => go(hits[optionAt(event)]));
  retry.addEventListener("click", () => {
    start();
    input.focus();
  });
  start();
}
