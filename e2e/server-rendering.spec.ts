import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, loginToken, test } from './fixtures.ts';

/**
 * Public pages arrive drawn by the server with their data (apps/server/src/web-app/page-render.ts):
 * the app takes the very markup over (the same elements, no second drawing), reads none of that
 * data again, logs nothing; a page reached by a link inside the app is the same page; and with
 * scripts off, a reader still reads posts and events and follows their links.
 */

/** What the page logs and which API reads it makes, from the first request on. */
function watch(page: Page) {
  const logged: string[] = [];
  const reads: string[] = [];
  page.on('console', (message) => {
    // Pictures of other sites (the podcast's thumbnails) do not load without the internet.
    if (!message.location().url.startsWith(new URL(page.url()).origin)) return;
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
  });
  page.on('pageerror', (error) => logged.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return { logged, reads };
}

/** The app has started: the welcome screen has gone (it fades once the router is ready). */
async function started(page: Page) {
  await expect(page.getByTestId('welcome-preloader')).toHaveCount(0);
}

/**
 * Opens `url` with the app's main script held back until the server's markup has been marked,
 * then lets the app start: true when the app kept the server's elements (its main heading is the
 * very element the server sent), as a clean hydration does.
 */
async function openAndHydrate(page: Page, url: string): Promise<boolean> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('main h1').first().waitFor({ state: 'attached' });
  await page.evaluate(() => {
    (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('main h1');
  });
  release();
  await started(page);
  return page.evaluate(() => {
    const drawn = (window as unknown as { drawnHeading: Element | null }).drawnHeading;
    return drawn?.isConnected === true && drawn === document.querySelector('main h1');
  });
}

interface Records {
  blog: string;
  event: string;
  badge: string;
}

async function records(request: import('@playwright/test').APIRequestContext): Promise<Records> {
  const blogs = (await (await request.get('/api/v1/blog/all')).json()) as Array<{ slug: string }>;
  const events = (await (await request.get('/api/v1/events/all')).json()) as Array<{ _id: string }>;
  const token = await loginToken(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const members = (await (
    await request.get('/api/v1/member/all', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Array<{ _id: string }>;
  // The oldest post and event are the demo content's: other specs add newer ones with hostile
  // markup (pictures that answer 404 on purpose), which this spec's console check would count.
  return {
    blog: blogs[blogs.length - 1].slug,
    event: events[events.length - 1]._id,
    badge: members[members.length - 1]._id,
  };
}

test('every public page takes over the markup the server drew, without reading its data again', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const r = await records(request);
  const pages: Array<[string, string[]]> = [
    // [address, the reads the server made for it, which the browser must not make again]
    // The home page's gallery marquee is read by the app once it comes near the screen.
    ['/', ['/api/v1/site', '/api/v1/events/cards?eventType=upcoming', '/api/v1/blog/cards?limit=3']],
    ['/blogs', ['/api/v1/site', '/api/v1/blog/cards']],
    [`/blogs/${r.blog}`, ['/api/v1/site', `/api/v1/blog/${r.blog}`, '/api/v1/blog/cards?limit=4']],
    ['/events', ['/api/v1/site', '/api/v1/events/cards']],
    [`/events/${r.event}`, ['/api/v1/site', `/api/v1/events/${r.event}`]],
    ['/team', ['/api/v1/site', '/api/v1/team/all']],
    ['/gallery', ['/api/v1/site', '/api/v1/gallery/all']],
    ['/podcast', ['/api/v1/site']],
    ['/join-us', ['/api/v1/site', '/api/v1/member/join-form']],
    ['/recruitment', ['/api/v1/site', '/api/v1/recruitment/active']],
    [`/member/badge/${r.badge}`, ['/api/v1/site', `/api/v1/member/badge/${r.badge}`]],
    [`/member/badge/verify/${r.badge}`, ['/api/v1/site', `/api/v1/member/badge/verify/${r.badge}`]],
    ['/f/talk-feedback', ['/api/v1/site']],
  ];
  for (const [url, served] of pages) {
    await page.unrouteAll();
    const { logged, reads } = watch(page);
    expect(await openAndHydrate(page, url), `${url}: the server's elements are kept`).toBe(true);
    await expect(page.locator('main h1').first()).toBeVisible();
    const again = reads.filter((read) => served.some((path) => read === `GET ${path}`));
    expect(again, `${url}: data read again`).toEqual([]);
    // The lists read cards: no public page reads every post or event whole.
    expect(
      reads.filter(
        (read) => read.startsWith('GET /api/v1/blog/all') || read.startsWith('GET /api/v1/events/all'),
      ),
      `${url}: whole posts or events read`,
    ).toEqual([]);
    expect(logged, `${url}: console`).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    page.removeAllListeners('request');
  }
});

test('a page reached by a link inside the app is the page the server draws', async ({ page, request }) => {
  test.setTimeout(120_000);
  const r = await records(request);
  const { logged } = watch(page);
  const heading = page.locator('main h1').first();
  const article = page.locator('main article').first();

  // The post opened directly: the server's drawing, taken over by the app.
  await page.goto(`/blogs/${r.blog}`);
  await started(page);
  await expect(heading).toBeVisible();
  const served = { heading: await heading.textContent(), article: await article.textContent() };

  // To the list and back to the post by links inside the app: drawn by the app from its reads.
  await page.locator('header a[href="/blogs"]').click();
  await expect(page).toHaveURL(/\/blogs$/);
  await page.locator(`main a[href="/blogs/${r.blog}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/blogs/${r.blog}$`));
  await expect(heading).toHaveText(served.heading ?? '');
  expect(await article.textContent()).toBe(served.article);

  // Back to the list inside the app.
  await page.goBack();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.locator(`main a[href="/blogs/${r.blog}"]`).first()).toBeVisible();
  expect(logged).toEqual([]);
});

test('with scripts off, a reader reads a post and an event and follows their links', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/blogs');
  // No script will ever fade the welcome screen: it is not shown at all.
  await expect(page.getByTestId('welcome-preloader')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  // The first post the list shows (the list is paged: the demo post may be on a later page).
  const blogHref = (await page.locator('main a[href^="/blogs/"]').first().getAttribute('href')) ?? '';
  const slug = decodeURIComponent(blogHref.split('/').pop() ?? '');
  const blog = (await (await request.get(`/api/v1/blog/${encodeURIComponent(slug)}`)).json()) as {
    title: string;
  };
  await page.locator(`main a[href="${blogHref}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${blogHref}$`));
  await expect(page.getByRole('heading', { level: 1, name: blog.title })).toBeVisible();

  // The navigation's links are plain links.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  const eventHref = (await page.locator('main a[href^="/events/"]').first().getAttribute('href')) ?? '';
  const id = eventHref.split('/').pop() ?? '';
  const event = (await (await request.get(`/api/v1/events/${id}`)).json()) as { title: string };
  await page.locator(`main a[href="${eventHref}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${eventHref}$`));
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await context.close();
});

