/**
 * What the prerendered header does in the browser (spec §2 Shared chrome,
 * §4 Mobile menu and Language; issues #10, #13, #14), without React: the
 * header is the same on every page and needs a few listeners, not a
 * framework, so it works as soon as this small script runs.
 *
 * - The small-screen menu and the Products, Services and Resources menus
 *   (issue #30) are popovers opened by their toggle buttons, so they open,
 *   close on Escape (focus back on the toggle) and on a click outside before
 *   this script runs; it adds the toggles' `aria-expanded` (and the menu
 *   toggle's Open/Close label) and closes a menu once one of its links is
 *   chosen (browsers without popovers: it opens and closes them itself).
 * - The nav items on the home page scroll smoothly to their section and put
 *   `#section` in the URL; elsewhere they are links to `/#section`.
 * - The language toggle links to the same page in the other language, with
 *   the query and #section; a click remembers the choice and carries what
 *   was typed into the page's forms over (islands/form-carry.ts).
 * - The search button (and `/` outside a text field) opens site search:
 *   its dialog and focused input at once (features/search/search-shell.ts),
 *   its behaviour right after that first paint (features/search/search-dialog.ts),
 *   which searches what was typed meanwhile with the index the search
 *   worker built once the page was idle (issue #24).
 *
 * The markup and its data attributes come from site-header.tsx,
 * language-switch.tsx, nav-anchor.tsx and search-button.tsx.
 */
import { localeOf, stripLocale, switchLocale, type Locale } from "../../app/paths";
import { openSiteSearch, prepareSiteSearch } from "../../features/search/search-client";
import { runSearchDialog } from "../../features/search/search-dialog";
import { openSearchShell, prepareSearchShell } from "../../features/search/search-shell";
import { carryToOtherLanguage } from "../../islands/form-carry";
import { rememberLanguage } from "../../lib/language-choice";
import { inIdlePeriods } from "../../lib/main-thread";
import { scrollToId } from "../../lib/scroll";

/** True when a `/` typed at `target` belongs to a text field rather than to the shortcut. */
function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest("input, textarea, select, [contenteditable]:not([contenteditable='false'])") !== null
  );
}

/** A plain left click (no modifier): the ones the header handles itself. */
const plainClick = (event: MouseEvent) =>
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);

/** True in browsers with the HTML popover API (Baseline 2024); elsewhere the header opens its menus itself. */
const hasPopovers = () => typeof HTMLElement.prototype.togglePopover === "function";

/** Whether `panel`, a popover, is open (the `data-open` fallback where popovers are missing). */
const isOpen = (panel: HTMLElement) =>
  hasPopovers() ? panel.matches(":popover-open") : panel.hasAttribute("data-open");

/** Closes `panel`, a popover (or its `data-open` fallback). */
function closePanel(panel: HTMLElement): void {
  if (!isOpen(panel)) return;
  if (hasPopovers()) return panel.hidePopover();
  // A popover says so with its `toggle` event; the fallback with this one.
  panel.toggleAttribute("data-open", false);
  panel.dispatchEvent(new Event("header-panel-closed"));
}

/** Closes every open menu panel of the header (before the search dialog opens above the page). */
function closePanels(header: HTMLElement): void {
  header.querySelectorAll<HTMLElement>("[popover]").forEach(closePanel);
}

/**
 * Keeps `toggle` (a button with `popovertarget`) in step with its panel:
 * `aria-expanded`, and the Open/Close label when it has `data-label-*`; a
 * link chosen in the panel closes it.
 */
function attachPanel(header: HTMLElement, toggle: HTMLButtonElement): void {
  const panel = header.querySelector<HTMLElement>(`#${toggle.getAttribute("popovertarget")}`);
  if (!panel) return;
  const show = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    const label = open ? toggle.dataset.labelClose : toggle.dataset.labelOpen;
    if (label) toggle.setAttribute("aria-label", label);
  };
  show(isOpen(panel));
  panel.addEventListener("toggle", (event) => show((event as ToggleEvent).newState === "open"));
  panel.addEventListener("header-panel-closed", () => show(false));
  panel.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) closePanel(panel);
  });
  if (hasPopovers()) return;
  // No popovers: one panel open at a time, Escape closes it and gives the focus back to its toggle.
  toggle.addEventListener("click", () => {
    const open = !isOpen(panel);
    closePanels(header);
    panel.toggleAttribute("data-open", open);
    show(open);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen(panel)) return;
    closePanel(panel);
    toggle.focus();
  });
}

