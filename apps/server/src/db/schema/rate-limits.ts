import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every instance on one PostgreSQL database (login attempts,
 * public writes), so a limit holds however requests are spread over the instances. One row per
 * key (the limiter's name and what it counts, such as an address); a row whose window has ended
 * starts a new one on its next hit. The embedded database serves one process, which counts in
 * memory instead and never uses this table.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