test('a drawn page is shown styled and the welcome screen leaves before any stylesheet or script arrives', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Nothing but the HTML (and its pictures and fonts): every stylesheet and script is held back.
  let held: Array<{ path: string; release: () => Promise<void> }> = [];
  await page.route(/\/assets\/[^/]+\.(css|js)$/, (route) => {
    held.push({ path: new URL(route.request().url()).pathname, release: () => route.continue() });
  });
  const boxes = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('#root *')].map((el) => {
        const r = el.getBoundingClientRect();
        return `${el.tagName}.${el.getAttribute('class') ?? ''} ${r.x},${r.y} ${r.width}x${r.height}`;
      }),
    );

  // A post (its rich text's typography), a list, and a page with a form (its spacing comes from
  // :where() rules).
  const [post] = (await (await request.get('/api/v1/blog/all')).json()) as Array<{ slug: string }>;
  for (const url of [`/blogs/${encodeURIComponent(post.slug)}`, '/blogs', '/join-us']) {
    held = [];
    await page.goto(url, { waitUntil: 'commit' });
    const heading = page.locator('main h1').first();
    await expect(heading).toBeVisible();
    // The page arrived whole: the welcome screen fades out by itself, no script needed.
    await expect(page.locator('.ssf-welcome')).toBeHidden();
    // Set in the site's heading face and type scale, not the browser's defaults: the page's own
    // rules came inline with its HTML.
    const font = await heading.evaluate((h) => getComputedStyle(h).fontFamily);
    expect(font, url).toContain('Source Serif 4');
    // The site's header stays at the top as the reader scrolls, as the stylesheet has it.
    const header = page.locator('header', { has: page.getByRole('navigation', { name: 'Main' }) });
    expect(await header.evaluate((h) => getComputedStyle(h).position), url).toBe('sticky');

    // When the stylesheets arrive, nothing on the page moves or changes size: the inline rules
    // were all the page needed (the scripts are still held, so nothing else can change it).
    const before = await boxes();
    // Asked for once the page has loaded (app-loader.ts), and held back.
    await expect
      .poll(
        () => held.filter((h) => h.path.endsWith('.css')).length,
        `${url}: the stylesheets were asked for`,
      )
      .toBeGreaterThan(0);
    const sheets = held.filter((h) => h.path.endsWith('.css'));
    for (const sheet of sheets) await sheet.release();
    await expect
      .poll(() => page.evaluate(() => [...document.styleSheets].filter((s) => s.href).length))
      .toBe(sheets.length);
    const after = await boxes();
    expect(
      after.filter((box, i) => box !== before[i]),
      url,
    ).toEqual([]);
  }
});

