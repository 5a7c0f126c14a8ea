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

/** Hits of one key waiting for the statement that counts them. */
interface Gathered {
  count: number;
  counted: Promise<LimitWindow>;
}

/**
 * Fixed-window counters in the `rate_limits` table, shared by every instance on one PostgreSQL
 * database. A hit is one statement (one round trip, atomic however many instances count the same
 * key at once): it starts a window, counts in the running one, or starts afresh when the row's
 * window has ended. Times are the database's own, so instances whose clocks differ agree.
 *
 * Hits of one key that arrive while its statement is under way are counted together by the next
 * one, which adds as many (docs/decisions/0101-application-surge.md): a surge of 2,000 students
 * behind one campus address would otherwise queue 2,000 commits on one row, each holding a pooled
 * connection while it waits. Each hit still gets its own place in the count.
 */
export function postgresLimitStore(db: Db): LimitStore {
  let lastSweep = 0;
  /** Per row key and window: whether a statement is under way, and the hits gathered for the next. */
  const keys = new Map<string, { running: Promise<void> | null; next: Gathered | null }>();
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

  /** Count `hits` hits of one row at once; answers the window after the last of them. */
  const countHits = async (row: string, windowMs: number, hits: number) => {
    const [counted] = await rowsOf(sql`
      insert into rate_limits as r (key, count, reset_at)
      values (${row}, ${hits}::int, now() + ${windowMs}::float8 * interval '1 millisecond')
      on conflict (key) do update set
        count = case when r.reset_at <= now() then excluded.count else r.count + excluded.count end,
        reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
      returning count, (extract(epoch from reset_at - now()) * 1000)::float8 as ms_left`);
    return answer(counted);
  };

  return {
    async hit(scope, key, windowMs) {
      sweep();
      const row = rowKey(scope, key);
      const id = `${row}|${windowMs}`;
      const pending = keys.get(id) ?? { running: null, next: null };
      keys.set(id, pending);
      let gathered = pending.next;
      if (!gathered) {
        // Counted once the statement under way (if any) is done, with every hit gathered until then.
        const mine: Gathered = { count: 0, counted: Promise.resolve({ count: 0, msLeft: 0 }) };
        mine.counted = (pending.running ?? Promise.resolve()).then(() => {
          pending.next = null;
          return countHits(row, windowMs, mine.count);
        });
        const settled = mine.counted.then(
          () => {},
          () => {},
        );
        pending.running = settled;
        pending.next = mine;
        void settled.then(() => {
          if (pending.running === settled && pending.next === null) keys.delete(id);
        });
        gathered = mine;
      }
      const place = gathered.count++;
      const window = await gathered.counted;
      // The window after this hit: the last of the gathered ones counted up to window.count.
      return { count: window.count - (gathered.count - 1 - place), msLeft: window.msLeft };
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
