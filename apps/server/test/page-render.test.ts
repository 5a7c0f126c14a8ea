import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CUT } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import type { Blog } from '@ssf/domain/schemas/blog';
import { htmlToText, truncate } from '@ssf/domain/text';
import { type Event, eventExcerpt } from '@ssf/domain/schemas/event';
import { mediaStoreFor } from '../src/media/stores.ts';
import { FEATURES } from '../src/modules/index.ts';
import { adminFormWrite, createTestApp, secondInstance, TEST_PG_URL } from './helpers.ts';

/**
 * Public pages drawn on the server (src/web-app/page-render.ts, with the web app's renderer built by
 * `npm run build`): each page's first answer holds its content, readable without any script, and
 * the data it was drawn from; a record that does not exist keeps its 404.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const webDist = path.join(root, 'apps/web/dist');

// The web app's build as `npm start` makes it: rebuilt when older than its sources.
const build = spawnSync(
  process.execPath,
  ['-e', `import('./scripts/web-build.mjs').then((m) => m.ensureWebBuild(${JSON.stringify(root)}))`],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) throw new Error('the web app did not build');

/** The markup inside the root element: what the page shows before any script has run. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="ssf-state">');
  expect(start, 'the root element').toBeGreaterThan(-1);
  expect(end, 'the data block follows the root').toBeGreaterThan(start);
  return html.slice(start, end);
}

/** The page's <head>, up to its end. */
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** The data the page was drawn from, as the app reads it. */
function stateOf(html: string): {
  queries: Array<{ queryKey: unknown[]; state: { status: string; data?: unknown } }>;
} {
  const match = /<script type="application\/json" id="ssf-state">([^<]*)<\/script>/.exec(html);
  expect(match, 'the data block').not.toBeNull();
  return JSON.parse(match![1]);
}

