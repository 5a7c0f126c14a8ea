// Everything measured on one database: the server is started on a new temporary data directory
// (and, for PostgreSQL, an empty database) with demo content, loaded, surged, then stopped and
// started again on the same data to time a cold start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { adminToken, joinMember } from './fixtures.mjs';
import { measureFirstVisit } from './first-visit.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { createThrowawayDatabase, isEmptyDatabase, redact } from './postgres.mjs';
import { check, checks, checkTrue, fmt, printTable } from './report.mjs';
import { residentMb, startServer } from './server.mjs';
import { registrationSurge } from './registration-surge.mjs';
import { runSurge } from './surge.mjs';
import { findPages, findTargets } from './targets.mjs';
import { measureThroughput } from './throughput.mjs';
import { BROWSER_HEADERS } from './load.mjs';

export const SERVER_BUDGET = {
  // Applications accepted per second during the surge: PostgreSQL takes writes in parallel, the
  // embedded database one statement at a time.
  acceptedPerSecond: { postgresql: 600, embedded: 300 },
  surgeP99Ms: 1000,
  coldStartMs: 1000, // process start to a healthy /api/v1/health, on an existing data directory
};

/**
 * Measure `database` ('embedded' or 'postgresql') with the server serving the build in `webDist`;
 * `browser` also runs the first-visit checks and
 * Lighthouse on this server. Returns the record for the results file.
 */
