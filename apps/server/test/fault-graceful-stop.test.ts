import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { applications } from '../src/db/schema/index.ts';
import { applicant, driveInput } from './recruitment-fixtures.ts';

// A stopping server answers every request it has received: it finishes it, or answers 503 with
// Retry-After. Here the real server is stopped with SIGTERM in the middle of a recruitment surge.
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-stop-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const ADMIN = { email: 'stop@test.local', password: 'stop-password-1' };
const SURGE = 150;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Answer {
  status?: number;
  retryAfter?: string;
  error?: string;
}

/** One request on its own connection (no pooling), as many phones on one campus network would send it. */
function send(port: number, method: string, url: string, body: unknown, token?: string): Promise<Answer> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'] as string | undefined }),
        );
        res.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message }));
      },
    );
    req.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message }));
    req.end(payload);
  });
}

describe('graceful stop under load', () => {
  it('answers every received request (201, or 503 with Retry-After), resets none and exits 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web'),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        PUBLIC_WRITE_RATE_LIMIT: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const deadline = Date.now() + 60_000;
    while ((await send(port, 'GET', '/api/v1/health', undefined)).status !== 200) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }

    const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const created = await fetch(`http://127.0.0.1:${port}/api/v1/recruitment/admin/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(driveInput({ customQuestions: [], maxApplications: 1000 })),
    });
    expect(created.status).toBe(201);
    const drive = ((await created.json()) as { data: { _id: string } }).data;

    const surge = Array.from({ length: SURGE }, () =>
      send(port, 'POST', '/api/v1/recruitment/apply', {
        recruitmentId: drive._id,
        applicantInfo: applicant(),
        answers: [],
      }),
    );
    await new Promise((r) => setTimeout(r, 200));
    child.kill('SIGTERM');
    const answers = await Promise.all(surge);
    expect(await exited, output).toBe(0);

    expect(answers.filter((a) => a.error)).toEqual([]);
    for (const a of answers) expect([201, 503]).toContain(a.status);
    for (const a of answers.filter((x) => x.status === 503)) expect(a.retryAfter).toMatch(/^\d+$/);

    // Every acknowledged application is stored, and the drive's count agrees.
    const accepted = answers.filter((a) => a.status === 201).length;
    const database = await openDatabase(null, dataDir);
    const stored = await database.db.select().from(applications);
    expect(stored).toHaveLength(accepted);
    await database.close();
  }, 120_000);
});
