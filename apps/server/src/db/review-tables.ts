import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  type PgColumn,
  type PgColumnBuilderBase,
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

interface Submission<K extends string> {
  /** The property and column naming the submission, e.g. `applicationId`, `application_id`. */
  key: K;
  column: string;
  references: () => AnyPgColumn;
}

/**
 * A table of rows about a submission, each with its own id: `rest` are its other columns, `at`
 * the one it is ordered by; indexed by submission then time, named e.g.
 * `application_notes_by_application`.
 */
function perSubmissionTable<K extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: string,
  submission: Submission<K>,
  rest: C,
  at: keyof C & string,
) {
  return pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      ...keyed(submission.key, submissionColumn(submission.column, submission.references)),
      ...rest,
    },
    (t) => {
      const columns = t as unknown as Record<string, PgColumn>;
      return [
        index(`${name}_by_${submission.column.replace(/_id$/, '')}`).on(columns[submission.key], columns[at]),
      ];
    },
  );
}

/** Officers' notes on a submission: plain text, only ever shown to the section that reviews it. */
export const reviewNotesTable = <K extends string>(name: string, submission: Submission<K>) =>
  perSubmissionTable(
    name,
    submission,
    {
      text: text('text').notNull(),
      /** The officer's email at the time of writing. */
      author: text('author').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    'createdAt',
  );

/** The audit trail: every change of a submission's status, never overwritten. */
export const statusChangesTable = <K extends string>(name: string, submission: Submission<K>) =>
  perSubmissionTable(
    name,
    submission,
    {
      fromStatus: text('from_status').$type<ApplicationStatus>().notNull(),
      toStatus: text('to_status').$type<ApplicationStatus>().notNull(),
      /** The officer's email at the time of the change. */
      changedBy: text('changed_by').notNull(),
      changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    },
    'changedAt',
  );

/** A submission's review status: text the database keeps to the domain's statuses. */
export const reviewStatusColumn = () => text('status').$type<ApplicationStatus>().notNull().default('new');

const STATUS_LIST = sql.raw(APPLICATION_STATUSES.map((s) => `'${s}'`).join(', '));

/** The CHECK that keeps `status` to the domain's statuses. */
export const reviewStatusCheck = (name: string, status: PgColumn | SQL) =>
  check(name, sql`${status} IN (${STATUS_LIST})`);
