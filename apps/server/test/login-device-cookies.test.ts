import { describe, expect, it } from 'vitest';
import { MSG } from '@ssf/domain/messages';
import { ADMIN, createTestApp, USER } from './helpers.ts';

// One client on a shared campus address must not be able to lock the admin out: a browser that
// has signed in before holds a signed device cookie and is counted on its own (OWASP device cookies).
describe('device cookies at sign-in', async () => {
  const t = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
  const SHARED = '203.0.113.50';
  const login = (email: string, password: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: SHARED,
      payload: { email, password },
      headers: cookie ? { cookie } : {},
    });
  const deviceCookie = (res: { headers: Record<string, unknown> }) =>
    String(res.headers['set-cookie']).split(';')[0];

  it('keeps a known browser in while a stranger on the same address is locked out', async () => {
    const first = await login(ADMIN.email, ADMIN.password);
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^ssf_device=[\w-]+\.[\w-]+;/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/api\/v1\/auth\/login/);
    const cookie = deviceCookie(first);

    // A stranger on the shared address guesses the admin's password until refused.
    for (let i = 0; i < 3; i++) expect((await login(ADMIN.email, `guess-${i}`)).statusCode).toBe(401);
    const locked = await login(ADMIN.email, ADMIN.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MSG.tooManyLogins);

    // The admin's own browser still signs in.
    expect((await login(ADMIN.email, ADMIN.password, cookie)).statusCode).toBe(200);
  });

  it('does not trust a forged cookie or another account’s, and limits a device that guesses', async () => {
    const own = deviceCookie(await login(USER.email, USER.password));
    const [name, value] = own.split('=');
    const [payload, signature] = value.split('.');
    const forged = `${name}=${payload}.${signature.slice(0, -2)}xx`;

    // The admin's email is locked for strangers from the first test: neither cookie gets past it.
    expect((await login(ADMIN.email, ADMIN.password, forged)).statusCode).toBe(429);
    expect((await login(ADMIN.email, ADMIN.password, own)).statusCode).toBe(429);

    // A device guessing its own account's password is limited by itself.
    for (let i = 0; i < 3; i++) expect((await login(USER.email, `wrong-${i}`, own)).statusCode).toBe(401);
    expect((await login(USER.email, USER.password, own)).statusCode).toBe(429);
  });
});