/** Text as HTML writes it (the renderer escapes &, <, > and quotes). */
const inHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('server-rendered public pages', async () => {
  const t = await createTestApp({ WEB_DIST: webDist });
  const admin = t.auth(t.adminToken);
  const ctx = {
    config: t.config,
    database: t.database,
    db: t.database.db,
    media: mediaStoreFor(t.config),
  } as unknown as Parameters<NonNullable<(typeof FEATURES)[number]['seed']>>[0];
  for (const feature of FEATURES) if (feature.seed) await feature.seed(ctx);
  t.app.responseCache.invalidate(['*']);

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const json = async <T>(url: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'GET', url, headers })).json() as T;
  const blogs = await json<Blog[]>('/api/v1/blog/all');
  const events = await json<Event[]>('/api/v1/events/all');
  const team = await json<Array<{ name: string }>>('/api/v1/team/all');
  const gallery = await json<Array<{ url: string }>>('/api/v1/gallery/all');
  const members = await json<Array<{ _id: string; first_name: string }>>('/api/v1/member/all', admin);
  const member = members[members.length - 1];

  /** The page's first answer: 200, drawn with its data (nothing left loading), and its content. */
  const drawn = async (url: string, ...texts: string[]) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    const content = rootOf(res.body);
    expect(content, url).toContain('<h1');
    // The application form's own code comes after the page has painted (a phone's first visit):
    // the drive is drawn, the form follows in the browser.
    const waiting = content.replace('Loading the application form...', '');
    expect(waiting, `${url} is drawn with its data`).not.toMatch(/Loading/);
    for (const text of texts) expect(content, url).toContain(text);
    return { content, state: stateOf(res.body) };
  };

  it('draws the blog list and a blog with their content in the first answer', async () => {
    const { content } = await drawn('/blogs', `href="/blogs/${blogs[0].slug}"`);
    // A card shows the start of each title.
    for (const blog of blogs.slice(0, 3)) expect(content).toContain(inHtml(blog.title.slice(0, 20)));

    const one = await drawn(`/blogs/${blogs[0].slug}`, inHtml(blogs[0].title));
    const keys = one.state.queries.map((q) => q.queryKey);
    expect(keys).toContainEqual(['blogs', 'one', blogs[0].slug]);
    // Every read the page made travels with it, answered.
    for (const q of one.state.queries) expect(q.state.status, JSON.stringify(q.queryKey)).toBe('success');
  });

  it('draws the blog list, the home page and Recent Blogs from the cards: no page carries a text it does not show', async () => {
    // A phrase of each post's text that its title and summary do not hold: six words inside one
    // element, letters and spaces only, so that it reads the same in the markup and in the data.
    const phrase = (blog: Blog) => {
      const runs = blog.content.match(/[A-Za-z]+(?: [A-Za-z]+){5,}/g) ?? [];
      const found = runs
        .map((run) => run.split(' ').slice(0, 6).join(' '))
        .find((p) => !blog.title.includes(p) && !blog.summary.includes(p));
      expect(found, blog.slug).toBeDefined();
      return found!;
    };
    const phrases = blogs.map(phrase);

    const list = await get('/blogs');
    for (const [i, blog] of blogs.entries()) {
      expect(rootOf(list.body), blog.slug).toContain(inHtml(truncate(blog.title, CUT.blogCardTitle)));
      expect(list.body, blog.slug).not.toContain(phrases[i]);
    }
    const keys = stateOf(list.body).queries.map((q) => q.queryKey);
    expect(keys).toContainEqual(['blogs', 'cards', 'every']);
    // Its data block holds cards: no record in it has a text.
    expect(JSON.stringify(stateOf(list.body))).not.toContain('"content"');

    const home = await get('/');
    expect(rootOf(home.body)).toContain(inHtml(truncate(blogs[0].title, CUT.blogCardTitle)));
    for (const [i, blog] of blogs.entries()) expect(home.body, blog.slug).not.toContain(phrases[i]);

    // A post carries its own text and the other posts' titles, not their text.
    const post = await get(`/blogs/${blogs[0].slug}`);
    expect(rootOf(post.body)).toContain(phrases[0]);
    expect(rootOf(post.body)).toContain(inHtml(blogs[1].title));
    for (const [i, blog] of blogs.entries()) {
      if (i > 0) expect(post.body, blog.slug).not.toContain(phrases[i]);
    }

    // What the pages weigh as sent to a browser (brotli), for the record: not a rule of the test.
    const br = (html: string) => zlib.brotliCompressSync(html).length;
    console.info(
      `drawn pages, brotli bytes: /blogs ${br(list.body)}, / ${br(home.body)}, /blogs/${blogs[0].slug} ${br(post.body)}`,
    );
  });

  it('draws the events list and the home page from the event cards: neither carries a description, a registration or a gallery, nor the home page its marquee', async () => {
    // The demo events' descriptions run past their cards' 80 characters: the text after the cut.
    const rest = (event: Event) => {
      const words = htmlToText(event.description).split(/\s+/);
      const tail = words.slice(-6).join(' ');
      expect(eventExcerpt(event.description), event.title).not.toContain(tail);
      return tail;
    };
    const list = await get('/events');
    // The cards on its first page (the previous events come three a page) show their cut text.
    const shown = events.filter((e) => rootOf(list.body).includes(`href="/events/${e._id}"`));
    expect(shown.length).toBeGreaterThan(2);
    for (const event of shown) {
      expect(rootOf(list.body), event.title).toContain(
        inHtml(eventExcerpt(event.description).split('\n')[0]),
      );
    }
    for (const event of events) expect(list.body, event.title).not.toContain(inHtml(rest(event)));
    expect(stateOf(list.body).queries.map((q) => q.queryKey)).toContainEqual(['events', 'cards', 'every']);
    const data = JSON.stringify(stateOf(list.body));
    for (const field of ['"description"', '"registration"', '"images"', '"buttonLink"'])
      expect(data, field).not.toContain(field);

    // The home page reads the upcoming events' cards only, for its next event.
    const home = await get('/');
    const homeQueries = stateOf(home.body).queries;
    const upcoming = homeQueries.find((q) => q.queryKey.join('/') === 'events/cards/upcoming');
    expect(upcoming?.state.data).toEqual(
      events.filter((e) => e.eventType === 'upcoming').map((e) => expect.objectContaining({ _id: e._id })),
    );
    expect(JSON.stringify(upcoming)).not.toContain('"description"');

    // Nor the gallery: the marquee's pictures wait for the app, which reads them; its place is kept.
    expect(homeQueries.map((q) => q.queryKey[0])).not.toContain('gallery');
    expect(rootOf(home.body)).toContain('data-testid="marquee-placeholder"');
    expect(rootOf(home.body)).not.toContain(gallery[0].url.split('/media/')[1].split('-')[0]);

    const br = (html: string) => zlib.brotliCompressSync(html).length;
    console.info(`drawn pages, brotli bytes: /events ${br(list.body)}, / ${br(home.body)}`);
  });

  it('draws every other public page with its records', async () => {
    const upcoming = events.find((e) => e.eventType === 'upcoming')!;
    await drawn('/events', `href="/events/${upcoming._id}"`);
    await drawn(`/events/${upcoming._id}`, inHtml(upcoming.title));
    await drawn('/team', inHtml(team[0].name));
    await drawn('/gallery', gallery[0].url.split('/media/')[1].split('-')[0]);
    await drawn('/', 'href="/events"');
    await drawn('/podcast');
    await drawn('/join-us', '<form');
    await drawn('/recruitment');
    await drawn(`/member/badge/${member._id}`, inHtml(member.first_name));
    await drawn(`/member/badge/verify/${member._id}`, inHtml(member.first_name));
    await drawn('/f/talk-feedback', '<form');
  }, 120_000);

  it("draws the home page's clip without fetching it: the app starts it after the first paint", async () => {
    const { content } = await drawn('/');
    const video = /<video\b[^>]*>/.exec(content)?.[0] ?? '';
    expect(video).toContain('data-testid="hero-video"');
    expect(video).toContain('preload="none"');
    expect(video).not.toMatch(/\bautoplay\b/i);
  });

  it('keeps the 404 of a record that does not exist, and draws the page saying so', async () => {
    const missing: Array<[string, string]> = [
      ['/blogs/no-such-post', MSG.blogNotFound],
      // The API's fixed paths beside a post's: never taken for a post.
      ['/blogs/all', MSG.blogNotFound],
      ['/blogs/cards', MSG.blogNotFound],
      ['/events/00000000-0000-0000-0000-000000000000', MSG.eventNotFound],
      ['/f/no-such-form', 'Form not found'],
      ['/certificates/00000000-0000-0000-0000-000000000000', 'No valid certificate has this id'],
      ['/no/such/page', MSG.notFoundTitle],
    ];
    for (const [url, text] of missing) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      const content = rootOf(res.body);
      expect(content, url).not.toMatch(/Loading/);
      expect(content, url).toContain(text);
    }
  });

  it('leaves the admin area and pages of private links to the browser', async () => {
    for (const url of [
      '/admin/dashboard',
      '/admin/login',
      `/events/tickets/${'A'.repeat(43)}`,
      `/recruitment/status/${'A'.repeat(43)}`,
    ]) {
      const res = await get(url);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('id="ssf-state"');
      // Drawn by the app, after its stylesheet: the welcome screen stays until the app starts.
      expect(res.body, url).toContain('class="ssf-welcome"');
      expect(headOf(res.body), url).not.toContain('@layer');
    }
  });

  it('announces the web app manifest with the app on a drawn page, and in the head of the others', async () => {
    const drawnPage = (await get('/events')).body;
    expect(headOf(drawnPage)).not.toContain('rel="manifest"');
    expect(drawnPage).toMatch(/<script data-entry="[^"]+"[^>]* data-manifest="\/site\.webmanifest">/);
    expect(headOf((await get('/admin/dashboard')).body)).toContain(
      '<link rel="manifest" href="/site.webmanifest"',
    );
  });

  it('sends a drawn page with the CSS it is shown with, and its stylesheets after it', async () => {
    for (const url of ['/blogs', `/events/${events[0]._id}`, '/']) {
      const res = await get(url);
      const head = headOf(res.body);
      const body = res.body.slice(head.length);
      // Only the rules this page's markup uses, inline (the site's fonts have their own block).
      const critical = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)]
        .map((m) => m[1])
        .find((css) => css.includes('@layer'));
      expect(critical, url).toBeDefined();
      const heading = /<h1[^>]*class="([^"]+)"/.exec(body);
      expect(heading, `${url} has a styled heading`).not.toBeNull();
      for (const name of heading![1].split(/\s+/)) {
        expect(critical, `${url}: .${name}`).toContain(`.${name.replace(/[^\w-]/g, '\\$&')}`);
      }
      const href = /data-styles="[^"]*(\/assets\/index-[^" ]+\.css)/.exec(body)?.[1];
      expect(href, `${url}: the whole stylesheet still follows`).toBeDefined();
      const sheet = fs.readFileSync(path.join(webDist, href!), 'utf8');
      expect(critical!.length, url).toBeLessThan(sheet.length * 0.75);
      // An admin-only rule (the tables of the admin's design page) stays in the stylesheet.
      expect(sheet).toContain('.ssf-table');
      expect(critical, url).not.toContain('.ssf-table');
      expect(head, `${url}: nothing in the head waits for a stylesheet`).not.toMatch(/rel="stylesheet"/);
      // The page arrived whole: the welcome screen leaves without waiting for the scripts.
      expect(body, url).toContain('class="ssf-welcome ssf-welcome-arrived"');
    }
  });

  it("fetches a drawn page's code after the page, by the one inline script the policy allows", async () => {
    for (const url of ['/blogs', `/events/${events[0]._id}`, '/']) {
      const res = await get(url);
      // Nothing in the page asks for the app's code or stylesheet while it loads...
      expect(res.body, url).not.toMatch(/<script[^>]+src=|rel="modulepreload"|rel="stylesheet"|as="style"/);
      // ...the loader, last in the body, names them: the entry, every module it needs, at once.
      const loader =
        /<script (data-entry="[^"]+" data-modules="[^"]*" data-styles="[^"]*"(?: data-manifest="[^"]*")?)>([^<]+)<\/script><\/body>/.exec(
          res.body,
        );
      expect(loader, url).not.toBeNull();
      const attrs = Object.fromEntries(
        [...loader![1].matchAll(/data-(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2].split(' ')]),
      );
      expect(attrs.entry, url).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)]);
      expect(attrs.modules, url).toContainEqual(expect.stringMatching(/^\/assets\/vendor-[\w-]+\.js$/));
      for (const file of [...attrs.entry, ...attrs.modules, ...attrs.styles]) {
        expect(fs.existsSync(path.join(webDist, file)), `${url}: ${file} is built`).toBe(true);
      }
      // The policy allows that very text by its hash, and no inline script otherwise.
      const hash = createHash('sha256').update(loader![2]).digest('base64');
      const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))![1];
      expect(scriptSrc.split(' '), url).toEqual(["'self'", `'sha256-${hash}'`]);
    }
  });

  it('sends a page that only reads without the schema library, and with its dates as it wrote them', async () => {
    const modulesOf = (html: string) => /data-modules="([^"]*)"/.exec(html)?.[1].split(' ') ?? [];
    // The schema library's chunk (zod, through src/lib/zod-jitless.ts).
    const schemaLibrary = (modules: string[]) => modules.filter((m) => /\/zod-jitless-[\w-]+\.js$/.test(m));
    for (const url of [
      '/',
      '/blogs',
      `/blogs/${blogs[0].slug}`,
      '/team',
      '/gallery',
      '/events',
      '/podcast',
    ]) {
      const modules = modulesOf((await get(url)).body);
      expect(modules.length, url).toBeGreaterThan(0);
      expect(schemaLibrary(modules), url).toEqual([]);
    }
    // A form's page needs it (its checks run in the browser too)...
    expect(schemaLibrary(modulesOf((await get('/join-us')).body))).toHaveLength(1);
    // ...but not a public form, whose checks are plain functions (forms/form.ts); its own code is
    // named with the main script's, as every public page's is.
    const form = modulesOf((await get('/f/talk-feedback')).body);
    expect(form).toContainEqual(expect.stringMatching(/^\/assets\/form-page-[\w-]+\.js$/));
    expect(schemaLibrary(form)).toEqual([]);

    // Every card's date travels as the page shows it, keyed by kind and instant, for the app's
    // first drawing to read instead of formatting it again (lib/dates.ts).
    const page = await get('/blogs');
    const { dates } = stateOf(page.body) as { dates?: Record<string, string> };
    const cards = await t.app.inject({ method: 'GET', url: '/api/v1/blog/cards' });
    for (const card of cards.json() as Array<{ createdAt: string }>) {
      const shown = dates?.[`date ${card.createdAt}`];
      expect(shown, card.createdAt).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      expect(rootOf(page.body)).toContain(shown);
    }
  });

  it('keeps a drawn page until a change to what it shows, then draws it anew', async () => {
    const url = `/blogs/${blogs[1].slug}`;
    const first = await get(url);
    const again = await get(url);
    expect(again.headers.etag).toBe(first.headers.etag);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/blog/edit/${blogs[1]._id}`,
      headers: admin,
      payload: { title: 'A Title Changed By The Editor' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await get(url);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(rootOf(after.body)).toContain('A Title Changed By The Editor');
    expect(rootOf(after.body)).not.toContain(inHtml(blogs[1].title));
    // The lists that show its card are drawn anew too.
    for (const list of ['/blogs', '/']) {
      expect(rootOf((await get(list)).body), list).toContain('A Title Changed By The Editor');
    }
  });
});

// Two instances on one PostgreSQL database, each keeping the pages it drew: a change through one
// drops the other's drawing before the change's own answer leaves (decision 0102's feed).
describe.skipIf(!TEST_PG_URL)('drawn pages on two instances of one PostgreSQL database', async () => {
  const first = await createTestApp({ WEB_DIST: webDist });
  const { app: second } = await secondInstance(first, { ownDataDir: true });
  const write = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) =>
    adminFormWrite<{ blog: Blog }>(first, method, url, fields);

  it('an edit through the first instance is drawn at once by the second', async () => {
    const { blog } = await write('POST', '/api/v1/blog/create', {
      title: 'Drawn on the second',
      summary: 'A blog',
      content: '<p>Text</p>',
    });
    const url = `/blogs/${blog.slug}`;
    const before = await second.inject({ url });
    expect(rootOf(before.body)).toContain('Drawn on the second');
    // Kept: the same answer again.
    expect((await second.inject({ url })).headers.etag).toBe(before.headers.etag);

    await write('PUT', `/api/v1/blog/edit/${blog._id}`, {
      title: 'Edited on the first',
      summary: 'A blog',
      content: '<p>Text</p>',
    });
    const after = await second.inject({ url });
    expect(rootOf(after.body)).toContain('Edited on the first');
    expect(rootOf(after.body)).not.toContain('Drawn on the second');
  });
});
