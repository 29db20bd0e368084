/**
 * Lists written into the prerendered HTML (site/src/lib/prerendered-lists.ts,
 * issue #13): the JSON element cannot be closed by a row's text, the browser
 * reads the page's lists, and useRemoteList shows them at once (no loading
 * state) before refreshing.
 */
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { prerenderedListsScript, PRERENDERED_LISTS_ID } from "../../site/src/lib/prerendered-lists";
import { useRemoteList } from "../../site/src/lib/use-remote-list";

afterEach(() => document.body.replaceChildren());

describe("prerenderedListsScript()", () => {
  it("is empty for a page without lists", () => {
    expect(prerenderedListsScript({})).toBe("");
  });

  it("escapes '<' so a row cannot end the element, and parses back to the rows", () => {
    const rows = [{ title: "</script><script>alert(1)</script>" }];
    const html = prerenderedListsScript({ things: rows });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = html;
    const element = document.getElementById(PRERENDERED_LISTS_ID)!;
    expect(JSON.parse(element.textContent!)).toEqual({ things: rows });
  });
});

describe("in the browser", () => {
  it("useRemoteList shows the page's list at once, holds the refreshed rows as pending, and shows them on request", async () => {
    document.body.innerHTML = prerenderedListsScript({ "prerendered-test": [{ id: 1 }] });
    let resolve!: (rows: { id: number }[]) => void;
    const { result } = renderHook(() =>
      useRemoteList(() => new Promise<{ id: number }[]>((r) => (resolve = r)), "prerendered-test"),
    );
    expect(result.current.loading).toBe(false);
    expect(result.current.items).toEqual([{ id: 1 }]);
    resolve([{ id: 1 }, { id: 2 }]);
    // What is on screen does not move by itself (issue #27): the newer rows wait.
    await waitFor(() => expect(result.current.change).toEqual({ added: 1, removed: 0, edited: 0 }));
    expect(result.current.items).toEqual([{ id: 1 }]);
    act(() => result.current.showPending());
    expect(result.current.items).toEqual([{ id: 1 }, { id: 2 }]);
    expect(result.current.change).toBeNull();
  });
});
