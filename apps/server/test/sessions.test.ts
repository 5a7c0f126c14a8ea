import { describe, expect, it } from 'vitest';
import { upsertAdmin } from '../src/modules/auth/service.ts';
import { createTestApp } from './helpers.ts';

const LOGIN = '/api/v1/auth/login';
const USER = '/api/v1/auth/user';
const PASSWORD = '/api/v1/auth/password';

// Tokens carry whole seconds: wait for the next one so an old token is strictly older.
const nextSecond = () => new Promise((r) => setTimeout(r, 1100 - (Date.now() % 1000)));

describe('sessions and password changes', async () => {
  const t = await createTestApp();
  const email = 'sessions@test.local';
  const first = 'first-password-123';
  await upsertAdmin(t.database.db, email, first);

  const login = async (password: string) => {
    const res = await t.app.inject({ method: 'POST', url: LOGIN, payload: { email, password } });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };
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
