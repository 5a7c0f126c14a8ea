import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { describeForLog } from '../src/http/errors.ts';
import { createTestApp } from './helpers.ts';

describe('server faults in the log', async () => {
  const t = await createTestApp();

  it('keep a failed query to its SQL and the database message, never its parameters', async () => {
    const secret = 'student.secret@mitwpu.edu.in';
    const error = await t.database.db
      .execute(sql`select ${secret}::int`)
      .then(() => null)
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    // The raw error names the parameter; what is logged does not.
    expect(`${error!.message}`).toContain(secret);
    const logged = JSON.stringify(describeForLog(error!));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('select $1::int');
  });

  it('are logged through the error handler without the parameters, and answered with a generic 500', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(t.config, { database: t.database, logger: { level: 'error', stream } });
    const secret = 'PRN-SECRET-12345';
    app.get('/api/v1/test-fault', { config: { access: 'public' } }, async () => {
      // A fault the error handler cannot map to a client's mistake (a division by zero), with a
      // parameter it must not log.
      await t.database.db.execute(sql`select ${secret}::text, 1 / 0`);
      return {};
    });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/v1/test-fault' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(/select|int/i);
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).not.toContain(secret);
  });
});
