import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useRemoteList } from "../../site/src/lib/use-remote-list";

describe("useRemoteList()", () => {
  it("starts loading, then holds the rows", async () => {
    const { result } = renderHook(() => useRemoteList(async () => [1, 2, 3], "numbers-a"));
    expect(result.current).toMatchObject({ items: [], loading: true });
    await waitFor(() => expect(result.current).toMatchObject({ items: [1, 2, 3], loading: false }));
  });

  it("shows a list loaded in the last 5 minutes at once and refreshes it", async () => {
    const first = renderHook(() => useRemoteList(async () => ["old"], "words"));
    await waitFor(() => expect(first.result.current.items).toEqual(["old"]));
    first.unmount();
    const second = renderHook(() => useRemoteList(async () => ["new"], "words"));
    expect(second.result.current).toMatchObject({ items: ["old"], loading: false });
    await waitFor(() => expect(second.result.current.items).toEqual(["new"]));
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
