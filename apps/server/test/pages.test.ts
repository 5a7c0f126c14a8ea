import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { KEEP_ALIVE_MS, REQUEST_TIMEOUT_MS } from '../src/app.ts';

/** A small stand-in for the built web app: the real build is not needed to test how it is served. */
function fakeWebBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><!--app-head--></head>' +
      '<body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>',
  );
  const line = 'export function greet(name) { return "Hello, " + name + ", welcome to the forum."; }\n';
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), line.repeat(80));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  // What the build writes beside a script: its brotli and gzip forms, marked so a test can tell
  // the file sent as it is from one compressed on the fly.
  const style = 'body { color: #123456; margin: 0 auto; padding: 1rem; }\n'.repeat(60);
  fs.writeFileSync(path.join(dir, 'assets', 'app-def456.css'), style);
  fs.writeFileSync(
    path.join(dir, 'assets', 'app-def456.css.br'),
    zlib.brotliCompressSync(`${style}/* precompressed */`),
  );
  fs.writeFileSync(
    path.join(dir, 'assets', 'app-def456.css.gz'),
    zlib.gzipSync(`${style}/* precompressed */`),
  );
  return dir;
}

describe('pages served by the server', async () => {
  const dist = fakeWebBuild();
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const t = await createTestApp({ WEB_DIST: dist });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it('answers every app page with the HTML, status 200 and a fitting title', async () => {
    for (const [url, expected] of [
      ['/', 'Science and Spirituality Forum | MIT World Peace University'],
      ['/blogs', 'Blogs | Science and Spirituality Forum | MIT World Peace University'],
      ['/admin/login', 'Admin Login | Science and Spirituality Forum | MIT World Peace University'],
      ['/events?page=2', 'Events | Science and Spirituality Forum | MIT World Peace University'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(title(res.body), url).toBe(expected);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toMatch(/<meta name="description" content="[^"]+">/);
      expect(res.body, url).toContain('<meta property="og:title"');
      expect(res.body, url).not.toContain('<!--app-head-->');
    }
  });

  it('answers any other path with the HTML and status 404', async () => {
    for (const url of ['/no/such/page', '/blogsx', '/index.html', '/admin/nope']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(title(res.body), url).toBe('404 Not Found');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('escapes what the visitor put in the address', async () => {
    const res = await get('/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<script>alert');
  });

  it('sends the security headers on pages and API answers', async () => {
    for (const url of ['/', '/no/such/page', '/api/v1/health', '/api/v1/nope']) {
      const res = await get(url);
      const csp = String(res.headers['content-security-policy']);
      const directives = Object.fromEntries(
        csp.split(';').map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name, values];
        }),
      );
      const scriptSrc: string[] = directives['script-src'] ?? directives['default-src'];
      expect(scriptSrc, url).toBeDefined();
      expect(scriptSrc, url).not.toContain("'unsafe-inline'");
      expect(scriptSrc, url).not.toContain("'unsafe-eval'");
      expect(directives['frame-ancestors'], url).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toEqual(expect.any(String));
      expect(res.headers['referrer-policy'], url).not.toMatch(/unsafe-url|no-referrer-when-downgrade/);
    }
  });

  it('sends data answers a policy that forbids everything, and pages the whole policy', async () => {
    const page = await get('/');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    for (const url of ['/api/v1/health', '/api/v1/blog/all', '/api/v1/nope']) {
      const res = await get(url);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('sends a script only what every answer needs: nosniff, caching and a validator, no document policy', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    expect(asset.headers.etag).toEqual(expect.any(String));
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ])
      expect(asset.headers[name], name).toBeUndefined();
  });

  it('serves hashed assets with immutable caching and the pages with no-cache', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(asset.body).toContain('export function greet');

    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).not.toMatch(/immutable/);

    const page = await get('/');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the app', async () => {
    const res = await get('/assets/app-missing.js');
    expect(res.statusCode).toBe(404);
  });

  it('compresses with brotli or gzip when the browser asks, and not otherwise', async () => {
    const original = fs.readFileSync(path.join(dist, 'assets', 'app-abc123.js'));

    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(original.length);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(original)).toBe(true);

    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it('sends the files the build compressed as they are, with the right type and caching', async () => {
    const br = await get('/assets/app-def456.css', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/css/);
    expect(br.headers['cache-control']).toMatch(/immutable/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toMatch(/precompressed \*\/$/);

    const gz = await get('/assets/app-def456.css', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toMatch(/precompressed \*\/$/);

    const plain = await get('/assets/app-def456.css', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).not.toContain('precompressed');
  });

  it("names the forum's time zone in every page for the browser's dates", async () => {
    const res = await get('/blogs');
    expect(res.body).toContain('<meta name="ssf-time-zone" content="Asia/Kolkata">');
    expect(res.body.match(/ssf-time-zone/g)).toHaveLength(1);
    const elsewhere = await createTestApp({ WEB_DIST: dist, TIME_ZONE: 'Europe/London' });
    const page = await elsewhere.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(page.body).toContain('<meta name="ssf-time-zone" content="Europe/London">');
  });

  it('gives each page a distinct URL in its Open Graph tags and its canonical link, without the query', async () => {
    const res = await get('/blogs?utm_source=feed');
    expect(res.body).toContain(`<meta property="og:url" content="${t.config.publicUrl}/blogs">`);
    expect(res.body).toContain(`<link rel="canonical" href="${t.config.publicUrl}/blogs">`);
    expect(res.body.match(/rel="canonical"/g)).toHaveLength(1);
  });
});

describe('hashed assets over a real connection', async () => {
  const dist = fakeWebBuild();
  const t = await createTestApp({ WEB_DIST: dist });
  // Node's own request handler answers them before the framework (app.ts, serverFactory): only a
  // real socket goes through it, so these requests are made with fetch, not inject.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as import('node:net').AddressInfo;
  afterAll(async () => {
    await t.app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${url}`, { headers });

  it('keeps an idle connection open longer than a proxy would, and gives a slow upload two minutes', () => {
    // Node's defaults (5 s keep-alive) apply unless the server factory sets them: a client reusing
    // a connection after 5 s idle met a reset.
    expect(t.app.server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
  });

  it('sends the bytes the browser reads, with every header, and 304 to a browser that has them', async () => {
    const res = await get('/assets/app-def456.css', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    // fetch decodes brotli itself: the text is the precompressed copy's.
    expect(await res.text()).toMatch(/precompressed \*\/$/);
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // A stylesheet is never a document: the policy and its companions are the page's.
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBeNull();
    const etag = res.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await get('/assets/app-def456.css', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('leaves an unknown name and other methods to the server: 404, and no file for a POST', async () => {
    expect((await get('/assets/app-missing.js')).status).toBe(404);
    const post = await fetch(`http://127.0.0.1:${port}/assets/app-def456.css`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(await post.text()).not.toContain('precompressed');
  });
});
