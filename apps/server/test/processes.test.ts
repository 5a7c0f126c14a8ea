import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { checkCredentials } from '../src/modules/auth/service.ts';
import { cleanupAll, freePort, startServer, watchProcess } from './fault-server.ts';
import { createTestApp, TEST_PG_URL } from './helpers.ts';

// The real processes, as a user runs them: `node apps/server/src/main.ts` and
// `npm run admin`, from the repository root with a clean environment of their own.
const root = path.resolve(import.meta.dirname, '../../..');
// A new embedded database takes a few seconds to initialise; leave room on a busy machine.
const SLOW = 120_000;
const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-proc-'));
  tempDirs.push(dir);
  return dir;
}

/** The environment without anything that would point the child at another database or port. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (
      /^(PORT|HOST|DATA_DIR|DATABASE_URL|TEST_DATABASE_URL|PUBLIC_URL|JWT_SECRET|CREDENTIAL_SIGNING_KEY|ADMIN_|SEED_DEMO|LOG_LEVEL|WEB_DIST|LOGIN_RATE_LIMIT|TIME_ZONE)/.test(
        name,
      )
    )
      delete env[name];
  }
  return { ...env, ...extra };
}

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], env: Record<string, string>, cwd = root): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

const runServer = (env: Record<string, string>) => run(process.execPath, ['apps/server/src/main.ts'], env);

/** stderr apart from Node's own notices (for example about experimental features). */
const ownLines = (stderr: string) =>
  stderr.split('\n').filter((l) => l.trim() && !/ExperimentalWarning|--trace-warnings|^\(node:\d+\)/.test(l));

describe('a bad setting stops start-up with one line naming the variable', () => {
  it(
    'PORT=abc exits 1 with a single line and no stack trace',
    async () => {
      const r = await runServer({ PORT: 'abc', DATA_DIR: tempDir() });
      expect(r.code).toBe(1);
      const lines = ownLines(r.stderr);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Invalid PORT: /);
      expect(r.stderr).not.toMatch(/\bat .+:\d+:\d+|Error:/);
    },
    SLOW,
  );

  it(
    'an unreachable DATABASE_URL exits 1 with a single line and no stack trace',
    async () => {
      const r = await runServer({
        DATABASE_URL: 'postgres://root@127.0.0.1:1/x',
        JWT_SECRET: 'a-shared-secret-of-at-least-32-characters',
        CREDENTIAL_SIGNING_KEY: 'z3u2UHS7pY7JLYJG9sjz45u8gm5z2BApbk2bVmQNL94ccN7L',
        DATA_DIR: tempDir(),
      });
      expect(r.code).toBe(1);
      const lines = ownLines(r.stderr);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Invalid DATABASE_URL: /);
      expect(r.stderr).not.toMatch(/\bat .+:\d+:\d+|ECONNREFUSED/);
    },
    SLOW,
  );

  it(
    'DATABASE_URL without JWT_SECRET exits 1 with one line: every instance must share the secret',
    async () => {
      const dataDir = tempDir();
      const r = await runServer({ DATABASE_URL: 'postgres://root@127.0.0.1:5432/test', DATA_DIR: dataDir });
      expect(r.code).toBe(1);
      const lines = ownLines(r.stderr);
      expect(lines).toEqual([
        'Invalid JWT_SECRET: must be set when DATABASE_URL is set (the same value on every instance, at least 32 characters)',
      ]);
      // Refused before anything was made: no per-instance secret was generated.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    },
    SLOW,
  );
});

