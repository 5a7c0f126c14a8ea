import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, describe, expect, it } from 'vitest';
import { listFiles, schemaTables, TRANSIENT_TABLES } from '../src/backup/archive.ts';
import { openDatabase } from '../src/db/client.ts';
import { mediaDir } from '../src/media/store.ts';
import { makeImage } from './fixtures/images.ts';
import { applicant, driveInput } from './recruitment-fixtures.ts';
import {
  adminToken,
  cleanEnv,
  cleanupAll,
  root,
  send,
  startServer,
  tempDir,
  throwawayDatabase,
  openDrive,
  applyTo,
} from './fault-server.ts';

// npm run backup while the server runs, npm run restore into a new place, and the two compared
// table by table and file by file. The source is filled by every feature's demo content (so a new
// feature's tables are in it without anyone remembering) plus applications; every table of the
// Drizzle schema must hold rows, so the comparison covers them all. On the embedded database, or
// on PostgreSQL when TEST_DATABASE_URL is set.
afterAll(cleanupAll);

function npmRun(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: root,
      env: cleanEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const envFor = (dataDir: string, databaseUrl: string | null): Record<string, string> => ({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});

/**
 * Every table's rows (as PostgreSQL writes them in JSON, sorted), every media file's bytes, and how
 * many rate-limit counters the database holds (left out of backups).
 */
async function snapshot(dataDir: string, databaseUrl: string | null) {
  const database = await openDatabase(databaseUrl, dataDir);
  const tables: Record<string, string[]> = {};
  let transientRows = 0;
  try {
    // Every table of the database is one of the schema's: the ones a backup holds, and the
    // transient ones it leaves out (rate-limit counters).
    const present = (await database.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { name: string }[] };
    expect(present.rows.map((r) => r.name).sort()).toEqual(
      [...schemaTables().map((t) => t.name), ...TRANSIENT_TABLES].sort(),
    );
    const counters = (await database.db.execute(
      sql`select count(*)::int as count from rate_limits`,
    )) as unknown as { rows: { count: number }[] };
    transientRows = counters.rows[0].count;
    // Times written in UTC and rows sorted here, so that both kinds of database compare alike.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'UTC'`);
      for (const table of schemaTables()) {
        const result = (await tx.execute(
          sql.raw(`select to_jsonb(t)::text as r from "${table.name}" t`),
        )) as unknown as { rows: { r: string }[] };
        tables[table.name] = result.rows.map((row) => row.r).sort();
      }
    });
  } finally {
    await database.close();
  }
  const dir = mediaDir(dataDir);
  const files = Object.fromEntries(
    listFiles(dir).map((file) => [file, fs.readFileSync(path.join(dir, file)).toString('base64')]),
  );
  return { tables, files, transientRows };
}