export async function measureDatabase(database, { root, options, browser, webDist }) {
  const section = database === 'postgresql' ? 'PostgreSQL' : 'embedded';
  console.log(`\n=== ${section} database ===`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-bench-'));
  const removeWork = onCleanup(() => fs.rmSync(work, { recursive: true, force: true }));
  let databaseUrl = '';
  let dropDatabase = async () => {};
  if (database === 'postgresql') {
    if (options.databaseUrl) {
      databaseUrl = options.databaseUrl;
      if (!(await isEmptyDatabase(databaseUrl))) {
        throw new Error(
          `DATABASE_URL (${redact(databaseUrl)}) is not empty: the benchmark needs an empty database`,
        );
      }
      console.log(`On DATABASE_URL (${redact(databaseUrl)}).`);
    } else {
      const made = await createThrowawayDatabase(options.postgresUrl);
      databaseUrl = made.url;
      dropDatabase = made.drop;
      console.log(`On a throwaway database ${made.name} (dropped at the end).`);
    }
  }
  const serverOptions = {
    root,
    dataDir: path.join(work, 'data'),
    logPath: path.join(work, 'server.log'),
    webDist,
    databaseUrl,
    // Every public write of both surges comes from one address: a campus's allowance for them.
    publicWriteLimit: Math.max(options.applications, options.registrations * 3) * 10,
    nodeArgs: (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
  };
  const record = { database };
  let stoppedBy = null;
  try {
    // First start: migrations and demo content (not timed as a cold start).
    let server = await startServer(serverOptions);
    record.firstStartMs = server.startMs;
    try {
      const load = {
        connections: options.connections,
        duration: options.duration,
        warmup: options.warmup,
        headers: BROWSER_HEADERS,
      };
      const targets = await findTargets(server.base);
      record.throughput = await measureThroughput(server.base, targets, load, section);

      if (browser && options.browser) {
        console.log('\nFirst visit (Chromium, a phone on a slow network):');
        record.firstVisit = await measureFirstVisit(server.base);
        if (options.lighthouse) {
          const pages = await findPages(server.base, await joinMember(server.base));
          console.log(`\nLighthouse (mobile, simulated throttling) on ${pages.length} pages:`);
          record.lighthouse = await measureLighthouse(server.base, pages);
          printLighthouse(record.lighthouse);
        }
      }

      if (options.surge) record.surge = await surge(server.base, options, database, section);
      if (options.registrationSurge)
        record.registrationSurge = await registrationSurge(server.base, options, section, server.pid);
      record.rssMbAfterLoad = residentMb(server.pid);
      console.log(
        `\nServer memory after the load (VmRSS): ${record.rssMbAfterLoad === null ? 'unknown' : `${fmt(record.rssMbAfterLoad, 0)} MB`}`,
      );
    } finally {
      await server.stop();
    }

    // Cold start: the same data again, as after a restart or a deploy.
    server = await startServer(serverOptions);
    record.coldStartMs = server.startMs;
    record.rssMbIdleAfterStart = residentMb(server.pid);
    await server.stop();
    check(
      section,
      'cold start to a healthy /api/v1/health',
      record.coldStartMs,
      '<',
      SERVER_BUDGET.coldStartMs,
      'ms',
    );
  } catch (err) {
    stoppedBy = err;
    throw err;
  } finally {
    keepServerLog(root, options, database, serverOptions.logPath, Boolean(stoppedBy));
    await dropDatabase();
    await removeWork();
  }
  return record;
}

/**
 * Keep the server's log (warnings and errors only, LOG_LEVEL=warn) beside the results when any of
 * this database's budgets failed or the run stopped, to see why (a surge's 5xx); it is not committed (bench/.gitignore).
 */
function keepServerLog(root, options, database, logPath, stopped) {
  const section = database === 'postgresql' ? 'PostgreSQL' : 'embedded';
  const failed = stopped || checks.some((c) => c.section === section && !c.pass);
  if (!failed || !fs.existsSync(logPath) || fs.statSync(logPath).size === 0) return;
  const kept = path.join(path.dirname(path.resolve(root, options.out)), `server-${database}.log`);
  fs.mkdirSync(path.dirname(kept), { recursive: true });
  fs.copyFileSync(logPath, kept);
  console.log(`The server's log (warnings and errors) is kept in ${path.relative(root, kept)}.`);
}

async function surge(base, options, database, section) {
  const { applications, cap } = options;
  const concurrency = options.surgeConcurrency;
  console.log(
    `\nSurge: ${applications} students apply at once (${concurrency} in flight) to a drive that takes ${cap}.`,
  );
  const token = await adminToken(base);
  const result = await runSurge({ base, token, applications, cap, concurrency });
  printTable(
    `Surge (${section})`,
    [
      'run',
      'accepted',
      'refused',
      '5xx',
      'other',
      'stored',
      'seconds',
      'accepted/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
    ],
    [
      ['warm-up, first after start (not budgeted)', result.firstAfterStart, '-'],
      ['measured', result, result.storedRows],
    ].map(([run, r, stored]) => [
      run,
      r.accepted,
      r.refused,
      r.serverErrors,
      JSON.stringify(r.otherStatuses),
      stored,
      fmt(r.seconds),
      fmt(r.acceptedPerSecond, 0),
      fmt(r.p50, 0),
      fmt(r.p95, 0),
      fmt(r.p99, 0),
      fmt(r.max, 0),
    ]),
  );
  console.log('');
  check(section, 'surge: accepted applications', result.accepted, '=', cap);
  check(section, 'surge: stored applications', result.storedRows, '=', cap);
  check(section, 'surge: server errors', result.serverErrors, '=', 0);
  checkTrue(
    section,
    'surge: every application accepted or refused as full',
    result.accepted + result.refused === applications,
    `${result.accepted} + ${result.refused} of ${applications}; others ${JSON.stringify(result.otherStatuses)}`,
  );
  check(
    section,
    'surge: accepted per second',
    result.acceptedPerSecond,
    '>=',
    SERVER_BUDGET.acceptedPerSecond[database],
    '/s',
  );
  check(section, 'surge: p99 latency', result.p99, '<', SERVER_BUDGET.surgeP99Ms, 'ms');
  return result;
}

function printLighthouse(records) {
  if (!records.length) return;
  printTable(
    'Lighthouse (mobile)',
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'CLS', 'TBT ms', 'CPU index'],
    records
      .filter((r) => !r.error)
      .map((r) => [
        r.page.length > 44 ? `${r.page.slice(0, 41)}...` : r.page,
        r.performance,
        r.accessibility,
        r.bestPractices,
        r.seo,
        fmt(r.lcpMs, 0),
        r.cls.toFixed(3),
        fmt(r.tbtMs, 0),
        r.benchmarkIndex === null ? '' : fmt(r.benchmarkIndex, 0),
      ]),
  );
}
