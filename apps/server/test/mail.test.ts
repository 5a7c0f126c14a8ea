import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { enqueueMail } from '../src/modules/mail/outbox.ts';
import { BACKOFF_MS, prepareOutbox, startMailSender } from '../src/modules/mail/sender.ts';
import { createTestApp, TEST_PG_URL, type TestApp } from './helpers.ts';
import { appWithMail, linksOf, toOf } from './mail-fixtures.ts';
import { newStudent as student } from './member-fixtures.ts';
import { helpers } from './recruitment-fixtures.ts';
import { startSmtpCapture } from './smtp-capture.ts';

const PUBLIC_URL = 'https://ssf.example.org';

/** A logger that keeps every line it is given, to check what reaches the log. */
function capturingLogger(lines: string[]): FastifyBaseLogger {
  const write = (...args: unknown[]) => {
    lines.push(JSON.stringify(args));
  };
  const logger = {
    level: 'info',
    info: write,
    warn: write,
    error: write,
    debug: write,
    trace: write,
    fatal: write,
    silent: () => {},
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

async function outboxRows(t: TestApp) {
  const result = (await t.database.db.execute(
    sql`select id, recipient, template, status, attempts, last_error, dedupe_key,
      extract(epoch from (next_attempt_at - now())) as wait_s from mail_outbox order by created_at, id`,
  )) as unknown as {
    rows: {
      id: string;
      recipient: string;
      template: string;
      status: string;
      attempts: number;
      last_error: string | null;
      dedupe_key: string | null;
      wait_s: number;
    }[];
  };
  return result.rows;
}

/** Time passes: every queued message is due now. */
const makeDue = (t: TestApp) => t.database.db.execute(sql`update mail_outbox set next_attempt_at = now()`);

describe('Mail: the outbox and its sender against a real SMTP server', async () => {
  const log: string[] = [];
  const { t, smtp, sender } = await appWithMail(
    {
      PUBLIC_URL,
      MAIL_FROM: 'Science and Spirituality Forum <no-reply@ssf.example.org>',
      PUBLIC_WRITE_RATE_LIMIT: '100000',
    },
    { smtp: { refuse: (a) => a.startsWith('refused') }, log: capturingLogger(log) },
  );
  const { createDrive, apply, admin } = helpers(t);
  const join = async (body = student()) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/member/join', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return { body, member: res.json().member as { _id: string; member_id: string; name: string } };
  };

  it('mails a new member the welcome with working badge and verify links and the badge picture', async () => {
    const { body, member } = await join();
    const [row] = await outboxRows(t);
    expect(row).toMatchObject({ template: 'welcome', status: 'queued', recipient: body.email });

    expect(await sender.runOnce()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(toOf(mail)).toBe(body.email);
    expect(mail.from?.text).toContain('no-reply@ssf.example.org');
    expect(mail.subject).toBe('Welcome to the Science and Spirituality Forum');
    expect(mail.messageId).toBe(`<${row.id}@ssf.example.org>`);
    expect(mail.text).toContain(member.member_id);
    expect(mail.html).toContain(member.member_id);
    // The badge picture travels with the message (inline, cid:), and no picture is fetched from afar.
    const badge = mail.attachments.find((a) => a.contentType === 'image/png');
    expect(badge?.contentId).toBe('<badge>');
    expect(badge?.content.subarray(1, 4).toString()).toBe('PNG');
    expect(mail.html).toContain('src="cid:badge"');
    expect(mail.html).not.toMatch(/<img[^>]+src="https?:/);

    const links = linksOf(mail);
    expect(links).toContain(`${PUBLIC_URL}/member/badge/${member._id}`);
    expect(links).toContain(`${PUBLIC_URL}/member/badge/verify/${member._id}`);
    // With mail configured the membership counts once its confirmation link is followed.
    const confirmLink = links.find((l) => l.includes('/member/confirm/'));
    expect(confirmLink).toBeDefined();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1${new URL(confirmLink!).pathname}`,
    });
    expect(confirmed.statusCode).toBe(200);
    // Following the links (as the site answers them): the badge and its verification.
    const badgePage = await t.app.inject({
      url: new URL(`${PUBLIC_URL}/member/badge/${member._id}`).pathname,
    });
    expect(badgePage.statusCode).not.toBe(404);
    const api = await t.app.inject({ url: `/api/v1/member/badge/${member._id}` });
    expect(api.json().member.member_id).toBe(member.member_id);
    const verify = await t.app.inject({
      url: `/api/v1${new URL(links.find((l) => l.includes('/verify/'))!).pathname}`,
    });
    expect(verify.json()).toMatchObject({ valid: true, member: { member_id: member.member_id } });

    expect((await outboxRows(t))[0]).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    // Neither the address, nor the member's id, nor the subject reach the log.
    expect(log.join('\n')).not.toContain(body.email);
    expect(log.join('\n')).not.toContain(member._id);
  });

  it('stores no message for a join that is refused', async () => {
    const first = await join();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/join',
      payload: student({ email: first.body.email }),
    });
    expect(again.statusCode).toBe(409);
    expect(await outboxRows(t)).toHaveLength(1);
  });

  it('mails an applicant the private status link and the WhatsApp group link, in the application’s transaction', async () => {
    const drive = await createDrive({ whatsappGroupUrl: 'https://chat.whatsapp.com/forum-2026' });
    const res = await apply(drive._id);
    expect(res.statusCode, res.body).toBe(201);
    const { statusToken } = res.json();
    expect(await outboxRows(t)).toHaveLength(1);
    expect((await outboxRows(t))[0].template).toBe('applicationReceived');

    await sender.runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail.subject).toBe(`Application received: ${drive.title}`);
    const links = linksOf(mail);
    const statusLink = `${PUBLIC_URL}/recruitment/status/${statusToken}`;
    expect(links).toContain(statusLink);
    expect(links).toContain('https://chat.whatsapp.com/forum-2026');
    const status = await t.app.inject({ url: `/api/v1${new URL(statusLink).pathname}` });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ recruitmentTitle: drive.title, status: 'Received' });
    expect(log.join('\n')).not.toContain(statusToken);
  });

  it('stores no message for an application that is not stored, and none without a group link', async () => {
    const drive = await createDrive({ whatsappGroupUrl: '' });
    const payload = {
      recruitmentId: drive._id,
      applicantInfo: student(),
      answers: [{ questionIndex: 0, question: 'Which team interests you most?', answer: 'Events' }],
    };
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/recruitment/apply', payload });
    expect(first.statusCode, first.body).toBe(201);
    const second = await t.app.inject({ method: 'POST', url: '/api/v1/recruitment/apply', payload });
    expect(second.statusCode).toBe(409);
    expect(await outboxRows(t)).toHaveLength(1);
    await sender.runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail.text).not.toContain('WhatsApp');
  });

  it('mails each decided applicant once per status when the statuses are published, with a working status link', async () => {
    const drive = await createDrive({ title: 'Design Team 2026' });
    const ids: string[] = [];
    const emails: string[] = [];
    for (let i = 0; i < 4; i++) {
      const who = student();
      const res = await apply(drive._id, { applicantInfo: who });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().applicationId);
      emails.push(who.email);
    }
    const setStatus = (id: string, status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/recruitment/admin/applications/${id}`,
        headers: admin,
        payload: { status },
      });
    expect((await setStatus(ids[0], 'shortlisted')).statusCode).toBe(200);
    expect((await setStatus(ids[1], 'rejected')).statusCode).toBe(200);
    expect((await setStatus(ids[2], 'reviewing')).statusCode).toBe(200);
    // Not published yet: only the four application messages.
    expect((await outboxRows(t)).filter((r) => r.template === 'decisionPublished')).toHaveLength(0);

    const publish = (statusVisible: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/recruitment/admin/update/${drive._id}`,
        headers: admin,
        payload: {
          title: drive.title,
          description: drive.description,
          applicationDeadline: drive.applicationDeadline,
          maxApplications: drive.maxApplications,
          isActive: drive.isActive,
          whatsappGroupUrl: drive.whatsappGroupUrl,
          customQuestions: drive.customQuestions,
          statusVisible,
        },
      });
    const published = await publish(true);
    expect(published.statusCode, published.body).toBe(200);
    let decisions = (await outboxRows(t)).filter((r) => r.template === 'decisionPublished');
    expect(decisions.map((d) => d.recipient).sort()).toEqual([emails[0], emails[1]].sort());
    // Saving the drive again, or hiding and publishing again, adds nothing.
    expect((await publish(true)).statusCode).toBe(200);
    expect((await publish(false)).statusCode).toBe(200);
    expect((await publish(true)).statusCode).toBe(200);
    expect((await outboxRows(t)).filter((r) => r.template === 'decisionPublished')).toHaveLength(2);
    // While published, a new decision is mailed with it; going back to a status already mailed is not.
    expect((await setStatus(ids[0], 'selected')).statusCode).toBe(200);
    expect((await setStatus(ids[0], 'shortlisted')).statusCode).toBe(200);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/v1/recruitment/admin/applications/bulk-status',
      headers: admin,
      payload: { ids: [ids[2], ids[3]], status: 'waitlisted' },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    decisions = (await outboxRows(t)).filter((r) => r.template === 'decisionPublished');
    expect(decisions.map((d) => d.dedupe_key).sort()).toEqual(
      [
        `decision:${ids[0]}:shortlisted`,
        `decision:${ids[0]}:selected`,
        `decision:${ids[1]}:rejected`,
        `decision:${ids[2]}:waitlisted`,
        `decision:${ids[3]}:waitlisted`,
      ].sort(),
    );

    await sender.runOnce();
    const mails = await smtp.waitFor(9);
    const rejected = mails.find((m) => toOf(m) === emails[1] && m.subject?.includes('Not selected'));
    expect(rejected?.subject).toBe('Your application to Design Team 2026: Not selected this time');
    const link = linksOf(rejected!).find((l) => l.startsWith(`${PUBLIC_URL}/recruitment/status/`))!;
    const status = await t.app.inject({ url: `/api/v1${new URL(link).pathname}` });
    expect(status.json()).toMatchObject({
      recruitmentTitle: 'Design Team 2026',
      status: 'Not selected this time',
    });
    const selected = mails.find((m) => toOf(m) === emails[0] && m.subject?.endsWith('Selected'));
    const selectedLink = linksOf(selected!).find((l) => l.includes('/recruitment/status/'))!;
    expect((await t.app.inject({ url: `/api/v1${new URL(selectedLink).pathname}` })).json().status).toBe(
      'Shortlisted',
    );
    // A made-up token is still unknown.
    const unknown = await t.app.inject({ url: `/api/v1/recruitment/status/${'A'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
  });

  it('draws the invitation and password-reset messages with their absolute links', async () => {
    await t.database.db.transaction(async (tx) => {
      await enqueueMail(tx, t.config, {
        template: 'invitation',
        to: 'new.officer@mitwpu.edu.in',
        data: { name: 'Ravi', role: 'editor', token: 'invite-token-1', invitedBy: 'Asha' },
      });
      await enqueueMail(tx, t.config, {
        template: 'passwordReset',
        to: 'officer@mitwpu.edu.in',
        data: { name: 'Meera', token: 'reset-token-1' },
      });
    });
    await sender.runOnce();
    const mails = await smtp.waitFor(2);
    const invite = mails.find((m) => toOf(m) === 'new.officer@mitwpu.edu.in')!;
    expect(linksOf(invite)).toContain(`${PUBLIC_URL}/admin/invite/invite-token-1`);
    expect(invite.text).toContain('Asha invited you');
    const reset = mails.find((m) => toOf(m) === 'officer@mitwpu.edu.in')!;
    expect(linksOf(reset)).toContain(`${PUBLIC_URL}/admin/reset/reset-token-1`);
    expect(reset.subject).toBe('Reset your Science and Spirituality Forum password');
    // A template's data is checked when the message is stored.
    await expect(
      enqueueMail(t.database.db, t.config, {
        template: 'passwordReset',
        to: 'x@mitwpu.edu.in',
        data: { name: 'No token' } as never,
      }),
    ).rejects.toThrow();
  });

  it('fails only the message whose recipient the server refuses, with the reason', async () => {
    await join(student({ email: 'refused.student@mitwpu.edu.in' }));
    const ok = await join();
    await sender.runOnce();
    await smtp.waitFor(1);
    const rows = await outboxRows(t);
    expect(rows.find((r) => r.recipient === 'refused.student@mitwpu.edu.in')).toMatchObject({
      status: 'failed',
      attempts: 1,
    });
    expect(rows.find((r) => r.recipient === 'refused.student@mitwpu.edu.in')?.last_error).toContain('550');
    expect(rows.find((r) => r.recipient === ok.body.email)?.status).toBe('sent');
    expect(log.join('\n')).not.toContain('refused.student');
  });

  it('retries with back-off while the server is down and sends once when it is up, keeping its Message-ID', async () => {
    await smtp.stop();
    try {
      await join();
      await sender.runOnce();
      let [row] = await outboxRows(t);
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row.last_error).toBeTruthy();
      // About a minute later, then about five.
      expect(Number(row.wait_s)).toBeGreaterThan(50);
      expect(Number(row.wait_s)).toBeLessThanOrEqual(60);
      // Not due yet: nothing is tried.
      await sender.runOnce();
      expect((await outboxRows(t))[0].attempts).toBe(1);
      await makeDue(t);
      await sender.runOnce();
      [row] = await outboxRows(t);
      expect(row).toMatchObject({ status: 'queued', attempts: 2 });
      expect(Number(row.wait_s)).toBeGreaterThan(BACKOFF_MS[1] / 1000 - 10);
      expect(Number(row.wait_s)).toBeLessThanOrEqual(BACKOFF_MS[1] / 1000);
    } finally {
      await smtp.start();
    }
    await makeDue(t);
    await sender.runOnce();
    await sender.runOnce();
    const [row] = await outboxRows(t);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0].messageId).toBe(`<${row.id}@ssf.example.org>`);
  });

  it('marks a message failed after the last wait, and an admin can queue it again', async () => {
    const fast = startMailSender(
      { ...t, config: { ...t.config, smtp: { url: 'smtp://127.0.0.1:1' } } },
      capturingLogger([]),
      { pollMs: 3_600_000, backoffMs: [0, 0] },
    );
    await join();
    for (let i = 0; i < 3; i++) await fast.runOnce();
    await fast.stop();
    const [row] = await outboxRows(t);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });

    const failed = await t.app.inject({ url: '/api/v1/mail/outbox?status=failed', headers: admin });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ total: 1, page: 1, totalPages: 1, configured: true });
    expect(failed.json().messages[0]).toMatchObject({
      _id: row.id,
      status: 'failed',
      attempts: 3,
      template: 'welcome',
    });
    expect(failed.json().messages[0].lastError).toBeTruthy();

    const stats = await t.app.inject({ url: '/api/v1/admin/stats', headers: admin });
    expect(stats.json().mail).toEqual({ failed: 1, held: 0, configured: true });

    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mail/outbox/${row.id}/retry`,
      headers: admin,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    await sender.runOnce();
    expect((await outboxRows(t))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mail/outbox/${row.id}/retry`,
      headers: admin,
    });
    expect(again.statusCode).toBe(409);
  });

  it('takes over a message whose sending process stopped, once its lease has ended', async () => {
    await join();
    const [row] = await outboxRows(t);
    // Another process claimed it and died: its lease is still running, then it has ended.
    await t.database.db.execute(
      sql`update mail_outbox set status = 'sending', attempts = 1, lease_until = now() + interval '1 minute'`,
    );
    expect(await sender.runOnce()).toBe(0);
    expect((await outboxRows(t))[0].status).toBe('sending');
    await t.database.db.execute(sql`update mail_outbox set lease_until = now() - interval '1 second'`);
    expect(await sender.runOnce()).toBe(1);
    expect((await outboxRows(t))[0]).toMatchObject({ id: row.id, status: 'sent', attempts: 2 });
    expect(smtp.messages[0].messageId).toBe(`<${row.id}@ssf.example.org>`);
  });

  it('empties the data of messages sent more than 30 days ago, keeping their envelope', async () => {
    await join();
    await join();
    await sender.runOnce();
    await t.database.db.execute(
      sql`update mail_outbox set sent_at = now() - interval '31 days' where id = (select min(id::text)::uuid from mail_outbox)`,
    );
    const fresh = startMailSender(t, capturingLogger([]), { pollMs: 3_600_000 });
    await fresh.runOnce();
    await fresh.stop();
    const result = (await t.database.db.execute(
      sql`select data, subject, recipient, status from mail_outbox order by sent_at`,
    )) as unknown as {
      rows: { data: Record<string, unknown>; subject: string; recipient: string; status: string }[];
    };
    expect(result.rows[0].data).toEqual({});
    expect(result.rows[0]).toMatchObject({
      status: 'sent',
      subject: 'Welcome to the Science and Spirituality Forum',
    });
    expect(result.rows[0].recipient).toMatch(/@mitwpu\.edu\.in$/);
    expect(Object.keys(result.rows[1].data)).toEqual(['memberId', 'confirmToken']);
  });

  it('guards the outbox: admins only, a bad filter is a 400, an unknown message a 404', async () => {
    expect((await t.app.inject({ url: '/api/v1/mail/outbox' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/v1/mail/outbox', headers: t.auth(t.userToken) })).statusCode,
    ).toBe(403);
    const bad = await t.app.inject({ url: '/api/v1/mail/outbox?status=lost', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    expect((await t.app.inject({ url: '/api/v1/mail/outbox?page=0', headers: admin })).statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mail/outbox/00000000-0000-4000-8000-000000000000/retry',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/mail/outbox/not-an-id/retry', headers: admin }))
        .statusCode,
    ).toBe(404);
  });

  it('starts at most MAIL_RATE_PER_MINUTE deliveries a minute', async () => {
    const limited = startMailSender(
      { ...t, config: { ...t.config, mailRatePerMinute: 3 } },
      capturingLogger([]),
      {
        pollMs: 3_600_000,
      },
    );
    // The minute's earlier deliveries count too: start from none.
    await t.database.db.execute(sql`delete from mail_outbox`);
    for (let i = 0; i < 5; i++) await join();
    expect(await limited.runOnce()).toBe(3);
    expect(await limited.runOnce()).toBe(0);
    await limited.stop();
    const rows = await outboxRows(t);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(3);
    expect(rows.filter((r) => r.status === 'queued')).toHaveLength(2);
  });

  it('sends each message once when two senders (two instances) work the same outbox', async () => {
    // On PostgreSQL each instance has its own connection; on the embedded database they share one.
    const second = TEST_PG_URL ? await openDatabase(t.config.databaseUrl, t.dataDir) : t.database;
    const a = startMailSender(t, capturingLogger([]), { pollMs: 3_600_000 });
    const b = startMailSender({ config: t.config, database: second }, capturingLogger([]), {
      pollMs: 3_600_000,
    });
    for (let i = 0; i < 12; i++) await join();
    const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()]);
    await Promise.all([a.stop(), b.stop()]);
    if (second !== t.database) await second.close();
    expect(sentA + sentB).toBe(12);
    await smtp.waitFor(12);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages).toHaveLength(12);
    expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(12);
  });
});

