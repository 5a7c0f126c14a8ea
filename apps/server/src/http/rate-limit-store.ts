/** One key's current fixed window: the events counted in it and the milliseconds until it ends. */
export interface LimitWindow {
  count: number;
  msLeft: number;
}

/**
 * Where fixed-window counters are kept. `scope` names the limiter (login-pair, member-join...), `key`
 * what it counts (an address, an account). The in-memory store serves one process; the PostgreSQL
 * store shares the counters between the instances on one database (rate-limit-postgres.ts).
 */
export interface LimitStore {
  /** Counts one event: a new window of `windowMs` when none is running. Answers the window after it. */
  hit(scope: string, key: string, windowMs: number): Promise<LimitWindow>;
  /** The running window, or null when none is. */
  peek(scope: string, key: string): Promise<LimitWindow | null>;
  /** Forgets the key's window (the next event starts a new one). */
  reset(scope: string, key: string): Promise<void>;
}
