import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { mediaStoreFor } from '../src/media/stores.ts';
import { checkCredentials } from '../src/modules/auth/service.ts';
import { createTokenService, resolveJwtSecret } from '../src/http/tokens.ts';
import { prepareData } from '../src/startup.ts';
import { ADMIN, createTestApp } from './helpers.ts';

const mode = (file: string) => fs.statSync(file).mode & 0o777;
const silentLog = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof prepareData>[1];

describe('first start on a new embedded data directory', () => {
  it('creates an admin with a random password, printed once and kept in admin-password.txt (0600)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-start-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
      const database = await openDatabase(null, dataDir);
      expect(database.kind).toBe('embedded');
      expect(database.isNew).toBe(true);
      const tokens = createTokenService(resolveJwtSecret(null, dataDir));
      const ctx = { config, database, db: database.db, tokens, media: mediaStoreFor(config) };

      const { notices } = await prepareData(ctx, silentLog);
      const file = path.join(dataDir, 'admin-password.txt');
      expect(mode(file)).toBe(0o600);
      const [email, password] = fs.readFileSync(file, 'utf8').trim().split('\n');
      expect(password.length).toBeGreaterThanOrEqual(12);
      expect(notices.join('\n')).toContain(password);
      expect(notices.join('\n')).toContain(email);
      expect(await checkCredentials(database.db, email, password)).toMatchObject({ email, isAdmin: true });
      expect(await checkCredentials(database.db, email, 'wrong-password')).toBeNull();

      // The next start keeps that admin and does not print the password again.
      const again = await prepareData(ctx, silentLog);
      expect(again.notices.join('\n')).not.toContain(password);
      expect(fs.readFileSync(file, 'utf8')).toContain(password);
      await database.close();

      // The secret for tokens is generated once, readable only by the owner, and kept.
      const secretFile = path.join(dataDir, 'jwt-secret');
      expect(mode(secretFile)).toBe(0o600);
      const secret = fs.readFileSync(secretFile, 'utf8');
      expect(secret.trim().length).toBeGreaterThanOrEqual(32);
      expect(resolveJwtSecret(null, dataDir)).toBe(secret.trim());

      // The data survives a restart: the embedded database reopens with the same admin.
      const reopened = await openDatabase(null, dataDir);
      expect(reopened.isNew).toBe(false);
      expect(await checkCredentials(reopened.db, email, password)).not.toBeNull();
      await reopened.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000); // a whole first start: migrations, the admin and the demo content
});

describe('ADMIN_EMAIL and ADMIN_PASSWORD at start-up', async () => {
  const t = await createTestApp();

  it('sets the password of that admin, and of a new one, without writing a password file', async () => {
    const ctx = {
      config: t.config,
      database: t.database,
      db: t.database.db,
      tokens: createTokenService('x'.repeat(40)),
      media: mediaStoreFor(t.config),
    };
    const login = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

    await prepareData(
      {
        ...ctx,
        config: { ...t.config, seedDemo: false, adminEmail: ADMIN.email, adminPassword: 'changed-at-start' },
      },
      silentLog,
    );
    expect((await login(ADMIN.email, ADMIN.password)).statusCode).toBe(401);
    expect((await login(ADMIN.email, 'changed-at-start')).statusCode).toBe(200);

    const { notices } = await prepareData(
      {
        ...ctx,
        config: {
          ...t.config,
          seedDemo: false,
          adminEmail: 'second@test.local',
          adminPassword: 'second-admin-pw',
        },
      },
      silentLog,
    );
    expect(notices.join('\n')).not.toContain('second-admin-pw');
    const res = await login('second@test.local', 'second-admin-pw');
    expect(res.statusCode).toBe(200);
    expect(res.json().userData.isAdmin).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'admin-password.txt'))).toBe(false);
  });

  it('does not undo a password the admin changed, until ADMIN_PASSWORD itself changes', async () => {
    const config = {
      ...t.config,
      seedDemo: false,
      adminEmail: 'leaked@test.local',
      adminPassword: 'leaked-pass-1',
    };
    const ctx = {
      config,
      database: t.database,
      db: t.database.db,
      tokens: createTokenService('x'.repeat(40)),
      media: mediaStoreFor(t.config),
    };
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'leaked@test.local', password },
      });

    await prepareData(ctx, silentLog);
    const token = (await login('leaked-pass-1')).json().token as string;
    // The admin replaces the leaked password in the admin area.
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/password',
      headers: t.auth(token),
      payload: { currentPassword: 'leaked-pass-1', newPassword: 'private-pass-2' },
    });
    expect(change.statusCode).toBe(200);

    // A restart with the same environment keeps the new password (and its session).
    const { notices } = await prepareData(ctx, silentLog);
    expect(notices.join('\n')).toMatch(/unchanged since the last start/);
    expect((await login('leaked-pass-1')).statusCode).toBe(401);
    expect((await login('private-pass-2')).statusCode).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/user',
      headers: t.auth(change.json().token),
    });
    expect(session.statusCode).toBe(200);

    // Changing the setting itself is how the environment resets the password.
    await prepareData({ ...ctx, config: { ...config, adminPassword: 'reset-by-env-3' } }, silentLog);
    expect((await login('private-pass-2')).statusCode).toBe(401);
    expect((await login('reset-by-env-3')).statusCode).toBe(200);
    // The record of the applied value is private and holds no password in the clear.
    const record = path.join(t.dataDir, 'admin-password-applied.json');
    expect(mode(record)).toBe(0o600);
    expect(fs.readFileSync(record, 'utf8')).not.toContain('reset-by-env-3');
  });

  it('keeps the generated token secret readable only by its owner', () => {
    expect(mode(path.join(t.dataDir, 'jwt-secret'))).toBe(0o600);
  });

  it('uses JWT_SECRET instead of a file when it is set', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-secret-'));
    try {
      expect(resolveJwtSecret('y'.repeat(40), dataDir)).toBe('y'.repeat(40));
      expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
      // A token signed under one secret is refused under another.
      const a = createTokenService('a'.repeat(40));
      const b = createTokenService('b'.repeat(40));
      const token = await a.sign(
        '3f1b3c0e-1c7d-4c36-9a57-3d2b6e0c9f11',
        '5b0c7a52-9a7e-4f0e-8f7e-2d3c4b5a6f70',
      );
      expect(await a.verify(token)).toMatchObject({ userId: '3f1b3c0e-1c7d-4c36-9a57-3d2b6e0c9f11' });
      expect(await b.verify(token)).toBeNull();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('builds an app that opens its own database when none is given, and closes it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-own-'));
    try {
      const config = loadConfig({
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'web'),
        LOG_LEVEL: 'silent',
      });
      const app = await buildApp(config, { logger: false });
      const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.json()).toEqual({ status: 'ok' });
      await app.close();
      expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
