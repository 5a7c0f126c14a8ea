import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, request as apiRequest, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, test } from './fixtures.ts';

/**
 * Visual regression: every public page and the main admin pages at 375 and 1280 px, compared with
 * the references committed in e2e/visual.spec.ts-snapshots/ (Playwright's toHaveScreenshot, with a
 * small tolerance).
 *
 * The pictures must be the same on every run, so this spec starts a server of its own: a fresh
 * database with the demo content (nothing another spec made), its clock set to VISUAL_CLOCK_START
 * (e2e/fixed-clock.ts) so that the demo dates never move, and the browser's clock fixed too.
 * Animations are off and the browser asks for reduced motion; images are loaded before each picture.
 *
 * After an intended change of the design, refresh the references with one command:
 *
 *   npm run test:visual -- --update-snapshots
 *
 * which also records the browser's version in e2e/visual.spec.ts-snapshots/browser.json. When the
 * running Chromium's major version differs from the recorded one, fonts and anti-aliasing may be
 * drawn slightly differently: the comparison then uses a looser tolerance and a failure says which
 * versions were compared, so that a browser update alone does not turn CI red.
 */

const CLOCK_START = '2026-03-02T06:30:00.000Z';
const SNAPSHOTS = path.join(import.meta.dirname, 'visual.spec.ts-snapshots');
const BROWSER_FILE = path.join(SNAPSHOTS, 'browser.json');
const root = path.resolve(import.meta.dirname, '..');

/** The usual tolerance, and the one used when the browser is not the one of the references. */
const TOLERANCE = { maxDiffPixelRatio: 0.01, threshold: 0.2 };
const LOOSE_TOLERANCE = { maxDiffPixelRatio: 0.06, threshold: 0.3 };

const VIEWPORTS = [
  ['375', { width: 375, height: 812 }],
  ['1280', { width: 1280, height: 900 }],
] as const;

interface Records {
  blog: string;
  upcomingEvent: string;
  previousEvent: string;
  badge: string;
  formSlug: string;
}

/** Public pages: [name, address], ":key" standing for a record of the demo content. */
const PUBLIC_PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['join-us', '/join-us'],
  ['team', '/team'],
  ['gallery', '/gallery'],
  ['blogs', '/blogs'],
  ['blog', '/blogs/:blog'],
  ['events', '/events'],
  ['event-upcoming', '/events/:upcomingEvent'],
  ['event-previous', '/events/:previousEvent'],
  ['recruitment', '/recruitment'],
  ['podcast', '/podcast'],
  ['certificate', '/certificate'],
  ['badge', '/member/badge/:badge'],
  ['verify', '/member/badge/verify/:badge'],
  ['form', '/f/:formSlug'],
  ['not-found', '/no/such/page'],
  ['login', '/admin/login'],
];

/** The main admin pages. */
const ADMIN_PAGES: Array<[string, string]> = [
  ['admin-dashboard', '/admin/dashboard'],
  ['admin-blog', '/admin/blog'],
  ['admin-blog-new', '/admin/blog/new'],
  ['admin-events', '/admin/events'],
  ['admin-team', '/admin/team'],
  ['admin-gallery', '/admin/gallery'],
  ['admin-recruitment', '/admin/recruitment'],
  ['admin-members', '/admin/members'],
  ['admin-site', '/admin/site'],
  ['admin-forms', '/admin/forms'],
  ['admin-mail', '/admin/mail'],
];

interface Site {
  baseURL: string;
  token: string;
  records: Records;
  stop: () => Promise<void>;
}

let site: Site | null = null;
/** The browser's version now and the one the references were made with (null: none recorded). */
let browserVersion = '';
let referenceVersion: string | null = null;

const major = (version: string) => version.split('.')[0];
const sameMajor = () => referenceVersion === null || major(referenceVersion) === major(browserVersion);

