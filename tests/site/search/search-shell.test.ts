/**
 * The search dialog built ahead of use (issue #24, src/features/search/search-shell.ts):
 * once the page is idle the dialog is attached laid out but hidden and inert, and the
 * first open shows that same dialog (a paint), focused; closing removes it and gives the
 * page its scrolling back. Without a prepared dialog, opening builds one.
 *
 * Its results (issue #26, search-dialog.ts): real links (`<a href>` with the option role,
 * out of the Tab order) to the item pages; a plain click or Enter opens one (reveal.ts
 * `openResult`, stubbed: jsdom cannot navigate), a modified click is left to the browser.
 * The network is the stub of search-fixtures.ts; the search itself is the real code.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SearchIndexFile } from "../../../site/src/features/search/search-documents";
import { indexFile, stubSearchNetwork } from "./search-fixtures";

const openResult = vi.hoisted(() => vi.fn());
vi.mock("../../../site/src/features/search/reveal", () => ({ openResult, revealPending: vi.fn() }));
import { en } from "../../../site/src/i18n/locales/en";
import { SEARCH_COPY_ATTR, searchCopy } from "../../../site/src/features/search/search-copy";
import { openSearchShell, prepareSearchShell, PREPARED_ATTR } from "../../../site/src/features/search/search-shell";

const t = (key: string) => {
  let node: unknown = en;
  for (const part of key.split(".")) node = (node as Record<string, unknown>)[part];
  return String(node);
};

function searchButton(): HTMLButtonElement {
  const button = document.createElement("button");
  button.setAttribute(SEARCH_COPY_ATTR, JSON.stringify(searchCopy(t)));
  document.body.append(button);
  return button;
}

const shells = () => document.querySelectorAll<HTMLElement>("[data-search-shell]");

afterEach(() => {
  document.body.innerHTML = "";
  document.body.style.overflow = "";
});

describe("search dialog built ahead of use", () => {
  it("is attached hidden and inert, once, and the first open shows that same dialog, focused", () => {
    const button = searchButton();
    prepareSearchShell(button);
    prepareSearchShell(button);
    expect(shells()).toHaveLength(1);
    const prepared = shells()[0]!;
    expect(prepared.hasAttribute(PREPARED_ATTR)).toBe(true);
    expect(prepared.inert).toBe(true);
    expect(document.body.style.overflow).toBe("");

    const onClose = vi.fn();
    const shell = openSearchShell(button, onClose);
    expect(shells()).toHaveLength(1);
    expect(shell.dialog.closest("[data-search-shell]")).toBe(prepared);
    expect(prepared.hasAttribute(PREPARED_ATTR)).toBe(false);
    expect(prepared.inert).toBe(false);
    expect(document.activeElement).toBe(shell.input);
    expect(document.body.style.overflow).toBe("hidden");

    shell.close(true);
    expect(shells()).toHaveLength(0);
    expect(shell.closed).toBe(true);
    expect(document.body.style.overflow).toBe("");
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it("opens a dialog of its own when none was prepared, and does not prepare one beside an open dialog", () => {
    const button = searchButton();
    const shell = openSearchShell(button, () => undefined);
    expect(shells()).toHaveLength(1);
    prepareSearchShell(button);
    expect(shells()).toHaveLength(1);
    expect(shells()[0]!.hasAttribute(PREPARED_ATTR)).toBe(false);
    shell.close(false);
    prepareSearchShell(button);
    expect(shells()).toHaveLength(1);
    expect(shells()[0]!.hasAttribute(PREPARED_ATTR)).toBe(true);
  });

  it("prepares nothing for a button without texts", () => {
    const bare = document.createElement("button");
    document.body.append(bare);
    prepareSearchShell(bare);
    expect(shells()).toHaveLength(0);
  });
});

describe("search results (issue #26)", () => {
  // jsdom lays nothing out: the dialog scrolls the selected result into view.
  Element.prototype.scrollIntoView ??= () => undefined;
  const file: SearchIndexFile = {
    ...indexFile(3),
    records: [
      {
        id: "caseStudy:c1",
        kind: "caseStudy",
        title: "Quasar field turbine run",
        text: "A case study.",
        url: "/resources/case-studies/quasar-field-turbine-run",
      },
      {
        id: "news:n1",
        kind: "news",
        title: "Quasar partnership",
        text: "A news item.",
        url: "/company/news/quasar-partnership",
      },
    ],
  };

  /** The same rows, as the database serves them now (the public lists). */
  const current: Record<string, object[]> = {
    case_studies: [
      {
        id: "c1",
        slug: "quasar-field-turbine-run",
        title: "Quasar field turbine run",
        description: "A case study.",
        location: "North Sea",
        year: 2025,
      },
    ],
    news: [
      {
        id: "n1",
        slug: "quasar-partnership",
        title: "Quasar partnership",
        excerpt: "A news item.",
        date_published: "2026-01-05",
      },
    ],
  };

  /** Opens the dialog, runs its code and types `query`; resolves with the options once shown. */
  async function searchFor(query: string) {
    vi.resetModules();
    stubSearchNetwork(file);
    const served = vi.mocked(fetch).getMockImplementation()!;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const table = String(input).match(/\/rest\/v1\/(\w+)\?/)?.[1];
        return table ? Response.json(current[table] ?? []) : served(input, init);
      }),
    );
    const { openSiteSearch } = await import("../../../site/src/features/search/search-client");
    const { runSearchDialog } = await import("../../../site/src/features/search/search-dialog");
    const shell = openSearchShell(searchButton(), () => undefined);
    openSiteSearch("en");
    runSearchDialog(shell, "en");
    shell.input.value = query;
    shell.input.dispatchEvent(new Event("input"));
    await vi.waitFor(() => expect(shell.results.querySelectorAll('[role="option"]')).toHaveLength(2), 5_000);
    return { shell, options: [...shell.results.querySelectorAll<HTMLAnchorElement>('[role="option"]')] };
  }

  /** Clicks `target` as a mouse would; returns whether the dialog's code took the click (default prevented). */
  function click(target: Element, init: MouseEventInit = {}): boolean {
    let taken = false;
    // After the dialog's listener: record, then keep jsdom from trying to navigate.
    const record = (event: Event) => {
      taken = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener("click", record);
    target.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true, ...init }));
    target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
    window.removeEventListener("click", record);
    return taken;
  }

  afterEach(() => {
    openResult.mockClear();
    vi.unstubAllGlobals();
  });

  it("are links to the item pages, with the option role and out of the Tab order", async () => {
    const { shell, options } = await searchFor("quasar");
    expect(options.map((o) => [o.tagName, o.getAttribute("href"), o.getAttribute("tabindex")])).toEqual([
      ["A", "/resources/case-studies/quasar-field-turbine-run", "-1"],
      ["A", "/company/news/quasar-partnership", "-1"],
    ]);
    expect(options[0]!.getAttribute("aria-selected")).toBe("true");
    expect(shell.input.getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    shell.close(false);
  });

  it("open on a plain click and on Enter; a click with Ctrl or Shift is the browser's", async () => {
    const { shell, options } = await searchFor("quasar");
    // Ctrl+click (new tab) and Shift+click (new window): the link's own default, the dialog stays.
    expect(click(options[1]!.querySelector("span")!, { ctrlKey: true })).toBe(false);
    expect(click(options[1]!, { shiftKey: true })).toBe(false);
    expect(openResult).not.toHaveBeenCalled();
    expect(shell.closed).toBe(false);
    // A plain click on the text inside a result opens that result here.
    expect(click(options[1]!.querySelector("span")!)).toBe(true);
    expect(openResult).toHaveBeenCalledWith("/company/news/quasar-partnership");
    expect(shell.closed).toBe(true);

    openResult.mockClear();
    const again = await searchFor("quasar");
    again.shell.input.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
    await vi.waitFor(() => expect(again.options[1]!.getAttribute("aria-selected")).toBe("true"));
    again.shell.input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    await vi.waitFor(() => expect(openResult).toHaveBeenCalledWith("/company/news/quasar-partnership"));
    expect(again.shell.closed).toBe(true);
  });
});
