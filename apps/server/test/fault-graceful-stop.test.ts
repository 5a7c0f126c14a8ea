import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { applications } from '../src/db/schema/index.ts';
import { applicant, driveInput } from './recruitment-fixtures.ts';
import { adminToken, cleanupAll, send, startServer, tempDir, throwawayDatabase } from './fault-server.ts';

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
    const created = await send(
      server.port,
      'POST',
      '/api/v1/recruitment/admin/create',
      driveInput({ customQuestions: [], maxApplications: 1000 }),
      token,
    );
    expect(created.status, created.body).toBe(201);
    const drive = (JSON.parse(created.body ?? '{}') as { data: { _id: string } }).data;

    const surge = Array.from({ length: SURGE }, () =>
      send(server.port, 'POST', '/api/v1/recruitment/apply', {
        recruitmentId: drive._id,
        applicantInfo: applicant(),
        answers: [],
      }),
    );
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
