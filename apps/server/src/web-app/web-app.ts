import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { matchPageRoute } from '@ssf/domain/routes';
import type { AppContext } from '../context.ts';
import { securityHeaderValues, subresourceHeaderValues } from '../http/security-headers.ts';
import { type AssetFiles, registerAssetFiles } from './asset-files.ts';
import { criticalCss } from './critical-css.ts';
import { holdLaterPictures } from './later-pictures.ts';
import { renderMetaTags, resolveLeadImage, resolvePageMeta } from './page-meta.ts';
import { appLoaderTag, splitAppTags } from './app-loader.ts';
import { NO_PAGE_FILES, pagePreloads, preloadTags } from './page-preloads.ts';
import { isRenderedPage, pageRenderer } from './page-render.ts';

// Used when the web app has not been built (API-only tests): still a valid page with a marker.
const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><!--app-head--></head><body><div id="root"></div></body></html>`;
const HEAD_MARKER = /<!--app-head-->|<title>[^<]*<\/title>/;
// The built page carries the default zone for the development server; the configured one replaces it.
const TIME_ZONE_TAG = /\s*<meta name="ssf-time-zone"[^>]*>/;
const EMPTY_ROOT = '<div id="root"></div>';
const BODY_END = '</body>';
// The welcome screen of index.html, and its class for a page that arrives drawn and styled: the
// screen then leaves at once, by CSS, without waiting for the scripts (index.html's <style>).
const WELCOME_SCREEN = 'class="ssf-welcome"';
const WELCOME_SCREEN_ARRIVED = 'class="ssf-welcome ssf-welcome-arrived"';
// Without scripts nothing would ever fade the welcome screen out: it is not shown at all, and a
// rendered page is read as it is (page-render.ts).
const NO_SCRIPT_TAG = '<noscript><style>.ssf-welcome{display:none!important}</style></noscript>';

/**
 * The page template as sent: without its comments (notes for whoever reads index.html) and its
 * indentation, which every page would carry (a few hundred bytes: on a phone's first visit, the
 * page's first round trip holds about 14 KB).
 */
function readTemplate(indexFile: string): string {
  const html = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : FALLBACK_HTML;
  return html
    .replace(TIME_ZONE_TAG, '')
    .replace(/<!--(?!app-head-->)[\s\S]*?-->/g, '')
    .replace(/>\s*\n\s*</g, '><');
}

/**
 * Serves the built web app: hashed files under /assets with immutable caching, other files from
 * the build folder, and the app's HTML for every page route (200) or any other path (404), with
 * the page's own title, description and Open Graph tags in its <head>.
 */
export async function registerWebApp(app: FastifyInstance, ctx: AppContext): Promise<AssetFiles> {
  const dist = ctx.config.webDist;
  const indexFile = path.join(dist, 'index.html');

  if (fs.existsSync(dist)) {
    await app.register(async (files) => {
      // The built app's files are public: mark every route the static plugin adds as such.
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
        // A built .html file (index.html) is answered like any path that is not a page: the app's
        // HTML with status 404, rendered below, never the raw template.
        if (route.url.endsWith('.html')) route.handler = (request, reply) => handler(request, reply);
      });
      await files.register(fastifyStatic, {
        root: dist,
        prefix: '/',
        wildcard: false,
        // Hashed files are answered from memory (asset-files.ts).
        globIgnore: ['assets/**'],
        index: false,
        // The build writes .br and .gz files beside every text asset (scripts/precompress.mjs):
        // they are sent as they are, so no request pays for compressing the same bytes again.
        preCompressed: true,
        // Cache headers are set below: immutable for hashed assets, an hour for the rest.
        cacheControl: false,
        // The HTML is rendered per request below, never served as a file; the build's own notes
        // (.vite: its manifest and page preloads) are for the server only.
        allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.startsWith('/.'),
        setHeaders: (reply, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    });
  }

  const assets = registerAssetFiles(app, path.join(dist, 'assets'), {
    document: securityHeaderValues(ctx.config.publicUrl),
    lean: subresourceHeaderValues(ctx.config.publicUrl),
  });

  // Dates are shown in the forum's time zone on every device: the browser reads it from here.
  const timeZoneTag = `<meta name="ssf-time-zone" content="${ctx.config.timeZone}">`;
  const template = readTemplate(indexFile);
  // A first visit fetches a page's code, its first API reads and its top image at once, beside the
  // main script, instead of one after the other as the app discovers them.
  const preloadsFor = pagePreloads(dist);
  // Public pages arrive drawn, with their data, when the build has the renderer (page-render.ts).
  const draw = pageRenderer(app, dist, ctx.config);
  // A drawn page carries the CSS it is shown with (critical-css.ts), and fetches the app's code
  // once it has loaded (app-loader.ts): the template without the app's own tags. The two go
  // together: a page without its CSS inline needs the stylesheet in its head.
  const inlineCriticalCss = criticalCss(dist);
  const appTags = inlineCriticalCss ? splitAppTags(template) : null;
  const drawnShell = inlineCriticalCss && appTags ? { inlineCriticalCss, ...appTags } : null;

  const renderPage = async (request: import('fastify').FastifyRequest, pathname: string, query: string) => {
    const match = matchPageRoute(pathname);
    const meta = match ? await resolvePageMeta(match.pattern, match.params, ctx) : null;
    const status = meta ? 200 : 404;
    // A list's first card is drawn on its first page only (`?page=2` shows others). The page is
    // the only query parameter the HTML depends on (the response cache keys pages by it).
    const listPage = new URLSearchParams(query).get('page');
    const firstPage = listPage === null || listPage === '1';
    const lead = match && meta && firstPage ? await resolveLeadImage(match.pattern, ctx) : null;
    const files =
      match && meta ? preloadsFor(match.pattern, match.params, { meta: meta.image, lead }) : NO_PAGE_FILES;
    // Drawn with the one query parameter the cache keys pages by, so the page kept is the page drawn.
    const drawn =
      draw && isRenderedPage(match?.pattern ?? null, pathname)
        ? await draw(
            request,
            listPage === null ? pathname : `${pathname}?page=${encodeURIComponent(listPage)}`,
          )
        : null;
    // A drawn page carries its data: the reads it would have preloaded are not made at all. With
    // its critical CSS inline, it announces only its pictures; its code and stylesheets follow it.
    const deferred = drawn !== null ? drawnShell : null;
    const headTags = deferred ? files.images : preloadTags(drawn ? { ...files, data: [] } : files);
    const head = [
      renderMetaTags(
        meta ?? { title: '404 Not Found', description: 'Sorry the page you are looking for does not exist' },
        ctx.config.publicUrl,
        pathname,
        meta !== null,
      ),
      ...headTags,
      NO_SCRIPT_TAG,
    ].join('\n    ');
    // A function, not a string: in a replacement string "$'" or "$`" would paste pieces of the
    // template (its scripts, its body) wherever a title or summary contains them.
    let html = (deferred ? deferred.shell : template).replace(
      HEAD_MARKER,
      () => `${head}\n    ${timeZoneTag}`,
    );
    if (drawn) {
      // With the app fetched after the page, its lazy pictures wait for it too (later-pictures.ts).
      const markup = deferred ? holdLaterPictures(drawn.html) : drawn.html;
      html = html.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>${drawn.state}`);
    }
    if (deferred) {
      const loader = appLoaderTag({
        entry: deferred.files.entry,
        modules: [...new Set([...deferred.files.modules, ...files.scripts])],
        styles: [...new Set([...deferred.files.styles, ...files.styles])],
        manifest: deferred.files.manifest,
      });
      html = html.replace(BODY_END, () => `${loader}${BODY_END}`);
      html = deferred.inlineCriticalCss(html).replace(WELCOME_SCREEN, WELCOME_SCREEN_ARRIVED);
    }
    return { status, html };
  };

  const handler = async (
    request: import('fastify').FastifyRequest,
    reply: import('fastify').FastifyReply,
  ) => {
    const [pathname, query = ''] = request.url.split('?');
    const { status, html } = await renderPage(request, pathname, query);
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  // One catch-all for GET: files are matched first by @fastify/static's own routes.
  // Page HTML is cached like the API's reads; its title and summary may come from any content.
  const page = { access: 'public' as const, cache: { tags: ['*' as const], query: ['page'] } };
  app.get('/*', { config: page }, async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ success: false, message: 'Not found' });
    }
    return handler(request, reply);
  });
  app.get('/', { config: page }, handler);
  return assets;
}
