import { sql } from 'drizzle-orm';
import { bigint, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emailKeySql } from '../../db/email-key.ts';
import { studentColumns } from '../../db/student-columns.ts';

/**
 * Numbers the members in the order they join: the readable member id (SSF-2026-0042) is made from
 * it, so it is unique and never random. A number taken by a join that failed is simply skipped.
 */
export const memberNumbers = pgSequence('member_number_seq', { startWith: 1 });

export const members = pgTable(
  'members',
  {
    /** The badge's public id: random, so badges cannot be enumerated. */
    id: uuid('id').primaryKey().defaultRandom(),
    memberNumber: bigint('member_number', { mode: 'number' })
      .notNull()
      .unique()
      .default(sql`nextval('member_number_seq')`),
    /** Readable and unique, for example SSF-2026-0042. */
    memberId: text('member_id').notNull().unique(),
    ...studentColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the student followed the confirmation link of the welcome mail. Null only while a join
     * made with mail configured waits for it; existing members and joins without mail are confirmed
     * at once (the default), so the badge works as soon as it is made.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).defaultNow(),
    /** SHA-256 of the single-use confirmation token mailed to the member; cleared once used. */
    confirmTokenHash: text('confirm_token_hash').unique(),
  },
  (t) => [
    // One membership per student, decided by the database so simultaneous joins cannot both win.
    // The keys are the domain's emailKey (no +tag) and prnKey (its stored column).
    uniqueIndex('members_one_per_email').on(emailKeySql(t.email)),
    uniqueIndex('members_one_per_prn_key').on(t.prnKey),
  ],
);
