import { NO_PERMISSIONS, ROLE_PRESETS } from '@ssf/domain/accounts';
import fs from 'node:fs';
import path from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { MSG } from '@ssf/domain/messages';
import { TOKEN_TTL_SECONDS } from '@ssf/domain/constants';
import { createUser } from '../src/modules/auth/service.ts';
import { ADMIN, createTestApp, USER } from './helpers.ts';

const LOGIN = '/api/v1/auth/login';
const USER_URL = '/api/v1/auth/user';
const PASSWORD_URL = '/api/v1/auth/password';

describe('auth', async () => {
  const t = await createTestApp();
  const login = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: LOGIN, payload: payload as object });
  const secret = () =>
    new TextEncoder().encode(fs.readFileSync(path.join(t.dataDir, 'jwt-secret'), 'utf8').trim());
  const userIdOf = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: USER_URL, headers: t.auth(token) })).json().userData
      ._id as string;

  describe('POST /auth/login', () => {
    it('signs in with the right password and answers token and userData without the hash', async () => {
      const res = await login(ADMIN);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);
      const body = res.json();
      expect(body).toEqual({
        success: true,
        message: 'Login successful',
        token: expect.any(String),
        userData: {
          _id: expect.any(String),
          name: 'Admin',
          email: ADMIN.email,
          isAdmin: true,
          role: 'owner',
          permissions: ROLE_PRESETS.owner,
          twoFactor: false,
          mustSetUpTwoFactor: false,
        },
      });
      expect(JSON.stringify(body)).not.toMatch(/argon2|hash/i);
    });

    it('accepts the email in another case and with spaces around it', async () => {
      const res = await login({ email: `  ${ADMIN.email.toUpperCase()} `, password: ADMIN.password });
      expect(res.statusCode).toBe(200);
      expect(res.json().userData.email).toBe(ADMIN.email);
    });

    it('issues a token that expires after 7 days', async () => {
      const { token } = (await login(USER)).json();
      const claims = decodeJwt(token);
      expect(claims.exp! - claims.iat!).toBe(TOKEN_TTL_SECONDS);
      expect(TOKEN_TTL_SECONDS).toBe(7 * 24 * 60 * 60);
    });

    it('answers a wrong password and an unknown email alike: 401 Invalid email or password', async () => {
      const wrong = await login({ email: ADMIN.email, password: 'not-the-password' });
      const unknown = await login({ email: 'nobody@test.local', password: 'not-the-password' });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, message: 'Invalid email or password' });
      }
    });

    it('answers 400 with per-field details when a field is missing', async () => {
      for (const [payload, field] of [
        [{ password: 'x' }, 'email'],
        [{ email: ADMIN.email }, 'password'],
        [{ email: '   ', password: 'x' }, 'email'],
      ] as const) {
        const res = await login(payload);
        expect(res.statusCode).toBe(400);
        const body = res.json();
        expect(body.success).toBe(false);
        expect(body.message).toEqual(expect.any(String));
        expect(body.details).toHaveProperty(field);
      }
      const empty = await t.app.inject({ method: 'POST', url: LOGIN });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().success).toBe(false);
    });
  });

  describe('GET /auth/user', () => {
    it('answers the signed-in user', async () => {
      const res = await t.app.inject({ method: 'GET', url: USER_URL, headers: t.auth(t.userToken) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        userData: {
          _id: expect.any(String),
          name: 'Plain User',
          email: USER.email,
          isAdmin: false,
          role: 'editor',
          permissions: NO_PERMISSIONS,
          twoFactor: false,
          mustSetUpTwoFactor: false,
        },
      });
    });

    it('answers 401 with no token, a malformed one, a wrongly signed one and an expired one', async () => {
      const sub = await userIdOf(t.userToken);
      const wronglySigned = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-to-sign-with'));
      const now = Math.floor(Date.now() / 1000);
      const expired = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt(now - 8 * 24 * 3600)
        .setExpirationTime(now - 24 * 3600)
        .sign(secret());
      const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.`;
      // A control: the same secret, subject and session without expiry in the past is accepted.
      const { sid } = JSON.parse(Buffer.from(t.userToken.split('.')[1], 'base64url').toString());
      const valid = await new SignJWT({ sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secret());
      expect((await t.app.inject({ method: 'GET', url: USER_URL, headers: t.auth(valid) })).statusCode).toBe(
        200,
      );

      const cases: Record<string, Record<string, string>> = {
        none: {},
        'not bearer': { authorization: `Basic ${t.userToken}` },
        malformed: { authorization: 'Bearer abc.def' },
        'wrongly signed': t.auth(wronglySigned),
        expired: t.auth(expired),
        'alg none': t.auth(unsigned),
      };
      for (const [what, headers] of Object.entries(cases)) {
        const res = await t.app.inject({ method: 'GET', url: USER_URL, headers });
        expect(res.statusCode, what).toBe(401);
        expect(res.json(), what).toEqual({ success: false, message: MSG.notSignedIn });
      }
    });

    it('answers 401 for a valid token of a user who no longer exists', async () => {
      const ghost = await new SignJWT({ sv: Date.now() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('3f1b3c0e-1c7d-4c36-9a57-3d2b6e0c9f11')
        .setExpirationTime('1h')
        .sign(secret());
      const res = await t.app.inject({ method: 'GET', url: USER_URL, headers: t.auth(ghost) });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('PUT /auth/password', () => {
    const email = 'changer@test.local';
    const first = 'first-password-1';
    const second = 'second-password-2';

    it('changes the password: the old one stops working, the new one works', async () => {
      await createUser(t.database.db, email, first, 'Changer');
      const token = (await login({ email, password: first })).json().token as string;
      const put = (payload: object) =>
        t.app.inject({ method: 'PUT', url: PASSWORD_URL, headers: t.auth(token), payload });

      const wrongCurrent = await put({ currentPassword: 'not-my-password', newPassword: second });
      expect(wrongCurrent.statusCode).toBe(400);
      expect(wrongCurrent.json()).toMatchObject({ success: false, message: MSG.wrongCurrentPassword });

      const short = await put({ currentPassword: first, newPassword: '123456789' });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ success: false, details: { newPassword: MSG.passwordTooShort } });

      const missing = await put({ newPassword: second });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details).toHaveProperty('currentPassword');

      // Neither refusal changed anything.
      expect((await login({ email, password: first })).statusCode).toBe(200);

      const ok = await put({ currentPassword: first, newPassword: second });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ success: true, message: MSG.passwordChanged, token: expect.any(String) });

      expect((await login({ email, password: first })).statusCode).toBe(401);
      const after = await login({ email, password: second });
      expect(after.statusCode).toBe(200);
      expect(after.json().userData.email).toBe(email);
    });

    it('answers 401 without a token', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: PASSWORD_URL,
        payload: { currentPassword: first, newPassword: second },
      });
      expect(res.statusCode).toBe(401);
    });
  });
});
