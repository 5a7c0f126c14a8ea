import { afterAll, describe, expect, it } from 'vitest';
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

// A crash (SIGKILL, a power cut of the process) in the middle of a recruitment surge loses no
// acknowledged application: started again on the same data, the server holds every application it
// answered 201, and the drive's count equals its stored applications. Three crashes in a row, on
// the embedded database, or on PostgreSQL when TEST_DATABASE_URL is set.
afterAll(cleanupAll);

const SURGE = 120;
const ROUNDS = 3;

describe(`a crash during an application surge (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('keeps every acknowledged application and the drive count, three crashes in a row', async () => {
    const dataDir = tempDir('ssf-crash-');
    const databaseUrl = await throwawayDatabase();

    let server = await startServer(dataDir, databaseUrl);
    let token = await adminToken(server.port);
    const driveId = await openDrive(server.port, token, 10_000);

    const acknowledged = new Set<string>();
    for (let round = 1; round <= ROUNDS; round++) {
      const students = Array.from({ length: SURGE }, () => applicant());
      const port = server.port;
      const surge = students.map((student) =>
        applyTo(port, driveId, student).then((answer) => ({ student, answer })),
      );
      // Kill once the surge is well under way (a quarter answered, the rest in flight), or at the
      // latest once some were answered and 10 s passed, on a slow machine.
      const soft = Date.now() + 10_000;
      const hard = Date.now() + 60_000;
      let answered = 0;
      for (const s of surge) void s.then(() => answered++);
      while (answered < SURGE / 4 && !(answered > 0 && Date.now() > soft) && Date.now() < hard)
        await new Promise((r) => setTimeout(r, 10));
      server.child.kill('SIGKILL');
      const answers = await Promise.all(surge);
      await server.exited;

      for (const { student, answer } of answers) {
        if (answer.status === 201) acknowledged.add(student.email);
        // Whatever was not acknowledged was cut off by the crash, never refused by the server.
        else expect(answer.error ?? answer.status, answer.body).toBeTypeOf('string');
      }
      expect(answers.filter((a) => a.answer.status === 201).length).toBeGreaterThan(0);

      server = await startServer(dataDir, databaseUrl);
      token = await adminToken(server.port);
      const list = await send(
        server.port,
        'GET',
        `/api/v1/recruitment/admin/applications/${driveId}`,
        undefined,
        token,
      );
      expect(list.status, list.body).toBe(200);
      const stored = (
        JSON.parse(list.body ?? '{}') as { data: { applications: { applicantInfo: { email: string } }[] } }
      ).data.applications;
      const storedEmails = new Set(stored.map((a) => a.applicantInfo.email));
      const lost = [...acknowledged].filter((email) => !storedEmails.has(email));
      expect(lost, `round ${round}: acknowledged but not stored`).toEqual([]);

      const all = await send(server.port, 'GET', '/api/v1/recruitment/admin/all', undefined, token);
      const drives = (
        JSON.parse(all.body ?? '{}') as { data: { _id: string; currentApplications: number }[] }
      ).data;
      const drive = drives.find((d) => d._id === driveId);
      expect(drive?.currentApplications, `round ${round}: the drive's count`).toBe(stored.length);
    }

    server.child.kill('SIGTERM');
    expect((await server.exited).code, server.output()).toBe(0);
  }, 300_000);
});
