import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanEnv, cleanupAll, freePort, root, tempDir, watchProcess } from './fault-server.ts';

// `npm run dev:server` (scripts/dev.mjs) as a developer runs it: from the project's root with its
// configuration, so it uses the same DATA_DIR as `npm start`, and a SIGTERM stops every process
// under it, the watcher's server included.
afterAll(cleanupAll);

async function listening(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/api/v1/health/live`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

describe('npm run dev', () => {
  it('serves from the DATA_DIR npm start uses and stops its whole tree on SIGTERM', async () => {
    const dataDir = tempDir('ssf-dev-');
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(root, 'scripts/dev.mjs'), 'server'], {
      cwd: root,
      env: cleanEnv({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'false', LOG_LEVEL: 'warn' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const { output, exited } = watchProcess(child);

    const deadline = Date.now() + 90_000;
    while (!(await listening(port))) {
      expect(Date.now() < deadline, output()).toBe(true);
      expect(child.exitCode, output()).toBeNull();
      await new Promise((r) => setTimeout(r, 250));
    }
    // Lines are marked with the part they came from; the database is the one in DATA_DIR.
    expect(output()).toMatch(/^server \| /m);
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(true);

    child.kill('SIGTERM');
    expect((await exited).code).toBe(0);
    // Nothing under it is left answering: the server behind the watcher stopped too.
    const stopDeadline = Date.now() + 20_000;
    while ((await listening(port)) && Date.now() < stopDeadline) await new Promise((r) => setTimeout(r, 250));
    expect(await listening(port)).toBe(false);
  }, 150_000);
});
