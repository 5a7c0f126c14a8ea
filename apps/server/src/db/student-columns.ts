import { text } from 'drizzle-orm/pg-core';

/**
 * A student's details as the membership and application forms take them: the same columns, with
 * the same rules, in every table that keeps them (members, applications).
 */
export const studentColumns = () => ({
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  gender: text('gender').notNull(),
  /** Stored lower-cased. */
  email: text('email').notNull(),
  prn: text('prn').notNull(),
  /** The domain's prnKey of the PRN (its letters and digits, case folded): what makes it the same PRN. */
  prnKey: text('prn_key').notNull(),
  course: text('course').notNull(),
  year: text('year').notNull(),
});
