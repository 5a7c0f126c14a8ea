import type { FastifyInstance } from 'fastify';
import { FORUM_NAME } from '@ssf/domain/constants';
import { PAGE_ROUTES } from '@ssf/domain/routes';
import type { AppContext } from '../app.ts';
import type { Db } from '../db/client.ts';
import { listBlogs } from '../modules/blogs/service.ts';
import { DEFAULT_DESCRIPTION } from './page-meta.ts';

/** Newest blogs in the feed: readers only look at recent items. */
const RSS_ITEMS = 50;

interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * Record pages listed in /sitemap.xml. A feature with public record pages (events next) adds
 * one entry here.
 */
const SITEMAP_RECORDS: Array<(db: Db) => Promise<SitemapEntry[]>> = [
  async (db) =>
    (await listBlogs(db)).map((b) => ({
      path: `/blogs/${encodeURIComponent(b.slug)}`,
      lastmod: b.updatedAt,
    })),
];

/** Public pages without parameters; the admin area and the badge page (data passed in) are not pages to index. */
const STATIC_PAGES = PAGE_ROUTES.filter(
  (route) => !route.includes(':') && !route.startsWith('/admin') && route !== '/certificate',
);

// XML 1.0 forbids most control characters even when escaped, so they are dropped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function escapeXml(text: string): string {
  return text
    .replace(XML_INVALID, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

async function renderRss(ctx: AppContext): Promise<string> {
  const base = ctx.config.publicUrl;
  const blogs = await listBlogs(ctx.db, RSS_ITEMS);
  const items = blogs.map((b) => {
    const link = `${base}/blogs/${encodeURIComponent(b.slug)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(b.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(b.createdAt).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(b.summary)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const lastBuild = blogs[0] ? new Date(blogs[0].updatedAt) : new Date();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`${FORUM_NAME} Blogs`)}</title>`,
    `    <link>${escapeXml(`${base}/blogs`)}</link>`,
    `    <description>${escapeXml(DEFAULT_DESCRIPTION)}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(`${base}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

async function renderSitemap(ctx: AppContext): Promise<string> {
  const base = ctx.config.publicUrl;
  const entries: SitemapEntry[] = STATIC_PAGES.map((path) => ({ path }));
  for (const records of SITEMAP_RECORDS) entries.push(...(await records(ctx.db)));
  const urls = entries.map(({ path, lastmod }) =>
    [
      '  <url>',
      `    <loc>${escapeXml(`${base}${path === '/' ? '/' : path}`)}</loc>`,
      ...(lastmod ? [`    <lastmod>${escapeXml(lastmod)}</lastmod>`] : []),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function renderRobots(ctx: AppContext): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${ctx.config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

// Short caching: a new blog should reach feed readers and crawlers within minutes.
const CACHE = 'public, max-age=300';

/** /rss.xml, /sitemap.xml and /robots.txt (API.md, Pages served by the server). */
export async function registerFeeds(app: FastifyInstance, ctx: AppContext) {
  app.get('/rss.xml', { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .header('cache-control', CACHE)
      .type('application/rss+xml; charset=utf-8')
      .send(await renderRss(ctx)),
  );
  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .header('cache-control', CACHE)
      .type('application/xml; charset=utf-8')
      .send(await renderSitemap(ctx)),
  );
  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) =>
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(renderRobots(ctx)),
  );
}
