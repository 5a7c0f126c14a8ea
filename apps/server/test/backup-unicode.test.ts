import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { readBackup, restoreBackup, schemaTables, writeBackup } from '../src/backup/archive.ts';
import type { Db } from '../src/db/client.ts';
import { applicationNotes, applications, recruitments } from '../src/modules/recruitment/tables.ts';
import { blogs } from '../src/modules/blogs/tables.ts';
import { events } from '../src/modules/events/tables.ts';
import { members } from '../src/modules/members/tables.ts';
import { siteTexts } from '../src/modules/site-texts/tables.ts';
import { teamMembers } from '../src/modules/team/tables.ts';
import { mediaStoreFor } from '../src/media/stores.ts';
import { createTestApp } from './helpers.ts';

// Any text a student or an admin can store must survive a backup and its restore, byte for byte:
// a pasted U+2028 (Word, PDF) once made every later backup unreadable. Random Unicode of every
// category (letters, marks, format and private-use characters, unassigned code points, astral
// planes, line and paragraph separators, NEL, CR), never half a surrogate pair, goes into every
// text field of members, applications, notes, drives, blogs, events, the team and the site texts;
// the database is backed up, restored into another one, and the two compared table by table. On
// the embedded database, or on PostgreSQL when TEST_DATABASE_URL is set.

const source = await createTestApp();
const target = await createTestApp();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-backup-unicode-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

// Characters that have broken line-based formats, mixed into the random code points.
const tricky = fc.constantFrom(
  '\u2028',
  '\u2029',
  '\n',
  '\r',
  '\r\n',
  '\u0085',
  '\u000b',
  '\u000c',
  '"',
  '\\',
  '\u{1F9D8}\u200D\u2640\uFE0F',
  '\uFEFF',
  '\u{10FFFF}',
  '\uFFFF',
  '\u{E0001}',
  'क्षि',
);
// U+0000 is left out: PostgreSQL text cannot hold it, and the API refuses it with a 400.
const anyText = fc
  .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 12 }), tricky), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.join('').replaceAll('\0', ''));

const record = fc.record({
  name: anyText,
  other: anyText,
  email: anyText,
  prn: anyText,
  long: anyText,
  short: anyText,
});

type Values = typeof record extends fc.Arbitrary<infer T> ? T : never;

async function fill(db: Db, v: Values, run: number) {
  await db.execute(
    sql`truncate members, applications, application_notes, recruitments, blogs, events, team_members, site_texts cascade`,
  );
  const [drive] = await db
    .insert(recruitments)
    .values({
      title: v.name,
      description: v.long,
      applicationDeadline: new Date('2030-01-01T00:00:00Z'),
      successMessage: v.other,
      closedMessage: v.short,
      customQuestions: [{ question: v.short, type: 'text', required: false, options: [v.other] }] as never,
    })
    .returning();
  const [application] = await db
    .insert(applications)
    .values({
      recruitmentId: drive.id,
      firstName: v.name,
      lastName: v.other,
      gender: v.short,
      email: v.email,
      prn: v.prn,
      prnKey: `key-${run}`,
      course: v.long,
      year: v.short,
      answers: [{ question: v.short, answer: v.long }] as never,
    })
    .returning();
  await db.insert(applicationNotes).values({ applicationId: application.id, text: v.long, author: v.email });
  await db.insert(members).values({
    memberId: `SSF-${run}-${v.short}`,
    firstName: v.name,
    lastName: v.other,
    gender: v.short,
    email: v.email,
    prn: v.prn,
    prnKey: `key-${run}`,
    course: v.long,
    year: v.short,
  });
  await db.insert(blogs).values({
    slug: `slug-${run}-${v.short}`,
    title: v.name,
    summary: v.other,
    content: v.long,
    image: v.short,
  });
  await db.insert(events).values({
    title: v.name,
    description: v.long,
    eventType: 'upcoming',
    eventDate: new Date('2030-01-01T00:00:00Z'),
    coverImage: v.short,
    buttonText: v.other,
    buttonLink: v.email,
  });
  await db.insert(teamMembers).values({
    name: v.name,
    email: v.email,
    linkedin: v.other,
    role: 'Member',
    designation: v.long,
    photo: v.short,
  });
  await db
    .insert(siteTexts)
    .values({ texts: { about: v.long, [v.short]: [v.name, { x: v.other }] } as never });
}

/** Every backed-up table's rows, as PostgreSQL writes them in JSON, sorted. */
async function tablesOf(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const { name } of schemaTables()) {
    const result = (await db.execute(
      sql.raw(
        `select coalesce(jsonb_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]')::text as rows from "${name}" t`,
      ),
    )) as unknown as { rows: { rows: string }[] };
    out[name] = result.rows[0].rows;
  }
  return out;
}

describe('backup and restore keep any text', () => {
  it('round-trips random Unicode in every text field', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(record, async (values) => {
        run++;
        await fill(source.database.db, values, run);
        const file = path.join(work, `run-${run}.backup`);
        await writeBackup(source.database.db, mediaStoreFor(source.config), fs.createWriteStream(file));
        const staging = path.join(work, `staging-${run}`);
        try {
          const backup = await readBackup(file, staging);
          await restoreBackup(target.database.db, mediaStoreFor(target.config), backup, { force: true });
        } finally {
          fs.rmSync(staging, { recursive: true, force: true });
          fs.rmSync(file, { force: true });
        }
        expect(await tablesOf(target.database.db)).toEqual(await tablesOf(source.database.db));
      }),
      {
        numRuns: 15,
        examples: [[{ name: '\u2028', other: '\u2029', email: 'a', prn: 'b', long: 'x\u2028y', short: 'z' }]],
      },
    );
  }, 180_000);

  it('reads an archive written before the separators were escaped (raw U+2028 and U+2029 in its rows)', async () => {
    await fill(
      source.database.db,
      {
        name: 'Asha\u2028',
        other: '\u2029Rao',
        email: 'a\u2028@x',
        prn: 'P\u2029',
        long: 'one\u2028two\u2029three',
        short: 's',
      },
      1000,
    );
    const file = path.join(work, 'escaped.backup');
    await writeBackup(source.database.db, mediaStoreFor(source.config), fs.createWriteStream(file));
    const text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
    expect(text).toContain('\\u2028');
    // As the earlier version wrote it: the characters themselves inside the JSON strings.
    const older = path.join(work, 'older.backup');
    fs.writeFileSync(
      older,
      zlib.gzipSync(text.replaceAll('\\u2028', '\u2028').replaceAll('\\u2029', '\u2029')),
    );
    const staging = path.join(work, 'staging-older');
    const backup = await readBackup(older, staging);
    await restoreBackup(target.database.db, mediaStoreFor(target.config), backup, { force: true });
    fs.rmSync(staging, { recursive: true, force: true });
    expect(await tablesOf(target.database.db)).toEqual(await tablesOf(source.database.db));
    const names = (await target.database.db.execute(sql`select first_name from members`)) as unknown as {
      rows: { first_name: string }[];
    };
    expect(names.rows).toEqual([{ first_name: 'Asha\u2028' }]);
  }, 60_000);
});
