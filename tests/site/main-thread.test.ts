/**
 * The public pages' start-up in short tasks (site/src/lib/main-thread.ts,
 * issue #24: TBT): steps run in order, each after the first in a task of its
 * own (a timer queued by a step runs before the next step), `scheduler.yield`
 * where the browser has it, a failing step is logged and the rest still run;
 * idle work runs one task per idle period.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { inIdlePeriods, runInSteps, yieldToMain } from "../../site/src/lib/main-thread";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("runInSteps", () => {
  it("runs the steps in order, giving the thread back between them", async () => {
    const log: string[] = [];
    await runInSteps([
      [
        "first",
        () => {
          log.push("first");
          // Queued work (an input event, a paint) runs before the next step, not after the whole start-up.
          setTimeout(() => log.push("queued task"), 0);
        },
      ],
      ["second", () => log.push("second")],
      ["third", () => log.push("third")],
    ]);
    expect(log).toEqual(["first", "queued task", "second", "third"]);
  });

  it("runs the first step in the caller's task", () => {
    const log: string[] = [];
    void runInSteps([
      ["first", () => log.push("first")],
      ["second", () => log.push("second")],
    ]);
    expect(log).toEqual(["first"]);
  });

  it("logs a step that throws and still runs the others", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const log: string[] = [];
    const broken = new Error("no header");
    await runInSteps([
      [
        "header",
        () => {
          throw broken;
        },
      ],
      ["filters", () => log.push("filters")],
    ]);
    expect(log).toEqual(["filters"]);
    expect(error).toHaveBeenCalledWith("header failed", broken);
  });
});

describe("yieldToMain", () => {
  it("uses scheduler.yield where the browser has it", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it("falls back to a zero-delay timer", async () => {
    vi.useFakeTimers();
    let resolved = false;
    void yieldToMain().then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });
});

describe("inIdlePeriods", () => {
  it("runs one task per idle period, in order", () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(1500);
      callbacks.push(callback);
      return callbacks.length;
    });
    const log: string[] = [];
    inIdlePeriods(
      [
        ["worker", () => log.push("worker")],
        ["dialog", () => log.push("dialog")],
      ],
      1500,
    );
    expect(callbacks).toHaveLength(1);
    callbacks[0]!();
    expect(log).toEqual(["worker"]);
    expect(callbacks).toHaveLength(2);
    callbacks[1]!();
    expect(log).toEqual(["worker", "dialog"]);
    expect(callbacks).toHaveLength(2);
  });

  it("logs a task that throws and still runs the next, on timers where requestIdleCallback is missing", async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const log: string[] = [];
    inIdlePeriods([
      [
        "language prefetch",
        () => {
          throw new Error("blocked");
        },
      ],
      ["search readiness", () => log.push("search readiness")],
    ]);
    await vi.advanceTimersByTimeAsync(200);
    expect(error).toHaveBeenCalledWith("language prefetch failed", expect.any(Error));
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(log).toEqual(["search readiness"]);
  });
});
