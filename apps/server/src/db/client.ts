import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PoolClient, QueryConfig } from 'pg';
import { ensureChangeCapture } from './change-capture.ts';
import { EmbeddedEngine } from './embedded-engine.ts';
import { tightenTree } from './private-files.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both stores: the embedded PGlite and a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  /** True when the embedded database directory was created by this start. */
  isNew: boolean;
  ping(): Promise<boolean>;
  /**
   * Ends the start-up that `openDatabase(..., { holdStartupLock: true })` began: on PostgreSQL it
   * releases the lock that keeps instances starting at the same moment from migrating, creating
   * the admin or adding demo content twice. Nothing to do on the embedded database.
   */
  startupDone(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /**
   * Keep the start-up lock after the migrations, until `startupDone()`: the server holds it
   * while it prepares its data (admin, demo content), so that a second instance waits and then
   * finds that work done. Tools and tests release it right after the migrations.
   */
  holdStartupLock?: boolean;
}

/**
 * The key of PostgreSQL's advisory lock taken for start-up (any fixed number of this application's:
 * advisory locks belong to one database, so other databases on the server are unaffected).
 */
const STARTUP_LOCK_KEY = 0x55f_0001;
/** How long an instance waits for another one's start-up (migrations, demo content) at most. */
const STARTUP_LOCK_WAIT_MS = 10 * 60_000;

const migrationsFolder = path.join(import.meta.dirname, '../../drizzle');

export class DatabaseConnectError extends Error {}

/** Whether the database answers a trivial query (the health check). */
async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Open the database named by the configuration and apply pending migrations.
 * `url` null: PGlite under `dataDir/db`; 'memory://': PGlite in memory; otherwise PostgreSQL.
 */
export async function openDatabase(
  url: string | null,
  dataDir: string,
  options: OpenOptions = {},
): Promise<Database> {
  if (url && /^postgres(ql)?:/.test(url)) return openPostgres(url, options);
  return openEmbedded(url === 'memory://' ? null : path.join(dataDir, 'db'));
}

/**
 * The embedded database belongs to one process at a time: a second one (another server, or
 * `npm run admin` while the server runs) would write to the same files unseen, and its writes would
 * be lost or the files damaged. A lock file naming the owner's pid keeps it out; a lock left by a
 * process that no longer runs is taken over. Returns the function that releases the lock.
 */
function lockDataDirectory(dir: string): () => void {
  const file = path.join(dir, 'ssf.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = Number(fs.readFileSync(file, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
      throw new DatabaseConnectError(
        `Invalid DATA_DIR: the embedded database in ${dir} is in use by another process (pid ${owner}); stop it first`,
      );
    }
    fs.rmSync(file, { force: true });
  }
  throw new DatabaseConnectError(`Invalid DATA_DIR: cannot lock the embedded database in ${dir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openEmbedded(dir: string | null): Promise<Database> {
  const isNew = dir === null || !fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const unlock = dir ? lockDataDirectory(path.dirname(dir)) : () => {};
  let client: EmbeddedEngine;
  let db: Db;
  try {
    client = dir ? new EmbeddedEngine(dir) : new EmbeddedEngine();
    await client.started();
    // The engine leaves its files open to every local user (0666): see private-files.ts.
    if (dir) tightenTree(dir);
    db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    await ensureChangeCapture(db);
  } catch (err) {
    unlock();
    throw err;
  }
  return {
    db,
    kind: 'embedded',
    isNew,
    ping: () => ping(db),
    startupDone: async () => {},
    close: async () => {
      try {
        await client.close();
        if (dir) tightenTree(dir);
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  // The PostgreSQL driver is loaded only here: a server on the embedded database starts without it.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // A database that goes away must not hang requests: a connection that cannot be had in 5 s, or
  // a query without an answer in 15 s, fails (and the request answers 503, see http/errors.ts);
  // keep-alive notices a silently dropped connection. The pool replaces broken connections, so the
  // server recovers by itself when the database returns.
  // connectionTimeoutMillis also bounds a request's wait for a free pooled connection: a surge
  // (a drive opening, thousands of students at once) queues here, so the bound leaves room for
  // that queue to drain while still answering well within 10 s when the database is unreachable.
  // 20 connections: enough for a 2-core database server to stay busy while some wait on the
  // drive's row, and few enough that several instances stay under PostgreSQL's default 100.
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: 5000,
    query_timeout: 15_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // A pool emits 'error' when an idle connection drops; without a listener that would crash.
  pool.on('error', () => {});
  let lockHolder: PoolClient;
  try {
    lockHolder = await pool.connect();
  } catch {
    await pool.end().catch(() => {});
    throw new DatabaseConnectError('Invalid DATABASE_URL: cannot connect to the PostgreSQL server');
  }
  // Instances started at the same moment on one database take turns: the first applies the
  // migrations (and, holding the lock on, creates the admin and the demo content); the others wait
  // here, then find the migrations applied and the database no longer new. A session-level lock is
  // released by PostgreSQL itself if this process dies while holding it.
  let released = false;
  const unlock = async () => {
    if (released) return;
    released = true;
    try {
      await lockHolder.query('select pg_advisory_unlock_all()');
    } finally {
      lockHolder.release();
    }
  };
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let isNew: boolean;
  try {
    // The wait lasts as long as the other instance's start-up, beyond the usual query timeout.
    await lockHolder.query({
      text: 'select pg_advisory_lock($1)',
      values: [STARTUP_LOCK_KEY],
      query_timeout: STARTUP_LOCK_WAIT_MS,
    } as QueryConfig);
    await migratePg(db as never, { migrationsFolder });
    await ensureChangeCapture(db);
    const result = (await db.execute(sql`select count(*)::int as count from users`)) as unknown as {
      rows: { count: number }[];
    };
    isNew = result.rows[0].count === 0;
    if (!options.holdStartupLock) await unlock();
  } catch (err) {
    await unlock().catch(() => {});
    await pool.end().catch(() => {});
    throw err;
  }
  return {
    db,
    kind: 'postgres',
    isNew,
    ping: () => ping(db),
    startupDone: unlock,
    close: async () => {
      await unlock().catch(() => {});
      await pool.end();
    },
  };
}
