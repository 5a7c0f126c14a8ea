import { HttpError } from './errors.ts';

/**
 * Fixed-window counters kept in memory: enough for one Node process, which is how the site runs.
 * `hit` counts one event for `key`; `blocked` tells whether `key` has used its allowance and for
 * how many more seconds.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private current(key: string) {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= t) {
      w = { count: 0, resetAt: t + this.windowMs };
      this.windows.set(key, w);
      if (this.windows.size > 50_000) this.sweep(t);
    }
    return w;
  }

  /** Seconds until `key` may try again, or 0 when it is not blocked. */
  blocked(key: string): number {
    const w = this.windows.get(key);
    const t = this.now();
    if (!w || w.resetAt <= t || w.count < this.limit) return 0;
    return Math.ceil((w.resetAt - t) / 1000);
  }

  hit(key: string): void {
    this.current(key).count += 1;
  }

  /** Count one event and say whether it went past the allowance (seconds to wait), else 0. */
  consume(key: string): number {
    const w = this.current(key);
    w.count += 1;
    return w.count > this.limit ? Math.ceil((w.resetAt - this.now()) / 1000) : 0;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(t: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k);
  }
}

/** The 429 answer when `waitSeconds` is more than 0: `message`, and `Retry-After` in seconds. */
export function assertNotLimited(waitSeconds: number, message: string): void {
  if (waitSeconds > 0) throw new HttpError(429, message, undefined, { 'retry-after': String(waitSeconds) });
}
