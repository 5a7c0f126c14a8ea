import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

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
