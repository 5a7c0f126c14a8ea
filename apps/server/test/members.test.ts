import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MSG } from '@ssf/domain/messages';
import { MEMBER_TEXT } from '@ssf/domain/member-text';
import { MEMBER_ID_PATTERN, type MemberBadgeAnswer, type MemberJoined } from '@ssf/domain/schemas/member';
import { loadConfig } from '../src/config.ts';
import type { AppContext } from '../src/context.ts';
import { seedMembers } from '../src/modules/members/seed.ts';
import { createTestApp } from './helpers.ts';
import { FIELD_NEEDS, newStudent as student } from './member-fixtures.ts';

type Body = Record<string, unknown>;

const UNKNOWN_ID = '3f1b6a52-8c4d-4e7f-9a01-23456789abcd';
const MALFORMED_IDS = [
  'not-a-uuid',
  '123',
  "1'%20or%20'1'='1",
  '%E2%80%8B',
  'x'.repeat(90),
  `${UNKNOWN_ID}x`,
];

describe('Membership: joining, badges and verification', async () => {
  // Started before the tests (a start takes a while on a busy machine): the main app, one with
  // another email domain and a LinkedIn organisation id, and one with a tiny public-write allowance.
  const [t, configured, limited] = await Promise.all([
    createTestApp({ TIME_ZONE: 'Asia/Kolkata', PUBLIC_URL: 'https://ssf.example.org' }),
    createTestApp({ UNIVERSITY_EMAIL_DOMAIN: 'example.edu', LINKEDIN_ORGANIZATION_ID: '12345678' }),
    createTestApp({ PUBLIC_WRITE_RATE_LIMIT: '2' }),
  ]);
  const join = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v1/member/join', payload: body as Body });
  const joined = async (body: Body = student()) => {
    const res = await join(body);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as MemberJoined).member;
  };
  const count = async () => (await t.database.db.query.members.findMany()).length;

  describe('POST /member/join', () => {
    it('stores the student and answers the badge with a readable member id', async () => {
      const body = student({ first_name: '  Ravi ', last_name: 'Kumar', email: 'Ravi.Kumar@MITWPU.edu.in' });
      const res = await join(body);
      expect(res.statusCode, res.body).toBe(201);
      const answer = res.json() as MemberJoined;
      expect(answer.success).toBe(true);
      expect(answer.message).toBe(MEMBER_TEXT.joined);
      expect(answer.member.name).toBe('Ravi Kumar');
      expect(answer.member.member_id).toMatch(MEMBER_ID_PATTERN);
      expect(Object.keys(answer.member).sort()).toEqual(['_id', 'createdAt', 'member_id', 'name']);
      const row = await t.database.db.query.members.findFirst({
        where: (m, { eq }) => eq(m.id, answer.member._id),
      });
      // Stored as cleaned: trimmed names, the email lower-cased.
      expect(row).toMatchObject({ firstName: 'Ravi', lastName: 'Kumar', email: 'ravi.kumar@mitwpu.edu.in' });
      // The member id names the year of joining on the forum's clocks and the member number.
      const year = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(
        row?.createdAt,
      );
      expect(answer.member.member_id).toBe(`SSF-${year}-${String(row?.memberNumber).padStart(4, '0')}`);
    });

    it('refuses a missing field with the required-fields message, the field saying what it needs, and stores nothing', async () => {
      const before = await count();
      for (const [field, needs] of Object.entries(FIELD_NEEDS)) {
        const body: Body = student();
        delete body[field];
        const res = await join(body);
        expect(res.statusCode, field).toBe(400);
        expect(res.json().message, field).toBe(MSG.fillRequired);
        expect(res.json().details, field).toEqual({ [field]: needs });
        const blank = await join(student({ [field]: '   ' }));
        expect(blank.statusCode, field).toBe(400);
        expect(blank.json().message, field).toBe(MSG.fillRequired);
        expect(blank.json().details, field).toEqual({ [field]: needs });
      }
      for (const raw of ['{}', '[]', '"text"', 'null', '42']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/member/join',
          payload: raw,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, raw).toBe(400);
        expect(res.json().message, raw).toBe(MSG.fillRequired);
      }
      // Everything missing: the one sentence on top, each field's own message in the details.
      const empty = await t.app.inject({ method: 'POST', url: '/api/v1/member/join' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ success: false, message: MSG.fillRequired, details: FIELD_NEEDS });
      expect(await count()).toBe(before);
    });

    it('refuses an email outside the university domain, whatever its case', async () => {
      const before = await count();
      for (const email of [
        'asha@gmail.com',
        'asha@mitwpu.edu.in.evil.com',
        'asha@evil-mitwpu.edu.in',
        'asha@sub.mitwpu.edu.in',
        'not an email',
        '@mitwpu.edu.in',
      ]) {
        const res = await join(student({ email }));
        expect(res.statusCode, email).toBe(400);
        expect(res.json().message, email).toBe(MSG.useUniversityEmail);
        expect(res.json().details.email, email).toBe(MSG.useUniversityEmail);
      }
      expect(await count()).toBe(before);
      // The domain is compared without regard to case.
      await joined(student({ email: 'mixed.case@MitWpu.Edu.IN' }));
    });

    it('refuses other invalid values with their messages', async () => {
      const cases: Array<[Body, string, string]> = [
        [{ gender: 'other' }, 'gender', 'Please choose one of the listed options'],
        [{ year: 'Fifth Year' }, 'year', 'Please choose one of the listed options'],
        [{ course: 'Astrology' }, 'course', 'Please choose one of the listed options'],
        [{ first_name: 'x'.repeat(101) }, 'first_name', 'At most 100 characters'],
        [{ last_name: 'x'.repeat(101) }, 'last_name', 'At most 100 characters'],
        [{ prn: 'x'.repeat(101) }, 'prn', 'At most 100 characters'],
      ];
      const before = await count();
      for (const [over, field, message] of cases) {
        const res = await join(student(over));
        expect(res.statusCode, field).toBe(400);
        expect(res.json().details[field], field).toBe(message);
        expect(res.json().message, field).toBe(message);
      }
      // A name that is not text is read as no name.
      const numeric = await join(student({ first_name: 42 }));
      expect(numeric.statusCode).toBe(400);
      expect(numeric.json()).toMatchObject({
        message: MSG.fillRequired,
        details: { first_name: 'Enter your first name' },
      });
      // Several problems: a missing field is told first, then the email rule.
      const both = await join(student({ email: 'a@gmail.com', prn: '' }));
      expect(both.json().message).toBe(MSG.fillRequired);
      expect(both.json().details).toEqual({ email: MSG.useUniversityEmail, prn: 'Enter your PRN' });
      const emailAndYear = await join(student({ email: 'a@gmail.com', year: 'Fifth Year' }));
      expect(emailAndYear.json().message).toBe(MSG.useUniversityEmail);
      expect(await count()).toBe(before);
    });

    it('names the configured email domain in its message', async () => {
      const other = configured;
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/v1/member/join',
        payload: student({ email: 'asha@mitwpu.edu.in' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Use your example.edu email');
      const form = await other.app.inject({ url: '/api/v1/member/join-form' });
      expect(form.json()).toEqual({ emailDomain: 'example.edu' });
      const ok = await other.app.inject({
        method: 'POST',
        url: '/api/v1/member/join',
        payload: student({ email: 'asha@EXAMPLE.edu' }),
      });
      expect(ok.statusCode, ok.body).toBe(201);
    });

    // One answer for either duplicate: which detail is registered is nobody else's business.
    const alreadyRegistered = {
      success: false,
      message: MEMBER_TEXT.alreadyRegistered,
      details: { email: MEMBER_TEXT.alreadyRegistered, prn: MEMBER_TEXT.alreadyRegistered },
    };

    it('refuses a second membership by the same email, also with a +tag or in another case', async () => {
      const first = student({ email: 'neha.shah@mitwpu.edu.in' });
      await joined(first);
      for (const email of [
        'neha.shah@mitwpu.edu.in',
        'NEHA.Shah@MITWPU.EDU.IN',
        'neha.shah+club@mitwpu.edu.in',
      ]) {
        const res = await join(student({ email }));
        expect(res.statusCode, email).toBe(409);
        expect(res.json(), email).toEqual(alreadyRegistered);
      }
    });

    it('refuses a second membership by the same PRN, in any case', async () => {
      await joined(student({ prn: 'PRN-ABC-77' }));
      for (const prn of ['PRN-ABC-77', 'prn-abc-77', '  Prn-Abc-77 ']) {
        const res = await join(student({ prn }));
        expect(res.statusCode, prn).toBe(409);
        expect(res.json(), prn).toEqual(alreadyRegistered);
      }
    });

    it('recognises a PRN by its letters and digits, whatever spaces, dashes or blank signs surround them', async () => {
      await joined(student({ prn: 'APP0001' }));
      await joined(student({ prn: 'RT 0001' }));
      for (const prn of [
        'APP0001\u2800',
        'app-0001',
        'APP 0001',
        'ＡＰＰ０００１',
        'RT-0001',
        'rt0001',
        'R.T.0001',
      ]) {
        const res = await join(student({ prn }));
        expect(res.statusCode, JSON.stringify(prn)).toBe(409);
        expect(res.json()).toEqual(alreadyRegistered);
      }
      expect(
        (await t.database.db.query.members.findMany()).filter((m) => /app|rt/i.test(m.prn)),
      ).toHaveLength(2);
    });

    it('refuses a PRN or an email holding an invisible character, with a message saying so', async () => {
      const before = await count();
      for (const hidden of ['\u034f', '\u3164', '\ufe0f']) {
        const res = await join(student({ prn: `APP0001${hidden}` }));
        expect(res.statusCode, hidden).toBe(400);
        expect(res.json().details.prn).toBe(MSG.invisibleCharacter);
        const mail = await join(student({ email: 'asha\u034f@mitwpu.edu.in' }));
        expect(mail.statusCode).toBe(400);
        expect(mail.json().details.email).toBe(MSG.invisibleCharacter);
      }
      const blank = await join(student({ prn: '--\u2800--' }));
      expect(blank.statusCode).toBe(400);
      expect(blank.json().details.prn).toBe(MSG.prnNeedsLettersOrDigits);
      expect(await count()).toBe(before);
    });

    it('keeps combining marks in names and turns a pasted line separator into a space', async () => {
      const res = await join(student({ first_name: 'अनुश्री', last_name: 'क्षीरसागर\u2028Rao' }));
      expect(res.statusCode, res.body).toBe(201);
      const row = await t.database.db.query.members.findFirst({
        where: (m, { eq }) => eq(m.firstName, 'अनुश्री'),
      });
      expect(row?.lastName).toBe('क्षीरसागर Rao');
    });

    it('stores exactly one of simultaneous joins of the same student', async () => {
      const body = student();
      const responses = await Promise.all(Array.from({ length: 12 }, () => join(body)));
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(11);
      for (const r of responses.filter((r) => r.statusCode === 409)) {
        expect(r.json().message).toBe(MEMBER_TEXT.alreadyRegistered);
      }
      const rows = await t.database.db.query.members.findMany({
        where: (m, { eq }) => eq(m.email, String(body.email)),
      });
      expect(rows).toHaveLength(1);
    });

    it('gives 50 simultaneous joins 50 different readable member ids', async () => {
      const responses = await Promise.all(Array.from({ length: 50 }, () => join(student())));
      for (const r of responses) expect(r.statusCode, r.body).toBe(201);
      const ids = responses.map((r) => (r.json() as MemberJoined).member.member_id);
      for (const id of ids) expect(id).toMatch(MEMBER_ID_PATTERN);
      expect(new Set(ids).size).toBe(50);
      const badges = new Set(responses.map((r) => (r.json() as MemberJoined).member._id));
      expect(badges.size).toBe(50);
    });
  });

  describe('the badge and its verification', () => {
    it('answers the badge with name and member id only, and the LinkedIn organisation setting', async () => {
      const member = await joined(student({ first_name: 'Meera', last_name: 'Iyer' }));
      const res = await t.app.inject({ url: `/api/v1/member/badge/${member._id}` });
      expect(res.statusCode).toBe(200);
      const answer = res.json() as MemberBadgeAnswer;
      // Without mail configured a membership is confirmed as it is made.
      expect(answer).toEqual({ member, linkedinOrganizationId: '', awaitingConfirmation: false });
      expect(answer.member.name).toBe('Meera Iyer');
    });

    it('names the configured LinkedIn organisation', async () => {
      const other = configured;
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/v1/member/join',
        payload: student({ email: 'linked@example.edu' }),
      });
      const { member } = res.json() as MemberJoined;
      const badge = await other.app.inject({ url: `/api/v1/member/badge/${member._id}` });
      expect(badge.json().linkedinOrganizationId).toBe('12345678');
    });

    it('takes only a number as the LinkedIn organisation id', () => {
      expect(loadConfig({}).linkedinOrganizationId).toBe('');
      expect(loadConfig({ LINKEDIN_ORGANIZATION_ID: ' 2414183 ' }).linkedinOrganizationId).toBe('2414183');
      for (const bad of ['forum', 'https://www.linkedin.com/company/2414183', '12 34']) {
        expect(() => loadConfig({ LINKEDIN_ORGANIZATION_ID: bad }), bad).toThrow(
          /^Invalid LINKEDIN_ORGANIZATION_ID/,
        );
      }
    });

    it('verifies a badge with name, member id, course, year and joining date', async () => {
      const member = await joined(student({ year: 'Final Year', course: 'B.Sc. Physics' }));
      const res = await t.app.inject({ url: `/api/v1/member/badge/verify/${member._id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        valid: true,
        member: {
          name: member.name,
          member_id: member.member_id,
          course: 'B.Sc. Physics',
          year: 'Final Year',
          createdAt: member.createdAt,
          created_at: member.createdAt,
        },
      });
    });

    it('never shows the email, PRN or gender on the badge, its verification or its page', async () => {
      const body = student({ email: 'private.person@mitwpu.edu.in', prn: 'SECRETPRN991', gender: 'female' });
      const member = await joined(body);
      for (const url of [
        `/api/v1/member/badge/${member._id}`,
        `/api/v1/member/badge/verify/${member._id}`,
        `/member/badge/${member._id}`,
        `/member/badge/verify/${member._id}`,
      ]) {
        const text = (await t.app.inject({ url })).body.toLowerCase();
        expect(text, url).not.toContain('private.person');
        expect(text, url).not.toContain('secretprn991');
        expect(text, url).not.toContain('"email"');
        expect(text, url).not.toContain('"prn"');
        expect(text, url).not.toContain('female');
        expect(text, url).not.toContain('gender');
      }
    });

    it('answers 404 for an unknown, revoked or malformed badge id', async () => {
      const member = await joined();
      await t.database.db.delete((await import('../src/db/schema/index.ts')).members);
      for (const id of [UNKNOWN_ID, member._id, ...MALFORMED_IDS]) {
        const badge = await t.app.inject({ url: `/api/v1/member/badge/${id}` });
        expect(badge.statusCode, id).toBe(404);
        expect(badge.json().message, id).toBe(MEMBER_TEXT.badgeNotFound);
        const verify = await t.app.inject({ url: `/api/v1/member/badge/verify/${id}` });
        expect(verify.statusCode, id).toBe(404);
        expect(verify.json(), id).toEqual({
          success: false,
          valid: false,
          message: MEMBER_TEXT.badgeNotFound,
        });
        const image = await t.app.inject({ url: `/api/v1/member/badge/${id}/image.png` });
        expect(image.statusCode, id).toBe(404);
        const page = await t.app.inject({ url: `/member/badge/${id}` });
        expect(page.statusCode, id).toBe(404);
      }
    });
  });

  describe('the badge image', () => {
    it('is a real PNG, cacheable, revalidated by its ETag', async () => {
      const member = await joined(student({ first_name: 'Tara', last_name: 'Deshmukh' }));
      const url = `/api/v1/member/badge/${member._id}/image.png`;
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(res.rawPayload.subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
      // Not a blank canvas: the card's dark header and white body are both there.
      const { dominant } = await sharp(res.rawPayload).stats();
      expect(dominant).toBeDefined();
      const stats = await sharp(res.rawPayload).stats();
      expect(stats.channels[0].min).toBeLessThan(60);
      expect(stats.channels[0].max).toBeGreaterThan(240);

      const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      const weak = await t.app.inject({ url, headers: { 'if-none-match': `"other", W/${etag}` } });
      expect(weak.statusCode).toBe(304);
      const stale = await t.app.inject({ url, headers: { 'if-none-match': '"something-else"' } });
      expect(stale.statusCode).toBe(200);
    });

    it('draws a name that looks like markup as text', async () => {
      const names = [
        {
          first_name: '</text><script>alert(1)</script>',
          last_name: '<!ENTITY x "y"> & "quotes" \'single\'',
        },
        { first_name: ']]><svg onload="x">', last_name: '&amp;&lt;\u0007\u001b' },
      ];
      for (const over of names) {
        const member = await joined(student(over));
        const res = await t.app.inject({ url: `/api/v1/member/badge/${member._id}/image.png` });
        expect(res.statusCode, res.body).toBe(200);
        expect((await sharp(res.rawPayload).metadata()).format).toBe('png');
        // The page's head carries the name escaped.
        const page = await t.app.inject({ url: `/member/badge/${member._id}` });
        expect(page.statusCode).toBe(200);
        expect(page.body).not.toContain('<script>alert(1)</script>');
        expect(page.body).not.toContain('<svg onload');
      }
    });

    it('draws a very long name', async () => {
      const member = await joined(student({ first_name: 'W'.repeat(100), last_name: 'M'.repeat(100) }));
      const res = await t.app.inject({ url: `/api/v1/member/badge/${member._id}/image.png` });
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
    });
  });

  describe('the badge pages', () => {
    it('carry the member’s name and the badge image in their head', async () => {
      const member = await joined(student({ first_name: 'Kiran', last_name: 'Bapat' }));
      for (const path of [`/member/badge/${member._id}`, `/member/badge/verify/${member._id}`]) {
        const page = await t.app.inject({ url: path });
        expect(page.statusCode, path).toBe(200);
        expect(page.body).toMatch(/<title>Kiran Bapat — [^<]+<\/title>/);
        expect(page.body).toContain(`<meta property="og:title" content="Kiran Bapat`);
        expect(page.body).toContain(
          `<meta property="og:image" content="https://ssf.example.org/api/v1/member/badge/${member._id}/image.png">`,
        );
        expect(page.body).toContain(`<meta property="og:url" content="https://ssf.example.org${path}">`);
      }
    });
  });

  it('seeds a few demo members who joined over the last months', async () => {
    const demo = configured;
    await seedMembers({ db: demo.database.db, config: demo.config } as AppContext);
    const rows = await demo.database.db.query.members.findMany({
      where: (m, { like }) => like(m.prn, '10322301%'),
    });
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      expect(row.memberId).toMatch(MEMBER_ID_PATTERN);
      expect(row.email).toMatch(/@example\.edu$/);
    }
    const months = new Set(rows.map((r) => r.createdAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(4);
    // Each demo badge verifies.
    const verify = await demo.app.inject({ url: `/api/v1/member/badge/verify/${rows[0].id}` });
    expect(verify.json().valid).toBe(true);
  });

  it('is limited like other public writes', async () => {
    const send = () => limited.app.inject({ method: 'POST', url: '/api/v1/member/join', payload: student() });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(MSG.tooManyRequests);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });
});
