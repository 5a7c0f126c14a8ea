import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { appWithMail, linksOf, toOf } from './mail-fixtures.ts';
import { newStudent as student } from './member-fixtures.ts';

const PUBLIC_URL = 'https://ssf.example.org';

const join = async (t: TestApp, body = student()) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/member/join', payload: body });
  return { res, body, id: res.statusCode === 201 ? (res.json().member._id as string) : '' };
};

/** What a visitor gets from each public view of badge `id`. */
const publicViews = async (t: TestApp, id: string) => ({
  badge: await t.app.inject({ url: `/api/v1/member/badge/${id}` }),
  verify: (await t.app.inject({ url: `/api/v1/member/badge/verify/${id}` })).statusCode,
  image: (await t.app.inject({ url: `/api/v1/member/badge/${id}/image.png` })).statusCode,
  credential: (await t.app.inject({ url: `/api/v1/member/badge/${id}/credential.json` })).statusCode,
});

/** Following the page link of the welcome mail: the page sends its token to the API. */
const follow = (t: TestApp, pagePath: string) => t.app.inject({ method: 'POST', url: `/api/v1${pagePath}` });

describe('Membership confirmation by the welcome mail (mail configured)', async () => {
  const { t, smtp, sender } = await appWithMail(
    { PUBLIC_URL, PUBLIC_WRITE_RATE_LIMIT: '100000' },
    { keepBetweenTests: true },
  );

  /** The confirmation link of the welcome mail sent to `email`, as delivered over SMTP. */
  const confirmLinkFor = async (email: string) => {
    await sender.runOnce();
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mail = smtp.messages.find((m) => toOf(m) === email);
      if (mail) {
        const link = linksOf(mail).find((l) => l.includes('/member/confirm/'));
        if (!link) throw new Error('the welcome mail carries no confirmation link');
        return new URL(link).pathname;
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('keeps an unconfirmed badge from verification, image and credential until the mailed link is followed, once', async () => {
    const { res, body, id } = await join(t);
    expect(res.statusCode, res.body).toBe(201);

    const before = await publicViews(t, id);
    expect(before.badge.statusCode).toBe(200);
    expect(before.badge.json().awaitingConfirmation).toBe(true);
    expect(before).toMatchObject({ verify: 404, image: 404, credential: 404 });

    const link = await confirmLinkFor(body.email);
    expect(link).toMatch(/^\/member\/confirm\/[A-Za-z0-9_-]{43}$/);
    // Only the hash of the token is stored.
    const stored = (await t.database.db.execute(
      sql`select confirm_token_hash from members where id = ${id}`,
    )) as unknown as { rows: { confirm_token_hash: string }[] };
    expect(stored.rows[0].confirm_token_hash).not.toContain(link.split('/').pop());

    // The page itself only shows a button: opening the link confirms nothing.
    expect((await t.app.inject({ url: link })).statusCode).toBe(200);
    expect((await publicViews(t, id)).verify).toBe(404);
    const confirmed = await follow(t, link);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().member._id).toBe(id);

    const after = await publicViews(t, id);
    expect(after.badge.json().awaitingConfirmation).toBe(false);
    expect(after).toMatchObject({ verify: 200, image: 200, credential: 200 });

    // The link works once.
    const again = await follow(t, link);
    expect(again.statusCode).toBe(404);
    expect(again.json().success).toBe(false);
  });

  it('answers a made-up confirmation link 404 and confirms nothing', async () => {
    const { res, id } = await join(t);
    expect(res.statusCode, res.body).toBe(201);
    for (const token of ['made-up-token', 'A'.repeat(43), 'x'.repeat(500)]) {
      const res = await follow(t, `/member/confirm/${token}`);
      expect(res.statusCode, token).toBe(404);
    }
    expect((await publicViews(t, id)).verify).toBe(404);
  });

  it('lets an unconfirmed membership lapse after 7 days, freeing its email and PRN for the real student', async () => {
    const squatter = await join(t);
    expect(squatter.res.statusCode).toBe(201);
    const link = await confirmLinkFor(squatter.body.email);

    // Within the 7 days the email and PRN stay taken, with the one answer for either.
    const early = await join(t, student({ email: squatter.body.email, prn: squatter.body.prn }));
    expect(early.res.statusCode).toBe(409);

    await t.database.db.execute(
      sql`update members set created_at = now() - interval '7 days 1 minute' where id = ${squatter.id}`,
    );
    // A lapsed link no longer confirms.
    expect((await follow(t, link)).statusCode).toBe(404);

    const real = await join(t, student({ email: squatter.body.email, prn: squatter.body.prn }));
    expect(real.res.statusCode, real.res.body).toBe(201);
    expect((await t.app.inject({ url: `/api/v1/member/badge/${squatter.id}` })).statusCode).toBe(404);
  });

  it('keeps a confirmed membership past 7 days', async () => {
    const { res, body, id } = await join(t);
    expect(res.statusCode, res.body).toBe(201);
    expect((await follow(t, await confirmLinkFor(body.email))).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update members set created_at = now() - interval '30 days' where id = ${id}`,
    );
    await join(t);
    expect((await publicViews(t, id)).verify).toBe(200);
  });
});

describe('Membership without mail configured', async () => {
  const t = await createTestApp({ PUBLIC_URL, PUBLIC_WRITE_RATE_LIMIT: '100000' });

  it('counts a membership as confirmed at once, as before', async () => {
    const { res, id } = await join(t);
    expect(res.statusCode, res.body).toBe(201);
    const views = await publicViews(t, id);
    expect(views.badge.json().awaitingConfirmation).toBe(false);
    expect(views).toMatchObject({ verify: 200, image: 200, credential: 200 });
    const stored = (await t.database.db.execute(
      sql`select confirm_token_hash from members where id = ${id}`,
    )) as unknown as { rows: { confirm_token_hash: string | null }[] };
    expect(stored.rows[0].confirm_token_hash).toBeNull();
  });
});
