// HTTP load with autocannon (its programmatic API), from the benchmark's own process: the same
// tool and settings for the baseline and every route, so the ratio between them is fair.
import autocannon from 'autocannon';

/** What a browser sends: it takes brotli or gzip. */
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

/**
 * Load `url` with `connections` keep-alive connections for `duration` seconds (after a warm-up of
 * `warmup` seconds that is not counted). Returns requests per second, latency percentiles (ms),
 * bytes per response and the count of non-2xx answers and errors.
 */
export async function measure(url, { connections, duration, warmup, headers = BROWSER_HEADERS }) {
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
