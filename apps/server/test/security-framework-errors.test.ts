import { describe, expect, it } from 'vitest';
import { MSG } from '@ssf/domain/messages';
import { createTestApp } from './helpers.ts';

// Paths the router itself refuses (a broken percent-encoding) used to be answered by Fastify
// directly: another body shape, the path echoed
// back, and none of the security headers every other response carries.
describe('paths the router cannot read', async () => {
  const t = await createTestApp();

  it.each([
    ['a broken percent-encoding in an API path', '/api/v1/blog/%E0%A4%A'],
    ['an API parameter past the length limit', `/api/v1/blog/${'a'.repeat(300)}`],
  ])('answers %s as not found, in the error shape, with the security headers', async (_what, url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ success: false, message: MSG.apiNotFound });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it.each([
    ['a page path', '/blogs/%E0%A4%A'],
    ['a media path', '/media/%E0%A4%A<script>'],
  ])(
    'answers a broken percent-encoding in %s as not found, with the security headers',
    async (_what, url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).not.toContain('%E0%A4%A');
      expect(res.body).not.toContain('<script>');
    },
  );
});
