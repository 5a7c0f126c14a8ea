import { describe, expect, it } from 'vitest';
import { MB } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import type { TeamMember } from '@ssf/domain/schemas/team';
import { bigPng, distinctPhotos, HTML_FILE, type Photo, TEXT_FILE } from './fixtures/images.ts';
import { formBody } from './fixtures/multipart.ts';
import { createTestApp } from './helpers.ts';

type Fields = Record<string, string>;
describe('Team API', async () => {
  const t = await createTestApp();
  const admin = t.auth(t.adminToken);
  const { mediaFiles, filesOf } = t;

  const photo = distinctPhotos(240);

  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    fields: Fields,
    file: Photo | null,
    headers: Record<string, string> = admin,
  ) => {
    const body = await formBody(
      fields,
      file ? [{ field: 'photo', data: file.data, name: file.name ?? 'photo.png', type: file.type }] : [],
    );
    return t.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
  };
  const add = (fields: Fields, file: Photo | null, headers?: Record<string, string>) =>
    send('POST', '/api/v1/team/add', fields, file, headers);
  const update = (id: string, fields: Fields, file: Photo | null = null) =>
    send('PUT', `/api/v1/team/update/${id}`, fields, file);
  const list = async (headers: Record<string, string> = {}) =>
    (await t.app.inject({ url: '/api/v1/team/all', headers })).json() as TeamMember[];

  const member = (over: Fields = {}): Fields => ({
    name: 'Meera Deshpande',
    email: 'meera@example.org',
    linkedin: 'https://www.linkedin.com/in/meera',
    role: 'Faculty Advisor',
    designation: 'Faculty Advisor, Physics',
    ...over,
  });
  const addOk = async (fields: Fields) => {
    const res = await add(fields, await photo());
    expect(res.statusCode, res.body).toBe(200);
    return res.json().member as TeamMember;
  };

  describe('POST /team/add', () => {
    it('adds a member with a stored photo, trimmed fields, unknown fields ignored', async () => {
      const res = await add(member({ name: '  Meera Deshpande  ', extra: 'ignored' }), await photo());
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect([body.success, body.message]).toEqual([true, MSG.memberAdded]);
      expect(Object.keys(body.member).sort()).toEqual(
        ['_id', 'designation', 'email', 'linkedin', 'name', 'photo', 'role'].sort(),
      );
      expect(body.member).toMatchObject({
        name: 'Meera Deshpande',
        email: 'meera@example.org',
        role: 'Faculty Advisor',
      });
      expect(body.member.photo).toMatch(/^http:\/\/localhost:5000\/media\/[0-9a-f]{32}-\d+\.webp$/);
      expect(filesOf(body.member.photo).length).toBeGreaterThan(0);
    });

    it("refuses a blank designation with 'Designation is required' and stores nothing", async () => {
      const before = [await list(admin), mediaFiles()];
      const res = await add(member({ designation: '   ' }), await photo());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: MSG.designationRequired,
        details: { designation: MSG.designationRequired },
      });
      expect([await list(admin), mediaFiles()]).toEqual(before);
    });

    it('checks every field: name, email, an http(s) LinkedIn link, one of the four roles', async () => {
      const cases: Array<[Fields, string, string]> = [
        [member({ name: '' }), 'name', MSG.teamNameRequired],
        [member({ email: 'not-an-email' }), 'email', MSG.teamEmailInvalid],
        [member({ linkedin: 'javascript:alert(1)' }), 'linkedin', MSG.teamLinkedinInvalid],
        [member({ linkedin: 'linkedin.com/in/x' }), 'linkedin', MSG.teamLinkedinInvalid],
        [member({ role: 'President' }), 'role', MSG.teamRoleRequired],
      ];
      for (const [fields, field, message] of cases) {
        const res = await add(fields, await photo());
        expect(res.statusCode, field).toBe(400);
        expect(res.json().details[field], field).toBe(message);
      }
      const { role: _role, ...noRole } = member();
      const res = await add(noRole, await photo());
      expect(res.json().details.role).toBe(MSG.teamRoleRequired);
    });

    it('requires a photo', async () => {
      const res = await add(member(), null);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MSG.photoRequired, details: { photo: MSG.photoRequired } });
    });

    it("refuses a photo over 5 MB with 413 'File size too large. Maximum size is 5MB.', whatever its size past that", async () => {
      const before = mediaFiles();
      for (const bytes of [5 * MB + 200_000, 11 * MB]) {
        const data = await bigPng(bytes);
        expect(data.length).toBeGreaterThan(5 * MB);
        const res = await add(member(), { data, type: 'image/png' });
        expect(res.statusCode, `${data.length} bytes`).toBe(413);
        expect(res.json()).toMatchObject({ success: false, message: MSG.fileTooLarge5 });
      }
      expect(mediaFiles()).toEqual(before);
    });

    it('refuses a file that is not an image, whatever its name and claimed type (415)', async () => {
      const before = mediaFiles();
      for (const data of [TEXT_FILE, HTML_FILE]) {
        const res = await add(member(), { data, name: 'me.png', type: 'image/png' });
        expect(res.statusCode).toBe(415);
        expect(res.json().success).toBe(false);
      }
      expect(mediaFiles()).toEqual(before);
    });

    it('is for admins only: 401 without a token, 403 for a non-admin, nothing stored', async () => {
      const before = await list(admin);
      expect((await add(member(), await photo(), {})).statusCode).toBe(401);
      expect((await add(member(), await photo(), t.auth(t.userToken))).statusCode).toBe(403);
      expect(await list(admin)).toEqual(before);
    });
  });

  describe('GET /team/all', () => {
    it('orders by role (Faculty Advisor, Post Holder, Team Lead, Member), then by name', async () => {
      await addOk(member({ name: 'zara Member', role: 'Member', email: 'z@example.org' }));
      await addOk(member({ name: 'Aditi Member', role: 'Member', email: 'a@example.org' }));
      await addOk(member({ name: 'Lead One', role: 'Team Lead', email: 'l@example.org' }));
      await addOk(member({ name: 'Post Holder B', role: 'Post Holder', email: 'pb@example.org' }));
      await addOk(member({ name: 'Post Holder A', role: 'Post Holder', email: 'pa@example.org' }));
      await addOk(member({ name: 'Arvind Advisor', role: 'Faculty Advisor', email: 'aa@example.org' }));
      const all = await list();
      expect(all.map((m) => [m.role, m.name])).toEqual([
        ['Faculty Advisor', 'Arvind Advisor'],
        ['Faculty Advisor', 'Meera Deshpande'],
        ['Post Holder', 'Post Holder A'],
        ['Post Holder', 'Post Holder B'],
        ['Team Lead', 'Lead One'],
        ['Member', 'Aditi Member'],
        ['Member', 'zara Member'],
      ]);
    });

    it('gives emails to admins only: not to visitors, signed-in non-admins, or bad tokens', async () => {
      const asAdmin = await list(admin);
      expect(asAdmin.every((m) => typeof m.email === 'string' && m.email.includes('@'))).toBe(true);
      for (const headers of [
        {},
        t.auth(t.userToken),
        { authorization: 'Bearer not-a-jwt' },
        { authorization: 'Basic abc' },
      ]) {
        const res = await t.app.inject({ url: '/api/v1/team/all', headers });
        // Public: a bad token is an anonymous caller, never a refusal.
        expect(res.statusCode).toBe(200);
        expect(res.headers.vary).toMatch(/authorization/i);
        const members = res.json() as TeamMember[];
        expect(members).toHaveLength(asAdmin.length);
        expect(res.body).not.toContain('@example.org');
        expect(members.every((m) => !('email' in m))).toBe(true);
      }
    });
  });

  describe('PUT /team/update/{id}', () => {
    it('saves every field; no photo keeps the current one', async () => {
      const saved = await addOk(member({ name: 'Kabir Mehta', role: 'Post Holder', email: 'k@example.org' }));
      const res = await update(
        saved._id,
        member({
          name: 'Kabir M.',
          role: 'Team Lead',
          email: 'kabir@example.org',
          designation: 'Events Lead',
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: MSG.memberUpdated,
        member: {
          _id: saved._id,
          name: 'Kabir M.',
          role: 'Team Lead',
          email: 'kabir@example.org',
          designation: 'Events Lead',
          photo: saved.photo,
        },
      });
      expect(filesOf(saved.photo).length).toBeGreaterThan(0);
    });

    it('a new photo replaces the old one, whose files go', async () => {
      const saved = await addOk(member({ name: 'Tara Nair', email: 't@example.org' }));
      const res = await update(
        saved._id,
        member({ name: 'Tara Nair', email: 't@example.org' }),
        await photo(),
      );
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json().member as TeamMember;
      expect(updated.photo).not.toBe(saved.photo);
      expect(filesOf(updated.photo).length).toBeGreaterThan(0);
      expect(filesOf(saved.photo)).toEqual([]);
    });

    it('validates as adding does, and a photo over 5 MB is a 413; nothing changes', async () => {
      const saved = await addOk(member({ name: 'Neel Bhat', email: 'n@example.org' }));
      const blank = await update(saved._id, member({ designation: '' }));
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe(MSG.designationRequired);
      const big = await update(saved._id, member(), {
        data: await bigPng(5 * MB + 100_000),
        type: 'image/png',
      });
      expect(big.statusCode).toBe(413);
      expect(big.json().message).toBe(MSG.fileTooLarge5);
      expect((await list(admin)).find((m) => m._id === saved._id)).toEqual(saved);
    });

    it('answers 404 for an unknown or malformed id, storing no photo', async () => {
      const before = mediaFiles();
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const res = await update(id, member(), await photo());
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, message: MSG.memberNotFound });
      }
      expect(mediaFiles()).toEqual(before);
    });

    it('is for admins only', async () => {
      const saved = (await list(admin))[0];
      expect(
        (await send('PUT', `/api/v1/team/update/${saved._id}`, member({ name: 'X' }), null, {})).statusCode,
      ).toBe(401);
      expect(
        (
          await send(
            'PUT',
            `/api/v1/team/update/${saved._id}`,
            member({ name: 'X' }),
            null,
            t.auth(t.userToken),
          )
        ).statusCode,
      ).toBe(403);
      expect((await list(admin))[0]).toEqual(saved);
    });
  });

  describe('DELETE /team/delete/{id}', () => {
    it("removes the member and the photo's files", async () => {
      const saved = await addOk(member({ name: 'Diya Kapoor', email: 'd@example.org' }));
      const del = (headers: Record<string, string>) =>
        t.app.inject({ method: 'DELETE', url: `/api/v1/team/delete/${saved._id}`, headers });
      expect((await del({})).statusCode).toBe(401);
      expect((await del(t.auth(t.userToken))).statusCode).toBe(403);
      const res = await del(admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: MSG.memberDeleted });
      expect((await list()).some((m) => m._id === saved._id)).toBe(false);
      expect(filesOf(saved.photo)).toEqual([]);
      const again = await del(admin);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(MSG.memberNotFound);
      expect(
        (await t.app.inject({ method: 'DELETE', url: '/api/v1/team/delete/not-an-id', headers: admin }))
          .statusCode,
      ).toBe(404);
    });
  });
});
