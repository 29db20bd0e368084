/**
 * The site search dialog's markup and its closing, in the small entry (issue
 * #24: search keeps every keystroke). The header's search button and `/`
 * open it at once, without waiting for any code: backdrop, dialog, input,
 * close button, "Loading search…", with the input focused, so whatever the
 * visitor types from that moment lands in the field that stays. The
 * dialog's behaviour (search-dialog.ts) then brings it to life in place:
 * results as the visitor types, ↑/↓ and Enter. Once the page is idle the
 * next dialog is built and laid out hidden (prepareSearchShell), so that
 * opening it is only a paint. From the
 * start Escape, the close button and a press on the backdrop close it, and
 * Tab stays inside it. Its texts come from the search button
 * (search-copy.ts), in the page's language.
 */
import { readSearchCopy, type SearchCopy } from "./search-copy";

/** An open dialog, handed to its behaviour (search-dialog.ts). */
export interface SearchShell {
  /** The dialog element (`role="dialog"`). */
  dialog: HTMLElement;
  /** The focused input the visitor types into. */
  input: HTMLInputElement;
  /** The status line ("Loading search…", "3 results"). */
  status: HTMLElement;
  /** "Try again", shown when search could not be loaded. */
  retry: HTMLButtonElement;
  /** The results listbox (hidden while empty). */
  results: HTMLElement;
  /** The dialog's texts. */
  copy: SearchCopy;
  /** True once the dialog was closed: its code must not bring it to life. */
  readonly closed: boolean;
  /** Closes the dialog; `returnFocus` gives focus back to the search button (not after opening a result). */
  close(returnFocus: boolean): void;
}

const SVG_NS = "http://www.w3.org/2000/svg";

function svgElement<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string>) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

/** An icon drawn with strokes of `children`, `size` px square (decorative: hidden from assistive technology). */
function strokeIcon(size: number, ...children: SVGElement[]): SVGSVGElement {
  const svg = svgElement("svg", {
    width: String(size),
    height: String(size),
    viewBox: "0 0 24 24",
    "aria-hidden": "true",
    focusable: "false",
    fill: "none",
    stroke: "currentColor",
    "stroke-width": "2.2",
    "stroke-linecap": "round",
  });
  svg.append(...children);
  return svg;
}

/** The magnifier. */
const icon = () =>
  strokeIcon(
    20,
    svgElement("circle", { cx: "10.5", cy: "10.5", r: "6.5" }),
    svgElement("path", { d: "M15.5 15.5 21 21" }),
  );

/**
 * The close button's cross, drawn rather than a "×" glyph: a glyph at a size the page has not used
 * yet costs a font instance in the idle-time layout of the prepared dialog (issue #26: Chinese pages' TBT).
 */
const crossIcon = () => strokeIcon(20, svgElement("path", { d: "M6 6 18 18M18 6 6 18" }));

/** A new `tag` element with `attributes` and `children` (text or nodes); the dialog's code builds with it too. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** Marks a dialog built ahead of use: attached, laid out, not shown (visibility hidden, inert). */
export const PREPARED_ATTR = "data-search-prepared";

/** A dialog built, not open yet: `open(onClose)` shows it. */
interface BuiltShell {
  backdrop: HTMLElement;
  open(onClose: (returnFocus: boolean) => void): SearchShell;
}

