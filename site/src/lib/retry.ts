/**
 * Retry policy of public data fetches (spec §9 Data cache defaults: retry 3
 * times, backoff 1 s doubling up to 30 s).
 */
export const MAX_RETRIES = 3;
export const BASE_DELAY_MS = 1000;
export const MAX_DELAY_MS = 30_000;

/** Delay in ms before retry number `attempt` (0-based): 1000, 2000, 4000... capped at 30000. */
export function retryDelay(attempt: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempt), MAX_DELAY_MS);
}

/** Knobs of `withRetry`; defaults follow spec §9. */
export interface RetryOptions {
  /** Retries after the first failure (default 3). */
  retries?: number;
  /** Delay policy (default `retryDelay`). */
  delay?: (attempt: number) => number;
  /** Sleeps `ms`; injectable for tests. */
  sleep?: (ms: number) => Promise<void>;
  /** Stops retrying early when it returns false for an error. */
  shouldRetry?: (error: unknown) => boolean;
  /** Aborts the remaining retries. */
  signal?: AbortSignal;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task`, retrying failures per the policy; rethrows the last error. */
export async function withRetry<T>(task: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { retries = MAX_RETRIES, delay = retryDelay, sleep = defaultSleep, shouldRetry = () => true, signal } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= retries || signal?.aborted || !shouldRetry(error)) throw error;
      await sleep(delay(attempt));
      if (signal?.aborted) throw error;
    }
  }
}
