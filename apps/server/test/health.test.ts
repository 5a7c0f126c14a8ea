import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.ts';

describe('GET /api/v1/health', async () => {
  const t = await createTestApp();

  it('answers ok while the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with 404 JSON, never the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ success: false });
  });
});