/** Builds the dialog for the search `button` (its texts, search-copy.ts), with its keyboard and close behaviour. */
function buildShell(button: HTMLElement): BuiltShell {
  const copy = readSearchCopy(button);
  const backdrop = element("div", { class: "search-backdrop", "data-search-shell": "" });
  const dialog = element("div", {
    class: "search-dialog",
    role: "dialog",
    "aria-modal": "true",
    "aria-labelledby": "site-search-title",
    "aria-busy": "true",
    "data-testid": "search-dialog",
  });
  const input = element("input", {
    type: "search",
    role: "combobox",
    "aria-label": copy.inputLabel,
    "aria-autocomplete": "list",
    "aria-expanded": "false",
    "aria-controls": "site-search-results",
    autocomplete: "off",
    spellcheck: "false",
    enterkeyhint: "go",
    placeholder: copy.placeholder,
  });
  const closeButton = element("button", { type: "button", class: "search-dialog__close", "aria-label": copy.close });
  closeButton.append(crossIcon());
  const bar = element("div", { class: "search-dialog__bar" });
  bar.append(icon(), input, closeButton);
  const status = element("p", { class: "search-dialog__status", role: "status" }, copy.loading);
  const retry = element(
    "button",
    { type: "button", class: "btn btn--outline btn--sm search-dialog__retry", hidden: "" },
    copy.retry,
  );
  const results = element("div", {
    id: "site-search-results",
    role: "listbox",
    "aria-label": copy.title,
    class: "search-results",
    hidden: "",
  });
  dialog.append(
    element("h2", { id: "site-search-title", class: "visually-hidden" }, copy.title),
    bar,
    status,
    retry,
    results,
    element("p", { class: "search-dialog__keys", "aria-hidden": "true" }, copy.keys),
  );
  backdrop.append(dialog);

  let overflow = "";
  let closed = false;
  let onClose: (returnFocus: boolean) => void = () => undefined;
  const close = (returnFocus: boolean) => {
    if (closed) return;
    closed = true;
    backdrop.remove();
    document.body.style.overflow = overflow;
    onClose(returnFocus);
  };
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === "Tab") {
      // Focus stays in the dialog: cycle through its controls (the retry button too, when shown).
      const focusable = [...dialog.querySelectorAll<HTMLElement>("input, button")].filter((e) => !e.hidden);
      const index = focusable.indexOf(document.activeElement as HTMLElement);
      event.preventDefault();
      focusable[(index + (event.shiftKey ? -1 : 1) + focusable.length) % focusable.length]?.focus();
    } else if (event.key === "Enter" || event.key === "ArrowDown" || event.key === "ArrowUp") {
      // The input's keys: the dialog's code moves through the results and opens one.
      if (event.target === input) event.preventDefault();
    }
  });
  closeButton.addEventListener("click", () => close(true));
  backdrop.addEventListener("mousedown", (event) => {
    if (event.target === backdrop) close(true);
  });

  const shell: SearchShell = {
    dialog,
    input,
    status,
    retry,
    results,
    copy,
    get closed() {
      return closed;
    },
    close,
  };
  return {
    backdrop,
    open(handler) {
      onClose = handler;
      overflow = document.body.style.overflow;
      backdrop.removeAttribute(PREPARED_ATTR);
      backdrop.inert = false;
      if (!backdrop.isConnected) document.body.appendChild(backdrop);
      document.body.style.overflow = "hidden";
      input.focus();
      return shell;
    },
  };
}

/** The dialog built ahead of use, and the button it was built for. */
let prepared: { button: HTMLElement; built: BuiltShell } | undefined;

/**
 * Builds the dialog for `button` ahead of use (issue #24: the first open
 * answers as fast as a later one): attached to the page, laid out, not
 * shown (PREPARED_ATTR: visibility hidden, inert), so opening it is a
 * paint rather than building, styling and laying out a full-screen dialog
 * within the tap. Does nothing while a dialog is in the page (open or
 * prepared) or when the button carries no texts.
 */
export function prepareSearchShell(button: HTMLElement): void {
  if (document.querySelector("[data-search-shell]")) return;
  let built: BuiltShell;
  try {
    built = buildShell(button);
  } catch {
    return;
  }
  built.backdrop.setAttribute(PREPARED_ATTR, "");
  built.backdrop.inert = true;
  document.body.appendChild(built.backdrop);
  prepared = { button, built };
}

/**
 * Opens the dialog for the search `button` (its texts, search-copy.ts),
 * the one prepared ahead of use when there is one, and focuses its input;
 * `onClose(returnFocus)` runs when it closes. Keeps the page behind still
 * (body overflow) until it is closed.
 * @returns the open dialog. @throws Error when the button carries no texts.
 */
export function openSearchShell(button: HTMLElement, onClose: (returnFocus: boolean) => void): SearchShell {
  let built = prepared?.button === button && prepared.built.backdrop.isConnected ? prepared.built : undefined;
  if (!built) {
    prepared?.built.backdrop.remove();
    built = buildShell(button);
  }
  prepared = undefined;
  return built.open(onClose);
}
