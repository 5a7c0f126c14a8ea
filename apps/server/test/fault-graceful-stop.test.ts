import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { applications } from '../src/modules/recruitment/tables.ts';
import {
  adminToken,
  cleanupAll,
  startServer,
  tempDir,
  throwawayDatabase,
  openDrive,
  applyTo,
  applicationTo,
} from './fault-server.ts';

// A stopping server answers every request it has received: it finishes it, or answers 503 with
// Retry-After. Here the real server is stopped with SIGTERM in the middle of a recruitment surge,
// on the embedded database, or on PostgreSQL when TEST_DATABASE_URL is set.
afterAll(cleanupAll);
const SURGE = 150;

describe(`graceful stop under load (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('answers every received request (201, or 503 with Retry-After), resets none and exits 0', async () => {
    const dataDir = tempDir('ssf-stop-');
    const databaseUrl = await throwawayDatabase();
    const server = await startServer(dataDir, databaseUrl);
    const token = await adminToken(server.port);
    const driveId = await openDrive(server.port, token, 1000);

    const surge = Array.from({ length: SURGE }, () => applyTo(server.port, driveId));
    await new Promise((r) => setTimeout(r, 200));
    server.child.kill('SIGTERM');
    const answers = await Promise.all(surge);
    expect((await server.exited).code, server.output()).toBe(0);

    expect(answers.filter((a) => a.error)).toEqual([]);
    for (const a of answers) expect([201, 503]).toContain(a.status);
    for (const a of answers.filter((x) => x.status === 503)) expect(a.retryAfter).toMatch(/^\d+$/);

    // Every acknowledged application is stored, and nothing else.
    const accepted = answers.filter((a) => a.status === 201).length;
    const database = await openDatabase(databaseUrl, dataDir);
    try {
      const stored = await database.db.select().from(applications);
      expect(stored).toHaveLength(accepted);
    } finally {
      await database.close();
    }
  }, 120_000);
});

/** A complete HTTP answer read off a raw socket: its status, Retry-After, and whether it was cut. */
interface RawAnswer {
  status?: number;
  retryAfter?: string;
  error?: string;
}

/**
 * An application sent on its own socket in two parts: `sent` resolves once the first part is in the
 * server's socket buffer (the connection accepted by the kernel), `finish()` sends the rest.
 */
function applicationInParts(port: number, body: unknown, cut: number) {
  const payload = Buffer.from(JSON.stringify(body));
  const head = Buffer.from(
    `POST /api/v1/recruitment/apply HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${payload.length}\r\n\r\n`,
  );
  const request = Buffer.concat([head, payload]);
  const first = request.subarray(0, head.length + Math.min(cut, payload.length));
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (d) => chunks.push(d));
  const answer = new Promise<RawAnswer>((resolve) => {
    socket.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message }));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headers, ...rest] = text.split('\r\n\r\n');
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(headers)?.[1];
      const length = /\r\ncontent-length: (\d+)/i.exec(headers)?.[1];
      const bodyBytes = Buffer.byteLength(rest.join('\r\n\r\n'));
      if (!status || length === undefined || Number(length) !== bodyBytes)
        return resolve({ error: `incomplete answer: ${JSON.stringify(text.slice(0, 200))}` });
      resolve({ status: Number(status), retryAfter: /\r\nretry-after: (\S+)/i.exec(headers)?.[1] });
    });
  });
  const sent = new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('connect', () => socket.write(first, () => resolve()));
  });
  return {
    sent,
    answer,
    // Not end(): a client that half-closes its side asks the server to drop the request.
    finish: () => socket.write(request.subarray(first.length)),
  };
}

describe('graceful stop on a machine too slow to keep up', () => {
  it('answers every request received before the signal, even one still arriving after the deadline', async () => {
    const dataDir = tempDir('ssf-stop-slow-');
    const databaseUrl = await throwawayDatabase();
    const server = await startServer(dataDir, databaseUrl, { LOG_LEVEL: 'info' });
    const token = await adminToken(server.port);
    const driveId = await openDrive(server.port, token, 1000);
    const application = () => applicationTo(driveId);

    // A phone on a slow network: its application began before the signal and ends long after.
    const slow = applicationInParts(server.port, application(), 10);
    await slow.sent;
    // Its request has begun on the server (the request log's first line).
    while (!/"url":"\/api\/v1\/recruitment\/apply"\},"msg":"incoming request"/.test(server.output()))
      await new Promise((r) => setTimeout(r, 50));
    // The machine is too busy to run the server (stopped outright here) while a surge arrives:
    // every application is sent whole and waits in the server's socket buffers, unread.
    server.child.kill('SIGSTOP');
    const surge = Array.from({ length: 100 }, () => applicationInParts(server.port, application(), 1e9));
    await Promise.all(surge.map((s) => s.sent));
    server.child.kill('SIGTERM');
    server.child.kill('SIGCONT');

    // The stop passes its deadline while the slow application is still arriving; then it ends.
    while (!/longer than its deadline/.test(server.output())) {
      if (server.child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    slow.finish();

    const answers = await Promise.all([slow.answer, ...surge.map((s) => s.answer)]);
    expect((await server.exited).code, server.output()).toBe(0);
    expect(answers.filter((a) => a.error)).toEqual([]);
    for (const a of answers) expect([201, 503]).toContain(a.status);
    for (const a of answers.filter((x) => x.status === 503)) expect(a.retryAfter).toMatch(/^\d+$/);
    // The slow one had begun before the signal: it is finished, not turned away.
    expect(answers[0].status).toBe(201);
    expect(server.output()).toMatch(/longer than its deadline/);

    const accepted = answers.filter((a) => a.status === 201).length;
    const database = await openDatabase(databaseUrl, dataDir);
    try {
      expect(await database.db.select().from(applications)).toHaveLength(accepted);
    } finally {
      await database.close();
    }
  }, 120_000);
});
