import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { freePort } from './free-port.ts';
import { TEST_PG_URL } from './helpers.ts';
import { applicant, driveInput } from './recruitment-fixtures.ts';

// The fault suite runs the real server as a process (`node apps/server/src/main.ts`),
// on 127.0.0.1 only, and kills, stops and starves it. Everything a test starts here is registered
// for cleanup, so a failing test leaves no process, database or folder behind.

export const root = path.resolve(import.meta.dirname, '../../..');
export const FAULT_ADMIN = { email: 'fault@test.local', password: 'fault-password-1' };
/** The token secret every server on PostgreSQL is given (instances must share one). */
export const FAULT_JWT_SECRET = 'fault-suite-secret-shared-by-every-instance';
/** The credential signing key every instance on one PostgreSQL database shares (a test key). */
export const FAULT_CREDENTIAL_KEY = 'z3u2UHS7pY7JLYJG9sjz45u8gm5z2BApbk2bVmQNL94ccN7L';

const cleanups: (() => Promise<void> | void)[] = [];

/** Runs every cleanup registered by the helpers below (call it from afterAll). */
export async function cleanupAll(): Promise<void> {
  while (cleanups.length) {
    const cleanup = cleanups.pop();
    try {
      await cleanup?.();
    } catch {
      // keep cleaning the rest
    }
  }
}

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export { freePort };

/** PostgreSQL administration on the test server (creating and dropping throwaway databases). */
export async function pgAdmin(query: string): Promise<void> {
  if (!TEST_PG_URL) throw new Error('no PostgreSQL server configured');
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * A throwaway database on the PostgreSQL server named by TEST_DATABASE_URL, dropped when the file's
 * tests end; null when no server is configured (the test then uses the embedded database).
 */
export async function throwawayDatabase(): Promise<string | null> {
  if (!TEST_PG_URL) return null;
  const name = `ssf_fault_${crypto.randomBytes(6).toString('hex')}`;
  await pgAdmin(`CREATE DATABASE ${name}`);
  cleanups.push(() => pgAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The environment without anything that would point the child at another database or port. */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (
      /^(PORT|HOST|DATA_DIR|DATABASE_URL|TEST_DATABASE_URL|PUBLIC_URL|JWT_SECRET|CREDENTIAL_SIGNING_KEY|ADMIN_|SEED_DEMO|LOG_LEVEL|WEB_DIST|LOGIN_RATE_LIMIT|PUBLIC_WRITE_RATE_LIMIT|TIME_ZONE|TRUST_PROXY|SMTP_URL|MAIL_)/.test(
        name,
      )
    )
      delete env[name];
  }
  return { ...env, ...extra };
}

export interface Answer {
  status?: number;
  retryAfter?: string;
  body?: string;
  error?: string;
}

/** One request on its own connection (no pooling), as many phones on one campus network would send it. */
export function send(
  port: number,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  timeoutMs = 30_000,
): Promise<Answer> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        timeout: timeoutMs,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            retryAfter: res.headers['retry-after'] as string | undefined,
            body: text,
          }),
        );
        res.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message }));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message }));
    req.end(payload);
  });
}

/** What a child process has printed so far (stdout and stderr together), and how it ends. */
export function watchProcess(child: ChildProcess) {
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { output: () => output, exited };
}

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** stdout and stderr so far, for failure messages. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the real server on a free port of 127.0.0.1 over `dataDir` (and `databaseUrl` when set)
 * and resolves once its health check answers 200. The process is killed at cleanup if still running.
 */
export async function startServer(
  dataDir: string,
  databaseUrl: string | null,
  extra: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: cleanEnv({
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: FAULT_ADMIN.email,
      ADMIN_PASSWORD: FAULT_ADMIN.password,
      PUBLIC_WRITE_RATE_LIMIT: '100000',
      LOGIN_RATE_LIMIT: '1000',
      // On PostgreSQL the server requires a shared token secret and credential key (see assertServerConfig).
      ...(databaseUrl
        ? {
            DATABASE_URL: databaseUrl,
            JWT_SECRET: FAULT_JWT_SECRET,
            CREDENTIAL_SIGNING_KEY: FAULT_CREDENTIAL_KEY,
          }
        : {}),
      ...extra,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { output, exited } = watchProcess(child);
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  const deadline = Date.now() + 90_000;
  while ((await send(port, 'GET', '/api/v1/health', undefined, undefined, 5000)).status !== 200) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { port, child, output, exited };
}

/** Signs in as the fault suite's admin and returns the bearer token. */
export async function adminToken(port: number): Promise<string> {
  const answer = await send(port, 'POST', '/api/v1/auth/login', FAULT_ADMIN);
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body ?? '{}') as { token: string }).token;
}

/** Opens a drive without questions through the running server, as its admin; returns its id. */
export async function openDrive(port: number, token: string, maxApplications: number): Promise<string> {
  const created = await send(
    port,
    'POST',
    '/api/v1/recruitment/admin/create',
    driveInput({ customQuestions: [], maxApplications }),
    token,
  );
  expect(created.status, created.body).toBe(201);
  return (JSON.parse(created.body ?? '{}') as { data: { _id: string } }).data._id;
}

/** An application to a drive without questions, as the form sends it (`extra`: more fields, a honeypot). */
export const applicationTo = (
  driveId: string,
  applicantInfo = applicant(),
  extra: Record<string, unknown> = {},
) => ({
  recruitmentId: driveId,
  applicantInfo,
  answers: [],
  ...extra,
});

/** Sends an application to the running server's drive; its answer. */
export const applyTo = (
  port: number,
  driveId: string,
  applicantInfo = applicant(),
  extra: Record<string, unknown> = {},
) => send(port, 'POST', '/api/v1/recruitment/apply', applicationTo(driveId, applicantInfo, extra));
