/**
 * The search dialog before its code (issue #24: search keeps every
 * keystroke). The header's search button and `/` open it at once, without
 * React: the same markup as search-dialog.tsx (backdrop, dialog, input,
 * close button, "Loading search…"), with the input focused, so whatever the
 * visitor types from that moment lands in a real field. When the search
 * code arrives, SearchDialog takes over: it starts from the text and caret
 * typed here and removes this shell in the same task, before the next
 * keystroke can be handled. Until then Escape, the close button and a press
 * on the backdrop close it. Its texts come from the search button's
 * `data-search-*` attributes (search-button.tsx), in the page's language.
 */

/** An open shell, handed to the search code (islands/search-island.tsx → SearchDialog). */
export interface SearchShell {
  /** The focused input the visitor types into until the dialog's code takes over. */
  input: HTMLInputElement;
  /** True once the visitor closed the shell (Escape, close button, backdrop): the code must not open the dialog. */
  readonly closed: boolean;
  /** Removes the shell without closing search (the dialog replaces it). */
  remove(): void;
}

/** The `data-search-*` texts of the search button, keyed as in the dialog's copy (`search.title`, …). */
const TEXT_KEYS = ["title", "input", "placeholder", "close", "loading", "keys"] as const;

const SVG_NS = "http://www.w3.org/2000/svg";

function svgElement<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string>) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

/** The magnifier of search-dialog.tsx. */
function icon(): SVGSVGElement {
  const stroke = { stroke: "currentColor", "stroke-width": "2.2" };
  const svg = svgElement("svg", {
    width: "20",
    height: "20",
    viewBox: "0 0 24 24",
    "aria-hidden": "true",
    focusable: "false",
  });
  svg.append(
    svgElement("circle", { cx: "10.5", cy: "10.5", r: "6.5", fill: "none", ...stroke }),
    svgElement("path", { d: "M15.5 15.5 21 21", ...stroke, "stroke-linecap": "round" }),
  );
  return svg;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Opens the shell for the search `button` (its `data-search-*` texts) and
 * focuses its input; `onClose(returnFocus)` runs when the visitor closes it
 * before the code arrives. Keeps the page behind still (body overflow) until
 * it is closed or removed.
 * @returns the open shell.
 */
export function openSearchShell(button: HTMLElement, onClose: (returnFocus: boolean) => void): SearchShell {
  const text = Object.fromEntries(
    TEXT_KEYS.map((key) => [key, button.dataset[`search${key[0]!.toUpperCase()}${key.slice(1)}`] ?? ""]),
  ) as Record<(typeof TEXT_KEYS)[number], string>;
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
    "aria-label": text.input,
    "aria-autocomplete": "list",
    "aria-expanded": "false",
    "aria-controls": "site-search-results",
    autocomplete: "off",
    spellcheck: "false",
    enterkeyhint: "go",
    placeholder: text.placeholder,
  });
  const closeButton = element("button", { type: "button", class: "search-dialog__close", "aria-label": text.close });
  closeButton.append(element("span", { "aria-hidden": "true" }, "×"));
  const bar = element("div", { class: "search-dialog__bar" });
  bar.append(icon(), input, closeButton);
  const results = element("div", {
    id: "site-search-results",
    role: "listbox",
    "aria-label": text.title,
    class: "search-results",
    hidden: "",
  });
  dialog.append(
    element("h2", { id: "site-search-title", class: "visually-hidden" }, text.title),
    bar,
    element("p", { class: "search-dialog__status", role: "status" }, text.loading),
    results,
    element("p", { class: "search-dialog__keys", "aria-hidden": "true" }, text.keys),
  );
  backdrop.append(dialog);

  const overflow = document.body.style.overflow;
  let closed = false;
  const remove = () => {
    if (!backdrop.isConnected) return;
    backdrop.remove();
    document.body.style.overflow = overflow;
  };
  const close = (returnFocus: boolean) => {
    if (closed) return;
    closed = true;
    remove();
    onClose(returnFocus);
  };
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === "Tab") {
      event.preventDefault();
      (document.activeElement === input ? closeButton : input).focus();
    } else if (event.key === "Enter" || event.key === "ArrowDown" || event.key === "ArrowUp") {
      // No results yet: nothing to move to or open.
      if (event.target === input) event.preventDefault();
    }
  });
  closeButton.addEventListener("click", () => close(true));
  backdrop.addEventListener("mousedown", (event) => {
    if (event.target === backdrop) close(true);
  });

  document.body.style.overflow = "hidden";
  document.body.appendChild(backdrop);
  input.focus();
  return {
    input,
    get closed() {
      return closed;
    },
    remove,
  };
}