describe('npm run admin', async () => {
  // On PostgreSQL the command writes to the test database, and the test app reads it back.
  const t = TEST_PG_URL ? await createTestApp() : null;

  it(
    'creates an admin who can then sign in, and resets the password the second time',
    async () => {
      const dataDir = tempDir();
      const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      if (t?.config.databaseUrl) env.DATABASE_URL = t.config.databaseUrl;
      const admin = (password: string) =>
        run('npm', ['run', '--silent', 'admin', '--', '--email', 'Cli@Test.local'], {
          ...env,
          ADMIN_CLI_PASSWORD: password,
        });

      const first = await admin('cli-password-1');
      expect(first.stderr.replace(/npm warn.*\n?/gi, '')).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toContain('cli@test.local');
      expect(first.stdout).not.toContain('cli-password-1');

      const second = await admin('cli-password-2');
      expect(second.code).toBe(0);

      if (t) {
        const login = (password: string) =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            payload: { email: 'cli@test.local', password },
          });
        expect((await login('cli-password-1')).statusCode).toBe(401);
        const res = await login('cli-password-2');
        expect(res.statusCode).toBe(200);
        expect(res.json().userData.isAdmin).toBe(true);
      } else {
        const database = await openDatabase(null, dataDir);
        expect(await checkCredentials(database.db, 'cli@test.local', 'cli-password-1')).toBeNull();
        expect(await checkCredentials(database.db, 'cli@test.local', 'cli-password-2')).toMatchObject({
          email: 'cli@test.local',
          isAdmin: true,
        });
        await database.close();
      }
    },
    SLOW,
  );

  it(
    'refuses a short password, a password given as an argument and missing arguments with a message and exit code 1',
    async () => {
      const env = { DATA_DIR: tempDir() };
      const short = await run('npm', ['run', '--silent', 'admin', '--', '--email', 'a@b.cd'], {
        ...env,
        ADMIN_CLI_PASSWORD: 'short',
      });
      expect(short.code).toBe(1);
      expect(short.stderr).toMatch(/password must be at least 10 characters/);
      const missing = await run('npm', ['run', '--silent', 'admin'], env);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(/Usage: npm run admin -- --email/);
      // npm prints a script's arguments: a password there would be on the screen and in the history.
      const asArgument = await run(
        'npm',
        ['run', '--silent', 'admin', '--', '--email', 'a@b.cd', '--password', 'long-enough-1'],
        env,
      );
      expect(asArgument.code).toBe(1);
      expect(asArgument.stderr).toMatch(/Unknown option '--password'/);
      // No terminal to ask on and nothing in the environment: it says where the password may come from.
      const noTerminal = await run('npm', ['run', '--silent', 'admin', '--', '--email', 'a@b.cd'], env);
      expect(noTerminal.code).toBe(1);
      expect(noTerminal.stderr).toMatch(/set ADMIN_CLI_PASSWORD/);
      expect(fs.readdirSync(env.DATA_DIR)).toEqual([]);
    },
    SLOW,
  );

  it(
    'reads the .env file of the folder it runs in, as the server does, with the environment winning',
    async () => {
      const folder = tempDir();
      const fromFile = path.join(folder, 'from-env-file');
      const fromEnvironment = path.join(folder, 'from-environment');
      fs.writeFileSync(path.join(folder, '.env'), `DATA_DIR=${fromFile}\nLOG_LEVEL=silent\n`);
      const cli = path.join(root, 'scripts/cli.mjs');
      const password = { ADMIN_CLI_PASSWORD: 'env-file-password' };

      const first = await run(
        process.execPath,
        [cli, 'admin', '--email', 'file@test.local'],
        password,
        folder,
      );
      expect(first.code, first.stderr).toBe(0);
      expect(fs.existsSync(path.join(fromFile, 'db'))).toBe(true);
      const database = await openDatabase(null, fromFile);
      expect(await checkCredentials(database.db, 'file@test.local', 'env-file-password')).toMatchObject({
        isAdmin: true,
      });
      await database.close();

      const second = await run(
        process.execPath,
        [cli, 'admin', '--email', 'file@test.local'],
        { ...password, DATA_DIR: fromEnvironment },
        folder,
      );
      expect(second.code, second.stderr).toBe(0);
      expect(fs.existsSync(path.join(fromEnvironment, 'db'))).toBe(true);
    },
    SLOW,
  );
});

