import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every stored image: its files are `/media/<hash>-<width>.webp`, one per width. A row exists
 * exactly while something refers to the image (see media/lifecycle.ts): the transaction that
 * drops the last reference deletes the row and the files.
 */
export const media = pgTable('media', {
  /** The first 32 hex digits of the original upload's sha256. */
  hash: text('hash').primaryKey(),
  /** The widths written, smallest first; the last is the width of the URL records hold. */
  widths: integer('widths').array().notNull(),
  /** Bytes on disk, all widths together. */
  bytes: integer('bytes').notNull(),
  /** Size of the largest width, in pixels. */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per use of an image: which kind of record (`owner`, the feature's table), which
 * record, and which of its fields. A field holding a list of URLs has one row per image in it.
 */
export const mediaReferences = pgTable(
  'media_references',
  {
    hash: text('hash')
      .notNull()
      .references(() => media.hash),
    owner: text('owner').notNull(),
    recordId: text('record_id').notNull(),
    field: text('field').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.owner, t.recordId, t.field, t.hash] }),
    index('media_references_by_hash').on(t.hash),
  ],
);
