import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

// The login limiter counts by the client's address. Which address that is depends on TRUST_PROXY:
// unset, X-Forwarded-For is ignored, so a client cannot pick a new address for every guess.
const attempts = async (env: Record<string, string>) => {
  const t = await createTestApp({ LOGIN_RATE_LIMIT: '5', ...env });
  const statuses: number[] = [];
  for (let i = 0; i < 15; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': `203.0.113.${i}` },
      payload: { email: 'admin@test.local', password: `wrong-password-${i}` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
};

describe('TRUST_PROXY', () => {
  it('unset: X-Forwarded-For is ignored and the socket address is limited', async () => {
    const statuses = await attempts({});
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  });

  it('naming the proxy: each forwarded client is counted on its own', async () => {
    for (const value of ['1', '127.0.0.1', '127.0.0.0/8']) {
      const statuses = await attempts({ TRUST_PROXY: value });
      expect(
        statuses.filter((s) => s !== 401),
        value,
      ).toEqual([]);
    }
  });

  it('naming another proxy: a request from elsewhere is counted by its socket address', async () => {
    const statuses = await attempts({ TRUST_PROXY: '10.0.0.1' });
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});
