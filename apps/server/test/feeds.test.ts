import { describe, expect, it } from 'vitest';
import type { Blog } from '@ssf/domain/schemas/blog';
import { createTestApp } from './helpers.ts';

describe('/rss.xml, /sitemap.xml and /robots.txt', async () => {
  const t = await createTestApp({ PUBLIC_URL: 'https://ssf.example.org' });
  const createBlog = async (title: string, summary: string): Promise<Blog> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blog/create',
      headers: t.auth(t.adminToken),
      payload: { title, summary, content: '<p>Body</p>' },
    });
    expect(res.statusCode).toBe(200);
    return res.json().blog;
  };

  it('serves an RSS feed of the blogs, newest first, with absolute links and escaped text', async () => {
    const empty = await t.app.inject({ url: '/rss.xml' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).not.toContain('<item>');

    const older = await createBlog('Stars & <Atoms>', 'Where "we" come from');
    const newer = await createBlog('Silence\u0007 Speaks', "The mind's quiet");
    const res = await t.app.inject({ url: '/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<link>https://ssf.example.org/blogs</link>');
    expect(xml).toContain('<title>Stars &amp; &lt;Atoms&gt;</title>');
    expect(xml).toContain('<description>Where &quot;we&quot; come from</description>');
    expect(xml).toContain('<title>Silence Speaks</title>');
    expect(xml).toContain(`<link>https://ssf.example.org/blogs/${older.slug}</link>`);
    expect(xml.indexOf(newer.slug)).toBeLessThan(xml.indexOf(older.slug));
    expect(xml).toContain(`<pubDate>${new Date(older.createdAt).toUTCString()}</pubDate>`);
    // Nothing unescaped from user text.
    expect(xml).not.toContain('<Atoms>');
    expect(xml).not.toContain('\u0007');
  });

  it('lists every public page and every blog in the sitemap, never the admin area', async () => {
    const blog = await createBlog('Sitemap Entry', '');
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const base = 'https://ssf.example.org';
    for (const page of [
      '/',
      '/join-us',
      '/team',
      '/gallery',
      '/blogs',
      '/events',
      '/recruitment',
      '/podcast',
    ]) {
      expect(locs).toContain(`${base}${page}`);
    }
    expect(locs).toContain(`${base}/blogs/${blog.slug}`);
    const paths = locs.map((l) => l.slice(base.length));
    expect(paths.some((p) => p.startsWith('/admin') || p === '/certificate' || p.includes(':'))).toBe(false);
    expect(res.body).toContain(`<lastmod>${blog.updatedAt}</lastmod>`);
  });

  it('serves robots.txt allowing the site and the badge preview image, disallowing the admin area and the rest of the API, naming the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api',
        'Allow: /api/v1/member/badge/*/image.png',
        'Sitemap: https://ssf.example.org/sitemap.xml',
      ]),
    );
  });
});
