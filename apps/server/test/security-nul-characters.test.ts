import { describe, expect, it } from 'vitest';
import { MSG } from '@ssf/domain/messages';
import { createTestApp } from './helpers.ts';
import { formBody } from './fixtures/multipart.ts';
import { applicant, helpers } from './recruitment-fixtures.ts';

// PostgreSQL text and jsonb cannot hold U+0000, so a NUL anywhere in what a caller sends used to
// fail the query and answer 500. It is the caller's input that is wrong: 400, nothing stored.
describe('NUL characters in input', async () => {
  const t = await createTestApp();
  const h = helpers(t);
  const drive = await h.createDrive();

  const expectInvalid = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MSG.invalidInput });
  };

  it('answers 400 to an application with a NUL in a personal detail or an answer, storing nothing', async () => {
    expectInvalid(await h.apply(drive._id, { applicantInfo: applicant({ first_name: 'Asha\u0000' }) }));
    expectInvalid(
      await h.apply(drive._id, {
        answers: [
          { questionIndex: 0, answer: 'Events' },
          { questionIndex: 5, answer: 'About\u0000me' },
        ],
      }),
    );
    expect(await h.applicationsOf(drive._id)).toEqual([]);
    expect((await h.getDrive(drive._id)).currentApplications).toBe(0);
  });

  it('answers 400 to a sign-in with a NUL in the email', async () => {
    expectInvalid(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'admin\u0000@test.local', password: 'whatever-password' },
      }),
    );
  });

  it('answers 404 to a NUL in a blog address (it names nothing) and 400 to one in a form field', async () => {
    for (const url of ['/api/v1/blog/some%00slug', '/api/v1/blog/%00']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ success: false, message: MSG.blogNotFound });
    }
    const form = await formBody({ title: 'Title\u0000', summary: '', content: '<p>Text</p>' });
    expectInvalid(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/blog/create',
        headers: { ...h.admin, ...form.headers },
        payload: form.payload,
      }),
    );
  });
});
