import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@ssf/domain/messages';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { createTestApp } from './helpers.ts';

/** Signs of an internal leak in a response body: stack frames, SQL, file paths. */
const LEAKS = [
  /\bat .+:\d+:\d+/,
  /node_modules/,
  /\.ts\b/,
  /\bselect\b/i,
  /\bfrom "?users/i,
  /relation/i,
  /stack/i,
];

function expectErrorShape(body: string) {
  const json = JSON.parse(body);
  expect(json.success).toBe(false);
  expect(json.message).toEqual(expect.any(String));
  expect(Object.keys(json).every((k) => ['success', 'message', 'details'].includes(k))).toBe(true);
  for (const leak of LEAKS) expect(body).not.toMatch(leak);
}

describe('error answers', async () => {
  const t = await createTestApp();

  it('answers a body that is not JSON with 400 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", "password":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expectErrorShape(res.body);
    expect(res.json().message).toBe('The request body is not valid JSON');
  });

  it('answers an empty JSON body with 400 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.body);
  });

  it('answers a body over the limit with 413 and an unknown content type with 415', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expectErrorShape(big.body);

    const odd = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-something' },
      payload: 'email=a',
    });
    expect(odd.statusCode).toBe(415);
    expectErrorShape(odd.body);
  });

  it('answers unknown /api paths with 404 JSON for every method, never the web app', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/no-such-thing'],
      ['POST', '/api/v1/no-such-thing'],
      ['DELETE', '/api/v1/blog/no/such/path'],
      ['GET', '/api/v2/health'],
      ['GET', '/api/'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: t.auth(t.adminToken) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
      expectErrorShape(res.body);
      expect(res.body).not.toMatch(/<html/i);
    }
  });

  it('answers a method a route does not have with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/health' });
    expect(res.statusCode).toBe(404);
    expectErrorShape(res.body);
  });
});

describe('a server fault', () => {
  it('answers 500 with a plain sentence: no SQL, no stack, no table names', async () => {
    // An app of its own whose database lost a table: every query on it fails inside the driver.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-fault-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'web'),
      LOG_LEVEL: 'silent',
    });
    const database = await openDatabase('memory://', config.dataDir);
    const app = await buildApp(config, { database, logger: false });
    try {
      await database.db.execute(sql`drop table users cascade`);
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'someone@test.local', password: 'whatever-password' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, message: MSG.internalError });
      expectErrorShape(res.body);

      // The health check says so without revealing anything about the database.
      await database.close();
      const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
