import { describe, expect, it } from 'vitest';
import { applicant, helpers } from './recruitment-fixtures.ts';
import { parseCsv } from './fixtures/csv.ts';
import { createTestApp } from './helpers.ts';

describe('Recruitment CSV export', async () => {
  const t = await createTestApp();
  const { admin, createDrive, apply } = helpers(t);

  it('exports one row per application: personal columns, status and notes, then one per question, made inert', async () => {
    const drive = await createDrive({ title: 'Core Team — Spring 2026!' });
    const formula = '=HYPERLINK("http://evil.example","Click me")';
    const first = applicant({ first_name: '@SUM(1+1)', last_name: 'O"Brien, Jr.' });
    expect(
      (
        await apply(drive._id, {
          applicantInfo: first,
          answers: [
            { questionIndex: 0, answer: 'Design' },
            { questionIndex: 1, answer: formula },
            { questionIndex: 2, answer: '-5' },
            { questionIndex: 4, answer: ['Writing', 'Code'] },
            { questionIndex: 5, answer: 'Line one\nline two, with "quotes"\r\n\tand a tab' },
          ],
        })
      ).statusCode,
    ).toBe(201);
    const second = applicant({ first_name: 'Zoë', last_name: 'Iyer' });
    expect((await apply(drive._id, { applicantInfo: second })).statusCode).toBe(201);

    const res = await t.app.inject({
      url: `/api/v1/recruitment/admin/applications/${drive._id}/export.csv`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="core-team-spring-2026-applications.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);

    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([
      'Name',
      'First Name',
      'Last Name',
      'Email',
      'PRN',
      'Gender',
      'Year',
      'Course',
      'Submitted At',
      'Status',
      'Notes',
      'Which team interests you most?',
      'Share a link to your portfolio',
      'Hours a week',
      'Available from',
      'Skills',
      'About you',
      'Contact email',
    ]);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toHaveLength(header.length);
    // Newest first.
    const [newest, oldest] = rows;
    expect(newest.slice(0, 3)).toEqual(['Zoë Iyer', 'Zoë', 'Iyer']);
    expect(newest.slice(9, 11)).toEqual(['New', '0']);
    expect(newest[11]).toBe('Events');
    expect(newest.slice(12)).toEqual(['', '', '', '', '', '']);

    const col = (name: string) => oldest[header.indexOf(name)];
    expect(col('Share a link to your portfolio')).toBe(`'${formula}`);
    expect(col('First Name')).toBe("'@SUM(1+1)");
    expect(col('Name')).toBe('\'@SUM(1+1) O"Brien, Jr.');
    expect(col('Last Name')).toBe('O"Brien, Jr.');
    expect(col('Hours a week')).toBe("'-5");
    expect(col('Skills')).toBe('Writing; Code');
    expect(col('About you')).toBe('Line one\nline two, with "quotes"\r\n\tand a tab');
    expect(col('Email')).toBe(first.email);
    expect(col('PRN')).toBe(first.prn);
    expect(Date.parse(col('Submitted At'))).not.toBeNaN();
    // No cell of the export starts with a formula character.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('keeps answers to reworded or removed questions in extra columns', async () => {
    const drive = await createDrive();
    expect((await apply(drive._id, { answers: [{ questionIndex: 0, answer: 'Content' }] })).statusCode).toBe(
      201,
    );
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/recruitment/admin/update/${drive._id}`,
      headers: admin,
      payload: {
        title: drive.title,
        description: drive.description,
        applicationDeadline: drive.applicationDeadline,
        isActive: true,
        customQuestions: [{ question: 'Your motto', type: 'text' }],
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    const res = await t.app.inject({
      url: `/api/v1/recruitment/admin/applications/${drive._id}/export.csv`,
      headers: admin,
    });
    const [header, row] = parseCsv(res.body.slice(1));
    expect(header.slice(11)).toEqual(['Your motto', 'Which team interests you most?']);
    expect(row.slice(11)).toEqual(['', 'Content']);
  });

  it('answers 404 for an unknown drive', async () => {
    const res = await t.app.inject({
      url: '/api/v1/recruitment/admin/applications/not-an-id/export.csv',
      headers: admin,
    });
    expect(res.statusCode).toBe(404);
  });
});
