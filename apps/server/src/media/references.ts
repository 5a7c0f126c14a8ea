import { like, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { blogs } from '../db/schema/index.ts';

/** Whether any row still refers to a stored image, given the URL prefix of its files. */
type ReferenceCheck = (db: Db, urlPrefix: string) => Promise<boolean>;

/** A text column holding one media URL. */
const urlColumn =
  (table: PgTable, column: PgColumn): ReferenceCheck =>
  async (db, urlPrefix) => {
    const rows = await db
      .select({ one: sql<number>`1` })
      .from(table)
      .where(like(column, `${urlPrefix}%`))
      .limit(1);
    return rows.length > 0;
  };

/**
 * Every column that can hold a /media URL. A stored image's files are deleted only when none of
 * these refers to them, so a feature that stores images adds its columns here (one line each).
 */
const MEDIA_REFERENCES: ReferenceCheck[] = [urlColumn(blogs, blogs.image)];

export async function isMediaReferenced(db: Db, urlPrefix: string): Promise<boolean> {
  for (const check of MEDIA_REFERENCES) if (await check(db, urlPrefix)) return true;
  return false;
}
