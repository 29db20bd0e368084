/**
 * The site search dialog's behaviour (issue #14), in plain DOM (issue #24:
 * no React; the index lives in the search worker, built once the page is
 * idle, so the first search answers as fast as a later one). It brings to life the
 * dialog the header opened (search-shell.ts), in place: typing searches the
 * page's language (pages, white papers, case studies, videos,
 * documentation), results come grouped by kind with the matched words
 * marked; ↑/↓ move through them, Enter or a click opens one. What was typed
 * before this code arrived is already in the input and is searched at once.
 *
 * Issue #26: each result is a real link, an `<a href>` with the option role
 * (out of the Tab order: focus stays in the input, which points at the
 * selected one), so open-in-new-tab, a modified click and copy-link work as
 * on any link; a plain click and Enter open it here (reveal.ts
 * `openResult`: a result on this page is revealed without a reload).
 */
import { LOCALE_TAG, type Locale } from "../../app/paths";
import { fillTemplate } from "../../../../shared/content/plural-text";
import { resultsText } from "./search-copy";
import { openSiteSearch, searchSession } from "./search-client";
import type { SearchHit } from "./search-engine";
import { groupByKind } from "./search-groups";
import { excerpt, highlight, type TextSegment } from "./search-highlight";
import { element, type SearchShell } from "./search-shell";
import { openResult } from "./reveal";
import type { SearchState } from "./search-service";

type LoadState = { status: "loading" } | SearchState;

const optionId = (i: number) => `site-search-option-${i}`;

/** Segments as `<mark>` (matched) and `<span>` elements. */
const marked = (segments: TextSegment[]): HTMLElement[] =>
  segments.map((s) => element(s.mark ? "mark" : "span", {}, s.text));

/**
 * Runs search in the open dialog `shell` for `locale`: follows the search's
 * state (search-client.ts: loading, ready, failed with "Try again") and
 * answers every edit of the input with the worker's hits. Does nothing when
 * the visitor closed the dialog before this code arrived.
 */
export function runSearchDialog(shell: SearchShell, locale: Locale): void {
  if (shell.closed) return;
  const { dialog, input, status, retry, results, copy } = shell;
  let load: LoadState = { status: "loading" };
  let hits: SearchHit[] = [];
  let active = 0;
  let shownFor: { query: string; load: LoadState } | undefined;
  /** Numbers the hit requests: only the latest one's answer is shown. */
  let requested = 0;
  /** Settles once the results on screen are those of the input's text. */
  let settled: Promise<void> = Promise.resolve();

  const select = (index: number) => {
    active = index;
    for (const option of results.querySelectorAll<HTMLElement>('[role="option"]'))
      option.setAttribute("aria-selected", String(option.id === optionId(index)));
    if (hits.length > 0) {
      input.setAttribute("aria-activedescendant", optionId(index));
      document.getElementById(optionId(index))?.scrollIntoView({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  };

  /** Shows `found` and the status line for `query` in the state `shown`. */
  const paint = (query: string, shown: LoadState, found: SearchHit[]) => {
    // New rows for the same text (the live rows arriving) keep the visitor's place; a new text starts at the top.
    const keepPlace = shownFor?.query === query;
    shownFor = { query, load: shown };
    const trimmed = query.trim();
    const groups = groupByKind(found);
    hits = groups.flatMap((g) => g.items);

    let text: string;
    if (shown.status === "loading") text = copy.loading;
    else if (shown.status === "error") text = copy.error;
    else if (trimmed === "") text = copy.prompt;
    else if (hits.length === 0) text = fillTemplate(copy.none, { query: trimmed });
    else text = resultsText(copy, hits.length, LOCALE_TAG[locale]);
    status.replaceChildren(text);
    if (shown.status === "ready" && shown.records === "build" && trimmed !== "")
      status.append(element("span", { class: "search-dialog__note" }, ` ${copy.asOfBuild}`));
    retry.hidden = shown.status !== "error";
    if (shown.status === "loading") dialog.setAttribute("aria-busy", "true");
    else dialog.removeAttribute("aria-busy");

    let index = 0;
    results.replaceChildren(
      ...groups.map((group) => {
        const headingId = `site-search-group-${group.kind}${group.lang ? `-${group.lang}` : ""}`;
        // English hits on a Chinese page (issue #30): their group says so, each carries a visible "English"
        // badge, and their texts are marked lang="en".
        const heading = group.lang
          ? fillTemplate(copy.otherLanguageGroup, { kind: copy.kinds[group.kind] })
          : copy.kinds[group.kind];
        const textLang: Record<string, string> = group.lang ? { lang: group.lang } : {};
        return element(
          "div",
          { role: "group", "aria-labelledby": headingId, ...(group.lang ? { "data-lang": group.lang } : {}) },
          element("div", { role: "presentation", id: headingId, class: "search-results__heading" }, heading),
          ...group.items.map((hit) =>
            element(
              "a",
              {
                id: optionId(index),
                role: "option",
                href: hit.url,
                tabindex: "-1",
                "aria-selected": "false",
                class: "search-hit",
                "data-index": String(index++),
              },
              element("span", { class: "search-hit__title", ...textLang }, ...marked(highlight(hit.title, hit.terms))),
              ...(group.lang ? [element("span", { class: "search-hit__lang" }, copy.inEnglish)] : []),
              element("span", { class: "search-hit__text", ...textLang }, ...marked(excerpt(hit.text, hit.terms))),
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

  /** Shows the results for the input's text (asked again only when the text or the search changed). */
  const render = () => {
    const query = input.value;
    const shown = load;
    if (shownFor?.query === query && shownFor.load === shown) return;
    const request = ++requested;
    if (shown.status !== "ready" || query.trim() === "") {
      paint(query, shown, []);
      settled = Promise.resolve();
      return;
    }
    settled = session.search(query).then(
      (found) => {
        if (request === requested && !shell.closed) paint(query, shown, found);
      },
      () => {
        if (request === requested && !shell.closed) paint(query, { status: "error" }, []);
      },
    );
  };

  const go = (hit: SearchHit | undefined) => {
    if (!hit) return;
    shell.close(false);
    openResult(hit.url);
  };

  const session = searchSession(locale, (state) => {
    if (shell.closed) return session.close();
    load = state;
    render();
  });
  render();

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
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp" && event.key !== "Enter") return;
    // A key that acts on the results acts on those of the latest text.
    if (frame !== undefined) {
      cancelAnimationFrame(frame);
      frame = undefined;
      render();
    }
    const key = event.key;
    void settled.then(() => {
      if (key === "Enter") go(hits[active]);
      else if (hits.length > 0) select((active + (key === "ArrowDown" ? 1 : -1) + hits.length) % hits.length);
    });
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
  // A result is a link: a click with a modifier key (new tab, new window) is the browser's; a plain one opens it here.
  const plainClick = (event: MouseEvent) =>
    event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
  results.addEventListener("mousedown", (event) => {
    // Focus stays in the input (the combobox), as with the keyboard.
    if (event.button === 0 && optionAt(event) >= 0) event.preventDefault();
  });
  results.addEventListener("click", (event) => {
    const index = optionAt(event);
    if (index < 0 || !plainClick(event)) return;
    event.preventDefault();
    go(hits[index]);
  });
  retry.addEventListener("click", () => {
    load = { status: "loading" };
    render();
    openSiteSearch(locale);
    input.focus();
  });
}
