import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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
  close(): Promise<void>;
}

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
export async function openDatabase(url: string | null, dataDir: string): Promise<Database> {
  if (url && /^postgres(ql)?:/.test(url)) return openPostgres(url);
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
  let client: PGlite;
  let db: Db;
  try {
    client = dir ? new PGlite(dir) : new PGlite();
    await client.waitReady;
    // The engine leaves its files open to every local user (0666): see private-files.ts.
    if (dir) tightenTree(dir);
    db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
  } catch (err) {
    unlock();
    throw err;
  }
  return {
    db,
    kind: 'embedded',
    isNew,
    ping: () => ping(db),
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

async function openPostgres(url: string): Promise<Database> {
  // A database that goes away must not hang requests: a connection that cannot be made in 3 s, or
  // a query without an answer in 15 s, fails (and the request answers 503, see http/errors.ts);
  // keep-alive notices a silently dropped connection. The pool replaces broken connections, so the
  // server recovers by itself when the database returns.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3000,
    query_timeout: 15_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // A pool emits 'error' when an idle connection drops; without a listener that would crash.
  pool.on('error', () => {});
  try {
    const c = await pool.connect();
    c.release();
  } catch {
    await pool.end().catch(() => {});
    throw new DatabaseConnectError('Invalid DATABASE_URL: cannot connect to the PostgreSQL server');
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  const result = (await db.execute(sql`select count(*)::int as count from users`)) as unknown as {
    rows: { count: number }[];
  };
  const count = result.rows[0].count;
  return {
    db,
    kind: 'postgres',
    isNew: count === 0,
    ping: () => ping(db),
    close: () => pool.end(),
  };
}
