/**
 * Counts failed password sign-ins per key (client IP, and IP + e-mail) in a
 * sliding window; over the limit, /token answers 429 over_request_rate_limit
 * before checking the password (wire reference §3 order).
 */

/** Limits of the failed-sign-in counter. */
export interface FailureLimits {
  /** Failures allowed per IP + e-mail in the window (default 5). */
  perEmail: number;
  /** Failures allowed per IP in the window (default 30, as config.toml sign_in_sign_ups). */
  perIp: number;
  /** Window length in ms (default 5 minutes). */
  windowMs: number;
}

/** Sliding-window counter of failed sign-ins. */
export class FailureLimiter {
  private readonly hits = new Map<string, number[]>();
  readonly limits: FailureLimits;

  constructor(limits: Partial<FailureLimits> = {}) {
    this.limits = { perEmail: 5, perIp: 30, windowMs: 5 * 60_000, ...limits };
  }

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.limits.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Whether a sign-in for `email` from `ip` must be refused now. */
  isLimited(ip: string, email: string, now = Date.now()): boolean {
    return (
      this.recent(`e:${ip}|${email}`, now).length >= this.limits.perEmail ||
      this.recent(`i:${ip}`, now).length >= this.limits.perIp
    );
  }

  /** Records one failed sign-in. */
  recordFailure(ip: string, email: string, now = Date.now()): void {
    for (const key of [`e:${ip}|${email}`, `i:${ip}`]) {
      const list = this.recent(key, now);
      list.push(now);
      this.hits.set(key, list);
    }
    if (this.hits.size > 100_000) this.hits.clear();
  }

  /** Forgets the failures of `email` from `ip` after a successful sign-in. */
  recordSuccess(ip: string, email: string): void {
    this.hits.delete(`e:${ip}|${email}`);
  }
}
