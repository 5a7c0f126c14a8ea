import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../src/http/prepared-answer.ts';
import { registerResponseCache, ResponseCache } from '../src/http/response-cache.ts';
import { makeImage } from './fixtures/images.ts';
import { formBody } from './fixtures/multipart.ts';
import { createTestApp } from './helpers.ts';

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

  const createBlog = async (title: string) => {
    const body = await formBody({ title, summary: `About ${title}`, content: '<p>Text</p>' }, []);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blog/create',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().blog as { _id: string; slug: string; title: string };
  };
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
