import { describe, expect, it } from 'vitest';
import { MSG } from '@ssf/domain/messages';
import { RECRUITMENT_TEXT as T } from '@ssf/domain/recruitment/texts';
import type { Recruitment } from '@ssf/domain/schemas/recruitment';
import { applicant, driveInput, helpers, inDays } from './recruitment-fixtures.ts';
import { createTestApp } from './helpers.ts';
import { FIELD_NEEDS } from './member-fixtures.ts';

describe('Recruitment API', async () => {
  const t = await createTestApp();
  const { admin, createDrive, apply, getDrive, applicationsOf } = helpers(t);
  const user = t.auth(t.userToken);
  const active = () => t.app.inject({ url: '/api/v1/recruitment/active' });

  /** The count the drive shows always equals the applications stored for it. */
  const expectCountsAgree = async (id: string, expected: number) => {
    expect((await getDrive(id)).currentApplications).toBe(expected);
    expect(await applicationsOf(id)).toHaveLength(expected);
  };

  describe('GET /recruitment/active', () => {
    it('answers 404 with the default closed message when there is no drive', async () => {
      const res = await active();
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: MSG.defaultClosedMessage });
    });

    it('answers the most recent drive’s closed message when none is active', async () => {
      await createDrive({ isActive: false, closedMessage: 'See you next semester' });
      const res = await active();
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('See you next semester');
    });

    it('answers the open drive with the email domain', async () => {
      const drive = await createDrive({ closedMessage: 'Closed now' });
      const res = await active();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { _id: drive._id, title: 'Core Team 2026' } });
      expect(res.json().emailDomain).toBe('mitwpu.edu.in');
      // The group link is for applicants only: the apply answer hands it over.
      expect(res.json().data).not.toHaveProperty('whatsappGroupUrl');
      expect(res.json().data.customQuestions[1].showIf).toEqual({
        questionIndex: 0,
        operator: 'equals',
        value: 'Design',
      });
    });

    it('answers the active drive’s closed message when its deadline passed or it is full', async () => {
      await createDrive({ applicationDeadline: inDays(-1), closedMessage: 'Deadline passed' });
      expect((await active()).json()).toEqual({ success: false, message: 'Deadline passed' });
      const full = await createDrive({ maxApplications: 1, closedMessage: 'We are full' });
      expect((await apply(full._id)).statusCode).toBe(201);
      const res = await active();
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('We are full');
    });
  });

  describe('POST /recruitment/apply', () => {
    it('stores a valid application, answers 201 with the success message and counts it', async () => {
      const drive = await createDrive({ successMessage: 'Welcome aboard!' });
      const info = applicant({ email: '  New.Student@MITWPU.EDU.IN ', first_name: '  Ravi ' });
      const res = await apply(drive._id, {
        applicantInfo: info,
        answers: [
          { questionIndex: 0, question: 'forged question text', answer: 'Design' },
          { questionIndex: 1, question: '', answer: ' https://portfolio.example ' },
          { questionIndex: 2, question: '', answer: '6' },
          { questionIndex: 3, question: '', answer: '2026-07-01' },
          { questionIndex: 4, question: '', answer: ['Video', 'Code'] },
          { questionIndex: 5, question: '', answer: '' },
          { questionIndex: 6, question: '', answer: 'me@example.org' },
        ],
        unknownField: 'ignored',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Welcome aboard!',
        whatsappGroupUrl: 'https://chat.whatsapp.com/abc',
      });
      expect(typeof res.json().applicationId).toBe('string');

      const [stored] = await applicationsOf(drive._id);
      expect(stored._id).toBe(res.json().applicationId);
      expect(stored.applicantInfo).toEqual({
        name: 'Ravi Kulkarni',
        first_name: 'Ravi',
        last_name: 'Kulkarni',
        email: 'new.student@mitwpu.edu.in',
        course: 'Other',
        year: 'SY',
        prn: info.prn,
        gender: 'female',
      });
      expect(stored.answers).toEqual([
        { questionIndex: 0, question: 'Which team interests you most?', answer: 'Design' },
        { questionIndex: 1, question: 'Share a link to your portfolio', answer: 'https://portfolio.example' },
        { questionIndex: 2, question: 'Hours a week', answer: '6' },
        { questionIndex: 3, question: 'Available from', answer: '2026-07-01' },
        { questionIndex: 4, question: 'Skills', answer: ['Video', 'Code'] },
        { questionIndex: 6, question: 'Contact email', answer: 'me@example.org' },
      ]);
      await expectCountsAgree(drive._id, 1);
    });

    it('answers no group link when the drive has none', async () => {
      const drive = await createDrive({ whatsappGroupUrl: '' });
      const res = await apply(drive._id);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).not.toHaveProperty('whatsappGroupUrl');
    });

    it('drops answers to hidden questions and requires shown required ones', async () => {
      const drive = await createDrive();
      const ok = await apply(drive._id, {
        answers: [
          { questionIndex: 0, answer: 'Events' },
          { questionIndex: 1, answer: 'answer to a hidden question' },
        ],
      });
      expect(ok.statusCode, ok.body).toBe(201);
      const [stored] = await applicationsOf(drive._id);
      expect(stored.answers.map((a) => a.questionIndex)).toEqual([0]);

      const missing = await apply(drive._id, { answers: [{ questionIndex: 0, answer: 'Design' }] });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        success: false,
        message: MSG.fillRequired,
        details: { 'answers.1': 'Answer this question' },
      });
      const noAnswers = await apply(drive._id, { answers: [] });
      expect(noAnswers.statusCode).toBe(400);
      expect(noAnswers.json()).toMatchObject({
        message: MSG.fillRequired,
        details: { 'answers.0': 'Choose an option' },
      });
      await expectCountsAgree(drive._id, 1);
    });

    it('refuses wrong options, malformed dates and numbers, bad emails and oversized text', async () => {
      const drive = await createDrive();
      const cases: Array<[number, unknown, string]> = [
        [0, 'Marketing', T.answerChooseOption],
        [0, ['Events'], T.answerChooseOption],
        [2, 'twelve', T.answerInvalidNumber],
        [2, '1e999', T.answerInvalidNumber],
        [3, '2026-02-30', T.answerInvalidDate],
        [3, '07/01/2026', T.answerInvalidDate],
        [4, ['Video', 'Dance'], T.answerChooseOption],
        [4, ['Video', 'Video'], T.answerChooseOptionsOnce],
        [4, 'Video', T.answerChooseOption],
        [5, 'x'.repeat(5001), T.answerTooLong],
        [5, { html: '<b>' }, T.answerNotText],
        [6, 'not-an-email', T.answerInvalidEmail],
      ];
      for (const [questionIndex, answer, message] of cases) {
        const answers =
          questionIndex === 0
            ? [{ questionIndex, answer }]
            : [
                { questionIndex: 0, answer: 'Events' },
                { questionIndex, answer },
              ];
        const res = await apply(drive._id, { answers });
        expect(res.statusCode, JSON.stringify(answer).slice(0, 40)).toBe(400);
        expect(res.json().details[`answers.${questionIndex}`]).toBe(message);
      }
      const longest = await apply(drive._id, {
        answers: [
          { questionIndex: 0, answer: 'Events' },
          { questionIndex: 5, answer: 'x'.repeat(5000) },
        ],
      });
      expect(longest.statusCode).toBe(201);
      await expectCountsAgree(drive._id, 1);
    });

    it('checks the personal fields and the university email', async () => {
      const drive = await createDrive();
      const needs = FIELD_NEEDS;
      for (const [field, message] of Object.entries(needs)) {
        const res = await apply(drive._id, { applicantInfo: applicant({ [field]: '   ' }) });
        expect(res.statusCode).toBe(400);
        expect(res.json(), field).toEqual({
          success: false,
          message: MSG.fillRequired,
          details: { [`applicantInfo.${field}`]: message },
        });
      }
      // No details at all: the one sentence on top, every field's own message below it.
      const noInfo = await apply(drive._id, { applicantInfo: undefined });
      expect(noInfo.statusCode).toBe(400);
      expect(noInfo.json().message).toBe(MSG.fillRequired);
      expect(noInfo.json().details).toEqual(
        Object.fromEntries(Object.entries(needs).map(([field, m]) => [`applicantInfo.${field}`, m])),
      );
      for (const email of [
        'someone@gmail.com',
        'x@mitwpu.edu.in.evil.com',
        'x@notmitwpu.edu.in',
        'no-at-sign',
      ]) {
        const res = await apply(drive._id, { applicantInfo: applicant({ email }) });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Use your mitwpu.edu.in email');
      }
      for (const [field, value] of [
        ['gender', 'other'],
        ['year', '5th'],
        ['course', 'Alchemy'],
        ['prn', 'x'.repeat(101)],
      ]) {
        const res = await apply(drive._id, { applicantInfo: applicant({ [field]: value }) });
        expect(res.statusCode).toBe(400);
        expect(res.json().details[`applicantInfo.${field}`]).toBeTruthy();
      }
      await expectCountsAgree(drive._id, 0);
    });

    it('refuses a second application by the same email or PRN, in any letter case, and keeps the count', async () => {
      const drive = await createDrive();
      const first = applicant({ email: 'dup@mitwpu.edu.in', prn: 'Prn-555' });
      expect((await apply(drive._id, { applicantInfo: first })).statusCode).toBe(201);
      for (const info of [
        applicant({ email: 'DUP@MitWpu.edu.in' }),
        applicant({ prn: 'PRN-555' }),
        applicant({ prn: 'prn-555' }),
      ]) {
        const res = await apply(drive._id, { applicantInfo: info });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ success: false, message: MSG.alreadyApplied });
      }
      await expectCountsAgree(drive._id, 1);
      // The same student may apply to another drive.
      const other = await createDrive();
      expect((await apply(other._id, { applicantInfo: first })).statusCode).toBe(201);
    });

    it('recognises the same student behind an invisible character, full-width letters or a +alias', async () => {
      const drive = await createDrive();
      const first = applicant({ email: 'name@mitwpu.edu.in', prn: 'CAPdup' });
      expect((await apply(drive._id, { applicantInfo: first })).statusCode).toBe(201);
      for (const info of [
        applicant({ prn: 'CAP\u200bdup' }),
        applicant({ prn: '\ufeffＣＡＰｄｕｐ ' }),
        applicant({ email: 'name+x@mitwpu.edu.in' }),
        applicant({ email: 'Name+Second.Try@MITWPU.edu.in' }),
      ]) {
        const res = await apply(drive._id, { applicantInfo: info });
        expect(res.statusCode, JSON.stringify(info)).toBe(409);
        expect(res.json()).toMatchObject({ success: false, message: MSG.alreadyApplied });
      }
      await expectCountsAgree(drive._id, 1);

      // What the student typed is kept, cleaned of invisible characters: a +alias stays as given.
      const second = applicant({
        email: 'other+club@mitwpu.edu.in',
        prn: 'P\u200b-77',
        first_name: 'Ra\u200dvi',
      });
      expect((await apply(drive._id, { applicantInfo: second })).statusCode).toBe(201);
      const stored = (await applicationsOf(drive._id)).find(
        (x) => x.applicantInfo.email === 'other+club@mitwpu.edu.in',
      );
      expect(stored?.applicantInfo).toMatchObject({ prn: 'P-77', first_name: 'Ravi' });
    });

    it('recognises a PRN by its letters and digits and refuses invisible characters in it', async () => {
      const drive = await createDrive();
      expect((await apply(drive._id, { applicantInfo: applicant({ prn: 'APP0001' }) })).statusCode).toBe(201);
      expect((await apply(drive._id, { applicantInfo: applicant({ prn: 'RT 0001' }) })).statusCode).toBe(201);
      for (const prn of ['APP0001\u2800', 'app-0001', 'ＡＰＰ０００１', 'RT-0001', 'rt0001']) {
        const res = await apply(drive._id, { applicantInfo: applicant({ prn }) });
        expect(res.statusCode, JSON.stringify(prn)).toBe(409);
        expect(res.json()).toMatchObject({ success: false, message: MSG.alreadyApplied });
      }
      for (const hidden of ['\u034f', '\u3164', '\ufe0f']) {
        const res = await apply(drive._id, { applicantInfo: applicant({ prn: `APP0001${hidden}` }) });
        expect(res.statusCode, hidden).toBe(400);
        expect(res.json().details['applicantInfo.prn']).toBe(MSG.invisibleCharacter);
      }
      await expectCountsAgree(drive._id, 2);
    });

    it('answers 409 with the closed message for inactive, past-deadline and full drives', async () => {
      const inactive = await createDrive({ isActive: false, closedMessage: 'Not open' });
      let res = await apply(inactive._id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: 'Not open' });

      const past = await createDrive({ applicationDeadline: inDays(-1), closedMessage: 'Too late' });
      res = await apply(past._id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Too late');

      const full = await createDrive({ maxApplications: 2, closedMessage: 'Full up' });
      expect((await apply(full._id)).statusCode).toBe(201);
      expect((await apply(full._id)).statusCode).toBe(201);
      res = await apply(full._id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Full up');
      await expectCountsAgree(full._id, 2);
      await expectCountsAgree(past._id, 0);
    });

    it('answers 404 for an unknown or malformed recruitment id, 400 without one', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1", 42]) {
        const res = await apply(id as string);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, message: MSG.recruitmentNotFound });
      }
      const res = await apply(undefined as unknown as string);
      expect(res.statusCode).toBe(400);
    });

    it('needs no sign-in', async () => {
      const drive = await createDrive();
      expect((await apply(drive._id, {}, {})).statusCode).toBe(201);
    });
  });

  describe('admin calls', () => {
    it('refuse anyone but an admin', async () => {
      const drive = await createDrive();
      const calls = [
        { method: 'GET', url: '/api/v1/recruitment/admin/all' },
        { method: 'POST', url: '/api/v1/recruitment/admin/create', payload: driveInput() },
        { method: 'PUT', url: `/api/v1/recruitment/admin/update/${drive._id}`, payload: driveInput() },
        { method: 'DELETE', url: `/api/v1/recruitment/admin/delete/${drive._id}?withApplications=true` },
        { method: 'GET', url: `/api/v1/recruitment/admin/applications/${drive._id}` },
        { method: 'GET', url: `/api/v1/recruitment/admin/applications/${drive._id}/export.csv` },
      ] as const;
      for (const call of calls) {
        const anonymous = await t.app.inject({ ...call });
        expect(anonymous.statusCode, call.url).toBe(401);
        const plain = await t.app.inject({ ...call, headers: user });
        expect(plain.statusCode, call.url).toBe(403);
        expect(plain.json().success).toBe(false);
      }
      // Nothing changed.
      expect((await getDrive(drive._id)).title).toBe(drive.title);
    });

    it('list drives newest first', async () => {
      const a = await createDrive({ title: 'Older' });
      const b = await createDrive({ title: 'Newer' });
      const res = await t.app.inject({ url: '/api/v1/recruitment/admin/all', headers: admin });
      expect(res.json().success).toBe(true);
      const ids = (res.json().data as Recruitment[]).map((r) => r._id);
      expect(ids.indexOf(b._id)).toBeLessThan(ids.indexOf(a._id));
    });

    it('create with defaults and trimmed fields, ignoring counts and unknown fields', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/recruitment/admin/create',
        headers: admin,
        payload: {
          title: '  Minimal  ',
          description: 'Desc',
          applicationDeadline: '2031-03-01',
          currentApplications: 50,
          _id: 'mine',
          customQuestions: [{ _id: 'x', question: 'Q', type: 'dropdown', options: ['A', ' ', 'B'] }],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        message: MSG.recruitmentCreated,
        data: {
          title: 'Minimal',
          isActive: false,
          maxApplications: 100,
          currentApplications: 0,
          successMessage: MSG.defaultSuccessMessage,
          closedMessage: MSG.defaultClosedMessage,
          whatsappGroupUrl: '',
          applicationDeadline: '2031-03-01T23:59:59.999Z',
          customQuestions: [
            {
              question: 'Q',
              type: 'dropdown',
              options: ['A', 'B'],
              required: false,
              placeholder: '',
              showIf: null,
            },
          ],
        },
      });
      expect(res.json().data._id).not.toBe('mine');
    });

    it('validate create and update', async () => {
      const drive = await createDrive();
      const bad: Array<[Record<string, unknown>, string]> = [
        [{ title: ' ' }, 'title'],
        [{ description: undefined }, 'description'],
        [{ applicationDeadline: undefined }, 'applicationDeadline'],
        [{ applicationDeadline: 'next friday' }, 'applicationDeadline'],
        [{ maxApplications: 0 }, 'maxApplications'],
        [{ maxApplications: 2.5 }, 'maxApplications'],
        [{ maxApplications: 'lots' }, 'maxApplications'],
        [{ whatsappGroupUrl: 'javascript:alert(1)' }, 'whatsappGroupUrl'],
        [{ whatsappGroupUrl: 'ftp://example.org' }, 'whatsappGroupUrl'],
        [{ customQuestions: [{ question: '  ', type: 'text' }] }, 'customQuestions.0.question'],
        [{ customQuestions: [{ question: 'Q', type: 'slider' }] }, 'customQuestions.0.type'],
        [{ customQuestions: [{ question: 'Q', type: 'radio', options: [] }] }, 'customQuestions.0.options'],
        [{ customQuestions: [{ question: 'Q', type: 'checkbox' }] }, 'customQuestions.0.options'],
        [
          {
            customQuestions: [
              { question: 'Q', type: 'text', showIf: { questionIndex: 1, operator: 'equals', value: 'A' } },
              { question: 'P', type: 'radio', options: ['A'] },
            ],
          },
          'customQuestions.0.showIf',
        ],
        [
          {
            customQuestions: [
              { question: 'P', type: 'checkbox', options: ['A'] },
              { question: 'Q', type: 'text', showIf: { questionIndex: 0, operator: 'equals', value: 'A' } },
            ],
          },
          'customQuestions.1.showIf',
        ],
        [
          {
            customQuestions: [
              { question: 'P', type: 'radio', options: ['A'] },
              { question: 'Q', type: 'text', showIf: { questionIndex: 0, operator: 'equals', value: 'B' } },
            ],
          },
          'customQuestions.1.showIf',
        ],
      ];
      for (const [over, field] of bad) {
        for (const [method, url] of [
          ['POST', '/api/v1/recruitment/admin/create'],
          ['PUT', `/api/v1/recruitment/admin/update/${drive._id}`],
        ] as const) {
          const res = await t.app.inject({ method, url, headers: admin, payload: driveInput(over) });
          expect(res.statusCode, `${method} ${field}`).toBe(400);
          expect(res.json().success).toBe(false);
          expect(Object.keys(res.json().details), `${method} ${JSON.stringify(over)}`).toContain(field);
        }
      }
      expect((await getDrive(drive._id)).title).toBe(drive.title);
    });

    it('update replaces the fields and answers 404 for unknown ids', async () => {
      const drive = await createDrive({ isActive: false });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/recruitment/admin/update/${drive._id}`,
        headers: admin,
        payload: driveInput({ title: 'Renamed', isActive: false, maxApplications: 7 }),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: MSG.recruitmentUpdated,
        data: { _id: drive._id, title: 'Renamed', maxApplications: 7 },
      });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        const missing = await t.app.inject({
          method: 'PUT',
          url: `/api/v1/recruitment/admin/update/${id}`,
          headers: admin,
          payload: driveInput(),
        });
        expect(missing.statusCode).toBe(404);
      }
    });

    it('keeps at most one drive active', async () => {
      const a = await createDrive();
      const b = await createDrive();
      expect((await getDrive(a._id)).isActive).toBe(false);
      expect((await getDrive(b._id)).isActive).toBe(true);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/recruitment/admin/update/${a._id}`,
        headers: admin,
        payload: driveInput({ isActive: true }),
      });
      expect(res.statusCode).toBe(200);
      const all = (await t.app.inject({ url: '/api/v1/recruitment/admin/all', headers: admin })).json()
        .data as Recruitment[];
      expect(all.filter((r) => r.isActive).map((r) => r._id)).toEqual([a._id]);
    });

    it('refuses a maximum below the applications already received', async () => {
      const drive = await createDrive();
      await apply(drive._id);
      await apply(drive._id);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/recruitment/admin/update/${drive._id}`,
        headers: admin,
        payload: driveInput({ maxApplications: 1 }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.maxApplications).toBe(T.maxBelowCurrent(2));
      expect((await getDrive(drive._id)).maxApplications).toBe(100);
    });

    it('lets questions change after applications; stored answers keep their question text', async () => {
      const drive = await createDrive();
      expect((await apply(drive._id)).statusCode).toBe(201);
      const reworded = [{ ...driveInput().customQuestions[0], question: 'Pick a team' }];
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/recruitment/admin/update/${drive._id}`,
        headers: admin,
        payload: driveInput({ customQuestions: reworded }),
      });
      expect(res.statusCode).toBe(200);
      const [stored] = await applicationsOf(drive._id);
      expect(stored.answers[0].question).toBe('Which team interests you most?');
      expect((await getDrive(drive._id)).currentApplications).toBe(1);
    });

    it('lists a drive’s applications newest first with the name joined', async () => {
      const drive = await createDrive();
      const first = await apply(drive._id, { applicantInfo: applicant({ first_name: 'First' }) });
      const second = await apply(drive._id, { applicantInfo: applicant({ first_name: 'Second' }) });
      const list = await applicationsOf(drive._id);
      expect(list.map((a) => a._id)).toEqual([second.json().applicationId, first.json().applicationId]);
      expect(list[0].applicantInfo.name).toBe('Second Kulkarni');
      expect(Date.parse(list[0].submittedAt)).not.toBeNaN();
      const missing = await t.app.inject({
        url: '/api/v1/recruitment/admin/applications/00000000-0000-4000-8000-000000000000',
        headers: admin,
      });
      expect(missing.statusCode).toBe(404);
    });

    it('deletes a drive, refusing one with applications unless confirmed', async () => {
      const empty = await createDrive({ isActive: false });
      let res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/recruitment/admin/delete/${empty._id}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: MSG.recruitmentDeleted });

      const drive = await createDrive();
      await apply(drive._id);
      await apply(drive._id);
      await apply(drive._id);
      res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/recruitment/admin/delete/${drive._id}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('3 applications');
      await expectCountsAgree(drive._id, 3);

      res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/recruitment/admin/delete/${drive._id}?withApplications=true`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
      const gone = await t.app.inject({
        url: `/api/v1/recruitment/admin/applications/${drive._id}`,
        headers: admin,
      });
      expect(gone.statusCode).toBe(404);
      for (const id of [drive._id, 'nope']) {
        res = await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/recruitment/admin/delete/${id}`,
          headers: admin,
        });
        expect(res.statusCode).toBe(404);
      }
    });
  });
});

