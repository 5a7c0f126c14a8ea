// HTTP load: the same tool and settings for the baseline and every route, so the ratio between
// them is fair. wrk (Debian package `wrk`, C, its own thread) when it is installed, otherwise
// autocannon from the benchmark's own process. autocannon parses every answer in JavaScript: for
// a large answer (the 100 KB main script) it becomes the bottleneck and measures itself, not the
// server, so its figures for large files are a floor. The tool used is reported with the results.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

/** What a browser sends: it takes brotli or gzip. */
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

const run = promisify(execFile);

function hasWrk() {
  if (process.env.BENCH_LOAD_TOOL === 'autocannon') return false;
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (err) {
    // wrk prints its version and exits 1.
    return err.status === 1;
  }
}

export const LOAD_TOOL = hasWrk() ? 'wrk' : 'autocannon';

/**
 * Load `url` with `connections` keep-alive connections for `duration` seconds (after a warm-up of
 * `warmup` seconds that is not counted). Returns requests per second, latency percentiles (ms),
 * bytes per response and the count of non-2xx answers and errors.
 */
export async function measure(url, options) {
  return LOAD_TOOL === 'wrk' ? measureWithWrk(url, options) : measureWithAutocannon(url, options);
}

async function measureWithAutocannon(url, { connections, duration, warmup, headers = BROWSER_HEADERS }) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
    warmup: warmup > 0 ? { connections, duration: warmup } : undefined,
  });
  const requests = result.requests.total;
  return {
    requestsPerSecond: requests / (result.duration || duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    bytesPerResponse: requests ? Math.round(result.throughput.total / requests) : 0,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** wrk's durations ("812.00us", "1.20ms", "2.01s") in milliseconds. */
function ms(text) {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!m) return Number.NaN;
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2]];
  return Number(m[1]) * factor;
}

/** wrk's sizes ("5.15GB", "14.13MB") in bytes. */
function bytes(text) {
  const m = /^([\d.]+)(B|KB|MB|GB|TB)$/.exec(text);
  if (!m) return 0;
  return Number(m[1]) * 1024 ** ['B', 'KB', 'MB', 'GB', 'TB'].indexOf(m[2]);
}

async function wrk(url, { connections, duration, headers }) {
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', '--timeout', '10s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const { stdout } = await run('wrk', [...args, url], { maxBuffer: 1024 * 1024 });
  return stdout;
}

async function measureWithWrk(url, { connections, duration, warmup, headers = BROWSER_HEADERS }) {
  if (warmup > 0) await wrk(url, { connections, duration: warmup, headers });
  const out = await wrk(url, { connections, duration, headers });
  const total = Number(/(\d+) requests in ([\d.]+)(\w+), ([\d.]+\w+) read/.exec(out)?.[1] ?? 0);
  const read = bytes(/requests in [\d.]+\w+, ([\d.]+\w+) read/.exec(out)?.[1] ?? '0B');
  const percentile = (p) => ms(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '');
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: percentile(50),
    p99: percentile(99),
    max: ms(/Latency\s+\S+\s+\S+\s+(\S+)/.exec(out)?.[1] ?? ''),
    bytesPerResponse: total ? Math.round(read / total) : 0,
    non2xx,
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}
