import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * An email's key as SQL: the address without its +tag (the domain's `emailKey`, on addresses
 * stored lower-cased). The unique indexes of members and applications and the batched apply's
 * duplicate check all use this one expression, so the index serves the check.
 */
export const emailKeySql = (email: PgColumn | SQL) => sql`regexp_replace(${email}, '[+][^@]*@', '@')`;
