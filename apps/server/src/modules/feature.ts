import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Section } from '@ssf/domain/accounts';
import type { AdminStats } from '@ssf/domain/schemas/dashboard';
import type { AppContext } from '../context.ts';
import type { Api } from '../http/schemas.ts';

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

/**
 * A field of a feature's records that holds stored images (/media URLs). The media lifecycle
 * (media/lifecycle.ts) records one reference per record, field and image from it, and the
 * start-up check (media/sweep.ts) reads every such field to adopt images saved before references
 * were recorded.
 */
export interface MediaField {
  /** The record kind as references name it: the table's name (for example 'blogs'). */
  owner: string;
  /** The field as references name it (for example 'image'). */
  field: string;
  /** The records' table, its id column and the column holding the URL. */
  table: PgTable;
  id: PgColumn;
  column: PgColumn;
  /** The column holds a list of URLs (a text array or a JSON array of strings), not one URL. */
  list?: boolean;
}

/** A feature's part of the admin dashboard's figures (GET /admin/stats). */
export interface DashboardPart {
  /** The section an account must be allowed to view to see these figures. */
  section: Section;
  /** Its figures: some fields of the dashboard's answer (how many records it holds, ...). */
  figures(ctx: AppContext, now: Date): Promise<Partial<AdminStats>>;
  /** What an account that may not view the section sees instead (counts of 0). */
  hidden(figures: Partial<AdminStats>): Partial<AdminStats>;
}

/** The common dashboard part: how many rows a feature's table holds, under one field of the figures. */
export function recordCount(
  field: 'blogs' | 'events' | 'team' | 'gallery',
  section: Section,
  table: PgTable,
): DashboardPart {
  return {
    section,
    figures: async ({ db }) => {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
      // The driver may hand a count back as text; the figures are plain numbers.
      return { [field]: Number(row?.n ?? 0) };
    },
    hidden: () => ({ [field]: 0 }),
  };
}

/**
 * One feature of the site, described in one object: the app, the media lifecycle, the sitemap,
 * the page meta and the demo seeder each loop over the list in modules/index.ts, so adding a
 * feature is its own folder plus one line there.
 */
export interface Feature {
  name: string;
  /** Registers the feature's API routes (under /api/v1), each with its access and zod schemas. */
  routes(api: Api, ctx: AppContext): Promise<void>;
  /** The fields of its records that hold stored images. */
  media?: MediaField[];
  /** Its public record pages for /sitemap.xml. */
  sitemap?(ctx: AppContext): Promise<SitemapEntry[]>;
  /** Title, description and image of its record pages, by page pattern (see @ssf/domain/pages). */
  pageMeta?: Record<string, MetaResolver>;
  /**
   * The picture its list pages draw first (the first card's), by page pattern, or null with none:
   * the page's HTML preloads it (web-app/page-preloads.ts), as it is the page's largest paint.
   */
  leadImage?: Record<string, (ctx: AppContext) => Promise<string | null>>;
  /** Its figures on the admin dashboard (modules/dashboard asks every feature that has them). */
  dashboard?: DashboardPart;
  /** Demo content for a new install (SEED_DEMO), run once on an empty database. */
  seed?(ctx: AppContext): Promise<void>;
}
