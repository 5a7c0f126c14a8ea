import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

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

/** One page of the sitemap. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * A place where a feature's records hold stored images: `owner` names the record kind (a table),
 * `field` the column; `list` when the column holds several URLs (an event's extra images).
 */
export interface MediaField {
  owner: string;
  field: string;
  list?: boolean;
}

/**
 * One feature of the site, described in one object: the app, the media lifecycle, the sitemap,
 * the page meta and the demo seeder each loop over the list in modules/index.ts, so adding a
 * feature is its own folder plus one line there.
 */
export interface Feature {
  name: string;
  /** Registers the feature's API routes (under /api/v1), each with its access and zod schemas. */
  routes(api: FastifyInstance, ctx: AppContext): Promise<void>;
  /** The fields of its records that hold stored images. */
  media?: MediaField[];
  /** Its public record pages for /sitemap.xml. */
  sitemap?(ctx: AppContext): Promise<SitemapEntry[]>;
  /** Title, description and image of its record pages, by page pattern (see @ssf/domain/pages). */
  pageMeta?: Record<string, MetaResolver>;
  /** Demo content for a new install (SEED_DEMO), run once on an empty database. */
  seed?(ctx: AppContext): Promise<void>;
}
