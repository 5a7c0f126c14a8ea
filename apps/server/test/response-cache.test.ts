import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../src/http/prepared-answer.ts';
import { drawings } from '../src/modules/members/badge-image.ts';
import { createTokenService } from '../src/http/tokens.ts';
import { registerResponseCache, ResponseCache } from '../src/http/response-cache.ts';
import { makeImage } from './fixtures/images.ts';
import { formBody } from './fixtures/multipart.ts';
import { adminFormWrite, createTestApp } from './helpers.ts';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBe('identity');
  });
});

describe('ResponseCache', () => {
  const entryOf = (cache: ResponseCache, tags: string[], bytes = 10) =>
    cache.build(200, { 'content-type': 'application/json' }, Buffer.alloc(bytes, 'a'), { tags } as never);

  it('drops answers by tag, keeps the others, and drops answers made of anything on any write', async () => {
    const cache = new ResponseCache();
    cache.set('/blogs', await entryOf(cache, ['blogs']));
    cache.set('/events', await entryOf(cache, ['events']));
    cache.set('/page', await entryOf(cache, ['*']));
    cache.invalidate(['events']);
    expect(cache.get('/blogs')).toBeDefined();
    expect(cache.get('/events')).toBeUndefined();
    expect(cache.get('/page')).toBeUndefined();
    cache.invalidate(['*']);
    expect(cache.get('/blogs')).toBeUndefined();
  });

  it('expires an answer after its maximum age, even without a write', async () => {
    let now = 1_000;
    const cache = new ResponseCache(() => now);
    cache.set('/x', await cache.build(200, {}, Buffer.from('{}'), { tags: ['events'], maxAgeSeconds: 5 }));
    now += 4_999;
    expect(cache.get('/x')).toBeDefined();
    now += 2;
    expect(cache.get('/x')).toBeUndefined();
  });

  it('keeps at most 1,000 answers, dropping the least recently used', async () => {
    const cache = new ResponseCache();
    const entry = await entryOf(cache, ['blogs']);
    for (let i = 0; i < 1000; i++) cache.set(`/${i}`, entry);
    cache.get('/0'); // used again: no longer the oldest
    cache.set('/new', entry);
    expect(cache.size).toBe(1000);
    expect(cache.get('/0')).toBeDefined();
    expect(cache.get('/1')).toBeUndefined();
  });

  it("compresses a kept page again at brotli's best, keeping its ETag; other answers, and a page dropped meanwhile, keep theirs", async () => {
    // A page of varied markup, as a drawn page is: quality 11 finds more than quality 9.
    const html = Buffer.from(
      `<!doctype html><html><body>${Array.from({ length: 400 }, (_, i) => `<p class="c${i % 7}">Item ${i * 7919} of the list, ${(i * 31) % 97} words</p>`).join('')}</body></html>`,
    );
    const cache = new ResponseCache();
    const page = await cache.build(200, { 'content-type': 'text/html; charset=utf-8' }, html, {
      tags: ['*'],
    });
    cache.set('/', page);
    const before = page.sendings.br.body as Buffer;
    // Kept at once at quality 10, a page being what a phone waits for before its first paint.
    const atQuality = (q: number, bytes: Buffer) =>
      zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q } }).length;
    expect(before.length).toBe(atQuality(10, html));
    const { etag, bytes } = page;
    await cache.compressBetter('/', page, html);
    const after = page.sendings.br.body as Buffer;
    expect(after.length).toBeLessThan(before.length);
    expect(page.sendings.br.headers['content-length']).toBe(after.length);
    expect(zlib.brotliDecompressSync(after).equals(html)).toBe(true);
    expect(page.etag).toBe(etag);
    expect(page.bytes).toBe(bytes - (before.length - after.length));

    // JSON stays at quality 9 (small, and compressed often).
    const json = Buffer.from(
      JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i * 7919, n: i % 97 }))),
    );
    const read = await cache.build(200, { 'content-type': 'application/json' }, json, { tags: ['events'] });
    cache.set('/api', read);
    const readBefore = read.sendings.br.body;
    expect((readBefore as Buffer).length).toBe(atQuality(9, json));
    await cache.compressBetter('/api', read, json);
    expect(read.sendings.br.body).toBe(readBefore);

    // A page a write dropped while it was being compressed is left alone.
    const dropped = await cache.build(200, { 'content-type': 'text/html' }, html, { tags: ['*'] });
    cache.set('/blogs', dropped);
    const pending = cache.compressBetter('/blogs', dropped, html);
    cache.invalidate(['*']);
    await pending;
    expect((dropped.sendings.br.body as Buffer).length).toBe(before.length);
  });

  it('answers nothing while switched off (the change feed is reconnecting)', async () => {
    const cache = new ResponseCache();
    cache.set('/x', await entryOf(cache, ['blogs']));
    cache.enabled = false;
    expect(cache.get('/x')).toBeUndefined();
  });
});