describe(`backup and restore (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('backs up while the server runs and restores every table and media file into a new place', async () => {
    const sourceDir = tempDir('ssf-backup-src-');
    const sourceUrl = await throwawayDatabase();
    const server = await startServer(sourceDir, sourceUrl, { SEED_DEMO: 'true' });
    const token = await adminToken(server.port);
    // An officer with two-factor sign-in (recovery codes) and the admin area's settings.
    const invited = await send(
      server.port,
      'POST',
      '/api/v1/accounts/invite',
      { name: 'Second Officer', email: 'second@backup.test', role: 'reviewer' },
      token,
    );
    expect(invited.status, invited.body).toBe(201);
    const inviteToken = (JSON.parse(invited.body ?? '{}') as { inviteUrl: string }).inviteUrl
      .split('/')
      .pop();
    const accepted = await send(server.port, 'POST', `/api/v1/accounts/invite/${inviteToken}/accept`, {
      password: 'second-officer-password',
    });
    const officer = (JSON.parse(accepted.body ?? '{}') as { token: string }).token;
    const setup = await send(server.port, 'POST', '/api/v1/auth/2fa/setup', undefined, officer);
    const { secret } = JSON.parse(setup.body ?? '{}') as { secret: string };
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
    expect((await send(server.port, 'POST', '/api/v1/auth/2fa/enable', { code }, officer)).status).toBe(200);
    expect(
      (await send(server.port, 'PUT', '/api/v1/admin/settings', { requireTwoFactor: false }, token)).status,
    ).toBe(200);
    const driveId = await openDrive(server.port, token, 100);
    for (let i = 0; i < 5; i++) {
      const applied = await applyTo(server.port, driveId, applicant({ first_name: `Ünïcödé ${i} "quoted"` }));
      expect(applied.status, applied.body).toBe(201);
    }
    // One refused as automated (honeypot filled): the refusals' count is a table too.
    const refused = await applyTo(server.port, driveId, applicant(), { website: 'https://spam.example' });
    expect(refused.status, refused.body).toBe(201);

    // Event registration: an event taking registrations, two registrants, one checked in and
    // certified (its credential issued); a reviewed form response with a note; a published decision
    // with its status link. These tables have no demo content of their own.
    const base = `http://127.0.0.1:${server.port}/api/v1`;
    const call = async (method: string, url: string, body?: unknown, bearer: string | null = token) => {
      const form = body instanceof FormData;
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}),
        },
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      });
      const text = await res.text();
      expect(res.status, `${method} ${url}: ${text}`).toBeLessThan(300);
      return text ? JSON.parse(text) : null;
    };
    const eventForm = new FormData();
    for (const [name, value] of Object.entries({
      title: 'Backup evening',
      description: '<p>A talk.</p>',
      eventType: 'upcoming',
      eventDate: '2030-12-05T18:30',
      registrationEnabled: 'true',
      capacity: '10',
      universityOnly: 'false',
    }))
      eventForm.append(name, value);
    eventForm.append(
      'coverImage',
      new Blob([new Uint8Array(await makeImage(7, 120))], { type: 'image/png' }),
      'c.png',
    );
    const event = (await call('POST', '/events/create', eventForm)).event as { _id: string };
    const tickets: string[] = [];
    for (const who of ['first', 'second']) {
      const registered = await call(
        'POST',
        `/events/${event._id}/register`,
        { name: `Backup ${who}`, email: `backup.${who}@example.org` },
        null,
      );
      tickets.push(String(registered.ticketUrl).split('/').pop() ?? '');
    }
    await call('POST', `/events/${event._id}/check-in`, { token: tickets[0] });
    const issued = (await call('POST', `/events/${event._id}/certificates`)) as {
      certificates: Array<{ _id: string }>;
    };
    await call('GET', `/certificates/${issued.certificates[0]._id}/credential.json`, undefined, null);
    const forms = (await call('GET', '/forms/admin/all')).data as Array<{ _id: string; slug: string }>;
    const feedback = forms.find((f) => f.slug === 'talk-feedback');
    const responses = (await call('GET', `/forms/admin/${feedback?._id}/responses`)).data.responses as Array<{
      _id: string;
    }>;
    await call('PATCH', `/forms/admin/responses/${responses[0]._id}`, { status: 'reviewing' });
    await call('POST', `/forms/admin/responses/${responses[0]._id}/notes`, { text: 'Kept for the backup.' });
    const applications = (await call('GET', `/recruitment/admin/applications/${driveId}`)).data
      .applications as Array<{ _id: string }>;
    await call('PATCH', `/recruitment/admin/applications/${applications[0]._id}`, { status: 'selected' });
    await call('POST', `/recruitment/admin/applications/${applications[0]._id}/notes`, { text: 'A note.' });
    await call(
      'PUT',
      `/recruitment/admin/update/${driveId}`,
      driveInput({ customQuestions: [], maxApplications: 100, statusVisible: true }),
    );

    // A backup taken in the middle of an application surge: the server answers everyone, and the
    // backup is consistent (checked after its restore below).
    const backupFile = path.join(tempDir('ssf-backup-file-'), 'site.backup');
    const surgeFile = path.join(path.dirname(backupFile), 'surge.backup');
    const apply = () => applyTo(server.port, driveId);
    const surge = Array.from({ length: 30 }, apply);
    const [during, ...surgeAnswers] = await Promise.all([
      npmRun('backup', [surgeFile], envFor(sourceDir, sourceUrl)),
      ...surge,
    ]);
    expect(during.code, during.stderr).toBe(0);
    expect(surgeAnswers.map((a) => a.status)).toEqual(surgeAnswers.map(() => 201));

    // The backup, taken while the server runs and holds the database.
    const backup = await npmRun('backup', [backupFile], envFor(sourceDir, sourceUrl));
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^Backup written to /);
    expect(fs.statSync(backupFile).mode & 0o077).toBe(0);
    expect(server.child.exitCode).toBeNull();
    expect((await send(server.port, 'GET', '/api/v1/health')).status).toBe(200);
    if (!sourceUrl) {
      // The embedded database of a running server is never restored over, even with --force.
      const busy = await npmRun('restore', [backupFile, '--force'], envFor(sourceDir, null));
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/in use by another process/);
    }
    server.child.kill('SIGTERM');
    expect((await server.exited).code, server.output()).toBe(0);

    // With the server stopped, the command opens the database itself, and finds the same.
    const offline = await npmRun('backup', [`${backupFile}.offline`], envFor(sourceDir, sourceUrl));
    expect(offline.code, offline.stderr).toBe(0);
    expect(offline.stdout.replace(/ to \S+:/, ':')).toBe(backup.stdout.replace(/ to \S+:/, ':'));

    // Restored into an empty data directory (and an empty database).
    const targetDir = tempDir('ssf-backup-dst-');
    const targetUrl = await throwawayDatabase();
    const restore = await npmRun('restore', [backupFile], envFor(targetDir, targetUrl));
    expect(restore.code, restore.stderr).toBe(0);

    const before = await snapshot(sourceDir, sourceUrl);
    const after = await snapshot(targetDir, targetUrl);
    const empty = Object.entries(before.tables)
      .filter(([, rows]) => rows.length === 0)
      .map(([name]) => name);
    expect(empty, 'tables without rows: give the feature demo content or fill them here').toEqual([]);
    // The applications were counted by the public-write limit: in the database on PostgreSQL (in
    // memory on the embedded one). The counters are not backed up: the restored site starts afresh.
    expect(before.transientRows > 0).toBe(Boolean(sourceUrl));
    expect(after.transientRows).toBe(0);
    expect(Object.keys(before.files).length).toBeGreaterThan(0);
    for (const name of Object.keys(before.tables))
      expect(after.tables[name], name).toEqual(before.tables[name]);
    expect(Object.keys(after.files)).toEqual(Object.keys(before.files));
    for (const file of Object.keys(before.files)) expect(after.files[file], file).toBe(before.files[file]);

    // A place that holds data is refused, unless --force.
    const again = await npmRun('restore', [backupFile], envFor(targetDir, targetUrl));
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/not empty.*--force/);
    const forced = await npmRun('restore', [backupFile, '--force'], envFor(targetDir, targetUrl));
    expect(forced.code, forced.stderr).toBe(0);
    expect((await snapshot(targetDir, targetUrl)).tables).toEqual(before.tables);

    // A damaged or cut-short file changes nothing.
    const truncated = path.join(path.dirname(backupFile), 'short.backup');
    const bytes = fs.readFileSync(backupFile);
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const cut = await npmRun('restore', [truncated, '--force'], envFor(targetDir, targetUrl));
    expect(cut.code).toBe(1);
    expect(cut.stderr).toMatch(/damaged|incomplete/);

    // The backup taken during the surge holds whole applications, counted by their drive.
    const surgeDir = tempDir('ssf-backup-surge-');
    const surgeUrl = await throwawayDatabase();
    const surgeRestore = await npmRun('restore', [surgeFile], envFor(surgeDir, surgeUrl));
    expect(surgeRestore.code, surgeRestore.stderr).toBe(0);
    const atSurge = await snapshot(surgeDir, surgeUrl);
    const drives = atSurge.tables.recruitments.map(
      (r) => JSON.parse(r) as { id: string; current_applications: number },
    );
    const stored = atSurge.tables.applications.map((r) => JSON.parse(r) as { recruitment_id: string });
    for (const drive of drives)
      expect(drive.current_applications).toBe(stored.filter((a) => a.recruitment_id === drive.id).length);
    // The surge's drive: its 5 first applications and some of the 30 sent during the backup (the
    // demo drives hold applications of their own).
    const ofSurge = stored.filter((a) => a.recruitment_id === driveId).length;
    expect(ofSurge).toBeGreaterThanOrEqual(5);
    expect(ofSurge).toBeLessThanOrEqual(35);

    // A backup of one kind of database restores into the other.
    const otherDir = tempDir('ssf-backup-other-');
    const otherUrl = sourceUrl ? null : await throwawayDatabase();
    if (sourceUrl || otherUrl) {
      const other = await npmRun('restore', [backupFile], envFor(otherDir, otherUrl));
      expect(other.code, other.stderr).toBe(0);
      const across = await snapshot(otherDir, otherUrl);
      expect(across.tables).toEqual(before.tables);
      expect(across.files).toEqual(before.files);
    }

    // The restored site runs: its admin signs in, and its images are served.
    const restored = await startServer(targetDir, targetUrl);
    await adminToken(restored.port);
    const image = Object.keys(before.files)[0];
    expect((await send(restored.port, 'GET', `/media/${image}`)).status).toBe(200);
    restored.child.kill('SIGTERM');
    expect((await restored.exited).code).toBe(0);
  }, 600_000);
});
