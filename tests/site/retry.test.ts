import { describe, expect, it, vi } from "vitest";
import { MAX_DELAY_MS, retryDelay, withRetry } from "../../site/src/lib/retry";

describe("retryDelay()", () => {
  it("starts at 1 s and doubles per attempt", () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });
  it("caps the delay at 30 s", () => {
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(20)).toBe(MAX_DELAY_MS);
  });
  it("treats negative attempts as the first", () => {
    expect(retryDelay(-1)).toBe(1000);
  });
});

describe("withRetry()", () => {
  it("retries 3 times with the policy's delays, then rethrows", async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const task = vi.fn(async () => {
      throw new Error("down");
    });
    await expect(withRetry(task, { sleep })).rejects.toThrow("down");
    expect(task).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map((c) => c[0])).toEqual([1000, 2000, 4000]);
  });
  it("returns the first success", async () => {
    let calls = 0;
    const result = await withRetry(
      async () => {
        calls++;
        if (calls < 3) throw new Error("flaky");
        return "ok";
      },
      { sleep: async () => {} },
    );
    expect(result).toBe("ok");
    expect(calls).toBe(3);
  });
  it("stops when shouldRetry says no", async () => {
    const task = vi.fn(async () => {
      throw new Error("fatal");
    });
    await expect(withRetry(task, { sleep: async () => {}, shouldRetry: () => false })).rejects.toThrow("fatal");
    expect(task).toHaveBeenCalledTimes(1);
  });
});
