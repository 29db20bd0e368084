import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { publishFreshList } from "../../site/src/lib/fresh-lists";
import { FRESH_LIST_ATTR, listChange, useRemoteList } from "../../site/src/lib/use-remote-list";

describe("useRemoteList()", () => {
  it("starts loading, then holds the rows", async () => {
    const { result } = renderHook(() => useRemoteList(async () => [1, 2, 3], "numbers-a"));
    expect(result.current).toMatchObject({ items: [], loading: true });
    await waitFor(() => expect(result.current).toMatchObject({ items: [1, 2, 3], loading: false }));
  });

  it("shows a list loaded in the last 5 minutes at once; newer rows wait until showPending (issue #27)", async () => {
    const first = renderHook(() => useRemoteList(async () => [{ id: "a" }], "words"));
    await waitFor(() => expect(first.result.current.items).toEqual([{ id: "a" }]));
    first.unmount();
    const second = renderHook(() => useRemoteList(async () => [{ id: "b" }, { id: "c" }], "words"));
    expect(second.result.current).toMatchObject({ items: [{ id: "a" }], loading: false, change: null });
    await waitFor(() => expect(second.result.current.change).toEqual({ added: 2, removed: 1, edited: 0 }));
    expect(second.result.current.items).toEqual([{ id: "a" }]);
    act(() => second.result.current.showPending());
    expect(second.result.current).toMatchObject({ items: [{ id: "b" }, { id: "c" }], change: null });
  });

  it("shows newer rows at once when the list's region is wholly below the viewport", async () => {
    const region = document.createElement("div");
    region.setAttribute(FRESH_LIST_ATTR, "below");
    region.getBoundingClientRect = () => ({ top: window.innerHeight + 10 }) as DOMRect;
    document.body.append(region);
    const first = renderHook(() => useRemoteList(async () => [{ id: "a" }], "below"));
    await waitFor(() => expect(first.result.current.items).toEqual([{ id: "a" }]));
    first.unmount();
    const second = renderHook(() => useRemoteList(async () => [{ id: "a", title: "Edited" }], "below"));
    await waitFor(() => expect(second.result.current.items).toEqual([{ id: "a", title: "Edited" }]));
    expect(second.result.current.change).toBeNull();
    region.remove();
  });

  it("takes the rows the freshness check read, and every later read of them", async () => {
    publishFreshList("checked", [{ id: "x" }]);
    const fetcher = vi.fn(async () => [{ id: "never" }]);
    const { result } = renderHook(() => useRemoteList(fetcher, "checked"));
    await waitFor(() => expect(result.current.items).toEqual([{ id: "x" }]));
    expect(fetcher).not.toHaveBeenCalled();
    act(() => publishFreshList("checked", [{ id: "y" }, { id: "x" }]));
    expect(result.current.change).toEqual({ added: 1, removed: 0, edited: 0 });
    expect(result.current.items).toEqual([{ id: "x" }]);
  });

  it("keeps local updates (e.g. a new view count) in the cache", async () => {
    const first = renderHook(() => useRemoteList(async () => [{ id: "v", views: 1 }], "videos-test"));
    await waitFor(() => expect(first.result.current.loading).toBe(false));
    first.result.current.setItems((list) => list.map((v) => ({ ...v, views: 2 })));
    await waitFor(() => expect(first.result.current.items[0]?.views).toBe(2));
    first.unmount();
    const second = renderHook(() =>
      useRemoteList(() => new Promise<{ id: string; views: number }[]>(() => {}), "videos-test"),
    );
    expect(second.result.current.items[0]?.views).toBe(2);
  });

  it("leaves the list empty and logs when every retry fails (spec §8)", async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetcher = vi.fn(async () => {
      throw new Error("offline");
    });
    const { result } = renderHook(() => useRemoteList(fetcher, "failing"));
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.items).toEqual([]);
    expect(fetcher).toHaveBeenCalledTimes(4);
    expect(log).toHaveBeenCalledWith("Failed to load failing", expect.any(Error));
    log.mockRestore();
  });
});

describe("listChange()", () => {
  it("counts rows added, removed and edited by id, a view count aside", () => {
    const shown = [
      { id: 1, title: "a", views: 1 },
      { id: 2, title: "b" },
      { id: 3, title: "c" },
    ];
    const next = [
      { id: 4, title: "d" },
      { id: 1, title: "a", views: 9 },
      { id: 2, title: "B" },
    ];
    expect(listChange(shown, next)).toEqual({ added: 1, removed: 1, edited: 1 });
  });
});
