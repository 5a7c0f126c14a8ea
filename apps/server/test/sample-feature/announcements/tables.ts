import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Announcements: a title and a picture (a stored image's URL), newest first. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_by_created').on(t.createdAt)],
);
