// Throughput of the public reads, each as a ratio to a bare Fastify hello-world measured in the
// same run with the same load settings: the ratio says how much of what Fastify itself can do on
// this machine right now the server keeps. The baseline is measured before every route and after
// the last, and each route is compared with the mean of the two baselines beside it, so a machine
// that other work slows down during the run slows both sides of each ratio alike.
import { startBaseline } from './baseline.mjs';
import { LOAD_TOOL, measure } from './load.mjs';
import { check, fmt, printTable } from './report.mjs';

export const THROUGHPUT_BUDGET = {
  // The public reads and the page HTML (answered from the server's cache once it has one).
  cachedGet: { minRatio: 0.5, p99Ms: 25 },
  // A hashed script, sent as its brotli copy.
  asset: { minRatio: 0.5 },
};

const shortPath = (p) => (p.length > 40 ? `${p.slice(0, 37)}...` : p);

/**
 * Measure each of `targets` on `base` between baseline measurements; check the budgets (under
 * `section`) and return the records.
 */
export async function measureThroughput(base, targets, load, section) {
  const baseline = await startBaseline();
  const baselines = [];
  const rows = [];
  try {
    baselines.push(await measure(baseline.url, load));
    for (const target of targets) {
      const result = await measure(`${base}${target.path}`, {
        ...load,
        headers: target.headers ?? load.headers,
      });
      baselines.push(await measure(baseline.url, load));
      const [before, after] = baselines.slice(-2);
      const reference = (before.requestsPerSecond + after.requestsPerSecond) / 2;
      rows.push({
        ...target,
        ...result,
        baselineRequestsPerSecond: reference,
        ratio: result.requestsPerSecond / reference,
      });
    }
  } finally {
    await baseline.stop();
  }
  const rates = baselines.map((b) => b.requestsPerSecond).sort((a, b) => a - b);
  const p99s = baselines.map((b) => b.p99).sort((a, b) => a - b);
  const median = (sorted) => sorted[Math.floor(sorted.length / 2)];

  printTable(
    `Throughput (${section}, ${LOAD_TOOL}): ${load.connections} connections, ${load.duration} s per route, Accept-Encoding: br, gzip; baseline = bare Fastify ${baseline.fastifyVersion} hello-world`,
    ['route', 'path', 'req/s', 'baseline', 'ratio', 'p50 ms', 'p99 ms', 'bytes'],
    [
      ...rows.map((r) => [
        r.name,
        shortPath(r.path),
        fmt(r.requestsPerSecond, 0),
        fmt(r.baselineRequestsPerSecond, 0),
        `${(r.ratio * 100).toFixed(0)}%`,
        r.p50,
        r.p99,
        r.bytesPerResponse,
      ]),
      [
        'baseline (median)',
        '/',
        fmt(median(rates), 0),
        `${fmt(rates[0], 0)}-${fmt(rates.at(-1), 0)}`,
        '',
        '',
        median(p99s),
        baselines[0].bytesPerResponse,
      ],
    ],
  );
  console.log('');
  const b = THROUGHPUT_BUDGET;
  for (const row of rows) {
    if (row.non2xx || row.errors) {
      check(section, `${row.name}: answers that were not 2xx, or failed`, row.non2xx + row.errors, '=', 0);
    }
    if (row.budget === 'cached-get') {
      check(
        section,
        `${row.name} throughput vs baseline`,
        row.ratio * 100,
        '>=',
        b.cachedGet.minRatio * 100,
        '%',
      );
      check(section, `${row.name} p99 latency`, row.p99, '<', b.cachedGet.p99Ms, 'ms');
    } else if (row.budget === 'asset') {
      check(
        section,
        `${row.name} throughput vs baseline`,
        row.ratio * 100,
        '>=',
        b.asset.minRatio * 100,
        '%',
      );
    }
  }
  return {
    fastifyVersion: baseline.fastifyVersion,
    baseline: {
      medianRequestsPerSecond: median(rates),
      minRequestsPerSecond: rates[0],
      maxRequestsPerSecond: rates.at(-1),
      medianP99: median(p99s),
      runs: baselines,
    },
    routes: rows.map(({ headers, ...r }) => r),
  };
}
