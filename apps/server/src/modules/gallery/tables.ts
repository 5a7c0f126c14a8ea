import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Keeps the images of one upload in the order they were sent. */
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    /** URL under /media (the largest stored width). */
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Empty for a decorative image. */
    alt: text('alt').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gallery_images_size', sql`${t.width} > 0 AND ${t.height} > 0`),
    // Read for the list: newest first, one upload in the order sent.
    index('gallery_images_newest').on(t.createdAt.desc(), t.seq),
  ],
);
