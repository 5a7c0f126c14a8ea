// A throwaway PostgreSQL database for one run: created empty on the server named by
// BENCH_POSTGRES_URL (or --postgres-url), dropped when the run ends, however it ends.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { onCleanup } from './cleanup.mjs';

// The PostgreSQL client the server itself uses, from the server workspace.
const require = createRequire(path.resolve(import.meta.dirname, '../../apps/server/package.json'));
const { Client } = require('pg');

async function withClient(serverUrl, fn) {
  const client = new Client({ connectionString: serverUrl });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `cannot reach PostgreSQL at ${redact(serverUrl)} (${err.message}); set BENCH_POSTGRES_URL`,
    );
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The URL with a user name: PGUSER or this system user when it names none (as psql does). */
function withUser(serverUrl) {
  let url;
  try {
    url = new URL(serverUrl);
  } catch {
    throw new Error(`Invalid BENCH_POSTGRES_URL: not a URL (${redact(serverUrl)})`);
  }
  if (!url.username) url.username = process.env.PGUSER || os.userInfo().username;
  return url.toString();
}

/** The URL without its password, for messages. */
export function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(an unreadable URL)';
  }
}

/**
 * Create an empty database on the server of `serverUrl` (any database on it, e.g. .../postgres);
 * returns { url, name, drop }. The drop is also registered for the end of the run.
 */
export async function createThrowawayDatabase(serverUrl) {
  serverUrl = withUser(serverUrl);
  const name = `ssf_bench_${process.pid}_${Date.now().toString(36)}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = onCleanup(() =>
    withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  );
  return { url: url.toString(), name, drop };
}

/** Whether the database at `url` has no tables of its own yet (the server must start on an empty one). */
export async function isEmptyDatabase(url) {
  return withClient(url, async (client) => {
    const { rows } = await client.query(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
    );
    return rows[0].n === 0;
  });
}
