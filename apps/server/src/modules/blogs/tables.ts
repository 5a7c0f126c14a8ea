import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const blogs = pgTable('blogs', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Made from the title at creation; never changes afterwards. */
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  /** Sanitized HTML. */
  content: text('content').notNull().default(''),
  /** URL under /media, or null. */
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
