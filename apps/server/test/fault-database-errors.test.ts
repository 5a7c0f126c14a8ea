import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MSG } from '@ssf/domain/messages';
import { isDatabaseUnavailable } from '../src/db/errors.ts';
import { registerErrorHandler } from '../src/http/errors.ts';

// Which failures mean "the database cannot be reached" (503, try again) rather than a fault of
// the server (500): proven here on both stores, and end to end on PostgreSQL in
// fault-database-gone.test.ts.
const failedQuery = (cause: Error) =>
  new DrizzleQueryError('insert into "applications" ... values ($1)', ['student@mitwpu.edu.in'], cause);
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a database out of reach', () => {
  it('is recognised from the driver and server errors that say so', () => {
    for (const err of [
      failedQuery(new Error('Connection terminated unexpectedly')),
      failedQuery(new Error('timeout exceeded when trying to connect')),
      failedQuery(new Error('Query read timeout')),
      failedQuery(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
      failedQuery(withCode('terminating connection due to administrator command', '57P01')),
      failedQuery(withCode('the database system is starting up', '57P03')),
      failedQuery(withCode('connection failure', '08006')),
      new Error('Connection terminated due to connection timeout'),
    ])
      expect(isDatabaseUnavailable(err), err.message).toBe(true);
  });

  it('is not confused with a refused or failed query', () => {
    for (const err of [
      failedQuery(withCode('duplicate key value violates unique constraint', '23505')),
      failedQuery(withCode('invalid input syntax for type uuid', '22P02')),
      failedQuery(withCode('deadlock detected', '40P01')),
      new Error('Cannot read properties of undefined'),
    ])
      expect(isDatabaseUnavailable(err), err.message).toBe(false);
  });

  it('answers 503 with Retry-After in the error shape, and logs no query parameters', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    registerErrorHandler(app);
    app.get('/gone', async () => {
      throw failedQuery(new Error('Connection terminated unexpectedly'));
    });
    const res = await app.inject({ method: 'GET', url: '/gone' });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json()).toEqual({ success: false, message: MSG.databaseUnavailable });
    expect(lines.join('')).toMatch(/database unreachable/);
    expect(lines.join('')).not.toMatch(/student@mitwpu/);
  });
});
