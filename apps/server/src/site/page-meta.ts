import { FORUM_NAME, INSTITUTION } from '@ssf/domain/constants';
import type { AppContext } from '../app.ts';

/** What the server writes into a page's <head> so shared links show a real preview. */
export interface PageMeta {
  title: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
}

/**
 * A feature's meta for one of its page patterns (for example '/blogs/:slug'). Returning null
 * means the record does not exist: the page is then answered with status 404.
 */
export type MetaResolver = (params: Record<string, string>, ctx: AppContext) => Promise<PageMeta | null>;

export const DEFAULT_DESCRIPTION =
  'The Science and Spirituality Forum at MIT World Peace University bridges scientific knowledge and spiritual wisdom through events and discussions.';

/** Page titles carry the forum name and institution (SPEC.md section 1). */
export function fullTitle(pageName?: string): string {
  const suffix = `${FORUM_NAME} | ${INSTITUTION}`;
  return pageName ? `${pageName} | ${suffix}` : suffix;
}

const STATIC_META: Record<string, { title: string; description?: string }> = {
  '/': { title: '' },
  '/join-us': { title: 'Join Us', description: 'Become a member of the Science and Spirituality Forum.' },
  '/team': { title: 'Our Team' },
  '/gallery': { title: 'Gallery' },
  '/blogs': { title: 'Blogs', description: 'Articles from the Science and Spirituality Forum.' },
  '/events': { title: 'Events', description: 'Upcoming and previous events of the forum.' },
  '/recruitment': { title: 'Recruitment', description: 'Apply to join the forum team.' },
  '/podcast': { title: 'Sanvad - The Podcast Series' },
  '/admin/login': { title: 'Admin Login' },
};

const resolvers = new Map<string, MetaResolver>();

/** Features call this to give their record pages their own title, description and image. */
export function registerPageMeta(pattern: string, resolver: MetaResolver) {
  resolvers.set(pattern, resolver);
}

export async function resolvePageMeta(
  pattern: string,
  params: Record<string, string>,
  ctx: AppContext,
): Promise<PageMeta | null> {
  const resolver = resolvers.get(pattern);
  if (resolver) return resolver(params, ctx);
  const known = STATIC_META[pattern];
  if (pattern.startsWith('/admin') && !known)
    return { title: fullTitle('Admin'), description: DEFAULT_DESCRIPTION };
  return {
    title: fullTitle(known?.title || undefined),
    description: known?.description ?? DEFAULT_DESCRIPTION,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The <head> tags for `meta`, with absolute URLs built from PUBLIC_URL. */
export function renderMetaTags(meta: PageMeta, publicUrl: string, pathname: string): string {
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
  if (meta.image) tags.push(`<meta property="og:image" content="${escapeHtml(abs(meta.image))}">`);
  return tags.join('\n    ');
}
