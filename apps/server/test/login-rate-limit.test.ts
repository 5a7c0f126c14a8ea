import { describe, expect, it } from 'vitest';
import { MSG } from '@ssf/domain/messages';
import { ADMIN, createTestApp, USER } from './helpers.ts';

// LOGIN_RATE_LIMIT=3: three failed sign-ins per 15 minutes per (address, email), thirty per address.
describe('failed sign-ins are rate limited', async () => {
  const t = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
  const login = (
    email: string,
    password: string,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
      remoteAddress,
      headers,
    });

  it('answers 429 with Retry-After after the allowance, even for the right password', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 3; i++) expect((await login(ADMIN.email, 'wrong-password', ip)).statusCode).toBe(401);
    for (const password of ['wrong-password', ADMIN.password]) {
      const res = await login(ADMIN.email, password, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ success: false, message: MSG.tooManyLogins });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    // The same email from another address, and another email from the same address, still work.
    expect((await login(ADMIN.email, ADMIN.password, '203.0.113.11')).statusCode).toBe(200);
    expect((await login(USER.email, USER.password, ip)).statusCode).toBe(200);
    expect((await login(USER.email, 'wrong-password', ip)).statusCode).toBe(401);
  });

  it('counts an unknown email like a known one', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < 3; i++) expect((await login('nobody@test.local', 'x', ip)).statusCode).toBe(401);
    expect((await login('nobody@test.local', 'x', ip)).statusCode).toBe(429);
  });

  it('starts counting again after a successful sign-in', async () => {
    const ip = '203.0.113.30';
    for (let i = 0; i < 2; i++) expect((await login(USER.email, 'wrong-password', ip)).statusCode).toBe(401);
    expect((await login(USER.email, USER.password, ip)).statusCode).toBe(200);
    // Without the reset the fourth failure overall would already be refused.
    for (let i = 0; i < 3; i++) expect((await login(USER.email, 'wrong-password', ip)).statusCode).toBe(401);
    expect((await login(USER.email, USER.password, ip)).statusCode).toBe(429);
  });

  it('limits one address trying many emails at ten times the allowance', async () => {
    const ip = '203.0.113.40';
    for (let i = 0; i < 30; i++) {
      expect((await login(`spray-${i}@test.local`, 'x', ip)).statusCode).toBe(401);
    }
    const res = await login('spray-new@test.local', 'x', ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await login(ADMIN.email, ADMIN.password, '203.0.113.41')).statusCode).toBe(200);
  });

  it('cannot be dodged by a client claiming another address in X-Forwarded-For', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 3; i++) {
      const res = await login(ADMIN.email, 'wrong-password', ip, { 'x-forwarded-for': `192.0.2.${i + 1}` });
      expect(res.statusCode).toBe(401);
    }
    const res = await login(ADMIN.email, 'wrong-password', ip, { 'x-forwarded-for': '192.0.2.99' });
    expect(res.statusCode).toBe(429);
  });
});
