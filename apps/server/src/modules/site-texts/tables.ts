import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoredSiteTexts } from '@ssf/domain/schemas/site';

/**
 * The forum's own words on the home page and in the footer, edited from /admin/site. One row
 * (id 1); the leader photos are columns of their own so the media lifecycle can reference them.
 */
export const siteTexts = pgTable(
  'site_texts',
  {
    id: integer('id').primaryKey().default(1),
    texts: jsonb('texts').$type<StoredSiteTexts>().notNull(),
    /** URLs under /media, '' when the leader has no photo. */
    leaderPhoto0: text('leader_photo_0').notNull().default(''),
    leaderPhoto1: text('leader_photo_1').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_texts_single_row', sql`${t.id} = 1`)],
);
