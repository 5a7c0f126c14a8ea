import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { ROLE_PRESETS } from '@ssf/domain/accounts';
import { MSG } from '@ssf/domain/messages';
import { accountTokens, recoveryCodes } from '../src/db/schema/accounts.ts';
import { activity } from '../src/modules/activity/tables.ts';
import { users } from '../src/db/schema/users.ts';
import { hashToken } from '../src/modules/auth/one-time-tokens.ts';
import { checkTotp } from '../src/modules/auth/two-factor.ts';
import { ADMIN, createTestApp } from './helpers.ts';

const API = '/api/v1';

describe('accounts, invitations, sessions and two-factor sign-in', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  let ownerToken = t.adminToken;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url: `${API}${url}`, headers: token ? t.auth(token) : {}, payload });
  const login = (email: string, password: string) =>
    call('POST', '/auth/login', undefined, { email, password });
  const tokenOf = (url: string) => url.split('/').pop() as string;

  /** Invites and accepts an account of this role; answers its id and token. */
  const makeAccount = async (email: string, role: string, permissions?: object) => {
    const invited = await t.app.inject({
      method: 'POST',
      url: `${API}/accounts/invite`,
      headers: t.auth(ownerToken),
      payload: { name: `The ${role}`, email, role, permissions },
    });
    expect(invited.statusCode).toBe(201);
    const accepted = await call(
      'POST',
      `/accounts/invite/${tokenOf(invited.json().inviteUrl)}/accept`,
      undefined,
      {
        password: 'a-long-password-1',
      },
    );
    expect(accepted.statusCode).toBe(200);
    return { id: accepted.json().userData._id as string, token: accepted.json().token as string };
  };

  it('invites an officer with a single-use link kept only as a hash, and 404s a used, expired or made-up one', async () => {
    const res = await call('POST', '/accounts/invite', ownerToken, {
      name: 'Asha Editor',
      email: 'Asha@Forum.test',
      role: 'editor',
      permissions: { members: 'view' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.invite).toMatchObject({ email: 'asha@forum.test', role: 'editor' });
    expect(body.inviteUrl).toMatch(/^http:\/\/localhost:\d+\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(body.inviteUrl);
    const [stored] = await db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect(stored.purpose).toBe('invite');
    expect(JSON.stringify(await db.select().from(accountTokens))).not.toContain(token);

    expect((await call('GET', `/accounts/invite/${token}`)).json()).toEqual({
      email: 'asha@forum.test',
      name: 'Asha Editor',
      role: 'editor',
    });
    // Listed as invited; cannot sign in before accepting.
    const list = (await call('GET', '/accounts', ownerToken)).json().accounts;
    expect(list.find((a: { email: string }) => a.email === 'asha@forum.test')).toMatchObject({
      status: 'invited',
      permissions: { ...ROLE_PRESETS.editor, members: 'view' },
    });
    expect(
      (await call('POST', `/accounts/invite/${token}/accept`, undefined, { password: 'short' })).statusCode,
    ).toBe(400);
    const accepted = await call('POST', `/accounts/invite/${token}/accept`, undefined, {
      password: 'asha-password-1',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().userData).toMatchObject({
      role: 'editor',
      permissions: { members: 'view', blogs: 'edit' },
    });
    expect((await login('asha@forum.test', 'asha-password-1')).statusCode).toBe(200);

    // Used, expired and made-up links all answer the same 404.
    const again = await call('POST', '/accounts/invite', ownerToken, {
      name: 'Late',
      email: 'late@forum.test',
      role: 'reviewer',
    });
    const late = tokenOf(again.json().inviteUrl);
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(late)));
    const answers = [];
    for (const tk of [token, late, 'made-up-token-0123456789012345678901234567']) {
      answers.push((await call('GET', `/accounts/invite/${tk}`)).json());
      const r = await call('POST', `/accounts/invite/${tk}/accept`, undefined, {
        password: 'another-password-1',
      });
      expect(r.statusCode).toBe(404);
      answers.push(r.json());
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ success: false, message: MSG.invitationNotFound });

    // An email that already has an account.
    expect(
      (
        await call('POST', '/accounts/invite', ownerToken, {
          name: 'A',
          email: 'ASHA@forum.test',
          role: 'editor',
        })
      ).statusCode,
    ).toBe(409);
    // An editor may not invite.
    expect(
      (
        await call('POST', '/accounts/invite', accepted.json().token, {
          name: 'B',
          email: 'b@forum.test',
          role: 'editor',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('applies a role change at once and refuses a disabled or removed account on the next request', async () => {
    const { id, token } = await makeAccount('change@forum.test', 'editor');
    expect((await call('GET', '/member/all', token)).statusCode).toBe(403);
    expect((await call('PUT', `/accounts/${id}`, ownerToken, { role: 'reviewer' })).statusCode).toBe(200);
    expect((await call('GET', '/member/all', token)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/accounts/${id}`, ownerToken, { permissions: { members: 'none' } })).json().account
        .permissions.members,
    ).toBe('none');
    expect((await call('GET', '/member/all', token)).statusCode).toBe(403);

    expect((await call('PUT', `/accounts/${id}`, ownerToken, { disabled: true })).statusCode).toBe(200);
    expect((await call('GET', '/auth/user', token)).statusCode).toBe(401);
    expect((await login('change@forum.test', 'a-long-password-1')).statusCode).toBe(401);
    expect((await call('PUT', `/accounts/${id}`, ownerToken, { disabled: false })).statusCode).toBe(200);
    const back = (await login('change@forum.test', 'a-long-password-1')).json().token;
    expect((await call('DELETE', `/accounts/${id}`, ownerToken)).statusCode).toBe(200);
    expect((await call('GET', '/auth/user', back)).statusCode).toBe(401);
  });

  it('refuses changes to one’s own access (403 first) and leaving no active owner (409)', async () => {
    const [me] = await db.select().from(users).where(eq(users.email, ADMIN.email));
    for (const change of [{ role: 'admin' }, { disabled: true }, { permissions: { blogs: 'none' } }]) {
      const res = await call('PUT', `/accounts/${me.id}`, ownerToken, change);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MSG.cannotChangeSelf);
    }
    expect((await call('DELETE', `/accounts/${me.id}`, ownerToken)).statusCode).toBe(403);
    expect((await call('PUT', `/accounts/${me.id}`, ownerToken, { name: 'Admin' })).statusCode).toBe(200);

    // An admin given the accounts section may manage accounts, but not leave the forum without an owner.
    const admin = await makeAccount('accounts-admin@forum.test', 'admin', { accounts: 'edit' });
    for (const [method, body] of [
      ['PUT', { role: 'editor' }],
      ['PUT', { disabled: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/accounts/${me.id}`, admin.token, body);
      expect(res.statusCode, `${method} ${JSON.stringify(body)}`).toBe(409);
      expect(res.json().message).toBe(MSG.lastOwner);
    }
    // Only an owner makes owners.
    expect((await call('PUT', `/accounts/${admin.id}`, admin.token, { role: 'owner' })).statusCode).toBe(403);
    const helper = await makeAccount('helper@forum.test', 'editor');
    expect((await call('PUT', `/accounts/${helper.id}`, admin.token, { role: 'owner' })).statusCode).toBe(
      403,
    );
    // With a second owner, the first may be disabled, and the rule then protects the second.
    expect((await call('PUT', `/accounts/${helper.id}`, ownerToken, { role: 'owner' })).statusCode).toBe(200);
    expect((await call('PUT', `/accounts/${me.id}`, admin.token, { disabled: true })).statusCode).toBe(200);
    expect((await call('GET', '/auth/user', ownerToken)).statusCode).toBe(401);
    expect((await call('PUT', `/accounts/${helper.id}`, admin.token, { disabled: true })).statusCode).toBe(
      409,
    );
    expect((await call('PUT', `/accounts/${me.id}`, admin.token, { disabled: false })).statusCode).toBe(200);
    expect((await call('PUT', `/accounts/${helper.id}`, admin.token, { role: 'editor' })).statusCode).toBe(
      200,
    );
    ownerToken = (await login(ADMIN.email, ADMIN.password)).json().token;
  });

  it('checks TOTP codes against RFC 6238’s test vectors (SHA-1), a step once only', () => {
    // The RFC's secret is the ASCII "12345678901234567890"; a 6-digit code is the last six digits.
    const secret = new OTPAuth.Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer })
      .base32;
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) {
      const step = Math.floor(seconds / 30);
      expect(checkTotp(secret, code.slice(2), null, seconds * 1000), `T=${seconds}`).toBe(step);
      expect(checkTotp(secret, code.slice(2), step, seconds * 1000), `T=${seconds} again`).toBeNull();
      expect(
        checkTotp(secret, code.slice(2), null, (seconds + 3600) * 1000),
        `T=${seconds} an hour later`,
      ).toBeNull();
    }
    expect(checkTotp(secret, 'abcdef', null, 59_000)).toBeNull();
  });

  it('turns two-factor sign-in on, asks for a code at sign-in, takes each recovery code once, and turns it off', async () => {
    const { token } = await makeAccount('twofactor@forum.test', 'editor');
    const setup = await call('POST', '/auth/2fa/setup', token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(otpauthUrl).toContain('algorithm=SHA1');
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(secret),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    // Not on until a code confirms it.
    expect((await login('twofactor@forum.test', 'a-long-password-1')).json().token).toBeTruthy();
    expect((await call('POST', '/auth/2fa/enable', token, { code: '000000' })).statusCode).toBe(400);
    const enabled = await call('POST', '/auth/2fa/enable', token, { code: totp.generate() });
    expect(enabled.statusCode).toBe(200);
    const codes: string[] = enabled.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Hashed at rest.
    const stored = JSON.stringify(await db.select().from(recoveryCodes));
    for (const c of codes) expect(stored).not.toContain(c);
    const [row] = await db.select().from(users).where(eq(users.email, 'twofactor@forum.test'));
    expect(JSON.stringify(await db.select().from(activity))).not.toContain(row.totpSecret as string);

    // Sign-in now answers a challenge, no token.
    const first = await login('twofactor@forum.test', 'a-long-password-1');
    expect(first.json()).toEqual({ success: true, twoFactorRequired: true, challenge: expect.any(String) });
    const challenge = first.json().challenge;
    expect((await call('POST', '/auth/login/2fa', undefined, { challenge, code: '123456' })).statusCode).toBe(
      401,
    );
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    const ok = await call('POST', '/auth/login/2fa', undefined, { challenge, code: next });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().userData.twoFactor).toBe(true);
    // The challenge works once.
    expect((await call('POST', '/auth/login/2fa', undefined, { challenge, code: codes[0] })).statusCode).toBe(
      401,
    );

    // A recovery code works once, typed in capitals and without dashes too.
    const c2 = (await login('twofactor@forum.test', 'a-long-password-1')).json().challenge;
    const typed = codes[1].toUpperCase().replace(/-/g, '');
    expect(
      (await call('POST', '/auth/login/2fa', undefined, { challenge: c2, code: typed })).statusCode,
    ).toBe(200);
    const c3 = (await login('twofactor@forum.test', 'a-long-password-1')).json().challenge;
    expect(
      (await call('POST', '/auth/login/2fa', undefined, { challenge: c3, code: codes[1] })).statusCode,
    ).toBe(401);
    // An expired challenge is refused.
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accountTokens.tokenHash, hashToken(c3)));
    expect(
      (await call('POST', '/auth/login/2fa', undefined, { challenge: c3, code: codes[2] })).statusCode,
    ).toBe(401);

    // Off: needs the password and a code.
    expect(
      (await call('POST', '/auth/2fa/disable', token, { password: 'wrong-password', code: codes[3] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/auth/2fa/disable', token, { password: 'a-long-password-1', code: codes[3] }))
        .statusCode,
    ).toBe(200);
    expect((await login('twofactor@forum.test', 'a-long-password-1')).json().token).toBeTruthy();
    expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, row.id))).toEqual([]);
  });

  it('lets an owner require two-factor sign-in: until set up, an account may only reach its own account', async () => {
    const { token } = await makeAccount('required@forum.test', 'editor');
    expect((await call('PUT', '/admin/settings', token, { requireTwoFactor: true })).statusCode).toBe(403);
    expect((await call('PUT', '/admin/settings', ownerToken, { requireTwoFactor: true })).json()).toEqual({
      requireTwoFactor: true,
    });
    const user = (await call('GET', '/auth/user', token)).json().userData;
    expect(user.mustSetUpTwoFactor).toBe(true);
    const res = await call('DELETE', `/blog/delete/${crypto.randomUUID()}`, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.twoFactorRequired);
    expect((await call('POST', '/auth/2fa/setup', token)).statusCode).toBe(200);
    expect((await call('PUT', '/admin/settings', ownerToken, { requireTwoFactor: false })).statusCode).toBe(
      403,
    );
    // The owner must set it up too; do so, then turn the requirement off.
    const setup = (await call('POST', '/auth/2fa/setup', ownerToken)).json();
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.secret) });
    expect((await call('POST', '/auth/2fa/enable', ownerToken, { code: totp.generate() })).statusCode).toBe(
      200,
    );
    expect((await call('PUT', '/admin/settings', ownerToken, { requireTwoFactor: false })).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/blog/delete/${crypto.randomUUID()}`, token)).statusCode).toBe(404);
    await db.update(users).set({ totpSecret: null }).where(eq(users.email, ADMIN.email));
  });

  it('lists, ends and revokes sessions; sign-out ends the session on the server', async () => {
    await makeAccount('sessions@forum.test', 'reviewer');
    const a = (await login('sessions@forum.test', 'a-long-password-1')).json().token;
    const b = (await login('sessions@forum.test', 'a-long-password-1')).json().token;
    const c = (await login('sessions@forum.test', 'a-long-password-1')).json().token;
    const list = (await call('GET', '/auth/sessions', a)).json().sessions;
    expect(list.length).toBe(4);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const bId = JSON.parse(Buffer.from(b.split('.')[1], 'base64url').toString()).sid;
    // Another account's session cannot be ended.
    expect((await call('DELETE', `/auth/sessions/${bId}`, ownerToken)).statusCode).toBe(404);
    expect((await call('DELETE', `/auth/sessions/${bId}`, a)).statusCode).toBe(200);
    expect((await call('GET', '/auth/user', b)).statusCode).toBe(401);
    expect((await call('POST', '/auth/logout', c)).statusCode).toBe(200);
    expect((await call('GET', '/auth/user', c)).statusCode).toBe(401);
    const d = (await login('sessions@forum.test', 'a-long-password-1')).json().token;
    expect((await call('POST', '/auth/sessions/revoke-others', a)).statusCode).toBe(200);
    expect((await call('GET', '/auth/user', d)).statusCode).toBe(401);
    expect((await call('GET', '/auth/sessions', a)).json().sessions).toHaveLength(1);
  });

  it('answers forgot-password the same for any email, and a reset link works once and ends every session', async () => {
    const { id, token } = await makeAccount('forgot@forum.test', 'editor');
    const known = await call('POST', '/auth/forgot-password', undefined, { email: 'forgot@forum.test' });
    const unknown = await call('POST', '/auth/forgot-password', undefined, { email: 'nobody@forum.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe(MSG.resetLinkSent);
    const made = await db.select().from(accountTokens).where(eq(accountTokens.userId, id));
    expect(made.filter((r) => r.purpose === 'reset')).toHaveLength(1);

    const link = await call('POST', `/accounts/${id}/reset-link`, ownerToken);
    expect(link.statusCode).toBe(200);
    const reset = tokenOf(link.json().resetUrl);
    const done = await call('POST', '/auth/reset-password', undefined, {
      token: reset,
      password: 'a-new-password-22',
    });
    expect(done.statusCode).toBe(200);
    expect((await call('GET', '/auth/user', token)).statusCode).toBe(401);
    expect((await call('GET', '/auth/user', done.json().token)).statusCode).toBe(200);
    expect(
      (await call('POST', '/auth/reset-password', undefined, { token: reset, password: 'a-new-password-33' }))
        .statusCode,
    ).toBe(404);
    expect((await login('forgot@forum.test', 'a-new-password-22')).statusCode).toBe(200);
  });

  it('keeps what happened in the activity log without secrets or personal values', async () => {
    const res = await call('GET', '/activity', ownerToken);
    expect(res.statusCode).toBe(200);
    const { entries, total } = res.json();
    expect(total).toBeGreaterThan(10);
    const actions = new Set(entries.map((e: { action: string }) => e.action));
    for (const a of ['sign-in', 'invite', 'accept invitation', 'reset password'])
      expect(actions).toContain(a);
    const everything = JSON.stringify(await db.select().from(activity));
    for (const secret of ['a-long-password-1', 'a-new-password-22', 'asha-password-1', ADMIN.password]) {
      expect(everything).not.toContain(secret);
    }
    for (const entry of await db.select().from(activity)) {
      for (const field of entry.fields) expect(field).not.toMatch(/password|token|code|secret/i);
    }
    // Filters and the CSV.
    const signIns = (
      await call('GET', '/activity?action=sign-in&actor=forgot@forum.test', ownerToken)
    ).json();
    expect(signIns.entries.length).toBeGreaterThan(0);
    for (const e of signIns.entries)
      expect(e).toMatchObject({ action: 'sign-in', actor: { email: 'forgot@forum.test' } });
    expect(signIns.entries[0].ip).toMatch(/\.0\/24$/);
    const csv = await call('GET', '/activity/export.csv?section=accounts', ownerToken);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('invite');
    expect((await call('GET', '/activity?from=2026-13-01', ownerToken)).statusCode).toBe(400);
  });
});
