// npm run bench: the project's speed measurement, against the real server on this machine.
//
// On a fresh clone it builds the web app when needed, then for each database measured it starts
// the server (with the server workspace's start script, as npm start does) on a new temporary
// data directory with demo content (SEED_DEMO=true) and measures:
//   - throughput of the public reads, the page HTML, the main script (brotli) and a media file,
//     with wrk when installed (else autocannon: see scripts/bench/load.mjs), each as a ratio to a bare Fastify hello-world of the same Fastify version
//     run in its own process and loaded the same way in the same run (scripts/bench/throughput.mjs);
//   - a first visit in Chromium on a slow phone: JavaScript bytes, no admin code, layout shift, the
//     home page's JavaScript + CSS as gzip (first-visit.mjs), and Lighthouse, mobile, on ten public
//     pages (lighthouse.mjs) - on the first database only: they measure the web app;
//   - a recruitment surge: thousands of students applying at once to a capped drive (surge.mjs);
//   - a registration surge: a thousand students registering at once for an event's fewer seats,
//     with a waitlist and without, checked exact from what was stored (registration-surge.mjs);
//   - the server's memory (VmRSS) after the load, and a cold start: stopped and started again on
//     the same data, process start to a healthy /api/v1/health.
// The server serves a copy of the build taken at the start, so a rebuild in the working tree during
// the run changes nothing under it. It stops everything it started (also on failure and Ctrl+C; a throwaway database is dropped),
// prints each budget as PASS or FAIL, then one summary table, and writes bench/results/latest.json.
// Any FAIL exits 1. Timing lives here, never in the test suite, where a busy machine makes it flaky.
//
// Databases:
//   npm run bench                        the embedded database (PGlite)
//   DATABASE_URL=postgres://... npm run bench
//                                        PostgreSQL, on that EMPTY database (it is left filled)
//   npm run bench -- --postgres          PostgreSQL, on a throwaway database created on
//                                        BENCH_POSTGRES_URL (default postgres://localhost:5432/postgres)
//                                        and dropped at the end (or on DATABASE_URL when set)
//   npm run bench -- --both              the embedded database, then PostgreSQL as --postgres
//
// Options (flag, or environment variable):
//   --duration=S            BENCH_DURATION           seconds of load per route (default 3)
//   --warmup=S              BENCH_WARMUP             seconds of uncounted load before each (default 1)
//   --connections=N         BENCH_CONNECTIONS        load connections (default 50)
//   --applications=N        BENCH_APPLICATIONS       students in the surge (default 2000)
//   --cap=N                 BENCH_CAP                places in the surge's drive (default 500)
//   --surge-concurrency=N   BENCH_SURGE_CONCURRENCY  applications in flight at once (default 2000)
//   --no-surge              BENCH_SURGE=false        skip the surge
//   --registrations=N       BENCH_REGISTRATIONS      students in the registration surge (default 1000)
//   --seats=N               BENCH_SEATS              seats of its events (default 300)
//   --no-registration-surge BENCH_REGISTRATION_SURGE=false  skip the registration surge
//   --no-lighthouse         BENCH_LIGHTHOUSE=false   skip Lighthouse
//   --no-browser            BENCH_BROWSER=false      skip the first-visit checks and Lighthouse
//   --out=FILE              BENCH_OUT                results file (default bench/results/latest.json)
//   --postgres-url=URL      BENCH_POSTGRES_URL       the PostgreSQL server for a throwaway database
//                           BENCH_NODE_ARGS          extra node flags for the server, e.g. --cpu-prof
//                           CHROME_PATH              the Chromium to use (default /usr/bin/chromium)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild, snapshotWebBuild } from './bench/build.mjs';
import { cleanupAll, cleanupOnSignals, onCleanup } from './bench/cleanup.mjs';
import { measureDatabase } from './bench/database-run.mjs';
import { HelpRequested, OptionsError, readOptions } from './bench/options.mjs';
import { checks, describeRun, fmt, printTable, writeResults } from './bench/report.mjs';

const root = path.resolve(import.meta.dirname, '..');

let options;
try {
  options = readOptions();
} catch (err) {
  if (err instanceof OptionsError) {
    console[err instanceof HelpRequested ? 'log' : 'error'](err.message);
    process.exit(err instanceof HelpRequested ? 0 : 2);
  }
  throw err;
}

cleanupOnSignals();
const startedAt = new Date();
const run = describeRun(root);
const databases = [];
let error = null;
try {
  ensureWebBuild(root);
  const snapshot = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-bench-web-'));
  onCleanup(() => fs.rmSync(snapshot, { recursive: true, force: true }));
  const webDist = await snapshotWebBuild(root, path.join(snapshot, 'dist'));
  for (const [i, database] of options.databases.entries()) {
    databases.push(await measureDatabase(database, { root, options, browser: i === 0, webDist }));
  }
} catch (err) {
  error = err;
  console.error(`\nThe benchmark stopped: ${err.message}`);
} finally {
  await cleanupAll();
}

if (checks.length)
  printTable(
    'Summary',
    ['', 'section', 'measure', 'value', 'budget'],
    checks.map((c) => [
      c.pass ? 'PASS' : 'FAIL',
      c.section,
      c.name,
      typeof c.value === 'boolean'
        ? c.value
          ? 'yes'
          : 'no'
        : `${fmt(c.value)}${c.unit ? ` ${c.unit}` : ''}`,
      typeof c.budget === 'boolean' ? '' : `${c.op} ${c.budget}${c.unit ? ` ${c.unit}` : ''}`,
    ]),
  );
for (const d of databases) {
  const rss =
    d.rssMbAfterLoad === null || d.rssMbAfterLoad === undefined
      ? 'unknown'
      : `${fmt(d.rssMbAfterLoad, 0)} MB`;
  console.log(
    `${d.database}: server memory after the load ${rss}; first start (migrations, demo content) ${fmt(d.firstStartMs, 0)} ms`,
  );
}

const failed = checks.filter((c) => !c.pass).length;
const finishedAt = new Date();
if (!error || databases.length) {
  const out = path.resolve(root, options.out);
  writeResults(out, {
    startedAt: startedAt.toISOString(),
    seconds: Math.round((finishedAt - startedAt) / 1000),
    ...run,
    options: { ...options, databaseUrl: options.databaseUrl ? '(set)' : '', postgresUrl: undefined },
    error: error ? error.message : null,
    passed: !error && failed === 0,
    failed,
    databases,
    checks,
  });
  console.log(`\nResults written to ${path.relative(root, out)}.`);
}
console.log(
  error
    ? '\nThe benchmark did not finish.'
    : failed
      ? `\n${failed} budget(s) not met.`
      : '\nAll budgets met.',
);
process.exit(error || failed ? 1 : 0);
