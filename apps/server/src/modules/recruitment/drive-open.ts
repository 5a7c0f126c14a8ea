import { type SQL, sql } from 'drizzle-orm';

/**
 * "The drive is open" in SQL, over a row of recruitments, for statements that decide in the
 * database (the batched apply): the domain's `isRecruitmentOpen` (active, before its deadline,
 * not full), with `added` applications counted as already stored.
 */
export const driveIsOpen = (added: SQL = sql`0`) =>
  sql`(is_active and application_deadline > now() and current_applications + ${added} < max_applications)`;
