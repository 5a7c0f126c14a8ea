import { APPLICATIONS_CSV_REVIEW_COLUMNS } from '@ssf/domain/recruitment/export';
import type { CustomQuestion } from '@ssf/domain/recruitment/questions';
import { APPLICATION_STATUS_LABELS } from '@ssf/domain/recruitment/review';
import { toCsv } from '../../content/csv.ts';
import type { applications } from '../../db/schema/index.ts';

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
  const headers: string[] = [
    ...PERSONAL_COLUMNS,
    ...APPLICATIONS_CSV_REVIEW_COLUMNS,
    ...questions.map((q) => q.question),
  ];
  const questionCount = questions.length;
  const extraColumns = new Map<string, number>();

  const placed = list.map(({ row: app, notes }) => {
    const cells = new Map<number, string>();
    for (const a of app.answers) {
      const text = Array.isArray(a.answer) ? a.answer.join('; ') : a.answer;
      let column = -1;
      if (questions[a.questionIndex]?.question === a.question && !cells.has(a.questionIndex)) {
        column = a.questionIndex;
      } else {
        column = questions.findIndex((q, i) => q.question === a.question && !cells.has(i));
      }
      if (column === -1) {
        let extra = extraColumns.get(a.question);
        if (extra === undefined) {
          extra = questionCount + extraColumns.size;
          extraColumns.set(a.question, extra);
        }
        column = extra;
      }
      cells.set(column, text);
    }
    return { app, notes, cells };
  });

  headers.push(...extraColumns.keys());
  const width = questionCount + extraColumns.size;
  const rows = placed.map(({ app, notes, cells }) => {
    return [
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
      ...Array.from({ length: width }, (_, c) => cells.get(c) ?? ''),
    ];
  });
  return toCsv([headers, ...rows]);
}