describe('graceful shutdown', () => {
  it(
    'on SIGTERM finishes, exits 0 and leaves a database that reopens with every acknowledged write',
    async () => {
      const dataDir = tempDir();
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const child: ChildProcess = spawn(process.execPath, ['apps/server/src/main.ts'], {
        cwd: root,
        env: cleanEnv({
          PORT: String(port),
          DATA_DIR: dataDir,
          WEB_DIST: path.join(dataDir, 'no-web'),
          ADMIN_EMAIL: 'shutdown@test.local',
          ADMIN_PASSWORD: 'before-shutdown',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
        }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const { output, exited } = watchProcess(child);

      try {
        const deadline = Date.now() + 45_000;
        for (;;) {
          if (child.exitCode !== null) throw new Error(`server exited early: ${output()}`);
          if (Date.now() > deadline) throw new Error(`server did not start: ${output()}`);
          const ok = await fetch(`${base}/api/v1/health`).then(
            (r) => r.ok,
            () => false,
          );
          if (ok) break;
          await new Promise((r) => setTimeout(r, 200));
        }
        expect(output()).toContain(`http://localhost:${port}`);

        // An acknowledged write just before the signal.
        const login = await fetch(`${base}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'shutdown@test.local', password: 'before-shutdown' }),
        });
        const { token } = (await login.json()) as { token: string };
        const change = await fetch(`${base}/api/v1/auth/password`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ currentPassword: 'before-shutdown', newPassword: 'after-the-change' }),
        });
        expect(change.status).toBe(200);

        // While the server holds the embedded database, nothing else may write to it unseen.
        const cli = await run('npm', ['run', '--silent', 'admin', '--', '--email', 'other@test.local'], {
          DATA_DIR: dataDir,
          ADMIN_CLI_PASSWORD: 'other-password',
        });
        expect(cli.code).toBe(1);
        expect(ownLines(cli.stderr.replace(/npm warn.*\n?/gi, ''))).toEqual([
          expect.stringMatching(
            /^Invalid DATA_DIR: the embedded database in .* is in use by another process/,
          ),
        ]);
      } finally {
        child.kill('SIGTERM');
      }
      const { code, signal } = await exited;
      expect({ code, signal }).toEqual({ code: 0, signal: null });

      const database = await openDatabase(null, dataDir);
      expect(database.isNew).toBe(false);
      expect(await database.ping()).toBe(true);
      expect(await checkCredentials(database.db, 'shutdown@test.local', 'after-the-change')).not.toBeNull();
      await database.close();
    },
    SLOW,
  );
});

describe('npm start', () => {
  it(
    'passes SIGTERM on to the server, so stopping the wrapper stops everything',
    async () => {
      const dataDir = tempDir();
      const port = await freePort();
      const health = () =>
        fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
          (r) => r.ok,
          () => false,
        );
      // WEB_DIST names another build, so npm start does not build the web app first.
      const child = spawn('npm', ['start'], {
        cwd: root,
        env: cleanEnv({
          PORT: String(port),
          DATA_DIR: dataDir,
          WEB_DIST: path.join(dataDir, 'no-web'),
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
        }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const { output, exited } = watchProcess(child);
      const deadline = Date.now() + 60_000;
      while (!(await health())) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`did not start: ${output()}`);
        await new Promise((r) => setTimeout(r, 200));
      }

      child.kill('SIGTERM');
      expect((await exited).code).toBe(0);
      // The server itself stopped with the wrapper: nothing answers on its port any more.
      expect(await health()).toBe(false);
      // And it closed the embedded database cleanly: the lock is gone, so it opens again here.
      const database = await openDatabase(null, dataDir);
      expect(await database.ping()).toBe(true);
      await database.close();
    },
    SLOW,
  );
});

describe('the data directory is private', () => {
  afterAll(cleanupAll);

  /** Entries under `dir` that another local user could read, write or enter. */
  const openToOthers = (dir: string): string[] =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((name) => path.join(dir, name))
      .concat(dir)
      .filter((p) => (fs.lstatSync(p).mode & 0o077) !== 0);

  /** Runs the server on `dataDir` until it answers, then stops it with SIGTERM; returns its output. */
  async function startAndStop(dataDir: string): Promise<string> {
    const server = await startServer(dataDir, null);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    return server.output();
  }

  it(
    'is created for the owner only, database files included, and a loosened one is tightened with a warning',
    async () => {
      const dataDir = path.join(tempDir(), 'data');
      const first = await startAndStop(dataDir);
      expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
      expect(openToOthers(dataDir)).toEqual([]);
      expect(first).not.toMatch(/tightened/);

      // Someone loosened it (an archive unpacked, a careless chmod): the next start closes it again.
      fs.chmodSync(dataDir, 0o777);
      fs.chmodSync(path.join(dataDir, 'db', 'PG_VERSION'), 0o666);
      fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'x', { mode: 0o644 });
      fs.chmodSync(path.join(dataDir, 'notes.txt'), 0o644);
      const second = await startAndStop(dataDir);
      expect(second).toMatch(/DATA_DIR was readable by other users.*tightened/);
      expect(openToOthers(dataDir)).toEqual([]);
    },
    SLOW,
  );
});
