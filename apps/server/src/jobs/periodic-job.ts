import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimiter } from '../http/rate-limit.ts';

/**
 * The class of the advisory locks of periodic jobs (the first of the two 32-bit keys; the second is
 * the job's own), apart from the start-up lock and the images' key locks.
 */
export const JOB_LOCK_CLASS = 0x53534a62;

export interface PeriodicJobOptions {
  /** A short name, also the name of its window among the rate-limit counters. */
  name: string;
  /** The job's advisory lock key (the second key, under JOB_LOCK_CLASS): one number per job. */
  lockKey: number;
  /** How often it runs, in milliseconds: at most once per such interval on the whole database. */
  everyMs: number;
  run: () => Promise<void>;
  /** A run that failed (the next one tries again). */
  onError: (err: Error) => void;
}

export interface PeriodicJob {
  /**
   * Runs the job now unless it ran less than an interval ago, or runs right now, here or on
   * another instance (then skipped). Resolves to whether this call ran it.
   */
  runNow(): Promise<boolean>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Starts a job that runs every `everyMs` on one instance at a time. On PostgreSQL each run holds a
 * transaction-level advisory lock (`pg_try_advisory_xact_lock`) for the job: an instance that finds
 * it held skips the run instead of waiting, and the lock goes with the transaction, even when the
 * process dies. The run also claims the interval in the shared counters, so instances whose timers
 * started at different moments do not each run it once per interval. On the embedded database (one
 * process) the same holds in-process. The timer keeps no process alive; the first run comes one
 * interval after the start (the start-up does the same work).
 */
export function startPeriodicJob(database: Database, options: PeriodicJobOptions): PeriodicJob {
  // Slightly shorter than the interval, so a timer firing a little early does not skip a run.
  const claim = rateLimiter(database, `job-${options.name}`, 1, Math.floor(options.everyMs * 0.9));
  let running: Promise<boolean> | null = null;
  let stopped = false;

  const claimAndRun = async () => {
    if ((await claim.consume('run')) > 0) return false;
    await options.run();
    return true;
  };
  const attempt = async (): Promise<boolean> => {
    if (database.kind !== 'postgres') return claimAndRun();
    return database.db.transaction(async (tx) => {
      const result = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}, ${options.lockKey}) as locked`,
      )) as unknown as { rows: { locked: boolean }[] };
      return result.rows[0]?.locked ? claimAndRun() : false;
    });
  };
  const runNow = () => {
    if (stopped) return Promise.resolve(false);
    // A run still going on here (a slow one, or one started by hand) is not doubled.
    if (running)
      return running.then(
        () => false,
        () => false,
      );
    running = attempt().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => {
    runNow().catch((err: Error) => options.onError(err));
  }, options.everyMs);
  timer.unref();

  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
