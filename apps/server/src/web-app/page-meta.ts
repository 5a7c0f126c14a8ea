import { FORUM_NAME } from '@ssf/domain/constants';
import { DEFAULT_DESCRIPTION, fullTitle, PAGES, pageDescription } from '@ssf/domain/pages';
import type { AppContext } from '../context.ts';
import type { MetaResolver, PageMeta } from './page-types.ts';
import { FEATURES } from '../modules/index.ts';

// Record pages (a blog) get their meta from their feature; every other page from the page registry.
const resolvers = new Map<string, MetaResolver>(FEATURES.flatMap((f) => Object.entries(f.pageMeta ?? {})));
const pages = new Map(Object.values(PAGES).map((p) => [p.path as string, p]));

/**
 * The title, description and image of the page `pattern` (a page path of @ssf/domain/pages) with
 * these parameters, or null when the record it shows does not exist (answered 404).
 */
export async function resolvePageMeta(
  pattern: string,
  params: Record<string, string>,
  ctx: AppContext,
): Promise<PageMeta | null> {
  const resolver = resolvers.get(pattern);
  if (resolver) return resolver(params, ctx);
  const page = pages.get(pattern);
  return page
    ? { title: fullTitle(page.title || undefined), description: pageDescription(page) }
    : { title: fullTitle(), description: DEFAULT_DESCRIPTION };
}

const leadImages = new Map(FEATURES.flatMap((f) => Object.entries(f.leadImage ?? {})));

/** The picture a list page draws first (its first card's), or null: none, or not a list page. */
export async function resolveLeadImage(pattern: string, ctx: AppContext): Promise<string | null> {
  const resolver = leadImages.get(pattern);
  return resolver ? resolver(ctx) : null;
}

/** Text for HTML content or a double-quoted attribute: &, <, > and " as entities. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * JSON for a <script> data block: `<` (and `>`, `&`, line and paragraph separators) as JSON
 * escapes, so no text in it can close the block (`</script>`) or open a comment.
 */
export const jsonForScript = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The <head> tags for `meta`, with absolute URLs built from PUBLIC_URL. `canonical` is false for
 * an address that is no page (the 404 answer), which has no address of its own to name.
 */
export function renderMetaTags(
  meta: PageMeta,
  publicUrl: string,
  pathname: string,
  canonical = true,
): string {
  const abs = (u: string) => (/^https?:\/\//.test(u) ? u : `${publicUrl}${u.startsWith('/') ? '' : '/'}${u}`);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:site_name" content="${escapeHtml(FORUM_NAME)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(abs(pathname))}">`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
  ];
  // The page's one address (no query string, PUBLIC_URL's host), so copies under other addresses
  // are counted as this page by search engines.
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(abs(pathname))}">`);
  if (meta.image) tags.push(`<meta property="og:image" content="${escapeHtml(abs(meta.image))}">`);
  if (meta.structuredData)
    tags.push(`<script type="application/ld+json">${jsonForScript(meta.structuredData)}</script>`);
  return tags.join('\n    ');
}
