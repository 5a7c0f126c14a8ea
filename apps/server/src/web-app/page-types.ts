import type { AppContext } from '../context.ts';

/** What the server writes into a page's <head> so shared links show a real preview. */
export interface PageMeta {
  title: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
  /**
   * schema.org data about what the page shows (a schema.org Event, ...), written into the head as
   * JSON-LD for search engines. URLs in it should be absolute.
   */
  structuredData?: Record<string, unknown>;
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

/** One item of the site's RSS feed (/rss.xml): a record page, newest first. */
export interface FeedItem {
  title: string;
  /** The record page's path (for example '/blogs/some-post'). */
  path: string;
  summary: string;
  /** ISO 8601 instants. */
  publishedAt: string;
  updatedAt: string;
}

/** A feature's part of the RSS feed: its newest `limit` items, newest first. */
export interface FeedSource {
  /** The page listing them all: the feed's link. */
  listPath: string;
  /** The feed's title after the forum's name (for example 'Blogs'). */
  title: string;
  items(ctx: AppContext, limit: number): Promise<FeedItem[]>;
}
