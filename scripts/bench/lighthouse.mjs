// Lighthouse (its Node API, mobile, default simulated throttling) on the public pages, in the
// Chromium every browser-driven run uses (scripts/chromium.mjs), started by chrome-launcher. Both
// are installed on demand (lighthouse-install.mjs), outside the project's dependencies.
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import { onCleanup } from './cleanup.mjs';
import { loadLighthouse } from './lighthouse-install.mjs';
import { check, checkTrue } from './report.mjs';

export const LIGHTHOUSE_BUDGET = {
  performance: 98, // score out of 100
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1200, // largest contentful paint, at most
  cls: 0, // cumulative layout shift, at most
};
/** Runs a page, each in a fresh browser; the median run (by performance score) is the page's result. */
export const LIGHTHOUSE_RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The audits of `category` that lost points, by id, for the report ("why not 100"). */
function lostPoints(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .map((ref) => ref.id);
}

/** One Lighthouse run of `url` in a browser started for it alone: its record, or { error }. */
async function runOnce(lighthouse, chromeLauncher, chromePath, url) {
  // chrome-launcher adds its own flags for a clean profile; ours keep it off the network.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS, handleSIGINT: false });
  const stopChrome = onCleanup(() => chrome.kill());
  try {
    // Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART) and asks to be run
    // again: once more, then the run is reported as not measured.
    let lhr;
    for (let attempt = 1; attempt <= 2; attempt++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      lhr = result?.lhr;
      if (lhr && !lhr.runtimeError) break;
    }
    if (!lhr || lhr.runtimeError) return { error: lhr?.runtimeError?.message ?? 'no result' };
    const score = (c) => Math.round((lhr.categories[c].score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      lostPoints: Object.fromEntries(
        CATEGORIES.map((c) => [c, lostPoints(lhr, c)]).filter(([, ids]) => ids.length),
      ),
      // Lighthouse's measure of this machine's CPU during the run (higher is faster; a busy
      // machine scores lower, and its throttled timings grow with it).
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    };
  } finally {
    await stopChrome();
  }
}

/**
 * Run Lighthouse LIGHTHOUSE_RUNS times on each of `pages` ({ label, path } under `base`), each run
 * in a fresh browser (no cache, no warm process), and check the median run (by performance score,
 * as Lighthouse's own guidance picks it); returns one record per page, with every run's LCP and score.
 */
export async function measureLighthouse(base, pages) {
  const chromePath = chromiumPath();
  if (!chromePath) {
    console.log('SKIP  Lighthouse: no Chromium (install chromium or set CHROME_PATH)');
    return [];
  }
  const { lighthouse, chromeLauncher } = await loadLighthouse();
  const records = [];
  for (const { label: page, path: pagePath } of pages) {
    const started = performance.now();
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++)
      runs.push(await runOnce(lighthouse, chromeLauncher, chromePath, `${base}${pagePath}`));
    const measured = runs.filter((r) => !r.error);
    if (measured.length === 0) {
      const message = runs[0]?.error ?? 'no result';
      checkTrue('lighthouse', `${page} measured`, false, message);
      records.push({ page, path: pagePath, error: message });
      continue;
    }
    const median = [...measured].sort((a, b) => a.performance - b.performance)[
      Math.floor((measured.length - 1) / 2)
    ];
    const record = {
      page,
      path: pagePath,
      ...median,
      runs: measured.map((r) => ({ performance: r.performance, lcpMs: r.lcpMs, cls: r.cls })),
      seconds: (performance.now() - started) / 1000,
    };
    records.push(record);
    const b = LIGHTHOUSE_BUDGET;
    check('lighthouse', `${page} performance`, record.performance, '>=', b.performance);
    check('lighthouse', `${page} accessibility`, record.accessibility, '>=', b.accessibility);
    check('lighthouse', `${page} best practices`, record.bestPractices, '>=', b['best-practices']);
    check('lighthouse', `${page} SEO`, record.seo, '>=', b.seo);
    check('lighthouse', `${page} LCP`, record.lcpMs, '<=', b.lcpMs, 'ms');
    check('lighthouse', `${page} CLS`, record.cls, '<=', b.cls);
    const lost = Object.entries(record.lostPoints).map(([c, ids]) => `${c}: ${ids.join(', ')}`);
    if (lost.length) console.log(`      points lost on ${page}: ${lost.join('; ')}`);
  }
  return records;
}