test.beforeAll(async ({ browser }) => {
  // A fresh server makes its demo images first: a minute or more on a busy machine.
  test.setTimeout(660_000);
  site = await startSite();
  browserVersion = browser.version();
  referenceVersion = readReferenceVersion();
  if (!sameMajor()) {
    console.warn(
      `visual.spec.ts: the references were made with Chromium ${referenceVersion}, this is Chromium ${browserVersion}; ` +
        'comparing with a looser tolerance. Refresh them with `npm run test:visual -- --update-snapshots`.',
    );
  }
});

test.afterAll(async () => {
  await site?.stop();
  site = null;
  // Refreshing the references records the browser they were made with.
  const update = test.info().config.updateSnapshots;
  if (update === 'all' || update === 'changed') {
    fs.mkdirSync(SNAPSHOTS, { recursive: true });
    fs.writeFileSync(BROWSER_FILE, `${JSON.stringify({ chromium: browserVersion }, null, 2)}\n`);
  }
});

function readReferenceVersion(): string | null {
  try {
    return (JSON.parse(fs.readFileSync(BROWSER_FILE, 'utf8')) as { chromium: string }).chromium;
  } catch {
    return null;
  }
}

// One test for every picture, each compared softly: all the pages are compared and every
// difference is reported in one run, and the spec's server starts once (a failed test would
// restart the worker, and with it the server).
test('every public page and the main admin pages look as in their references at 375 and 1280 px', async ({
  browser,
}) => {
  test.setTimeout(1_800_000);
  for (const [width, viewport] of VIEWPORTS) {
    const visitor = await newContext(browser, viewport, null);
    const visitorPage = await visitor.newPage();
    for (const [name, address] of PUBLIC_PAGES) {
      await test.step(`${address} at ${width} px`, () =>
        compare(visitorPage, fill(address), `${name}-${width}`));
    }
    await visitor.close();
    const admin = await newContext(browser, viewport, current().token);
    const adminPage = await admin.newPage();
    for (const [name, address] of ADMIN_PAGES) {
      await test.step(`${address} at ${width} px`, () => compare(adminPage, address, `${name}-${width}`));
    }
    await admin.close();
  }
});

/** An address with its records (":blog") filled in from the visual server's demo content. */
function fill(address: string): string {
  const { records } = current();
  return address.replace(/:(\w+)/g, (_, key: keyof Records) => records[key]);
}

function current(): Site {
  if (!site) throw new Error('The visual server did not start');
  return site;
}

async function newContext(
  browser: Browser,
  viewport: { width: number; height: number },
  token: string | null,
): Promise<BrowserContext> {
  const { baseURL } = current();
  const context = await browser.newContext({
    baseURL,
    viewport,
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
    storageState: {
      cookies: [],
      origins: token
        ? [{ origin: new URL(baseURL).origin, localStorage: [{ name: 'token', value: token }] }]
        : [],
    },
  });
  // The browser's clock stands a few minutes after the server's start, on every run.
  await context.clock.setFixedTime(new Date(Date.parse(CLOCK_START) + 10 * 60_000));
  // Nothing outside the site (the episodes' thumbnails of the video platform): the run is offline.
  await context.route(
    (url) => url.origin !== new URL(baseURL).origin,
    (route) => route.abort(),
  );
  // The site's faces use `font-display: optional`: a face not there within about 100 ms is not
  // used on that page load, which a busy machine decides differently from run to run (a quote in
  // the fallback italic, a page 30 px shorter). Here they block until loaded, so every picture
  // shows the faces the design names, whatever the machine's load. The rules are in the
  // stylesheets and in every page's head (its @font-face block and a drawn page's critical CSS).
  await context.route(
    (url) => url.origin === new URL(baseURL).origin,
    async (route) => {
      const request = route.request();
      const isCss = /\/assets\/[^/?]+\.css(?:\?|$)/.test(request.url());
      if (!isCss && request.resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replaceAll('font-display:optional', 'font-display:block');
      await route.fulfill({ response, body });
    },
  );
  return context;
}

async function compare(page: Page, address: string, name: string) {
  await page.goto(address, { timeout: 60_000 });
  // Generous waits: the pictures are what is compared here, not the speed of a busy machine.
  const drawn = { timeout: 60_000 };
  await expect(page.getByTestId('welcome-preloader')).toHaveCount(0, drawn);
  await expect(page.locator('main h1').first()).toBeVisible(drawn);
  // The page as a reader who scrolls through it sees it: the home page's gallery preview is read
  // once it comes near the screen.
  const later = page.getByTestId('marquee-placeholder');
  if ((await later.count()) > 0) {
    await later.scrollIntoViewIfNeeded();
    await expect(later).toHaveCount(0, drawn);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0, drawn);
  await settleImages(page);
  await page.waitForLoadState('networkidle');
  await settleImages(page);
  const tolerance = sameMajor() ? TOLERANCE : LOOSE_TOLERANCE;
  const why = sameMajor()
    ? `${address} differs from its reference (refresh after an intended change: npm run test:visual -- --update-snapshots)`
    : `${address} differs from its reference, made with Chromium ${referenceVersion}; this is Chromium ${browserVersion}, compared with a looser tolerance. Refresh: npm run test:visual -- --update-snapshots`;
  await expect.soft(page, why).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    // A member's badge carries its random id in the QR code.
    mask: [page.locator('svg[shape-rendering="crispEdges"]')],
    timeout: 60_000,
    ...tolerance,
  });
}