function attachMenus(header: HTMLElement): void {
  header.querySelectorAll<HTMLButtonElement>("button[popovertarget]").forEach((toggle) => attachPanel(header, toggle));
}

function attachNavAnchors(header: HTMLElement): void {
  for (const anchor of header.querySelectorAll<HTMLAnchorElement>("a[data-section]")) {
    anchor.addEventListener("click", (event) => {
      if (!plainClick(event) || stripLocale(window.location.pathname) !== "/") return;
      if (!scrollToId(anchor.dataset.section!)) return;
      event.preventDefault();
      window.history.replaceState(window.history.state, "", anchor.href);
    });
  }
}

function attachLanguageSwitch(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLAnchorElement>("a[data-language-switch]");
  if (!toggle) return;
  const next = toggle.dataset.languageSwitch as Locale;
  const target = () => switchLocale(window.location.pathname, window.location.search, window.location.hash, next);
  // The prerendered href has no query or #section: keep it in step with the URL (middle click, copy link too).
  const refresh = () => toggle.setAttribute("href", target());
  refresh();
  window.addEventListener("hashchange", refresh);
  toggle.addEventListener("pointerenter", refresh);
  toggle.addEventListener("focus", refresh);
  toggle.addEventListener("click", (event) => {
    refresh();
    if (!plainClick(event)) return;
    rememberLanguage(next);
    carryToOtherLanguage();
  });
}

/** Resolves after the next frame has painted (a task queued from its animation frame). */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** The header's search button. */
const SEARCH_BUTTON = "button[data-testid='search-toggle']";

/**
 * Readies site search ahead of use (issue #24; the entry calls it once the
 * page is idle): the search worker loads and indexes `locale`'s search, and
 * the dialog is built and laid out hidden, so the first open is a paint.
 */
export function prepareHeaderSearch(header: HTMLElement, locale: Locale): void {
  prepareSiteSearch(locale);
  const button = header.querySelector<HTMLButtonElement>(SEARCH_BUTTON);
  // The dialog in an idle period of its own: built and laid out in the same task as the worker's start, it
  // made one task past 50 ms on a throttled phone, most on Chinese pages, where its layout shapes CJK text
  // (issue #26).
  if (button) inIdlePeriods([["search dialog", () => prepareSearchShell(button)]]);
}

function attachSearch(header: HTMLElement): void {
  const button = header.querySelector<HTMLButtonElement>(SEARCH_BUTTON);
  if (!button) return;
  const closed = (returnFocus: boolean) => {
    button.setAttribute("aria-expanded", "false");
    if (returnFocus) button.focus();
    // The next open is a paint too.
    inIdlePeriods([["search dialog", () => prepareSearchShell(button)]]);
  };
  const open = () => {
    if (button.getAttribute("aria-expanded") === "true") return;
    button.setAttribute("aria-expanded", "true");
    closePanels(header);
    // The dialog and its input are there at once; its code searches what was typed meanwhile (issue #24).
    const shell = openSearchShell(button, closed);
    button.setAttribute("aria-busy", "true");
    // The worker reads the current rows meanwhile; the dialog's behaviour starts once the open dialog has
    // painted, and searches what was typed by then (issue #24).
    const locale = localeOf(window.location.pathname);
    openSiteSearch(locale);
    void afterNextPaint().then(() => {
      runSearchDialog(shell, locale);
      button.removeAttribute("aria-busy");
    });
  };
  button.addEventListener("click", open);
  document.addEventListener("keydown", (event) => {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    if (typingIn(event.target)) return;
    event.preventDefault();
    open();
  });
}

/** Attaches the header's behaviour to the prerendered `header` (the page's `.site-header`). */
export function attachHeader(header: HTMLElement): void {
  attachMenus(header);
  attachNavAnchors(header);
  attachLanguageSwitch(header);
  attachSearch(header);
}
