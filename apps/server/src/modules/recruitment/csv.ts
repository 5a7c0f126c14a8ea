import type { ApplicationView, Recruitment } from '@ssf/domain/schemas/recruitment';
import { toCsv } from '../../content/csv.ts';

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
 * The export: personal columns, then one column per current question. An answer is placed under
 * its question when the stored text still matches (by index, else by text); answers to questions
 * since removed or reworded get extra columns headed by the text they were given under.
 */
export function applicationsCsv(recruitment: Recruitment, list: readonly ApplicationView[]): string {
  const headers: string[] = [...PERSONAL_COLUMNS, ...recruitment.customQuestions.map((q) => q.question)];
  const questionCount = recruitment.customQuestions.length;
  const extraColumns = new Map<string, number>();

  const placed = list.map((app) => {
    const cells = new Map<number, string>();
    for (const a of app.answers) {
      const text = Array.isArray(a.answer) ? a.answer.join('; ') : a.answer;
      let column = -1;
      if (
        recruitment.customQuestions[a.questionIndex]?.question === a.question &&
        !cells.has(a.questionIndex)
      ) {
        column = a.questionIndex;
      } else {
        column = recruitment.customQuestions.findIndex((q, i) => q.question === a.question && !cells.has(i));
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
    return { app, cells };
  });

  headers.push(...extraColumns.keys());
  const width = questionCount + extraColumns.size;
  const rows = placed.map(({ app, cells }) => {
    const i = app.applicantInfo;
    return [
      i.name,
      i.first_name,
      i.last_name,
      i.email,
      i.prn,
      i.gender,
      i.year,
      i.course,
      app.submittedAt,
      ...Array.from({ length: width }, (_, c) => cells.get(c) ?? ''),
    ];
  });
  return toCsv([headers, ...rows]);
}
