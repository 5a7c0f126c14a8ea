import type { LimitStore, LimitWindow } from './rate-limit-store.ts';

/** Past this many keys, ended windows are dropped on the next new window (bounded memory). */
const SWEEP_ABOVE = 50_000;

/**
 * Fixed-window counters kept in this process's memory: the embedded database belongs to one
 * process, which sees every request, and nothing is faster.
 */
export function memoryLimitStore(now: () => number = Date.now): LimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const id = (scope: string, key: string) => `${scope}\u0000${key}`;
  const answer = (w: { count: number; resetAt: number }, t: number): LimitWindow => ({
    count: w.count,
    msLeft: w.resetAt - t,
  });

  return {
    async hit(scope, key, windowMs) {
      const t = now();
      const k = id(scope, key);
      let w = windows.get(k);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(k, w);
        if (windows.size > SWEEP_ABOVE) {
          for (const [other, o] of windows) if (o.resetAt <= t) windows.delete(other);
        }
      }
      w.count += 1;
      return answer(w, t);
    },
    async peek(scope, key) {
      const t = now();
      const w = windows.get(id(scope, key));
      return w && w.resetAt > t ? answer(w, t) : null;
    },
    async reset(scope, key) {
      windows.delete(id(scope, key));
    },
  };
}
