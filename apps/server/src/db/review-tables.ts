import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  type PgColumn,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@ssf/domain/recruitment/review';

/**
 * The tables every kind of reviewed submission (recruitment applications, form responses) keeps
 * beside its own: officers' notes and the status history. Each kind names its tables and the
 * column that points at the submission; the columns, the cascade and the indexes are the same.
 */

/** The submission a note or change belongs to: removed with it. */
const submissionColumn = (column: string, submission: () => AnyPgColumn) =>
  uuid(column).notNull().references(submission, { onDelete: 'cascade' });
type SubmissionColumn = ReturnType<typeof submissionColumn>;

const keyed = <K extends string>(key: K, column: SubmissionColumn) =>
  ({ [key]: column }) as { [P in K]: SubmissionColumn };

/** `application_notes` indexed as `application_notes_by_application`. */
const byItemIndex = (table: string, column: string, item: PgColumn, at: PgColumn) =>
  index(`${table}_by_${column.replace(/_id$/, '')}`).on(item, at);

/** Officers' notes on a submission: plain text, only ever shown to the section that reviews it. */
export function reviewNotesTable<K extends string>(
  name: string,
  submission: { key: K; column: string; references: () => AnyPgColumn },
) {
  return pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      ...keyed(submission.key, submissionColumn(submission.column, submission.references)),
      text: text('text').notNull(),
      /** The officer's email at the time of writing. */
      author: text('author').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [byItemIndex(name, submission.column, t[submission.key] as PgColumn, t.createdAt)],
  );
}

/** The audit trail: every change of a submission's status, never overwritten. */
export function statusChangesTable<K extends string>(
  name: string,
  submission: { key: K; column: string; references: () => AnyPgColumn },
) {
  return pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      ...keyed(submission.key, submissionColumn(submission.column, submission.references)),
      fromStatus: text('from_status').$type<ApplicationStatus>().notNull(),
      toStatus: text('to_status').$type<ApplicationStatus>().notNull(),
      /** The officer's email at the time of the change. */
      changedBy: text('changed_by').notNull(),
      changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [byItemIndex(name, submission.column, t[submission.key] as PgColumn, t.changedAt)],
  );
}

/** A submission's review status: text the database keeps to the domain's statuses. */
export const reviewStatusColumn = () => text('status').$type<ApplicationStatus>().notNull().default('new');

const STATUS_LIST = sql.raw(APPLICATION_STATUSES.map((s) => `'${s}'`).join(', '));

/** The CHECK that keeps `status` to the domain's statuses. */
export const reviewStatusCheck = (name: string, status: PgColumn | SQL) =>
  check(name, sql`${status} IN (${STATUS_LIST})`);
