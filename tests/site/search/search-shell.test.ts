/**
 * The search dialog built ahead of use (issue #24, src/features/search/search-shell.ts):
 * once the page is idle the dialog is attached laid out but hidden and inert, and the
 * first open shows that same dialog (a paint), focused; closing removes it and gives the
 * page its scrolling back. Without a prepared dialog, opening builds one.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
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
