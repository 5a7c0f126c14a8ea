import { describe, expect, it } from 'vitest';
import { MSG } from '@ssf/domain/messages';
import { createUser } from '../src/modules/auth/service.ts';
import { createTestApp, signIn } from './helpers.ts';

// Whoever holds a token (a copied one, say) could otherwise guess the account's password through
// PUT /auth/password as fast as the server hashes, past the sign-in limit, and keep the account
// after the token expires. Wrong current passwords count against the session that sent them, so a
// stolen token gets a few guesses while the real person, in a session of their own, is not locked out.
describe('wrong current passwords are rate limited', async () => {
  const t = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
  const login = (email: string, password: string) => signIn(t.app, { email, password });
  const change = (token: string, currentPassword: string, remoteAddress: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/password',
      headers: t.auth(token),
      payload: { currentPassword, newPassword: 'a-brand-new-password' },
      remoteAddress,
    });

  it('answers 429 to the session after its allowance, from any address, but not to a new session', async () => {
    await createUser(t.database.db, 'guessed@test.local', 'the-real-password', 'Guessed');
    const token = await login('guessed@test.local', 'the-real-password');
    for (let i = 0; i < 3; i++) {
      expect((await change(token, `guess-${i}`, `203.0.113.${i + 1}`)).statusCode).toBe(400);
    }
    for (const [guess, address] of [
      ['guess-again', '203.0.113.50'],
      ['the-real-password', '198.51.100.9'],
    ]) {
      const res = await change(token, guess, address);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ success: false, message: MSG.tooManyPasswordTries });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The password did not change; the real person, signing in anew, changes it at once, which
    // ends the guessing session; another account is not affected.
    const own = await login('guessed@test.local', 'the-real-password');
    const mine = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/password',
      headers: t.auth(own),
      payload: { currentPassword: 'the-real-password', newPassword: 'the-new-real-password' },
    });
    expect(mine.statusCode).toBe(200);
    expect((await change(token, 'the-new-real-password', '203.0.113.9')).statusCode).toBe(401);
    await createUser(t.database.db, 'other@test.local', 'other-password-1', 'Other');
    const other = await login('other@test.local', 'other-password-1');
    expect((await change(other, 'other-password-1', '203.0.113.1')).statusCode).toBe(200);
  });

  it('starts counting again after a successful change', async () => {
    await createUser(t.database.db, 'careless@test.local', 'careless-password-1', 'Careless');
    const token = await login('careless@test.local', 'careless-password-1');
    for (let i = 0; i < 2; i++) expect((await change(token, 'typo', '203.0.113.7')).statusCode).toBe(400);
    const changed = await change(token, 'careless-password-1', '203.0.113.7');
    expect(changed.statusCode).toBe(200);
    // The change ended the old token's session; this one goes on with the token it was given.
    const fresh = changed.json().token as string;
    for (let i = 0; i < 3; i++) expect((await change(fresh, 'typo', '203.0.113.7')).statusCode).toBe(400);
  });
});
