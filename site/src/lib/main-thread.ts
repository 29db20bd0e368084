/**
 * Short tasks for the public pages' start-up (issue #24: TBT ≤ 50 ms). A
 * task on the main thread blocks a tap for as long as it runs; Lighthouse
 * counts every task past 50 ms on its 4× slowed phone, so a start-up done in
 * one 20 ms task (80 ms there) blocks, and the same work cut into steps of a
 * few ms, each its own task, does not. These helpers give the thread back to
 * the browser between steps, so a tap or a paint waiting meanwhile goes first.
 */

/** `scheduler.yield()` where the browser has it (Chromium 129+), typed locally (not in TypeScript's DOM lib yet). */
type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a new task, after what the browser has waiting (input, rendering):
 * `scheduler.yield()` where there is one (the continuation goes ahead of other
 * queued tasks), else a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** One step of a start-up: its name (for the error line) and what it does. */
export type Step = readonly [name: string, run: () => void];

/**
 * Runs one step: a throw is logged (`console.error("<name> failed", error)`)
 * and swallowed. (No User Timing measure per step: in a trace, which is what
 * Lighthouse records, a measure cost up to 13 ms of the step's own task.)
 */
function runStep([name, run]: Step): void {
  try {
    run();
  } catch (error) {
    console.error(`${name} failed`, error);
  }
}

/**
 * Runs `steps` in order, each in a task of its own (the first in the caller's
 * task). A step that throws is logged (`console.error("<name> failed", error)`)
 * and the others still run, so one broken behaviour does not leave the rest of
 * the page without its script.
 * @returns a promise settled once every step has run (it never rejects).
 */
export async function runInSteps(steps: readonly Step[]): Promise<void> {
  let first = true;
  for (const step of steps) {
    if (!first) await yieldToMain();
    first = false;
    runStep(step);
  }
}

/**
 * Runs `tasks` one after another, each in an idle period of its own
 * (requestIdleCallback, at most `timeoutMs` ms after the previous one; a
 * 200 ms timer where it is missing), so work that readies a later use never
 * makes one long task. A task that throws is logged and the next still runs.
 */
export function inIdlePeriods(tasks: readonly Step[], timeoutMs = 2000): void {
  const [head, ...rest] = tasks;
  if (!head) return;
  const run = () => {
    runStep(head);
    inIdlePeriods(rest, timeoutMs);
  };
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 200);
}
