import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@ssf/domain/messages';
import { DEFAULT_SITE_TEXTS } from '@ssf/domain/schemas/site';
import { formBody } from './fixtures/multipart.ts';
import { createTestApp } from './helpers.ts';
import { applicant, driveInput, helpers } from './recruitment-fixtures.ts';

// Half of a surrogate pair is not text. PostgreSQL refuses it inside a query (22P02), which used to
// answer 500 on a public route; now it is the caller's 400, with the field named, and nothing stored.
const LONE = '\ud800';

describe('ill-formed strings in input', async () => {
  const t = await createTestApp();
  const h = helpers(t);
  const drive = await h.createDrive();

  const expectRefused = (res: { statusCode: number; json(): unknown }, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: MSG.invalidInput,
      details: { [field]: MSG.malformedText },
    });
  };

  it('refuses an application with one in an answer or a personal detail, storing nothing', async () => {
    expectRefused(
      await h.apply(drive._id, {
        answers: [
          { questionIndex: 0, answer: 'Events' },
          { questionIndex: 5, answer: `About ${LONE}me` },
        ],
      }),
      'answers.1.answer',
    );
    expectRefused(
      await h.apply(drive._id, { applicantInfo: applicant({ prn: `P${LONE}` }) }),
      'applicantInfo.prn',
    );
    expect(await h.applicationsOf(drive._id)).toEqual([]);
    expect((await h.getDrive(drive._id)).currentApplications).toBe(0);
  });

  it('refuses a drive with one in a question or an option, and a key holding one', async () => {
    const create = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/recruitment/admin/create',
        headers: h.admin,
        payload: body,
      });
    expectRefused(
      await create(driveInput({ customQuestions: [{ question: `Why${LONE}?`, type: 'text' }] })),
      'customQuestions.0.question',
    );
    expectRefused(
      await create(
        driveInput({ customQuestions: [{ question: 'Pick', type: 'radio', options: ['A', `B${LONE}`] }] }),
      ),
      'customQuestions.0.options.1',
    );
    expectRefused(await create({ ...driveInput(), [`x${LONE}`]: 1 }), `x${LONE}`);
  });

  it('refuses a body nested beyond any form instead of walking it', async () => {
    const deep = JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: deep });
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().details)).toEqual([MSG.nestedTooDeeply]);
  });

  it('refuses one inside the site texts, whose JSON travels as text in a multipart field', async () => {
    const before = (await t.app.inject({ url: '/api/v1/site' })).json();
    // JSON's own escape for half a pair: the multipart field itself is well-formed UTF-8.
    const texts = JSON.stringify({ ...DEFAULT_SITE_TEXTS, about: 'ABOUT' }).replace(
      'ABOUT',
      'About \\ud800 us',
    );
    const form = await formBody({ texts });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/site',
      headers: { ...form.headers, ...t.auth(t.adminToken) },
      payload: form.payload,
    });
    expectRefused(res, 'texts.about');
    expect((await t.app.inject({ url: '/api/v1/site' })).json()).toEqual(before);
  });
});

describe('text the database cannot read as its column type (22P02)', async () => {
  const t = await createTestApp();

  it("is the caller's 400 in the error shape, not a server fault", async () => {
    // A column whose type no longer takes the text a route sends: PostgreSQL answers 22P02.
    await t.database.db.execute(sql`alter table members alter column year type integer using 0`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/join',
      payload: applicant({ year: 'SY' }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MSG.invalidInput });
  });
});
