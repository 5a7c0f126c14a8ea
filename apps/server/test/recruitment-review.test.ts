import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@ssf/domain/messages';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  REVIEW_TEXT as R,
} from '@ssf/domain/recruitment/review';
import type { Recruitment } from '@ssf/domain/schemas/recruitment';
import type { AdminApplication } from '@ssf/domain/schemas/review';
import { buildApp } from '../src/app.ts';
import { applications } from '../src/modules/recruitment/tables.ts';
import { loggedUrl } from '../src/http/log-redaction.ts';
import { parseCsv } from './fixtures/csv.ts';
import { ADMIN, createTestApp } from './helpers.ts';
import { applicant, helpers } from './recruitment-fixtures.ts';

const reviewQuestions = [
  { question: 'Which team?', type: 'radio', options: ['Content', 'Events', 'Design'], required: true },
  { question: 'Preferred slot', type: 'dropdown', options: ['Morning', 'Evening'] },
  { question: 'Skills', type: 'checkbox', options: ['Writing', 'Video', 'Code'] },
];

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

describe('Reviewing applications', async () => {
  const t = await createTestApp();
  const { admin, createDrive, apply, getDrive } = helpers(t);
  const user = t.auth(t.userToken);
  const base = '/api/v1/recruitment/admin/applications';

  /** Applies with these details and answers; answers the application's id and status token. */
  const applyAs = async (
    driveId: string,
    details: Record<string, unknown> = {},
    answers: Array<{ questionIndex: number; answer: string | string[] }> = [
      { questionIndex: 0, answer: 'Events' },
    ],
  ) => {
    const res = await apply(driveId, { applicantInfo: applicant(details), answers });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().applicationId as string, token: res.json().statusToken as string };
  };

  const list = async (driveId: string, query = '') => {
    const res = await t.app.inject({ url: `${base}/${driveId}${query ? `?${query}` : ''}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      applications: AdminApplication[];
      page?: number;
      totalPages?: number;
      total?: number;
    };
  };
  const names = async (driveId: string, query: string) =>
    (await list(driveId, query)).applications.map((a) => a.applicantInfo.name);

  const setStatus = (id: string, status: unknown, headers = admin) =>
    t.app.inject({ method: 'PATCH', url: `${base}/${id}`, headers, payload: { status } });
  const bulk = (payload: unknown, headers = admin) =>
    t.app.inject({ method: 'POST', url: `${base}/bulk-status`, headers, payload: payload as object });
  const addNote = (id: string, text: unknown, headers = admin) =>
    t.app.inject({ method: 'POST', url: `${base}/${id}/notes`, headers, payload: { text } });
  const statusOf = (token: string) => t.app.inject({ url: `/api/v1/recruitment/status/${token}` });

  const storedStatuses = async (ids: string[]) => {
    const rows = await t.database.db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(sql`${applications.id} IN ${ids}`);
    return Object.fromEntries(rows.map((r) => [r.id, r.status]));
  };

  describe('a status change', () => {
    it('starts every application as new and records each change with who made it', async () => {
      const drive = await createDrive({ customQuestions: reviewQuestions });
      const { id } = await applyAs(drive._id);
      expect((await list(drive._id)).applications[0]).toMatchObject({
        _id: id,
        status: 'new',
        notes: [],
        history: [],
      });

      const first = await setStatus(id, 'shortlisted');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        success: true,
        message: R.statusUpdated,
        data: { _id: id, status: 'shortlisted' },
      });
      expect(first.json().data.history).toEqual([
        { from: 'new', to: 'shortlisted', by: ADMIN.email, at: expect.any(String) },
      ]);

      // Back again is allowed: any status to any other, each change recorded, nothing overwritten.
      const second = await setStatus(id, 'new');
      expect(second.json().data.history.map((h: { from: string; to: string }) => [h.from, h.to])).toEqual([
        ['new', 'shortlisted'],
        ['shortlisted', 'new'],
      ]);
      const at = second.json().data.history.map((h: { at: string }) => Date.parse(h.at));
      expect(at[1]).toBeGreaterThanOrEqual(at[0]);
    });

    it('to the status it already has changes and records nothing', async () => {
      const drive = await createDrive();
      const { id } = await applyAs(drive._id);
      await setStatus(id, 'reviewing');
      const again = await setStatus(id, 'reviewing');
      expect(again.statusCode).toBe(200);
      expect(again.json().message).toBe(R.statusUnchanged);
      expect(again.json().data.status).toBe('reviewing');
      expect(again.json().data.history).toHaveLength(1);
    });

    it('records simultaneous changes one after the other, each from the status before it', async () => {
      const drive = await createDrive();
      const { id } = await applyAs(drive._id);
      const targets = APPLICATION_STATUSES.filter((s) => s !== 'new');
      const answers = await Promise.all(targets.map((status) => setStatus(id, status)));
      for (const res of answers) expect(res.statusCode).toBe(200);
      const [app] = (await list(drive._id)).applications;
      expect(app.history).toHaveLength(targets.length);
      expect(app.history[0].from).toBe('new');
      for (let k = 1; k < app.history.length; k += 1) {
        expect(app.history[k].from).toBe(app.history[k - 1].to);
        expect(Date.parse(app.history[k].at)).toBeGreaterThanOrEqual(Date.parse(app.history[k - 1].at));
      }
      expect(new Set(app.history.map((h) => h.to))).toEqual(new Set(targets));
      expect(app.status).toBe(app.history.at(-1)?.to);
    });

    it('refuses an unknown status (400) and an unknown application (404), changing nothing', async () => {
      const drive = await createDrive();
      const { id } = await applyAs(drive._id);
      const bad = await setStatus(id, 'accepted');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, details: { status: R.statusInvalid } });
      expect((await setStatus(id, undefined)).statusCode).toBe(400);
      const unknown = await setStatus('00000000-0000-4000-8000-000000000000', 'selected');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ success: false, message: R.applicationNotFound });
      expect((await setStatus('not-an-id', 'selected')).statusCode).toBe(404);
      expect(await storedStatuses([id])).toEqual({ [id]: 'new' });
    });
  });

  describe('a bulk decision', () => {
    it('changes every application in one go and records each; those already there are not counted', async () => {
      const drive = await createDrive();
      const ids = [
        (await applyAs(drive._id)).id,
        (await applyAs(drive._id)).id,
        (await applyAs(drive._id)).id,
      ];
      await setStatus(ids[0], 'rejected');
      const res = await bulk({ ids: [...ids, ids[1]], status: 'rejected' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, message: R.bulkUpdated(2), updated: 2 });
      expect(await storedStatuses(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, 'rejected'])));
      const apps = (await list(drive._id)).applications;
      for (const app of apps) {
        expect(app.history).toEqual([
          { from: 'new', to: 'rejected', by: ADMIN.email, at: expect.any(String) },
        ]);
      }
    });

    it('changes nothing when one id names no application (404)', async () => {
      const drive = await createDrive();
      const ids = [(await applyAs(drive._id)).id, (await applyAs(drive._id)).id];
      for (const stranger of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const res = await bulk({ ids: [...ids, stranger], status: 'selected' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, message: R.bulkUnknown(1) });
      }
      expect(await storedStatuses(ids)).toEqual({ [ids[0]]: 'new', [ids[1]]: 'new' });
      for (const app of (await list(drive._id)).applications) expect(app.history).toEqual([]);
    });

    it('refuses more than 500 ids, none, or an unknown status (400), changing nothing', async () => {
      const drive = await createDrive();
      const { id } = await applyAs(drive._id);
      const many = [id, ...Array.from({ length: 500 }, () => crypto.randomUUID())];
      const tooMany = await bulk({ ids: many, status: 'selected' });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().details).toEqual({ ids: R.bulkTooMany });
      expect((await bulk({ ids: [], status: 'selected' })).json().details).toEqual({
        ids: R.bulkIdsRequired,
      });
      expect((await bulk({ ids: [id], status: 'hired' })).statusCode).toBe(400);
      expect((await bulk({ status: 'selected' })).statusCode).toBe(400);
      expect(await storedStatuses([id])).toEqual({ [id]: 'new' });
    });
  });

  describe('notes', () => {
    it('keep the text as written, with its author and time, oldest first', async () => {
      const drive = await createDrive();
      const { id } = await applyAs(drive._id);
      const html = '<b>Strong</b> <script>alert(1)</script> candidate & more';
      const res = await addNote(id, `  ${html}  `);
      expect(res.statusCode, res.body).toBe(201);
      const note = res.json().data;
      expect(note).toEqual({
        _id: expect.any(String),
        text: html,
        author: ADMIN.email,
        createdAt: expect.any(String),
      });
      const longest = 'x'.repeat(2000);
      expect((await addNote(id, longest)).statusCode).toBe(201);
      const [app] = (await list(drive._id)).applications;
      expect(app.notes.map((n) => n.text)).toEqual([html, longest]);
      expect(app.notes[0]).toEqual(note);
    });

    it('refuse an empty or too long note, and one on an unknown application', async () => {
      const drive = await createDrive();
      const { id } = await applyAs(drive._id);
      for (const [text, message] of [
        ['', R.noteRequired],
        ['   \n ', R.noteRequired],
        [undefined, R.noteRequired],
        ['x'.repeat(2001), R.noteTooLong],
      ] as const) {
        const res = await addNote(id, text);
        expect(res.statusCode).toBe(400);
        expect(res.json().details).toEqual({ text: message });
      }
      expect((await addNote('00000000-0000-4000-8000-000000000000', 'Hi')).statusCode).toBe(404);
      expect((await addNote('nope', 'Hi')).statusCode).toBe(404);
      expect((await list(drive._id)).applications[0].notes).toEqual([]);
    });
  });

  describe('filters, search and order', async () => {
    const drive = await createDrive({ customQuestions: reviewQuestions });
    const ann = await applyAs(
      drive._id,
      {
        first_name: 'Ann',
        last_name: 'Zed',
        year: 'FY',
        course: 'BBA',
        email: 'ann.zed@mitwpu.edu.in',
        prn: 'PRN_100%',
      },
      [
        { questionIndex: 0, answer: 'Design' },
        { questionIndex: 1, answer: 'Morning' },
        { questionIndex: 2, answer: ['Writing', 'Code'] },
      ],
    );
    const bob = await applyAs(
      drive._id,
      {
        first_name: 'bob',
        last_name: 'Young',
        year: 'SY',
        course: 'BBA',
        email: 'bob@mitwpu.edu.in',
        prn: 'PX200',
      },
      [
        { questionIndex: 0, answer: 'Events' },
        { questionIndex: 1, answer: 'Evening' },
      ],
    );
    const cara = await applyAs(
      drive._id,
      {
        first_name: 'Cara',
        last_name: 'Annand',
        year: 'SY',
        course: 'Other',
        email: 'cara@mitwpu.edu.in',
        prn: 'PX300',
      },
      [
        { questionIndex: 0, answer: 'Design' },
        { questionIndex: 1, answer: 'Evening' },
        { questionIndex: 2, answer: ['Video'] },
      ],
    );
    await setStatus(ann.id, 'shortlisted');
    await setStatus(cara.id, 'shortlisted');
    await setStatus(bob.id, 'rejected');

    it('by status, year and course', async () => {
      expect(await names(drive._id, 'status=shortlisted')).toEqual(['Cara Annand', 'Ann Zed']);
      expect(await names(drive._id, 'status=new')).toEqual([]);
      expect(await names(drive._id, 'year=SY')).toEqual(['Cara Annand', 'bob Young']);
      expect(await names(drive._id, 'course=BBA')).toEqual(['bob Young', 'Ann Zed']);
      expect(await names(drive._id, 'status=&year=&course=&q=')).toHaveLength(3);
    });

    it('by name, email or PRN, in any case, with % and _ taken literally', async () => {
      expect(await names(drive._id, 'q=ANN')).toEqual(['Cara Annand', 'Ann Zed']);
      expect(await names(drive._id, 'q=ann%20zed')).toEqual(['Ann Zed']);
      expect(await names(drive._id, `q=${encodeURIComponent('BOB@MITWPU')}`)).toEqual(['bob Young']);
      expect(await names(drive._id, 'q=px3')).toEqual(['Cara Annand']);
      expect(await names(drive._id, `q=${encodeURIComponent('_100%')}`)).toEqual(['Ann Zed']);
      expect(await names(drive._id, `q=${encodeURIComponent('%')}`)).toEqual(['Ann Zed']);
      expect(await names(drive._id, 'q=_')).toEqual(['Ann Zed']);
      expect(await names(drive._id, 'q=nobody')).toEqual([]);
    });

    it('by the answer to a radio, a dropdown or a checkbox question, in either spelling', async () => {
      expect(await names(drive._id, 'answer[0]=Design')).toEqual(['Cara Annand', 'Ann Zed']);
      expect(await names(drive._id, `${encodeURIComponent('answer[1]')}=Evening`)).toEqual([
        'Cara Annand',
        'bob Young',
      ]);
      expect(await names(drive._id, 'answer.1=Morning')).toEqual(['Ann Zed']);
      expect(await names(drive._id, 'answer[2]=Code')).toEqual(['Ann Zed']);
      expect(await names(drive._id, 'answer[0]=Content')).toEqual([]);
      expect(await names(drive._id, 'answer[7]=Design')).toEqual([]);
    });

    it('combined', async () => {
      expect(await names(drive._id, 'answer[0]=Design&answer[1]=Evening')).toEqual(['Cara Annand']);
      expect(await names(drive._id, 'status=shortlisted&year=FY&q=zed&answer.0=Design')).toEqual(['Ann Zed']);
      expect(await names(drive._id, 'status=rejected&course=BBA&answer[1]=Morning')).toEqual([]);
    });

    it('sorted newest or oldest first, or by name either way', async () => {
      expect(await names(drive._id, '')).toEqual(['Cara Annand', 'bob Young', 'Ann Zed']);
      expect(await names(drive._id, 'sort=newest')).toEqual(['Cara Annand', 'bob Young', 'Ann Zed']);
      expect(await names(drive._id, 'sort=oldest')).toEqual(['Ann Zed', 'bob Young', 'Cara Annand']);
      expect(await names(drive._id, 'sort=name')).toEqual(['Ann Zed', 'bob Young', 'Cara Annand']);
      expect(await names(drive._id, 'sort=-name')).toEqual(['Cara Annand', 'bob Young', 'Ann Zed']);
    });

    it('refuses an unknown status or order (400)', async () => {
      for (const query of ['status=hired', 'sort=date', 'page=0', 'limit=x']) {
        const res = await t.app.inject({ url: `${base}/${drive._id}?${query}`, headers: admin });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().success).toBe(false);
      }
    });

    it('never fails on odd filter values: NUL characters, repeated parameters, JSON-looking text', async () => {
      for (const query of [
        'q=%00',
        'year=a%00b',
        'answer[0]=%00',
        'q=%5C',
        `q=${encodeURIComponent('{"a":1}')}`,
        `answer[0]=${encodeURIComponent('"Design"')}`,
        'answer[0]=Design&answer[0]=Events',
        'status=new&status=rejected',
        'answer[99999]=x',
      ]) {
        const res = await t.app.inject({ url: `${base}/${drive._id}?${query}`, headers: admin });
        expect([200, 400], `${query}: ${res.body}`).toContain(res.statusCode);
        if (res.statusCode === 200) expect(res.json().data.applications, query).toEqual([]);
      }
    });

    it('exports the same selection as CSV with Status and Notes columns', async () => {
      await addNote(cara.id, 'Great portfolio');
      await addNote(cara.id, 'Call back');
      const res = await t.app.inject({
        url: `${base}/${drive._id}/export.csv?status=shortlisted&sort=name&page=1&limit=1`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
      const [header, ...rows] = parseCsv(res.body.slice(1));
      const col = (row: string[], name: string) => row[header.indexOf(name)];
      expect(header.slice(8, 11)).toEqual(['Submitted At', 'Status', 'Notes']);
      // Paging is ignored: the export is every match, in the chosen order.
      expect(rows.map((r) => col(r, 'Name'))).toEqual(['Ann Zed', 'Cara Annand']);
      expect(rows.map((r) => [col(r, 'Status'), col(r, 'Notes')])).toEqual([
        ['Shortlisted', '0'],
        ['Shortlisted', '2'],
      ]);
      expect(col(rows[1], 'Skills')).toBe('Video');

      const byAnswer = await t.app.inject({
        url: `${base}/${drive._id}/export.csv?answer[1]=Evening&q=bob`,
        headers: admin,
      });
      const [, ...bobRows] = parseCsv(byAnswer.body.slice(1));
      expect(bobRows.map((r) => [col(r, 'Name'), col(r, 'Status')])).toEqual([['bob Young', 'Rejected']]);
    });

    it('counts each status on the admin list of drives, never on the public form', async () => {
      const counts = (await getDrive(drive._id)).statusCounts;
      expect(counts).toEqual({
        new: 0,
        reviewing: 0,
        shortlisted: 2,
        selected: 0,
        rejected: 1,
        waitlisted: 0,
      });
      expect(Object.keys(counts)).toEqual([...APPLICATION_STATUSES]);
      const active = await t.app.inject({ url: '/api/v1/recruitment/active' });
      expect(active.statusCode).toBe(200);
      expect(active.json().data).not.toHaveProperty('statusCounts');
      expect(active.json().data).not.toHaveProperty('statusVisible');
      expect(active.body).not.toContain('statusCounts');
    });
  });

  describe('paging', async () => {
    const drive = await createDrive({ maxApplications: 2000 });
    const start = Date.parse('2026-01-01T00:00:00Z');
    // 1,000 applications in one insert; application i arrives i minutes after the first.
    await t.database.db.insert(applications).values(
      Array.from({ length: 1000 }, (_, i) => ({
        recruitmentId: drive._id,
        firstName: `Student${String(i).padStart(4, '0')}`,
        lastName: 'Test',
        gender: 'female',
        email: `bulk${i}@mitwpu.edu.in`,
        prn: `BULK${i}`,
        prnKey: `bulk${i}`,
        course: i % 2 === 0 ? 'BBA' : 'Other',
        year: 'SY',
        answers: [],
        status: (i % 10 === 0 ? 'waitlisted' : 'new') as ApplicationStatus,
        submittedAt: new Date(start + i * 60_000),
      })),
    );

    it('answers 50 a page, counted in the database', async () => {
      const first = await list(drive._id, 'page=1');
      expect(first).toMatchObject({ page: 1, totalPages: 20, total: 1000 });
      expect(first.applications).toHaveLength(50);
      expect(first.applications[0].applicantInfo.first_name).toBe('Student0999');
      const last = await list(drive._id, 'page=20');
      expect(last).toMatchObject({ page: 20, totalPages: 20, total: 1000 });
      expect(last.applications.map((a) => a.applicantInfo.first_name)).toEqual(
        Array.from({ length: 50 }, (_, i) => `Student${String(49 - i).padStart(4, '0')}`),
      );
      expect(last.applications[0]).toMatchObject({ notes: [], history: [] });
      const past = await list(drive._id, 'page=21');
      expect(past).toMatchObject({ page: 21, totalPages: 20, total: 1000, applications: [] });
    });

    it('takes a page size up to 200 and pages the filtered list', async () => {
      const big = await list(drive._id, 'limit=500&sort=oldest');
      expect(big).toMatchObject({ page: 1, totalPages: 5, total: 1000 });
      expect(big.applications).toHaveLength(200);
      expect(big.applications[0].applicantInfo.first_name).toBe('Student0000');
      const waitlisted = await list(drive._id, 'status=waitlisted&course=BBA&limit=30&page=4');
      expect(waitlisted).toMatchObject({ page: 4, totalPages: 4, total: 100 });
      expect(waitlisted.applications).toHaveLength(10);
      expect(waitlisted.applications.every((a) => a.status === 'waitlisted')).toBe(true);
    });

    it('answers every application without paging parameters, as before', async () => {
      const all = await list(drive._id);
      expect(all.applications).toHaveLength(1000);
      expect(all).not.toHaveProperty('page');
      expect(all).not.toHaveProperty('total');
    });
  });

  describe('the status link', () => {
    it('is a 32-byte token shown once; only its SHA-256 is stored', async () => {
      const drive = await createDrive({ title: 'Spring Drive' });
      const { id, token } = await applyAs(drive._id, { first_name: 'Meera' });
      expect(token).toMatch(TOKEN);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
      expect(row.statusTokenHash).toBe(sha256(token));
      expect(JSON.stringify(row)).not.toContain(token);
      // Two applications never share a token.
      expect((await applyAs(drive._id)).token).not.toBe(token);

      const res = await statusOf(token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        recruitmentTitle: 'Spring Drive',
        firstName: 'Meera',
        submittedAt: row.submittedAt.toISOString(),
        status: 'Received',
      });
    });

    it('says Received whatever the status until the drive shows decisions, then each wording', async () => {
      const drive = await createDrive();
      expect(drive.statusVisible).toBe(false);
      const { id, token } = await applyAs(drive._id);
      const wording: Record<ApplicationStatus, string> = {
        new: 'Received',
        reviewing: 'Received',
        shortlisted: 'Shortlisted',
        selected: 'Selected',
        rejected: 'Not selected this time',
        waitlisted: 'On the waiting list',
      };
      for (const status of APPLICATION_STATUSES) {
        await setStatus(id, status);
        expect((await statusOf(token)).json().status, status).toBe('Received');
      }
      const shown = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/recruitment/admin/update/${drive._id}`,
        headers: admin,
        payload: { ...driveFields(drive), statusVisible: true },
      });
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json().data.statusVisible).toBe(true);
      expect((await getDrive(drive._id)).statusVisible).toBe(true);
      for (const status of APPLICATION_STATUSES) {
        await setStatus(id, status);
        expect((await statusOf(token)).json().status, status).toBe(wording[status]);
      }
    });

    it('answers 404 with nothing more for an unknown or malformed token', async () => {
      for (const token of [
        crypto.randomBytes(32).toString('base64url'),
        'short',
        'a'.repeat(44),
        `${'a'.repeat(42)}=`,
        encodeURIComponent(`${'a'.repeat(42)}/`),
        encodeURIComponent("' OR 1=1 --"),
      ]) {
        const res = await statusOf(token);
        expect(res.statusCode, token).toBe(404);
        expect(res.json()).toEqual({ success: false, message: R.statusNotFound });
      }
    });

    it('never appears in an admin answer or the export', async () => {
      const drive = await createDrive();
      const { id, token } = await applyAs(drive._id);
      await setStatus(id, 'selected');
      const answers = [
        (await setStatus(id, 'waitlisted')).body,
        (await addNote(id, 'Checked')).body,
        (await t.app.inject({ url: `${base}/${drive._id}`, headers: admin })).body,
        (await t.app.inject({ url: `${base}/${drive._id}?page=1`, headers: admin })).body,
        (await t.app.inject({ url: `${base}/${drive._id}/export.csv`, headers: admin })).body,
        (await t.app.inject({ url: '/api/v1/recruitment/admin/all', headers: admin })).body,
      ];
      for (const body of answers) {
        expect(body).not.toContain(token);
        expect(body).not.toContain(sha256(token));
        expect(body).not.toMatch(/statusToken/i);
      }
    });

    it('is kept out of the request log', async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const app = await buildApp(t.config, { database: t.database, logger: { level: 'info', stream } });
      await app.ready();
      const drive = await createDrive();
      const { token } = await applyAs(drive._id);
      const res = await app.inject({ url: `/api/v1/recruitment/status/${token}?from=email` });
      const page = await app.inject({ url: `/recruitment/status/${token}` });
      await app.close();
      expect(res.statusCode).toBe(200);
      expect(page.statusCode).toBeLessThan(500);
      const log = lines.join('');
      expect(log).toContain('/api/v1/recruitment/status/[redacted]');
      expect(log).not.toContain(token);
      expect(loggedUrl(`/recruitment/status/${token}?x=1`)).toBe('/recruitment/status/[redacted]');
      expect(loggedUrl('/api/v1/blogs?page=2')).toBe('/api/v1/blogs');
    });
  });

  it('lets a drive show decisions from the start, set on create', async () => {
    const drive = await createDrive({ statusVisible: true });
    expect(drive.statusVisible).toBe(true);
    expect(drive.statusCounts).toEqual({
      new: 0,
      reviewing: 0,
      shortlisted: 0,
      selected: 0,
      rejected: 0,
      waitlisted: 0,
    });
    const { id, token } = await applyAs(drive._id);
    await setStatus(id, 'waitlisted');
    expect((await statusOf(token)).json().status).toBe('On the waiting list');
  });

  it('refuses every review call to anyone but an admin, changing nothing', async () => {
    const drive = await createDrive();
    const { id } = await applyAs(drive._id);
    const calls = [
      { method: 'PATCH', url: `${base}/${id}`, payload: { status: 'selected' } },
      { method: 'POST', url: `${base}/bulk-status`, payload: { ids: [id], status: 'selected' } },
      { method: 'POST', url: `${base}/${id}/notes`, payload: { text: 'Hello' } },
      { method: 'GET', url: `${base}/${drive._id}?page=1&status=new` },
      { method: 'GET', url: `${base}/${drive._id}/export.csv?status=new` },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject({ ...call })).statusCode, call.url).toBe(401);
      const plain = await t.app.inject({ ...call, headers: user });
      expect(plain.statusCode, call.url).toBe(403);
      expect(plain.json()).toEqual({ success: false, message: MSG.noPermission });
    }
    const [app] = (await list(drive._id)).applications;
    expect(app).toMatchObject({ status: 'new', notes: [], history: [] });
  });
});

describe('Status link look-ups', async () => {
  const t = await createTestApp({ PUBLIC_WRITE_RATE_LIMIT: '3' });

  it('are limited per address like the other public calls', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await t.app.inject({ url: `/api/v1/recruitment/status/${'b'.repeat(43)}` });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});

/** A drive's fields as the update call takes them. */
function driveFields(drive: Recruitment) {
  return {
    title: drive.title,
    description: drive.description,
    applicationDeadline: drive.applicationDeadline,
    maxApplications: drive.maxApplications,
    isActive: drive.isActive,
    customQuestions: drive.customQuestions,
    whatsappGroupUrl: drive.whatsappGroupUrl,
  };
}
