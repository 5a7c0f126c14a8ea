import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import pg from 'pg';
import { afterAll, expect } from 'vitest';
import { mediaHash } from '@ssf/domain/media';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createUser, upsertAdmin } from '../src/modules/auth/service.ts';
import type { Feature } from '../src/modules/feature.ts';
import { FEATURES } from '../src/modules/index.ts';
import { formBody } from './fixtures/multipart.ts';

/** The PostgreSQL server to test against, when one is configured; else the embedded PGlite. */
export const TEST_PG_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null;

export const ADMIN = { email: 'admin@test.local', password: 'admin-password-123' };
export const USER = { email: 'user@test.local', password: 'user-password-123' };

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  dataDir: string;
  /** Bearer token of a signed-in admin. */
  adminToken: string;
  /** Bearer token of a signed-in user who is not an admin. */
  userToken: string;
  auth(token: string): { authorization: string };
  /** Every route of the app as it was registered (the route table), read after the app is ready. */
  routes: RouteOptions[];
  /** The feature list the app was built from (modules/index.ts). */
  features: readonly Feature[];
  /** The names of the files under DATA_DIR/media, sorted. */
  mediaFiles(): string[];
  /** The stored files (every width) of the image at `url`. */
  filesOf(url: string): string[];
}

/** Signs in through the API (it must succeed, else the test fails here) and returns the bearer token. */
export async function signIn(
  app: FastifyInstance,
  creds: { email: string; password: string },
  remoteAddress?: string,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: creds, remoteAddress });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

/**
 * A fresh app for one test file: its own temporary DATA_DIR and its own database (in-memory PGlite,
 * or a throwaway database on the PostgreSQL server named by TEST_DATABASE_URL / DATABASE_URL),
 * with an admin and a non-admin signed in. Everything is removed after the file's tests.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    /** Run on the migrated database before the app is built (a sample feature's own tables). */
    beforeApp?: (database: Database) => Promise<void>;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-test-'));
  let dropDatabase: (() => Promise<void>) | null = null;
  let databaseUrl = 'memory://';
  if (TEST_PG_URL) {
    const name = `ssf_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(TEST_PG_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: TEST_PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  config.databaseUrl = databaseUrl;
  const database = await openDatabase(databaseUrl, dataDir);
  await options.beforeApp?.(database);
  const routes: RouteOptions[] = [];
  const app = await buildApp(config, { database, logger: false, onRoute: (route) => routes.push(route) });
  await app.ready();

  await upsertAdmin(database.db, ADMIN.email, ADMIN.password);
  await createUser(database.db, USER.email, USER.password, 'Plain User');
  const adminToken = await signIn(app, ADMIN);
  const userToken = await signIn(app, USER);

  afterAll(async () => {
    await app.close();
    await database.close();
    if (dropDatabase) await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const mediaDir = path.join(dataDir, 'media');
  const mediaFiles = () => (fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir).sort() : []);
  return {
    app,
    config,
    database,
    dataDir,
    adminToken,
    userToken,
    auth: (token) => ({ authorization: `Bearer ${token}` }),
    routes,
    features: FEATURES,
    mediaFiles,
    filesOf: (url) => mediaFiles().filter((f) => f.startsWith(`${mediaHash(url)}-`) && f.endsWith('.webp')),
  };
}

/**
 * Another instance of the server on the test app's database, as a load balancer would run it:
 * its own connections, app and caches; with `ownDataDir`, its own DATA_DIR too (else the test
 * app's). Closed, and its folder removed, after the file's tests.
 */
export async function secondInstance(
  t: TestApp,
  options: { ownDataDir?: boolean } = {},
): Promise<{ app: FastifyInstance; database: Database }> {
  const dataDir = options.ownDataDir ? fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-second-')) : t.dataDir;
  const database = await openDatabase(t.config.databaseUrl, dataDir);
  const app = await buildApp({ ...t.config, dataDir }, { database, logger: false });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    if (options.ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, database };
}

type Upload = Parameters<typeof formBody>[1];

/** A multipart write (fields and files) by the test app's admin; it must answer 200. Its JSON. */
export async function adminFormWrite<T>(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: Upload = [],
): Promise<T> {
  const body = await formBody(fields, files);
  const res = await t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...t.auth(t.adminToken), ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
