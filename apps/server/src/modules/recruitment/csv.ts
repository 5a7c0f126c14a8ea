import { APPLICATIONS_CSV_REVIEW_COLUMNS } from '@ssf/domain/recruitment/export';
import type { CustomQuestion } from '@ssf/domain/recruitment/questions';
import { APPLICATION_STATUS_LABELS } from '@ssf/domain/recruitment/review';
import { answerColumns } from '@ssf/domain/questions/engine';
import { toCsv } from '../../content/csv.ts';
import type { applications } from './tables.ts';

export const PERSONAL_COLUMNS = [
  'Name',
  'First Name',
  'Last Name',
  'Email',
  'PRN',
  'Gender',
  'Year',
  'Course',
  'Submitted At',
] as const;

/**
 * The export: personal columns, the review columns (the status as admins read it, the number of
 * notes), then one column per current question. An answer is placed under
 * its question when the stored text still matches (by index, else by text); answers to questions
 * since removed or reworded get extra columns headed by the text they were given under.
 */
export function applicationsCsv(
  questions: readonly CustomQuestion[],
  list: ReadonlyArray<{ row: typeof applications.$inferSelect; notes: number }>,
): string {
  const columns = answerColumns(
    questions,
    list.map(({ row }) => row.answers),
  );
  const headers: string[] = [...PERSONAL_COLUMNS, ...APPLICATIONS_CSV_REVIEW_COLUMNS, ...columns.headers];
  const rows = list.map(({ row: app, notes }, i) => [
    `${app.firstName} ${app.lastName}`,
    app.firstName,
    app.lastName,
    app.email,
    app.prn,
    app.gender,
    app.year,
    app.course,
    app.submittedAt.toISOString(),
    APPLICATION_STATUS_LABELS[app.status],
    String(notes),
    ...columns.rows[i],
  ]);
  return toCsv([headers, ...rows]);
}
