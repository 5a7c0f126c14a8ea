import { afterEach, describe, expect, it, vi } from 'vitest';
import { upsertAdmin } from '../src/modules/auth/service.ts';
import { createTestApp, signIn } from './helpers.ts';

const USER = '/api/v1/auth/user';
const PASSWORD = '/api/v1/auth/password';

// Tokens carry whole seconds: wait for the next one so an old token is strictly older.
const nextSecond = () => new Promise((r) => setTimeout(r, 1100 - (Date.now() % 1000)));

describe('sessions and password changes', async () => {
  const t = await createTestApp();
  const email = 'sessions@test.local';
  const first = 'first-password-123';
  await upsertAdmin(t.database.db, email, first);

  const login = (password: string) => signIn(t.app, { email, password });
  const whoAmI = (token: string) => t.app.inject({ method: 'GET', url: USER, headers: t.auth(token) });

  it('a password change signs out every other session and hands this one a new token', async () => {
    const laptop = await login(first);
    const phone = await login(first);
    await nextSecond();
    const res = await t.app.inject({
      method: 'PUT',
      url: PASSWORD,
      headers: t.auth(laptop),
      payload: { currentPassword: first, newPassword: 'second-password-456' },
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(typeof token).toBe('string');
    expect((await whoAmI(token)).statusCode).toBe(200);
    expect((await whoAmI(phone)).statusCode).toBe(401);
    expect((await whoAmI(laptop)).statusCode).toBe(401);
    // Admin routes refuse the old token too.
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/v1/recruitment/admin/all',
      headers: t.auth(phone),
    });
    expect(admin.statusCode).toBe(401);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends every session begun before a change, even within the same second (or millisecond)', async () => {
    const password = 'same-second-password-1';
    await upsertAdmin(t.database.db, email, password);
    // The clock stands still: every token below is issued in the very instant of the change.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T10:00:00.000Z') });
    const tokens = await Promise.all(Array.from({ length: 8 }, () => login(password)));
    const res = await t.app.inject({
      method: 'PUT',
      url: PASSWORD,
      headers: t.auth(tokens[0]),
      payload: { currentPassword: password, newPassword: 'same-second-password-2' },
    });
    expect(res.statusCode).toBe(200);
    for (const old of tokens) expect((await whoAmI(old)).statusCode).toBe(401);
    expect((await whoAmI(res.json().token)).statusCode).toBe(200);

    // A second change in the same instant ends the sessions of the first one too.
    const again = await t.app.inject({
      method: 'PUT',
      url: PASSWORD,
      headers: t.auth(res.json().token),
      payload: { currentPassword: 'same-second-password-2', newPassword: 'same-second-password-3' },
    });
    expect(again.statusCode).toBe(200);
    expect((await whoAmI(res.json().token)).statusCode).toBe(401);
    expect((await whoAmI(again.json().token)).statusCode).toBe(200);
  });

  it('setting the same admin password again at start-up keeps sessions; a new one ends them', async () => {
    const password = 'startup-password-789';
    await upsertAdmin(t.database.db, email, password);
    const token = await login(password);
    await nextSecond();
    await upsertAdmin(t.database.db, email, password);
    expect((await whoAmI(token)).statusCode).toBe(200);
    await upsertAdmin(t.database.db, email, 'another-password-000');
    expect((await whoAmI(token)).statusCode).toBe(401);
  });
});
