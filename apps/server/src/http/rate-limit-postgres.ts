import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { LimitStore, LimitWindow } from './rate-limit-store.ts';

/** Ended windows are deleted at most this often per process, once they are this old. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The row's key: the limiter's name and a hash of what it counts. The table is readable by whoever
 * operates the database, and the keys would otherwise hold students' emails and addresses; the
 * limiter only ever needs to find the same row again.
 */
export const rowKey = (scope: string, key: string) =>
  `${scope}:${crypto.createHash('sha256').update(key).digest('base64url')}`;

interface Row {
  count: number;
  ms_left: number;
}

/**
 * Fixed-window counters in the `rate_limits` table, shared by every instance on one PostgreSQL
 * database. A hit is one statement (one round trip, atomic however many instances count the same
 * key at once): it starts a window, counts in the running one, or starts afresh when the row's
 * window has ended. Times are the database's own, so instances whose clocks differ agree.
 */
export function postgresLimitStore(db: Db): LimitStore {
  let lastSweep = 0;
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const answer = (row: Row): LimitWindow => ({ count: Number(row.count), msLeft: Number(row.ms_left) });

  /** Old rows go now and then, in the background: no request waits for it, and a failure is retried later. */
  const sweep = () => {
    const t = Date.now();
    if (t - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = t;
    db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 minute'`).catch(() => {});
  };

  return {
    async hit(scope, key, windowMs) {
      sweep();
      const [row] = await rowsOf(sql`
        insert into rate_limits as r (key, count, reset_at)
        values (${rowKey(scope, key)}, 1, now() + ${windowMs}::float8 * interval '1 millisecond')
        on conflict (key) do update set
          count = case when r.reset_at <= now() then 1 else r.count + 1 end,
          reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
        returning count, (extract(epoch from reset_at - now()) * 1000)::float8 as ms_left`);
      return answer(row);
    },
    async peek(scope, key) {
      const [row] = await rowsOf(sql`
        select count, (extract(epoch from reset_at - now()) * 1000)::float8 as ms_left
        from rate_limits where key = ${rowKey(scope, key)} and reset_at > now()`);
      return row ? answer(row) : null;
    },
    async reset(scope, key) {
      await db.execute(sql`delete from rate_limits where key = ${rowKey(scope, key)}`);
    },
  };
}
