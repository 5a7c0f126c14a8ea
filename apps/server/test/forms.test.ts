import { describe, expect, it } from 'vitest';
import type { Form, FormResponse, FormStats } from '@ssf/domain/schemas/forms';
import { parseCsv } from './fixtures/csv.ts';
import { makeImage } from './fixtures/images.ts';
import { formBody } from './fixtures/multipart.ts';
import { seedForms } from '../src/modules/forms/seed.ts';
import { createTestApp, TEST_PG_URL } from './helpers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const questions = [
  { question: 'Did you attend the talk?', type: 'radio', options: ['Yes', 'No'], required: true },
  {
    question: 'What did you like most?',
    type: 'textarea',
    required: true,
    showIf: { questionIndex: 0, operator: 'equals', value: 'Yes' },
  },
  { question: 'Topics for next time', type: 'checkbox', options: ['Physics', 'Meditation', 'Ethics'] },
  { question: 'Rating', type: 'number' },
  { question: 'Best date', type: 'date' },
];

let serial = 0;
const formInput = (over: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    slug: `talk-feedback-${serial}`,
    title: 'Talk feedback',
    description: 'Tell us how the talk went',
    isActive: true,
    respondentFields: [
      { field: 'name', required: true },
      { field: 'email', required: true },
    ],
    customQuestions: questions,
    ...over,
  };
};

