import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Section } from '@ssf/domain/accounts';
import type { AdminStats } from '@ssf/domain/schemas/dashboard';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Caller } from '../http/access.ts';
import type { Api } from '../http/schemas.ts';
import type { MediaField } from '../media/media-field.ts';
import type { FeedSource, MetaResolver, SitemapEntry } from '../web-app/page-types.ts';

// The shared types a manifest names, defined with the platform parts that read them.
export type { MediaField } from '../media/media-field.ts';
export type { FeedItem, FeedSource, MetaResolver, PageMeta, SitemapEntry } from '../web-app/page-types.ts';

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

/** What a feature's `start` left running, and what the person starting the site should know. */
export interface BackgroundWork {
  stop(): Promise<void>;
  notices?: string[];
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
  /**
   * Who a verified token names: its account, if the session is current and the account active
   * (the auth feature). The access guard and the response cache ask it on every signed-in request.
   */
  caller?(ctx: AppContext, userId: string, sessionId: string): Promise<Caller | null>;
  /** Request hooks of its own, added after the access guard and before any route (the activity log). */
  hooks?(app: FastifyInstance, ctx: AppContext): void;
  /** Routes outside /api/v1 (the DID document), added before the web app's pages. */
  rootRoutes?(app: FastifyInstance, ctx: AppContext): Promise<void>;
  /**
   * Once at start-up, after migrations and before demo content: what it must find in place (the
   * first admin). Returns lines to print for the person starting the site.
   */
  prepare?(ctx: AppContext, log: FastifyBaseLogger): Promise<string[]>;
  /**
   * Work it does while the server runs (the mail sender, the event reminders), started after
   * start-up; stopped, in the list's order, before the database closes.
   */
  start?(ctx: AppContext, log: FastifyBaseLogger): Promise<BackgroundWork>;
  /** The fields of its records that hold stored images. */
  media?: MediaField[];
  /** Its newest records in the RSS feed (/rss.xml). */
  feed?: FeedSource;
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
