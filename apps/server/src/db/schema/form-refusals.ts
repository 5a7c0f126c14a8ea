import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many public submissions (join, apply) were refused as automated, per day, form and reason
 * ('honeypot', 'too-fast'): a count only, never who sent them, and one row a day however many
 * arrive.
 */
export const formRefusals = pgTable(
  'form_refusals',
  {
    day: date('day').notNull(),
    form: text('form').notNull(),
    reason: text('reason').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.form, t.reason] })],
);