// Runs on the embedded PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set.
describe(`Forms (${TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const t = await createTestApp();
  const admin = t.auth(t.adminToken);

  const send = async (method: 'POST' | 'PUT', url: string, form: unknown, image?: Buffer) => {
    const body = await formBody(
      { form: JSON.stringify(form) },
      image ? [{ field: 'headerImage', data: image, name: 'header.png', type: 'image/png' }] : [],
    );
    return t.app.inject({ method, url, payload: body.payload, headers: { ...admin, ...body.headers } });
  };
  const create = async (over: Record<string, unknown> = {}): Promise<Form> => {
    const res = await send('POST', '/api/v1/forms/admin/create', formInput(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  let respondentSerial = 0;
  const respond = (slug: string, body: Record<string, unknown> = {}) => {
    respondentSerial += 1;
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/forms/${slug}/responses`,
      payload: {
        respondent: { name: 'Ravi Patil', email: `ravi${respondentSerial}@example.org` },
        answers: [{ questionIndex: 0, answer: 'No' }],
        ...body,
      },
    });
  };
  const responses = async (id: string, query = ''): Promise<{ responses: FormResponse[]; total: number }> => {
    const res = await t.app.inject({ url: `/api/v1/forms/admin/${id}/responses${query}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const adminForm = async (id: string): Promise<Form> => {
    const res = await t.app.inject({ url: '/api/v1/forms/admin/all', headers: admin });
    return (res.json().data as Form[]).find((f) => f._id === id)!;
  };

  it('refuses admin calls without the forms section and serves the open form publicly without counts', async () => {
    const noToken = await t.app.inject({ url: '/api/v1/forms/admin/all' });
    expect(noToken.statusCode).toBe(401);
    const user = await t.app.inject({ url: '/api/v1/forms/admin/all', headers: t.auth(t.userToken) });
    expect(user.statusCode).toBe(403);
    const form = await create();
    const res = await t.app.inject({ url: `/api/v1/forms/${form.slug}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.title).toBe('Talk feedback');
    expect(data).not.toHaveProperty('currentResponses');
    expect(data).not.toHaveProperty('statusCounts');
    expect((await t.app.inject({ url: '/api/v1/forms/no-such-form' })).statusCode).toBe(404);
  });

  it('answers 404 for an inactive form and 409 with the closed message when closed, full or not yet open', async () => {
    const inactive = await create({ isActive: false });
    expect((await t.app.inject({ url: `/api/v1/forms/${inactive.slug}` })).statusCode).toBe(404);
    expect((await respond(inactive.slug)).statusCode).toBe(404);
    for (const over of [
      { opensAt: inDays(2), closedMessage: 'Opens soon' },
      { deadline: inDays(-1), opensAt: inDays(-3), closedMessage: 'Opens soon' },
    ]) {
      const form = await create(over);
      const res = await t.app.inject({ url: `/api/v1/forms/${form.slug}` });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Opens soon');
      expect((await respond(form.slug)).statusCode).toBe(409);
    }
    const full = await create({ maxResponses: 1, closedMessage: 'We are full' });
    expect((await respond(full.slug)).statusCode).toBe(201);
    const second = await respond(full.slug);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('We are full');
  });

  it('enforces showIf, required answers, types and respondent fields on the server; hidden answers are dropped', async () => {
    const form = await create();
    // The conditional question is visible (Yes) and required: missing, it is refused.
    const missing = await respond(form.slug, { answers: [{ questionIndex: 0, answer: 'Yes' }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Please fill in all required fields',
      details: { 'answers.1': 'Answer this question' },
    });
    // Nothing at all: each required field and question says what it needs.
    const empty = await respond(form.slug, { respondent: {}, answers: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      success: false,
      message: 'Please fill in all required fields',
      details: {
        'respondent.name': 'Enter your name',
        'respondent.email': 'Enter your email',
        'answers.0': 'Choose an option',
      },
    });
    const badTypes = await respond(form.slug, {
      answers: [
        { questionIndex: 0, answer: 'Maybe' },
        { questionIndex: 3, answer: 'ten' },
        { questionIndex: 4, answer: '2026-02-30' },
        { questionIndex: 2, answer: ['Physics', 'Physics'] },
      ],
    });
    expect(badTypes.statusCode).toBe(400);
    expect(Object.keys(badTypes.json().details).sort()).toEqual([
      'answers.0',
      'answers.2',
      'answers.3',
      'answers.4',
    ]);
    const noEmail = await respond(form.slug, { respondent: { name: 'Ravi', email: 'not-an-email' } });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().details['respondent.email']).toBeTruthy();
    // Answered No: the conditional answer is hidden and dropped, not stored.
    const ok = await respond(form.slug, {
      respondent: { name: '  Ravi Patil ', email: 'Ravi@Example.org', prn: 'ignored' },
      answers: [
        { questionIndex: 0, answer: 'No' },
        { questionIndex: 1, answer: 'Hidden answer' },
        { questionIndex: 2, answer: ['Ethics', 'Physics'] },
        { questionIndex: 3, answer: '4.5' },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      success: true,
      message: 'Thank you! Your response has been recorded.',
    });
    const [stored] = (await responses(form._id)).responses;
    expect(stored.respondent).toEqual({ name: 'Ravi Patil', email: 'ravi@example.org' });
    expect(stored.answers.map((a) => a.questionIndex)).toEqual([0, 2, 3]);
    expect(stored.answers[0].question).toBe('Did you attend the talk?');
    expect(stored.status).toBe('new');
    const nothing = await t.app.inject({ url: `/api/v1/forms/admin/${form._id}/responses`, headers: admin });
    expect(nothing.json().data.total).toBe(1);
  });

  it('keeps university-only forms to the university domain', async () => {
    const form = await create({ universityOnly: true });
    const outside = await respond(form.slug, { respondent: { name: 'A', email: 'a@gmail.com' } });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().details['respondent.email']).toBe('Use your mitwpu.edu.in email');
    expect(
      (await respond(form.slug, { respondent: { name: 'A', email: 'a@mitwpu.edu.in' } })).statusCode,
    ).toBe(201);
  });

  it('takes one response per email under any spelling when asked, and leaves the count right', async () => {
    const form = await create({ oneResponsePerEmail: true });
    expect(
      (await respond(form.slug, { respondent: { name: 'A', email: 'same.person@example.org' } })).statusCode,
    ).toBe(201);
    for (const email of ['Same.Person@example.org', 'same.person+feedback@example.org']) {
      const again = await respond(form.slug, { respondent: { name: 'A', email } });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You have already responded to this form');
    }
    expect((await adminForm(form._id)).currentResponses).toBe(1);
    // Without the rule, the same email may respond again.
    const open = await create();
    for (let i = 0; i < 2; i++)
      expect(
        (await respond(open.slug, { respondent: { name: 'A', email: 'same@example.org' } })).statusCode,
      ).toBe(201);
    // The rule needs the email field, required.
    const bad = await send(
      'POST',
      '/api/v1/forms/admin/create',
      formInput({ oneResponsePerEmail: true, respondentFields: [] }),
    );
    expect(bad.statusCode).toBe(400);
  });

  it('stores exactly the cap of 40 simultaneous responses to a cap of 10', async () => {
    const form = await create({ maxResponses: 10, closedMessage: 'Full now' });
    const results = await Promise.all(Array.from({ length: 40 }, () => respond(form.slug)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(30);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe('Full now');
    expect((await adminForm(form._id)).currentResponses).toBe(10);
    expect((await responses(form._id)).total).toBe(10);
  }, 120_000);

  it('stores one of simultaneous responses of the same email on a one-per-email form', async () => {
    const form = await create({ oneResponsePerEmail: true });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        respond(form.slug, {
          respondent: { name: 'A', email: i % 2 ? 'twin@example.org' : 'Twin+x@example.org' },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect((await adminForm(form._id)).currentResponses).toBe(1);
  }, 120_000);

  it('refuses a slug in use, keeps the header image through the media lifecycle, duplicates and deletes', async () => {
    const form = await create();
    const taken = await send('POST', '/api/v1/forms/admin/create', { ...formInput(), slug: form.slug });
    expect(taken.statusCode).toBe(409);
    const bad = await send('POST', '/api/v1/forms/admin/create', { ...formInput(), slug: 'Not a slug!' });
    expect(bad.statusCode).toBe(400);

    const withImage = await send(
      'PUT',
      `/api/v1/forms/admin/update/${form._id}`,
      { ...formInput(), slug: form.slug },
      await makeImage(64, 32),
    );
    expect(withImage.statusCode, withImage.body).toBe(200);
    const image = withImage.json().data.headerImage as string;
    expect(image).toMatch(/\/media\//);
    expect(t.filesOf(image).length).toBeGreaterThan(0);
    const kept = await send('PUT', `/api/v1/forms/admin/update/${form._id}`, {
      ...formInput(),
      slug: form.slug,
      title: 'Renamed',
    });
    expect(kept.json().data.headerImage).toBe(image);

    const dup = await t.app.inject({
      method: 'POST',
      url: `/api/v1/forms/admin/${form._id}/duplicate`,
      headers: admin,
    });
    expect(dup.statusCode, dup.body).toBe(201);
    const copy = dup.json().data as Form;
    expect(copy).toMatchObject({
      slug: `${form.slug}-copy`,
      isActive: false,
      currentResponses: 0,
      headerImage: image,
    });
    expect(copy.customQuestions).toEqual(kept.json().data.customQuestions);

    expect((await respond(form.slug)).statusCode).toBe(201);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/forms/admin/delete/${form._id}`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(409);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/forms/admin/delete/${form._id}?withResponses=true`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(200);
    // The copy still uses the image: its files stay.
    expect(t.filesOf(image).length).toBeGreaterThan(0);
    const copyGone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/forms/admin/delete/${copy._id}`,
      headers: admin,
    });
    expect(copyGone.statusCode).toBe(200);
    expect(t.filesOf(image)).toEqual([]);
  });

  it('reviews responses: filters, status with history, bulk, notes, formula-safe CSV with the same filters, stats', async () => {
    const form = await create({
      respondentFields: [
        { field: 'name', required: true },
        { field: 'email', required: false },
        { field: 'phone', required: false },
      ],
    });
    const a = await respond(form.slug, {
      respondent: { name: 'Zara Khan', email: 'zara@example.org', phone: '+91 98765 43210' },
      answers: [
        { questionIndex: 0, answer: 'Yes' },
        { questionIndex: 1, answer: '=HYPERLINK("http://evil")' },
        { questionIndex: 2, answer: ['Physics', 'Ethics'] },
      ],
    });
    const b = await respond(form.slug, {
      respondent: { name: 'Amit Rao' },
      answers: [
        { questionIndex: 0, answer: 'No' },
        { questionIndex: 2, answer: ['Meditation'] },
      ],
    });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const aId = a.json().responseId as string;
    const bId = b.json().responseId as string;

    expect((await responses(form._id, '?q=zara')).responses.map((r) => r._id)).toEqual([aId]);
    expect((await responses(form._id, '?answer[2]=Meditation')).responses.map((r) => r._id)).toEqual([bId]);
    expect((await responses(form._id, '?sort=name')).responses.map((r) => r._id)).toEqual([bId, aId]);
    expect((await responses(form._id, '?limit=1&page=2')).responses).toHaveLength(1);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/forms/admin/responses/${aId}`,
      headers: admin,
      payload: { status: 'selected' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.history).toEqual([expect.objectContaining({ from: 'new', to: 'selected' })]);
    const badStatus = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/forms/admin/responses/${aId}`,
      headers: admin,
      payload: { status: 'won' },
    });
    expect(badStatus.statusCode).toBe(400);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/forms/admin/responses/bulk-status',
      headers: admin,
      payload: { ids: [bId, crypto.randomUUID()], status: 'rejected' },
    });
    expect(unknown.statusCode).toBe(404);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/forms/admin/responses/bulk-status',
      headers: admin,
      payload: { ids: [aId, bId], status: 'reviewing' },
    });
    expect(bulk.json()).toMatchObject({ success: true, updated: 2 });
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/v1/forms/admin/responses/${bId}/notes`,
      headers: admin,
      payload: { text: 'Follow up <b>soon</b>' },
    });
    expect(note.statusCode).toBe(201);
    expect(note.json().data).toMatchObject({ text: 'Follow up <b>soon</b>', author: 'admin@test.local' });

    const listed = await responses(form._id, '?status=reviewing');
    expect(listed.total).toBe(2);
    const statusCounts = (
      await t.app.inject({ url: `/api/v1/forms/admin/${form._id}/responses`, headers: admin })
    ).json().data.statusCounts;
    expect(statusCounts).toMatchObject({ reviewing: 2, new: 0 });

    const csv = await t.app.inject({
      url: `/api/v1/forms/admin/${form._id}/responses/export.csv?answer[0]=Yes`,
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const rows = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'Name',
      'Email',
      'Phone',
      'Submitted At',
      'Status',
      'Notes',
      ...questions.map((q) => q.question),
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1][0]).toBe('Zara Khan');
    expect(rows[1][7]).toBe(`'=HYPERLINK("http://evil")`);
    expect(rows[1][8]).toBe('Physics; Ethics');

    const stats = (
      await t.app.inject({ url: `/api/v1/forms/admin/${form._id}/stats`, headers: admin })
    ).json() as FormStats;
    expect(stats.total).toBe(2);
    expect(stats.byStatus.reviewing).toBe(2);
    expect(stats.byDay).toHaveLength(30);
    expect(stats.byDay.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), count: 2 });
    expect(stats.byAnswer).toEqual({
      0: { Yes: 1, No: 1 },
      2: { Physics: 1, Meditation: 1, Ethics: 1 },
    });
  });

  it('seeds an open demo form with a conditional question and two responses', async () => {
    await seedForms({ db: t.database.db, config: t.config } as never);
    const res = await t.app.inject({ url: '/api/v1/forms/talk-feedback' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.customQuestions[1].showIf).toEqual({
      questionIndex: 0,
      operator: 'equals',
      value: 'Yes',
    });
    const form = (await t.app.inject({ url: '/api/v1/forms/admin/all', headers: admin }))
      .json()
      .data.find((f: Form) => f.slug === 'talk-feedback') as Form;
    expect(form.currentResponses).toBe(2);
  });
});
