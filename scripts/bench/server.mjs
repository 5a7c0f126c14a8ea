// The real server as `npm start` runs it (scripts/start.mjs), started on a free
// port for the benchmark, and stopped as an operator stops it (SIGTERM, graceful).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { onCleanup } from './cleanup.mjs';

export const ADMIN = { email: 'bench@ssf.local', password: 'bench-admin-password' };
/** PostgreSQL requires a token secret shared by every instance; one instance here. */
const JWT_SECRET = 'bench-only-secret-not-for-any-real-site-0123456789';
// A benchmark-only Ed25519 key (Multikey), required with DATABASE_URL like the token secret.
const CREDENTIAL_SIGNING_KEY = 'z3u2UHS7pY7JLYJG9sjz45u8gm5z2BApbk2bVmQNL94ccN7L';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The server's entry as `npm start` runs it (scripts/start.mjs: node apps/server/src/main.ts from
 * the project's root), so the benchmark starts the server exactly as it is deployed. The
 * benchmark's settings are its own: no .env file is read.
 */
const SERVER_ENTRY = 'apps/server/src/main.ts';

/**
 * Resolve once GET `url` answers 200, polling every 25 ms; reject after `timeoutMs` (a first start
 * makes the demo pictures: minutes on a busy 2-core machine) or if `child` exits.
 */
export async function waitHealthy(url, child, timeoutMs = 300_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (code ${child.exitCode ?? child.signalCode}) before answering ${url}`,
      );
    }
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      // A timeout may also come while the body is read.
      async (res) =>
        res.arrayBuffer().then(
          () => res.ok,
          () => false,
        ),
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/** Stop a child with SIGTERM (SIGKILL after `graceMs`) and wait for it to exit. */
export async function stopProcess(child, graceMs = 20_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Start the server on `dataDir` (and `databaseUrl` when given), serving the web app's build in
 * `webDist`, its output appended to `logPath`, and wait for a healthy
 * /api/v1/health. Returns { base, pid, startMs, stop }: startMs is from spawning the process to
 * the first healthy answer.
 */
export async function startServer({
  root,
  dataDir,
  logPath,
  webDist,
  databaseUrl,
  publicWriteLimit,
  nodeArgs = [],
}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The address the pages are measured at: the site's own links and pictures (absolute URLs,
    // from PUBLIC_URL) then come from the same origin as the page, as on the deployed site. With
    // the default (localhost) a picture would be fetched from a second origin, a connection of its
    // own in Lighthouse's model of a phone, and a preloaded picture fetched twice.
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    // Demo blogs, events, team, gallery and a drive, so every measured page has real content.
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: process.env.JWT_SECRET || JWT_SECRET,
    CREDENTIAL_SIGNING_KEY: process.env.CREDENTIAL_SIGNING_KEY || CREDENTIAL_SIGNING_KEY,
    // Every simulated student comes from 127.0.0.1, like a campus behind one address.
    PUBLIC_WRITE_RATE_LIMIT: String(publicWriteLimit),
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const log = fs.openSync(logPath, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const stop = onCleanup(() => stopProcess(child));
  try {
    // A first start seeds the demo content (its pictures encoded): minutes on a busy machine.
    await waitHealthy(`${base}/api/v1/health`, child, 600_000);
  } catch (err) {
    await stop();
    const tail = fs.readFileSync(logPath, 'utf8').split('\n').slice(-15).join('\n');
    throw new Error(`${err.message}\n--- server log (${logPath}) ---\n${tail}`);
  }
  return { base, pid: child.pid, startMs: performance.now() - started, stop, logPath };
}

/** The server's resident memory in MB (VmRSS from /proc), or null where /proc is not there. */
export function residentMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}
