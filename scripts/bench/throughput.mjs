// Throughput of the public reads, the page HTML, the main script and a stored image, each as a
// ratio to a same-bytes baseline: a bare Node HTTP server (baseline-server.mjs) sending the
// identical body the server sent for that route (the same encoding) with only the content
// headers, loaded with the same tool and settings in the same run. The ratio says how close the
// server comes to what this machine can do with those bytes; a ratio to a hello-world (measured
// at the start and the end, reported) says how much the body's size costs. Each route is measured
// between two baseline runs with its bytes and compared with their mean, so a machine that other
// work slows down during the run slows both sides of each ratio alike.
import { send, startBaseline } from './baseline.mjs';
import { LOAD_TOOL, measure } from './load.mjs';
import { check, fmt, printTable } from './report.mjs';

export const THROUGHPUT_BUDGET = {
  // Cached API reads, page HTML, the hashed main script (brotli) and a stored image: each against
  // the same bytes from a bare Node server.
  minRatio: 0.8,
  p99Ms: 10,
};

const shortPath = (p) => (p.length > 40 ? `${p.slice(0, 37)}...` : p);
const median = (sorted) => sorted[Math.floor(sorted.length / 2)];

/**
 * Measure each of `targets` on `base` between same-bytes baseline runs; check the budgets (under
 * `section`) and return the records.
 */
export async function measureThroughput(base, targets, load, section) {
  const baseline = await startBaseline();
  const helloRuns = [];
  const rows = [];
  try {
    helloRuns.push(await measure(baseline.url, load));
    for (const target of targets) {
      const headers = target.headers ?? load.headers;
      // The bytes the server sends for this request, exactly (its encoding included).
      const sent = await send('GET', `${base}${target.path}`, { headers });
      await baseline.setAnswer({
        status: sent.status,
        contentType: sent.headers['content-type'],
        contentEncoding: sent.headers['content-encoding'],
        body: sent.body,
      });
      const same = `${baseline.origin}${target.path}`;
      const before = await measure(same, { ...load, headers });
      const result = await measure(`${base}${target.path}`, { ...load, headers });
      const after = await measure(same, { ...load, headers });
      const reference = (before.requestsPerSecond + after.requestsPerSecond) / 2;
      rows.push({
        ...target,
        ...result,
        encoding: sent.headers['content-encoding'] ?? 'identity',
        bodyBytes: sent.body.length,
        baselineRequestsPerSecond: reference,
        baselineP99: Math.max(before.p99, after.p99),
        baselineRuns: [before, after],
        ratio: result.requestsPerSecond / reference,
      });
    }
    await baseline.setAnswer({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: Buffer.from('{"hello":"world"}'),
    });
    helloRuns.push(await measure(baseline.url, load));
  } finally {
    await baseline.stop();
  }
  const hello = helloRuns.reduce((sum, r) => sum + r.requestsPerSecond, 0) / helloRuns.length;
  for (const row of rows) row.helloRatio = row.requestsPerSecond / hello;

  printTable(
    `Throughput (${section}, ${LOAD_TOOL}): ${load.connections} connections, ${load.duration} s per run, Accept-Encoding: br, gzip; baseline = the same bytes from a bare Node ${baseline.node} server`,
    ['route', 'path', 'body', 'req/s', 'same bytes', 'ratio', 'p50 ms', 'p99 ms', 'base p99', 'vs hello'],
    [
      ...rows.map((r) => [
        r.name,
        shortPath(r.path),
        `${r.bodyBytes} ${r.encoding === 'identity' ? '' : r.encoding}`.trim(),
        fmt(r.requestsPerSecond, 0),
        fmt(r.baselineRequestsPerSecond, 0),
        `${(r.ratio * 100).toFixed(0)}%`,
        r.p50,
        r.p99,
        r.baselineP99,
        `${(r.helloRatio * 100).toFixed(0)}%`,
      ]),
      [
        'hello-world (bare Node)',
        '/',
        17,
        fmt(hello, 0),
        '',
        '',
        '',
        median(helloRuns.map((r) => r.p99).sort((a, b) => a - b)),
        '',
        '',
      ],
    ],
  );
  console.log('');
  const b = THROUGHPUT_BUDGET;
  for (const row of rows) {
    if (row.non2xx || row.errors) {
      check(section, `${row.name}: answers that were not 2xx, or failed`, row.non2xx + row.errors, '=', 0);
    }
    if (!row.budget) continue;
    check(section, `${row.name} throughput vs the same bytes`, row.ratio * 100, '>=', b.minRatio * 100, '%');
    check(section, `${row.name} p99 latency`, row.p99, '<', b.p99Ms, 'ms');
  }
  return {
    baselineServer: `node:http ${baseline.node}`,
    helloWorld: { requestsPerSecond: hello, runs: helloRuns },
    routes: rows.map(({ headers, ...r }) => r),
  };
}