test("a drawn page fetches the app's code after its pictures, or at once when the visitor reaches for it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const code: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/[^/]+\.(js|css)$/.test(pathname)) code.push(pathname);
  });
  // The page's pictures (its lead image among them) are held: the page has not finished loading.
  let releasePictures = () => {};
  const pictures = new Promise<void>((resolve) => {
    releasePictures = resolve;
  });
  await page.route(/\/(media|images)\//, async (route) => {
    await pictures;
    await route.continue();
  });
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  // The events list: every event has a cover (posts may have none, and a page without pictures
  // has loaded at once), and its first card's is the page's lead picture.
  await page.goto('/events', { waitUntil: 'commit' });
  await expect(page.locator('main h1').first()).toBeVisible();
  // Readable, and still no script or stylesheet asked for while the pictures load.
  await page.waitForTimeout(500);
  expect(code).toEqual([]);
  // Only the first card's picture: the later ones wait for the app, their addresses kept aside.
  const firstPictures = asked.filter((p) => p.startsWith('/media/'));
  expect(firstPictures).toHaveLength(1);
  expect(await page.locator('main img[data-later-src]').count()).toBeGreaterThan(0);
  releasePictures();
  await expect.poll(() => code.some((p) => /\/index-[^/]+\.js$/.test(p))).toBe(true);
  expect(
    code.some((p) => /\/vendor-[^/]+\.js$/.test(p)),
    'its modules come with it',
  ).toBe(true);
  expect(
    code.some((p) => p.endsWith('.css')),
    'and the stylesheet',
  ).toBe(true);
  await expect(page.getByTestId('welcome-preloader')).toHaveCount(0);

  // The web app manifest is announced with the app (app-loader.ts).
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');
  // The later cards' pictures waited for the app (later-pictures.ts); now they are asked for, and shown.
  const later = page.locator('main img[loading="lazy"]');
  expect(await later.count()).toBeGreaterThan(0);
  await expect(page.locator('main img[data-later-src]')).toHaveCount(0);
  for (const img of await later.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
  }

  // The visitor reaches for the page before it has loaded: the code is asked for at once, and the
  // app takes the page over while its pictures are still on their way.
  code.length = 0;
  let releaseAgain = () => {};
  const picturesAgain = new Promise<void>((resolve) => {
    releaseAgain = resolve;
  });
  await page.unrouteAll();
  await page.route(/\/(media|images)\//, async (route) => {
    await picturesAgain;
    await route.continue();
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/events', { waitUntil: 'commit' });
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(code).toEqual([]);
  await page.keyboard.press('Tab');
  await expect.poll(() => code.some((p) => /\/index-[^/]+\.js$/.test(p))).toBe(true);
  await expect(page.getByTestId('welcome-preloader')).toHaveCount(0);

  // A picture that never comes, and a visitor who only reads: the app starts a few seconds after
  // the page all the same (app-loader.ts), so its buttons work.
  code.length = 0;
  await page.goto('/gallery', { waitUntil: 'commit' });
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(code).toEqual([]);
  await expect.poll(() => code.some((p) => /\/index-[^/]+\.js$/.test(p)), { timeout: 15_000 }).toBe(true);
  await expect(page.getByTestId('welcome-preloader')).toHaveCount(0);
  releaseAgain();
});

test('a button pressed before the app has started is pressed again once it has', async ({ page }) => {
  // The app's main script is held: the page is drawn, its buttons have no handlers yet.
  let release = () => {};
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    await route.continue();
  });
  await page.goto('/gallery', { waitUntil: 'commit' });
  const photo = page.getByRole('list', { name: 'Photos' }).getByRole('button').first();
  await photo.click();
  await expect(page.getByTestId('welcome-preloader')).toBeAttached();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  // The press was kept: the lightbox opens once the app has taken the page over.
  await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // From then on the app's own handlers answer, once per press.
  await photo.click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.keyboard.press('Escape');

  // A form: the visitor types a name and presses its button before the app has started. The press
  // does not send the form the browser's way; the app checks it with the name typed, and moves to
  // the first field still to fill.
  await page.unrouteAll();
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    await route.continue();
  });
  await page.goto('/join-us', { waitUntil: 'commit' });
  await page.getByLabel('First Name').fill('Anaya');
  await page.getByRole('button', { name: 'Join and get my badge' }).click();
  await expect(page.getByTestId('welcome-preloader')).toBeAttached();
  release();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await expect(page.getByLabel('Last Name')).toBeFocused();
  await expect(page.getByLabel('First Name')).toHaveValue('Anaya');
  expect(new URL(page.url()).search).toBe('');
});