/** Every image of the page loaded (lazy ones too) and the fonts ready, so the picture is complete. */
async function settleImages(page: Page) {
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
    await Promise.all(
      Array.from(document.images).map((img) =>
        img.complete
          ? null
          : new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await document.fonts.ready;
  });
}

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The site as e2e/global-setup.ts starts it, on a fresh database and the fixed clock. */
async function startSite(): Promise<Site> {
  const siteEnv = process.env.E2E_SITE_ENV;
  if (!siteEnv) throw new Error('E2E_SITE_ENV is not set: run the specs through e2e/global-setup.ts');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-visual-'));
  const server = spawn(
    process.execPath,
    ['--import', path.join(import.meta.dirname, 'fixed-clock.ts'), 'apps/server/src/main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...(JSON.parse(siteEnv) as Record<string, string>),
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        VISUAL_CLOCK_START: CLOCK_START,
      },
    },
  );
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const stop = async () => {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, server);
    const request = await apiRequest.newContext({ baseURL });
    const login = await request.post('/api/v1/auth/login', {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const blogs = (await (await request.get('/api/v1/blog/all')).json()) as Array<{ slug: string }>;
    const events = (await (await request.get('/api/v1/events/all')).json()) as Array<{
      _id: string;
      eventType: string;
      images: string[];
    }>;
    const members = (await (await request.get('/api/v1/member/all', { headers })).json()) as Array<{
      _id: string;
    }>;
    const forms = (await (await request.get('/api/v1/forms/admin/all', { headers })).json()) as {
      data: Array<{ slug: string }>;
    };
    await request.dispose();
    const records: Records = {
      blog: blogs[0]?.slug ?? '',
      upcomingEvent: events.find((e) => e.eventType === 'upcoming')?._id ?? '',
      previousEvent: events.find((e) => e.eventType === 'previous' && e.images.length > 0)?._id ?? '',
      badge: members[members.length - 1]?._id ?? '',
      formSlug: forms.data.find((f) => f.slug === 'talk-feedback')?.slug ?? '',
    };
    for (const [key, value] of Object.entries(records)) {
      if (!value) throw new Error(`The demo content has no ${key}`);
    }
    return { baseURL, token, records, stop };
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n--- visual server output ---\n${output}`);
  }
}

async function waitForHealth(baseURL: string, server: ChildProcess) {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The visual server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/v1/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The visual server did not answer within 600 s`);
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}