describe('Mail without SMTP_URL: held, then sent once it is set', async () => {
  const smtp = await startSmtpCapture();
  const t = await createTestApp({ PUBLIC_URL, PUBLIC_WRITE_RATE_LIMIT: '100000' });
  afterAll(() => smtp.stop());
  const admin = t.auth(t.adminToken);

  it('keeps messages held, tells the admin, and sends them when started with SMTP_URL', async () => {
    const joined = await t.app.inject({ method: 'POST', url: '/api/v1/member/join', payload: student() });
    expect(joined.statusCode).toBe(201);
    const unconfigured = startMailSender(t, capturingLogger([]), { pollMs: 3_600_000 });
    await unconfigured.runOnce();
    await unconfigured.stop();
    const outbox = await t.app.inject({ url: '/api/v1/mail/outbox', headers: admin });
    expect(outbox.json()).toMatchObject({ configured: false, total: 1 });
    expect(outbox.json().messages[0]).toMatchObject({ status: 'held', attempts: 0 });
    const stats = await t.app.inject({ url: '/api/v1/admin/stats', headers: admin });
    expect(stats.json().mail).toEqual({ failed: 0, held: 1, configured: false });
    // A retry while mail is not configured keeps it held.
    const id = outbox.json().messages[0]._id;
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/v1/mail/outbox/${id}/retry`,
      headers: admin,
    });
    expect(retry.statusCode).toBe(200);
    expect(smtp.messages).toHaveLength(0);

    // The next start has SMTP_URL: the held message is queued and sent.
    const configured = { ...t.config, smtp: { url: smtp.url } };
    expect(await prepareOutbox({ config: configured, database: t.database })).toEqual({ queued: 1, held: 0 });
    const sender = startMailSender({ config: configured, database: t.database }, capturingLogger([]), {
      pollMs: 3_600_000,
    });
    expect(await sender.runOnce()).toBe(1);
    await sender.stop();
    const [mail] = await smtp.waitFor(1);
    expect(mail.subject).toBe('Welcome to the Science and Spirituality Forum');
    // The default From is the forum at PUBLIC_URL's host.
    expect(mail.from?.text).toBe('"Science and Spirituality Forum" <no-reply@ssf.example.org>');
  });
});