describe('a read that was being answered while a write happened', () => {
  it('is not stored: the next read gets the new data', async () => {
    const app = Fastify();
    const cache = new ResponseCache();
    registerResponseCache(app, cache, { publish: async () => {} });
    let value = 'old';
    let release: () => void = () => {};
    let slow = false;
    app.get('/value', { config: { cache: { tags: ['blogs'] } } }, async () => {
      const read = value;
      // The answer was read from the database before the write; it is sent after it.
      if (slow) await new Promise<void>((resolve) => (release = resolve));
      return { value: read };
    });
    app.post('/value', { config: { invalidates: ['blogs'] } }, async () => {
      value = 'new';
      return { ok: true };
    });
    await app.ready();

    slow = true;
    const pending = app.inject({ url: '/value' });
    await new Promise((r) => setTimeout(r, 20));
    slow = false;
    expect((await app.inject({ method: 'POST', url: '/value' })).statusCode).toBe(200);
    release();
    expect((await pending).json()).toEqual({ value: 'old' });
    expect((await app.inject({ url: '/value' })).json()).toEqual({ value: 'new' });
    await app.close();
  });
});

describe('public reads through the cache', async () => {
  const t = await createTestApp();
  const admin = t.auth(t.adminToken);

  const createBlog = async (title: string) =>
    (
      await adminFormWrite<{ blog: { _id: string; slug: string; title: string } }>(
        t,
        'POST',
        '/api/v1/blog/create',
        { title, summary: `About ${title}`, content: '<p>Text</p>' },
      )
    ).blog;
  const blog = await createBlog('Cached reading');
  const titles = async () =>
    ((await t.app.inject({ url: '/api/v1/blog/all' })).json() as { title: string }[]).map((b) => b.title);
  /** A change made behind the API's back: only the cache can hide it from a reader. */
  const renameInDatabase = (title: string) =>
    t.database.db.execute(sql`update blogs set title = ${title} where id = ${blog._id}`);

  it('serves a repeated read from memory until a write through the API, which it shows at once', async () => {
    expect(await titles()).toContain('Cached reading');
    await renameInDatabase('Renamed behind the cache');
    expect(await titles()).toContain('Cached reading');

    const body = await formBody({ title: 'Edited title', summary: 'About it', content: '<p>Text</p>' }, []);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/blog/edit/${blog._id}`,
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await titles()).toContain('Edited title');
  });

  it('sends the same bytes in brotli, gzip or plain, with one ETag, and 304 when the browser has them', async () => {
    const url = `/api/v1/blog/${blog.slug}`;
    const plain = await t.app.inject({ url });
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toMatch(/^W\/".+"$/);
    expect(gz.headers.etag).toBe(br.headers.etag);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-cache');
    // Security headers are on cached answers too.
    expect(br.headers['content-security-policy']).toBeDefined();

    const again = await t.app.inject({ url, headers: { 'if-none-match': String(br.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(br.headers.etag);
  });

  it('never hands the admin’s team list (with emails) to a visitor, nor the visitor’s to the admin', async () => {
    const body = await formBody(
      {
        name: 'Cache Tester',
        role: 'Member',
        designation: 'Member',
        email: 'cache.tester@mitwpu.edu.in',
        linkedin: 'https://www.linkedin.com/in/cache-tester',
      },
      [{ field: 'photo', data: await makeImage(240, 240), name: 'photo.png', type: 'image/png' }],
    );
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/team/add',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    expect(added.statusCode, added.body).toBe(200);
    const visitor = async () => (await t.app.inject({ url: '/api/v1/team/all' })).body;
    const asAdmin = async () => (await t.app.inject({ url: '/api/v1/team/all', headers: admin })).body;
    expect(await visitor()).not.toContain('cache.tester@');
    expect(await asAdmin()).toContain('cache.tester@');
    expect(await visitor()).not.toContain('cache.tester@');
  });

  it('does not clear the cache when someone signs in', async () => {
    expect(await titles()).toContain('Edited title');
    await renameInDatabase('Renamed while signing in');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@test.local', password: 'admin-password-123' },
    });
    expect(login.statusCode).toBe(200);
    expect(await titles()).toContain('Edited title');
  });

  it('does not keep answers that failed or that name nothing', async () => {
    const missing = await t.app.inject({ url: '/api/v1/blog/no-such-blog' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('cache keys: the route and its validated parameters', async () => {
  const t = await createTestApp();
  const admin = t.auth(t.adminToken);
  const body = await formBody({ title: 'Keyed post', summary: 'About keys', content: '<p>Text</p>' }, []);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/blog/create',
    payload: body.payload,
    headers: { ...admin, ...body.headers },
  });
  const blog = created.json().blog as { _id: string; slug: string };
  const rename = (title: string) =>
    t.database.db.execute(sql`update blogs set title = ${title} where id = ${blog._id}`);
  const cache = () => t.app.responseCache;

  it('answers a query parameter the route does not read from the same entry, and stores none for it', async () => {
    const url = `/api/v1/blog/${blog.slug}`;
    expect((await t.app.inject({ url })).json().title).toBe('Keyed post');
    const size = cache().size;
    await rename('Renamed behind the cache');
    for (let v = 0; v < 50; v++) {
      const res = await t.app.inject({ url: `${url}?v=${v}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().title).toBe('Keyed post');
    }
    expect(cache().size).toBe(size);
  });

  it('keys a parameter the route reads by its parsed value: ?page=01 is ?page=1', async () => {
    const first = await t.app.inject({ url: '/api/v1/blog/all?page=1' });
    expect(first.statusCode).toBe(200);
    const size = cache().size;
    const other = await t.app.inject({ url: '/api/v1/blog/all?page=01&utm_source=x' });
    expect(other.body).toBe(first.body);
    expect(cache().size).toBe(size);
    await t.app.inject({ url: '/api/v1/blog/all?page=2' });
    expect(cache().size).toBe(size + 1);
  });

  it('answers HEAD from the cached answer, with its ETag and length and no body', async () => {
    const url = `/api/v1/blog/${blog.slug}`;
    const get = await t.app.inject({ url });
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.body)));
    // Still the cached answer: the rename made behind the API's back is not seen.
    expect(get.json().title).toBe('Keyed post');
    const size = cache().size;
    await t.app.inject({ method: 'HEAD', url: `${url}?x=1` });
    expect(cache().size).toBe(size);
  });

  it('fills the cache from a HEAD that missed, for the GET after it', async () => {
    const url = '/api/v1/events/all';
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    const size = cache().size;
    const get = await t.app.inject({ url });
    expect(get.headers.etag).toBe(head.headers.etag);
    expect(cache().size).toBe(size);
  });

  it('ignores an Authorization header that is not a valid token: the answer comes from the cache', async () => {
    const url = `/api/v1/blog/${blog.slug}`;
    const size = cache().size;
    // Signed with another secret: it does not verify.
    const forged = await createTokenService('another-secret-that-is-at-least-32-chars-long').sign('x', 'x');
    for (const authorization of ['x', 'Bearer x', 'Basic YWRtaW46YWRtaW4=', `Bearer ${forged}`]) {
      const res = await t.app.inject({ url, headers: { authorization } });
      expect(res.statusCode, authorization).toBe(200);
      expect(res.json().title, authorization).toBe('Keyed post');
    }
    expect(cache().size).toBe(size);
    // A token that verifies, of an account that exists, is answered afresh: the rename shows.
    const mine = await t.app.inject({ url, headers: admin });
    expect(mine.json().title).toBe('Renamed behind the cache');
    expect(cache().size).toBe(size);
  });

  it('keeps a drawn badge by its ETag: a join elsewhere does not make it drawn again', async () => {
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/join',
      payload: {
        first_name: 'Badge',
        last_name: 'Holder',
        gender: 'female',
        email: 'badge.holder@mitwpu.edu.in',
        prn: '1032990001',
        year: 'SY',
        course: 'B.Tech Computer Science and Engineering',
      },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const id = joined.json().member._id as string;
    const url = `/api/v1/member/badge/${id}/image.png`;
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    const drawn = drawings.count;
    // Another student joins: every cached badge answer is dropped, the drawing is not.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/join',
      payload: {
        first_name: 'Other',
        last_name: 'Student',
        gender: 'male',
        email: 'other.student@mitwpu.edu.in',
        prn: '1032990002',
        year: 'SY',
        course: 'B.Tech Computer Science and Engineering',
      },
    });
    expect(other.statusCode, other.body).toBe(201);
    const again = await t.app.inject({ url });
    const head = await t.app.inject({ method: 'HEAD', url: `${url}?size=large` });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(drawings.count).toBe(drawn);
  });
});

describe('reads that miss the cache are limited per address', async () => {
  const t = await createTestApp({ UNCACHED_READ_RATE_LIMIT: '5' });

  it('answers 429 with Retry-After past the allowance, while cached answers keep coming', async () => {
    // Cached: asked as often as one likes.
    for (let i = 0; i < 20; i++)
      expect((await t.app.inject({ url: '/api/v1/gallery/all' })).statusCode).toBe(200);
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({ url: `/api/v1/blog/no-such-post-${i}` });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) retryAfter = String(res.headers['retry-after']);
    }
    // The gallery's first miss counted too: four more misses, then 429.
    expect(statuses).toEqual([404, 404, 404, 404, 429, 429, 429, 429]);
    expect(retryAfter).toMatch(/^\d+$/);
    expect((await t.app.inject({ url: '/api/v1/gallery/all' })).statusCode).toBe(200);
    // Another address has its own allowance.
    const elsewhere = await t.app.inject({ url: '/api/v1/blog/no-such-post-9', remoteAddress: '10.0.0.9' });
    expect(elsewhere.statusCode).toBe(404);
  });
});
