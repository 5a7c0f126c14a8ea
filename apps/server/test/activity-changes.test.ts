import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity } from '../src/modules/activity/tables.ts';
import { blogs } from '../src/modules/blogs/tables.ts';
import { createAccount } from '../src/modules/auth/service.ts';
import { makeImage } from './fixtures/images.ts';
import { formBody } from './fixtures/multipart.ts';
import { createTestApp } from './helpers.ts';
import { applicant, helpers } from './recruitment-fixtures.ts';

type Entry = {
  action: string;
  section: string;
  entity: { type: string; id: string | null; label: string | null };
  fields: string[];
};

/**
 * Every change's entry is written by the change's own transaction, and names the fields whose
 * values differ (never the fields merely sent, never a value).
 */
describe('the activity log: one entry per change, in its transaction, with the fields that changed', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const admin = t.auth(t.adminToken);

  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    files: { field: string; data: Buffer; name: string; type: string }[] = [],
  ) => {
    const body = await formBody(fields, files);
    return t.app.inject({ method, url, payload: body.payload, headers: { ...admin, ...body.headers } });
  };
  const entries = async (): Promise<Entry[]> =>
    (await t.app.inject({ url: '/api/v1/activity', headers: admin })).json().entries;
  const count = async () => (await db.select({ id: activity.id }).from(activity)).length;
  /** The entry the call wrote: exactly one. */
  const entryOf = async (call: () => Promise<{ statusCode: number; body: string }>) => {
    const before = await count();
    const res = await call();
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await count()).toBe(before + 1);
    return (await entries())[0];
  };

  const blog = { title: 'Entropy and prayer', summary: 'A short summary', content: '<p>Hello</p>' };
  const newBlog = async (title: string) => {
    const res = await send('POST', '/api/v1/blog/create', { ...blog, title });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().blog._id as string;
  };

  describe('atomic with the change', () => {
    it('a change whose entry cannot be written is not kept (500), on a create and on an edit', async () => {
      // The log refuses one label: the entry of a blog so titled fails, and must take the change with it.
      await db.execute(
        sql.raw(
          `alter table activity add constraint refuse_one check (entity_label is distinct from 'Unloggable')`,
        ),
      );
      try {
        const before = await count();
        const created = await send('POST', '/api/v1/blog/create', { ...blog, title: 'Unloggable' });
        expect(created.statusCode).toBe(500);
        expect(await db.select().from(blogs).where(eq(blogs.title, 'Unloggable'))).toEqual([]);

        const id = await newBlog('Loggable');
        const edited = await send('PUT', `/api/v1/blog/edit/${id}`, { ...blog, title: 'Unloggable' });
        expect(edited.statusCode).toBe(500);
        const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
        expect(row.title).toBe('Loggable');
        expect(await count()).toBe(before + 1);
      } finally {
        await db.execute(sql.raw('alter table activity drop constraint refuse_one'));
      }
    });

    it('a change that fails in its transaction writes no entry', async () => {
      const id = await newBlog('Kept as it was');
      await db.execute(
        sql.raw(
          `alter table blogs add constraint refuse_summary check (summary <> 'Refused by the database')`,
        ),
      );
      try {
        const before = await count();
        const res = await send('PUT', `/api/v1/blog/edit/${id}`, {
          ...blog,
          summary: 'Refused by the database',
        });
        expect(res.statusCode).toBe(500);
        const missing = await send('PUT', '/api/v1/blog/edit/00000000-0000-4000-8000-000000000000', blog);
        expect(missing.statusCode).toBe(404);
        expect(await count()).toBe(before);
      } finally {
        await db.execute(sql.raw('alter table blogs drop constraint refuse_summary'));
      }
    });
  });

  describe('the fields that changed, per kind of change', () => {
    it('blogs: a create names what it set, an edit only what differs, a delete nothing', async () => {
      const made = await entryOf(() =>
        send('POST', '/api/v1/blog/create', { ...blog, title: 'Fields of a blog' }),
      );
      expect(made).toMatchObject({
        action: 'create',
        section: 'blogs',
        entity: { label: 'Fields of a blog' },
      });
      expect(made.fields).toEqual(expect.arrayContaining(['title', 'summary', 'content', 'slug']));
      const id = made.entity.id!;

      // The whole form is sent again; only the title differs.
      const edited = await entryOf(() =>
        send('PUT', `/api/v1/blog/edit/${id}`, { ...blog, title: 'Fields of a blog, renamed' }),
      );
      expect(edited).toMatchObject({ action: 'update', entity: { id, label: 'Fields of a blog, renamed' } });
      expect(edited.fields).toEqual(['title']);

      const image = await makeImage(320, 200);
      const covered = await entryOf(() =>
        send('POST', `/api/v1/blog/edit/${id}`, { ...blog, title: 'Fields of a blog, renamed' }, [
          { field: 'image', data: image, name: 'cover.png', type: 'image/png' },
        ]),
      );
      expect(covered.fields).toEqual(['image']);

      const deleted = await entryOf(() =>
        t.app.inject({ method: 'DELETE', url: `/api/v1/blog/delete/${id}`, headers: admin }),
      );
      expect(deleted).toMatchObject({ action: 'delete', entity: { id, label: 'Fields of a blog, renamed' } });
      expect(deleted.fields).toEqual([]);
    });

    it('events: an edit of the date names the date only', async () => {
      const event = {
        title: 'Consciousness and the Quantum',
        description: '<p>An evening talk.</p>',
        eventType: 'upcoming',
        eventDate: '2026-12-05T18:30',
      };
      const cover = {
        field: 'coverImage',
        data: await makeImage(330, 200),
        name: 'cover.png',
        type: 'image/png',
      };
      const made = await entryOf(() => send('POST', '/api/v1/events/create', event, [cover]));
      expect(made).toMatchObject({ action: 'create', section: 'events', entity: { label: event.title } });
      const edited = await entryOf(() =>
        send('PUT', `/api/v1/events/update/${made.entity.id}`, { ...event, eventDate: '2026-12-06T18:30' }),
      );
      expect(edited.fields).toEqual(['eventDate']);
    });

    it('team: an edit of the role names the role only', async () => {
      const member = {
        name: 'Ravi Deshpande',
        email: 'ravi@example.org',
        linkedin: 'https://www.linkedin.com/in/ravi',
        role: 'Team Lead',
        designation: 'Secretary, Physics',
      };
      const photo = { field: 'photo', data: await makeImage(340, 240), name: 'photo.png', type: 'image/png' };
      const made = await entryOf(() => send('POST', '/api/v1/team/add', member, [photo]));
      const edited = await entryOf(() =>
        send('PUT', `/api/v1/team/update/${made.entity.id}`, { ...member, role: 'Post Holder' }),
      );
      expect(edited).toMatchObject({
        action: 'update',
        section: 'team',
        entity: { label: 'Ravi Deshpande' },
      });
      expect(edited.fields).toEqual(['role']);
    });

    it('gallery: a new alt text names the alt text', async () => {
      const upload = await send('POST', '/api/v1/gallery/upload', {}, [
        { field: 'image', data: await makeImage(300, 200), name: 'a.png', type: 'image/png' },
      ]);
      expect(upload.statusCode, upload.body).toBeLessThan(300);
      const [image] = (await t.app.inject({ url: '/api/v1/gallery/all' })).json();
      const edited = await entryOf(() =>
        t.app.inject({
          method: 'PUT',
          url: `/api/v1/gallery/update/${image._id}`,
          headers: admin,
          payload: { alt: 'Students at the lecture' },
        }),
      );
      expect(edited).toMatchObject({ action: 'update', section: 'gallery', entity: { id: image._id } });
      expect(edited.fields).toEqual(['alt']);
    });

    it('site texts: names the one text that changed', async () => {
      const texts = (await t.app.inject({ url: '/api/v1/site' })).json();
      const first = await send('PUT', '/api/v1/admin/site', { texts: JSON.stringify(texts) });
      expect(first.statusCode, first.body).toBe(200);
      const edited = await entryOf(() =>
        send('PUT', '/api/v1/admin/site', {
          texts: JSON.stringify({ ...texts, about: 'A new about text.' }),
        }),
      );
      expect(edited).toMatchObject({ action: 'update', section: 'site' });
      expect(edited.fields).toEqual(['texts.about']);
    });

    it('recruitment: a status change names the status, and no entry holds an applicant’s values', async () => {
      const { createDrive, apply } = helpers(t);
      const drive = await createDrive();
      const student = applicant({ phone: '9876543210' });
      const applied = await apply(drive._id, { applicantInfo: student });
      expect(applied.statusCode, applied.body).toBeLessThan(300);
      const list = await t.app.inject({
        url: `/api/v1/recruitment/admin/applications/${drive._id}`,
        headers: admin,
      });
      const [application] = list.json().data.applications;
      const edited = await entryOf(() =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/v1/recruitment/admin/applications/${application._id}`,
          headers: admin,
          payload: { status: 'shortlisted' },
        }),
      );
      expect(edited).toMatchObject({
        action: 'update',
        section: 'recruitment',
        entity: { id: application._id, label: null },
      });
      expect(edited.fields).toContain('status');
      const all = JSON.stringify(await db.select().from(activity));
      for (const value of [student.email, student.prn, student.first_name, student.last_name, '9876543210']) {
        expect(all).not.toContain(value);
      }
    });

    it('accounts: a role change names the role, not the name sent unchanged', async () => {
      const account = await createAccount(db, {
        email: 'officer@forum.test',
        password: 'officer-password-1',
        name: 'Officer',
        role: 'editor',
      });
      const edited = await entryOf(() =>
        t.app.inject({
          method: 'PUT',
          url: `/api/v1/accounts/${account._id}`,
          headers: admin,
          payload: { name: 'Officer', role: 'reviewer' },
        }),
      );
      expect(edited).toMatchObject({ section: 'accounts', entity: { id: account._id } });
      expect(edited.fields).toEqual(['role']);
    });
  });
});
