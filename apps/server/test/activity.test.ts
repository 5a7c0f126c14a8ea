import { describe, expect, it } from 'vitest';
import { activity } from '../src/modules/activity/tables.ts';
import { members } from '../src/modules/members/tables.ts';
import { createAccount } from '../src/modules/auth/service.ts';
import { formBody } from './fixtures/multipart.ts';
import { createTestApp, signIn } from './helpers.ts';

describe('the activity log hears of every change and every export of personal data', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await createAccount(db, {
    email: 'writer@forum.test',
    password: 'writer-password-1',
    name: 'Writer',
    role: 'editor',
  });
  const writer = await signIn(
    t.app,
    { email: 'writer@forum.test', password: 'writer-password-1' },
    '203.0.113.77',
  );

  it('records a blog written and deleted by an editor: who, what, which fields', async () => {
    const body = await formBody(
      { title: 'Entropy and prayer', summary: 'A short summary', content: '<p>Hi</p>' },
      [],
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blog/create',
      payload: body.payload,
      headers: { ...t.auth(writer), ...body.headers },
    });
    expect(created.statusCode).toBeLessThan(300);
    const id = created.json().blog._id;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/blog/delete/${id}`,
      headers: t.auth(writer),
    });
    expect(del.statusCode).toBe(200);

    const res = await t.app.inject({ url: '/api/v1/activity?section=blogs', headers: t.auth(t.adminToken) });
    const [deleted, made] = res.json().entries;
    expect(made).toMatchObject({
      actor: { name: 'Writer', email: 'writer@forum.test' },
      action: 'create',
      section: 'blogs',
      entity: { type: 'blogs', id, label: 'Entropy and prayer' },
    });
    expect(made.fields).toEqual(expect.arrayContaining(['title', 'summary', 'content']));
    expect(deleted).toMatchObject({ action: 'delete', entity: { id } });
    // An editor cannot read the log.
    expect((await t.app.inject({ url: '/api/v1/activity', headers: t.auth(writer) })).statusCode).toBe(403);
  });

  it('records an export of the members list without any member’s values, and a failed change not at all', async () => {
    const before = (await db.select().from(activity)).length;
    const refused = await t.app.inject({ url: '/api/v1/member/export.csv', headers: t.auth(writer) });
    expect(refused.statusCode).toBe(403);
    expect((await db.select().from(activity)).length).toBe(before);

    const csv = await t.app.inject({ url: '/api/v1/member/export.csv', headers: t.auth(t.adminToken) });
    expect(csv.statusCode).toBe(200);
    const entries = (
      await t.app.inject({ url: '/api/v1/activity?action=export', headers: t.auth(t.adminToken) })
    ).json().entries;
    expect(entries[0]).toMatchObject({
      action: 'export',
      section: 'members',
      entity: { label: null },
      fields: [],
    });
    const all = JSON.stringify(await db.select().from(activity));
    for (const m of await db.select().from(members)) {
      expect(all).not.toContain(m.email);
      expect(all).not.toContain(m.prn);
    }
  });

  it('records sign-ins and failed sign-ins with a truncated address', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'writer@forum.test', password: 'not-the-password' },
      remoteAddress: '2001:db8:1234:5678::9',
    });
    const entries = (
      await t.app.inject({ url: '/api/v1/activity?section=auth&actor=writer', headers: t.auth(t.adminToken) })
    ).json().entries;
    expect(entries[0]).toMatchObject({ action: 'sign-in failed', ip: '2001:db8:1234::/48' });
    expect(entries.find((e: { action: string }) => e.action === 'sign-in').ip).toBe('203.0.113.0/24');
    expect(JSON.stringify(entries)).not.toContain('not-the-password');
  });
});
