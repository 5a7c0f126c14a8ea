// A first visit on a phone, in Chromium through Playwright: the JavaScript that crosses the wire
// (as the server compressed it), that no admin code is among it, how much the layout shifts while
// the page's data arrives, and the gzip size of the home page's scripts and stylesheets.
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import { onCleanup } from './cleanup.mjs';
import { check, checkTrue } from './report.mjs';

export const FIRST_VISIT_BUDGET = {
  // JavaScript transferred (compressed as served, brotli for Chromium) for a first visit, in KB.
  pageJsKb: { '/': 150, '/recruitment': 180, '/blogs': 160 },
  // Cumulative layout shift while a page loads its data on a slow phone ("good" is at most 0.1).
  layoutShift: 0.1,
  // The home page's JavaScript and CSS, as gzip (what every browser accepts), in KB: 80 since the
  // site's own fonts and server rendering (bench/README.md says what keeps it above).
  homeGzipKb: 80,
};

const ADMIN_CODE = /\/assets\/(admin-|rich-text-editor)/;

/** Total bytes of the bodies of `urls` fetched with Accept-Encoding: gzip. */
async function gzipBytes(urls) {
  let total = 0;
  for (const url of urls) {
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    // fetch() decompresses; Content-Length is the size on the wire (each asset has a .gz copy).
    const length = Number(res.headers.get('content-length'));
    const body = await res.arrayBuffer();
    total += res.headers.get('content-encoding') === 'gzip' && length ? length : body.byteLength;
  }
  return total;
}

/** Run the checks; returns one record per page for the results file. */
export async function measureFirstVisit(base) {
  const executablePath = chromiumPath();
  if (!executablePath) {
    console.log('SKIP  first visit: no Chromium (install chromium or set CHROME_PATH)');
    return [];
  }
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const closeBrowser = onCleanup(() => browser.close());
  const records = [];
  try {
    for (const [route, budget] of Object.entries(FIRST_VISIT_BUDGET.pageJsKb)) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      // A phone on a slow mobile network (Lighthouse's mobile settings): data arrives after the
      // first paint, so a layout that jumps when it does is seen.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const loaded = [];
      // A page whose scripts or data did not arrive would measure small and fast: count failures.
      const failed = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
      });
      page.on('requestfailed', (request) => failed.push(`failed ${new URL(request.url()).pathname}`));
      page.on('requestfinished', async (request) => {
        const type = request.resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const sizes = await request.sizes();
        loaded.push({ type, url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize });
      });
      await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
      // A drawn page fetches the app after it has loaded and painted (docs/decisions/0240): the
      // network can be quiet for a moment before that, so the visit lasts until the app has taken
      // the page over (its welcome screen removed) and no script or stylesheet has come for a second.
      await page.waitForFunction(() => !document.querySelector('[data-testid="welcome-preloader"]'), null, {
        timeout: 60_000,
      });
      for (let count = -1; count !== loaded.length; ) {
        count = loaded.length;
        await page.waitForTimeout(1000);
      }
      const shift = await page.evaluate(
        () =>
          new Promise((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 500);
          }),
      );
      await context.close();
      const scripts = loaded.filter((r) => r.type === 'script');
      const jsKb = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
      const admin = scripts.filter((s) => ADMIN_CODE.test(s.url));
      checkTrue('first visit', `${route} every request answered`, failed.length === 0, failed.join(', '));
      check('first visit', `${route} JavaScript transferred`, jsKb, '<=', budget, 'KB');
      check('first visit', `${route} layout shift`, shift, '<=', FIRST_VISIT_BUDGET.layoutShift);
      checkTrue(
        'first visit',
        `${route} loads no admin code`,
        admin.length === 0,
        admin.map((s) => s.url).join(', '),
      );
      const record = {
        route,
        jsKb,
        layoutShift: shift,
        adminCode: admin.map((s) => s.url),
        failedRequests: failed,
      };
      if (route === '/') {
        record.gzipJsCssKb = (await gzipBytes(loaded.map((r) => r.url))) / 1024;
        check(
          'first visit',
          '/ JavaScript + CSS as gzip',
          record.gzipJsCssKb,
          '<=',
          FIRST_VISIT_BUDGET.homeGzipKb,
          'KB',
        );
      }
      records.push(record);
    }
  } finally {
    await closeBrowser();
  }
  return records;
}