describe('Recruitment apply rate limit', async () => {
  const t = await createTestApp({ PUBLIC_WRITE_RATE_LIMIT: '3' });
  const { createDrive, apply } = helpers(t);

  it('answers 429 with Retry-After once an address used its allowance', async () => {
    const drive = await createDrive();
    for (let i = 0; i < 3; i += 1) expect((await apply(drive._id)).statusCode).toBe(201);
    const res = await apply(drive._id);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().success).toBe(false);
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/recruitment/apply',
      remoteAddress: '10.1.2.3',
      payload: {
        recruitmentId: drive._id,
        applicantInfo: applicant(),
        answers: [{ questionIndex: 0, answer: 'Events' }],
      },
    });
    expect(other.statusCode).toBe(201);
  });
});

describe('Recruitment with another university domain', async () => {
  const t = await createTestApp({ UNIVERSITY_EMAIL_DOMAIN: 'example.edu' });
  const { createDrive, apply } = helpers(t);

  it('names the configured domain', async () => {
    const drive = await createDrive();
    const res = await apply(drive._id, { applicantInfo: applicant({ email: 'a@mitwpu.edu.in' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Use your example.edu email');
    const ok = await apply(drive._id, { applicantInfo: applicant({ email: 'a@Example.edu' }) });
    expect(ok.statusCode).toBe(201);
  });
});
