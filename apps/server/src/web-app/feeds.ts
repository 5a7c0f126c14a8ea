import type { FastifyInstance } from 'fastify';
import { FORUM_NAME } from '@ssf/domain/constants';
import { DEFAULT_DESCRIPTION, PAGES } from '@ssf/domain/pages';
import type { AppContext } from '../context.ts';
import { escapeXml } from '../content/xml.ts';
import type { FeedSource, SitemapEntry } from './page-types.ts';
import { FEATURES } from '../modules/index.ts';

/** Newest items in the feed: readers only look at recent ones. */
const RSS_ITEMS = 50;

/** Public pages without parameters, as the page registry marks them; record pages come from the features. */
const STATIC_PAGES = Object.values(PAGES).filter((p) => p.indexed);

/** What the feed carries: the features' that have a `feed` in their manifest (the blogs). */
const FEED_SOURCES: FeedSource[] = FEATURES.flatMap((f) => (f.feed ? [f.feed] : []));

async function renderRss(ctx: AppContext): Promise<string> {
  const base = ctx.config.publicUrl;
  const gathered = await Promise.all(FEED_SOURCES.map((source) => source.items(ctx, RSS_ITEMS)));
  const newest = gathered
    .flat()
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, RSS_ITEMS);
  const items = newest.map((item) => {
    const link = `${base}${item.path}`;
    return [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(item.summary)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const lastBuild = newest[0] ? new Date(newest[0].updatedAt) : new Date();
  const only = FEED_SOURCES.length === 1 ? FEED_SOURCES[0] : null;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(only ? `${FORUM_NAME} ${only.title}` : FORUM_NAME)}</title>`,
    `    <link>${escapeXml(`${base}${only?.listPath ?? '/'}`)}</link>`,
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
  const entries: SitemapEntry[] = STATIC_PAGES.map(({ path }) => ({ path }));
  for (const feature of FEATURES) if (feature.sitemap) entries.push(...(await feature.sitemap(ctx)));
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
    // A shared badge link's preview image is drawn by the API: crawlers of link previews must reach it.
    'Allow: /api/v1/member/badge/*/image.png',
    '',
    `Sitemap: ${ctx.config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

// Short caching: a new blog should reach feed readers and crawlers within minutes.
const CACHE = 'public, max-age=300';

/** /rss.xml (the newest blogs, from the features' `feed`), /sitemap.xml (public pages and records) and /robots.txt. */
export async function registerFeeds(app: FastifyInstance, ctx: AppContext) {
  app.get('/rss.xml', { config: { access: 'public', cache: { tags: ['*'] } } }, async (_request, reply) =>
    reply
      .header('cache-control', CACHE)
      .type('application/rss+xml; charset=utf-8')
      .send(await renderRss(ctx)),
  );
  app.get('/sitemap.xml', { config: { access: 'public', cache: { tags: ['*'] } } }, async (_request, reply) =>
    reply
      .header('cache-control', CACHE)
      .type('application/xml; charset=utf-8')
      .send(await renderSitemap(ctx)),
  );
  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) =>
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(renderRobots(ctx)),
  );
}
