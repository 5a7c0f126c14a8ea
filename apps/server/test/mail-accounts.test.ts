import { describe, expect, it } from 'vitest';
import { TEST_PG_URL } from './helpers.ts';
import { appWithMail, linksOf, toOf } from './mail-fixtures.ts';

/**
 * The accounts' messages: an invitation, a reset link an owner makes, and a forgotten password's
 * link, each stored with the change that makes its token and delivered to a real SMTP server in
 * the test process; each link is followed to the page and the API call it leads to.
 */

const API = '/api/v1';
const PUBLIC_URL = 'https://ssf.example.org';

describe(`Mail: invitations and password resets (${TEST_PG_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const { t, smtp, deliver } = await appWithMail({ PUBLIC_URL });
  const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
    t.app.inject({ method, url: `${API}${url}`, headers: token ? t.auth(token) : {}, payload });
  /** The message's link to `path` (a page of the admin area), and the token at its end. */
  const linkTo = (links: string[], path: string) => {
    const link = links.find((l) => l.startsWith(`${PUBLIC_URL}${path}`));
    if (!link) throw new Error(`no link to ${path} among ${links.join(', ')}`);
    return { link, token: link.split('/').pop() as string };
  };

  it('mails an invitation whose link opens the page and sets the password', async () => {
    const invited = await call(
      'POST',
      '/accounts/invite',
      { name: 'Meera Iyer', email: 'meera@forum.test', role: 'editor' },
      t.adminToken,
    );
    expect(invited.statusCode, invited.body).toBe(201);
    const [mail] = await deliver(1);
    expect(toOf(mail)).toBe('meera@forum.test');
    expect(mail.subject).toMatch(/invitation/i);
    expect(mail.text).toContain('Meera Iyer');
    const { link, token } = linkTo(linksOf(mail), '/admin/invite/');
    // The link mailed is the link the owner was shown once.
    expect(link).toBe(invited.json().inviteUrl);
    expect((await t.app.inject({ url: new URL(link).pathname })).statusCode).toBe(200);
    expect((await call('GET', `/accounts/invite/${token}`)).statusCode).toBe(200);
    const accepted = await call('POST', `/accounts/invite/${token}/accept`, {
      password: 'a-long-password-1',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Used once: the same link then answers 404.
    expect((await call('GET', `/accounts/invite/${token}`)).statusCode).toBe(404);
  });

  it('mails a forgotten password’s link, and a reset link an owner makes; each sets a new password once', async () => {
    const invited = await call(
      'POST',
      '/accounts/invite',
      { name: 'Kabir Das', email: 'kabir@forum.test', role: 'reviewer' },
      t.adminToken,
    );
    const inviteToken = (invited.json().inviteUrl as string).split('/').pop();
    await call('POST', `/accounts/invite/${inviteToken}/accept`, { password: 'first-password-12' });
    await deliver(1);
    smtp.messages.length = 0;

    // Forgot-password: the same answer for an unknown email, and no message for it.
    expect((await call('POST', '/auth/forgot-password', { email: 'nobody@forum.test' })).statusCode).toBe(
      200,
    );
    expect((await call('POST', '/auth/forgot-password', { email: 'kabir@forum.test' })).statusCode).toBe(200);
    const [forgot] = await deliver(1);
    expect(toOf(forgot)).toBe('kabir@forum.test');
    expect(forgot.subject).toMatch(/reset/i);
    const first = linkTo(linksOf(forgot), '/admin/reset/');
    expect((await t.app.inject({ url: new URL(first.link).pathname })).statusCode).toBe(200);
    const reset = await call('POST', '/auth/reset-password', {
      token: first.token,
      password: 'second-password-34',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(
      (await call('POST', '/auth/login', { email: 'kabir@forum.test', password: 'second-password-34' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/auth/reset-password', { token: first.token, password: 'third-password-56' }))
        .statusCode,
    ).toBe(404);

    // An owner's reset link is shown once and mailed as well.
    smtp.messages.length = 0;
    const account = (await call('GET', '/accounts', undefined, t.adminToken)).json() as {
      accounts: Array<{ _id: string; email: string }>;
    };
    const kabir = account.accounts.find((a) => a.email === 'kabir@forum.test');
    const made = await call('POST', `/accounts/${kabir?._id}/reset-link`, undefined, t.adminToken);
    expect(made.statusCode, made.body).toBe(200);
    const [mailed] = await deliver(1);
    const second = linkTo(linksOf(mailed), '/admin/reset/');
    expect(second.link).toBe(made.json().resetUrl);
    expect(
      (await call('POST', '/auth/reset-password', { token: second.token, password: 'fourth-password-78' }))
        .statusCode,
    ).toBe(200);
  });
});
