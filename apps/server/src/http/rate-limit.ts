import type { Database } from '../db/client.ts';
import { HttpError } from './errors.ts';
import { memoryLimitStore } from './rate-limit-memory.ts';
import { postgresLimitStore } from './rate-limit-postgres.ts';
import type { LimitStore } from './rate-limit-store.ts';

export type { LimitStore, LimitWindow } from './rate-limit-store.ts';

const stores = new WeakMap<Database, LimitStore>();

/**
 * The counters for this database, made once per database: in PostgreSQL (`rate_limits`) when
 * instances may share it, so ten wrong passwords spread over three instances still reach the
 * limit; in memory for the embedded database, which belongs to one process.
 */
export function limitStoreFor(database: Database): LimitStore {
  let store = stores.get(database);
  if (!store) {
    store = database.kind === 'postgres' ? postgresLimitStore(database.db) : memoryLimitStore();
    stores.set(database, store);
  }
  return store;
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * A fixed-window limit: at most `limit` events per `windowMs` for each key. `hit` counts one
 * event; `blocked` tells whether a key has used its allowance and for how many more seconds.
 */
export class RateLimiter {
  private readonly store: LimitStore;
  private readonly scope: string;
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(store: LimitStore, scope: string, limit: number, windowMs: number) {
    this.store = store;
    this.scope = scope;
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Seconds until `key` may try again, or 0 when it is not blocked. */
  async blocked(key: string): Promise<number> {
    const w = await this.store.peek(this.scope, key);
    return w && w.count >= this.limit ? secondsOf(w.msLeft) : 0;
  }

  async hit(key: string): Promise<void> {
    await this.store.hit(this.scope, key, this.windowMs);
  }

  /** Counts one event and says whether it went past the allowance (seconds to wait), else 0. */
  async consume(key: string): Promise<number> {
    const w = await this.store.hit(this.scope, key, this.windowMs);
    return w.count > this.limit ? secondsOf(w.msLeft) : 0;
  }

  async reset(key: string): Promise<void> {
    await this.store.reset(this.scope, key);
  }
}

/** A limiter of `limit` events per `windowMs` per key, counted where `database` keeps its limits. */
export function rateLimiter(database: Database, scope: string, limit: number, windowMs: number): RateLimiter {
  return new RateLimiter(limitStoreFor(database), scope, limit, windowMs);
}

/** The 429 answer when `waitSeconds` is more than 0: `message`, and `Retry-After` in seconds. */
export function assertNotLimited(waitSeconds: number, message: string): void {
  if (waitSeconds > 0) throw new HttpError(429, message, undefined, { 'retry-after': String(waitSeconds) });
}
