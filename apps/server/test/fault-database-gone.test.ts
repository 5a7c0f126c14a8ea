import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@ssf/domain/messages';
import { TEST_PG_URL } from './helpers.ts';
import { applicant } from './recruitment-fixtures.ts';
import {
  adminToken,
  cleanupAll,
  send,
  startServer,
  tempDir,
  throwawayDatabase,
  openDrive,
  applyTo,
} from './fault-server.ts';

// PostgreSQL gone in the middle of a run: the server reaches it through a TCP proxy on 127.0.0.1
// that this test cuts (every open connection dropped, new ones accepted but never answered, as a
// database host that vanished from the network) and restores. Health answers 503, API requests
// answer 503 with Retry-After within a few seconds instead of hanging, nothing about the students
// reaches the log, and the server recovers by itself when the database returns.
afterAll(cleanupAll);

/** A TCP proxy to `target` that can be cut and restored. */
async function startProxy(target: { host: string; port: number }) {
  let cut = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (cut) return; // a black hole: the connection is taken and never answered
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dropAll = () => {
    for (const s of sockets) s.destroy();
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      cut = true;
      dropAll();
    },
    restore() {
      cut = false;
      dropAll(); // the black-holed connections go too; the server's pool makes new ones
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}

const timed = async <T>(work: Promise<T>) => {
  const started = Date.now();
  const result = await work;
  return { result, ms: Date.now() - started };
};

/** A 503 in the API's error shape, with Retry-After, answered in a few seconds. */
function expectUnavailable(answer: {
  result: { status?: number; retryAfter?: string; body?: string };
  ms: number;
}) {
  expect(answer.result.status, answer.result.body).toBe(503);
  expect(answer.ms).toBeLessThan(10_000);
  expect(answer.result.retryAfter).toMatch(/^\d+$/);
  expect(JSON.parse(answer.result.body ?? '{}')).toEqual({
    success: false,
    message: MSG.databaseUnavailable,
  });
}

describe.skipIf(!TEST_PG_URL)('PostgreSQL unreachable mid-run', () => {
  it('answers 503 quickly while the database is gone and recovers by itself when it returns', async () => {
    const databaseUrl = (await throwawayDatabase()) as string;
    const target = new URL(databaseUrl);
    const proxy = await startProxy({ host: target.hostname, port: Number(target.port || 5432) });
    afterAll(proxy.close);
    const viaProxy = new URL(databaseUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);

    const server = await startServer(tempDir('ssf-dbgone-'), viaProxy.toString(), { LOG_LEVEL: 'info' });
    const token = await adminToken(server.port);
    const driveId = await openDrive(server.port, token, 1000);
    const apply = (student = applicant()) => applyTo(server.port, driveId, student);
    expect((await apply()).status).toBe(201);

    proxy.cut();
    // Health answers from a ping at most a second old: it turns 503 within a few seconds.
    const cutAt = Date.now();
    let healthStatus = 0;
    while (Date.now() - cutAt < 10_000) {
      healthStatus = (await send(server.port, 'GET', '/api/v1/health')).status ?? 0;
      if (healthStatus === 503) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(healthStatus).toBe(503);

    const student = applicant({ prn: 'GONE4242', email: 'gone.student@mitwpu.edu.in' });
    const [applied, publicRead, adminRead] = await Promise.all([
      timed(apply(student)),
      timed(send(server.port, 'GET', '/api/v1/recruitment/active')),
      timed(send(server.port, 'GET', '/api/v1/recruitment/admin/all', undefined, token)),
    ]);
    expectUnavailable(applied);
    expectUnavailable(publicRead);
    expectUnavailable(adminRead);
    // The server is still there, answering.
    expect(server.child.exitCode).toBeNull();

    proxy.restore();
    const deadline = Date.now() + 20_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline) {
      healthy = (await send(server.port, 'GET', '/api/v1/health', undefined, undefined, 5000)).status === 200;
      if (!healthy) await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthy, 'health is 200 again once the database returns').toBe(true);
    const again = await apply(student);
    expect(again.status, again.body).toBe(201);

    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    // The log says the database was unreachable without naming the student.
    expect(server.output()).toMatch(/database unreachable/);
    expect(server.output()).not.toMatch(/gone\.student|GONE4242/i);
  }, 120_000);
});

describe.skipIf(TEST_PG_URL)('PostgreSQL unreachable mid-run', () => {
  it.skip('needs TEST_DATABASE_URL (a PostgreSQL server to cut off): skipped on the embedded database', () => {});
});
