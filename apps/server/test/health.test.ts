import fs from 'node:fs';
import path from 'node:path';
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

describe('the probes for load balancers and orchestrators', async () => {
  const t = await createTestApp();

  it('liveness answers ok without asking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('readiness answers ok with each dependency checked, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', media: 'ok', disk: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('readiness answers 503 naming the media store when it cannot take files', async () => {
    const media = path.join(t.dataDir, 'media');
    fs.rmSync(media, { recursive: true, force: true });
    // A file where the folder should be: nothing can be stored there.
    fs.writeFileSync(media, 'not a folder');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', media: 'unavailable', disk: 'ok' },
      });
      // Liveness is unaffected: the process itself is fine.
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/health/live' })).statusCode).toBe(200);
    } finally {
      fs.rmSync(media, { force: true });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' })).statusCode).toBe(200);
  });
});
