import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

const URLS = [
  '/api/v1/recruitment/active',
  '/',
  '/no-such-page',
  '/api/v1/nope',
  '/media/nope.webp',
  '/rss.xml',
];

// A site published over https tells browsers to keep to https, so a first plain-http visit on a
// hostile network cannot be downgraded to steal a sign-in.
describe('Strict-Transport-Security over https', async () => {
  const t = await createTestApp({ PUBLIC_URL: 'https://ssf.example.org' });

  it('is sent on every kind of answer when PUBLIC_URL is https', async () => {
    for (const url of [...URLS, '/api/v1/blog/%E0%A4%A']) {
      const res = await t.app.inject({ url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
  });
});

describe('Strict-Transport-Security over http', async () => {
  const t = await createTestApp({ PUBLIC_URL: 'http://localhost:5000' });

  it('is not sent when the site is served over plain http (local use)', async () => {
    for (const url of URLS) {
      const res = await t.app.inject({ url });
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});
