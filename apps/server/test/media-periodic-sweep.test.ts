import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaHash } from '@ssf/domain/media';
import type { Blog } from '@ssf/domain/schemas/blog';
import { ConfigError, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { blogs } from '../src/modules/blogs/tables.ts';
import { media } from '../src/db/schema/media.ts';
import { JOB_LOCK_CLASS } from '../src/jobs/periodic-job.ts';
import { writeWithMedia } from '../src/media/lifecycle.ts';
import { sweepOrphanMedia } from '../src/media/orphan-sweep.ts';
import { storeImage } from '../src/media/store.ts';
import { mediaStoreFor } from '../src/media/stores.ts';
import { blogMedia } from '../src/modules/blogs/service.ts';
import { MEDIA_SWEEP_LOCK_KEY, startMediaSweeps } from '../src/startup.ts';
import { makeImage } from './fixtures/images.ts';
import { someoneWaitsForALock } from './fixtures/locks.ts';
import { adminFormWrite, createTestApp, TEST_PG_URL } from './helpers.ts';

// Unused stored images are swept while the site runs, not only at start-up: by one instance at a
// time, and under the same locks as the uploads being saved meanwhile.
const silentLog = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof startMediaSweeps>[1];

describe('MEDIA_SWEEP_MINUTES', () => {
  it('is an hour unless set, and refuses what is not a whole number of minutes up to a week', () => {
    expect(loadConfig({}).mediaSweepMinutes).toBe(60);
    expect(loadConfig({ MEDIA_SWEEP_MINUTES: '15' }).mediaSweepMinutes).toBe(15);
    for (const value of ['0', '1.5', 'hourly', '10081']) {
      expect(() => loadConfig({ MEDIA_SWEEP_MINUTES: value }), value).toThrow(
        new ConfigError('Invalid MEDIA_SWEEP_MINUTES: must be a whole number of minutes from 1 to 10080'),
      );
    }
  });
});

describe('the periodic media sweep', async () => {
  const t = await createTestApp({ SEED_DEMO: 'false' });
  const db = t.database.db;
  const ctx = { db, config: t.config, media: mediaStoreFor(t.config) };
  const mediaDir = path.join(t.dataDir, 'media');
  const { mediaFiles, filesOf } = t;
  const createOk = async (title: string, image: Buffer): Promise<Blog> =>
    (
      await adminFormWrite<{ blog: Blog }>(t, 'POST', '/api/v1/blog/create', { title }, [
        { field: 'image', data: image, name: 'p.png' },
      ])
    ).blog;
  /** Files with no record and a recorded image nothing refers to: what the sweep removes. */
  const leaveOrphans = async (width: number) => {
    const stray = await storeImage(t.dataDir, await makeImage(width, 300));
    const unused = await storeImage(t.dataDir, await makeImage(width + 1, 301));
    await db
      .insert(media)
      .values({ hash: unused.hash, widths: [480, width + 1], bytes: 1, width, height: 1 });
    return [stray, unused];
  };

  it('removes unused rows and files and what crashes left, and keeps the images in use', async () => {
    const kept = await createOk('Kept Picture', await makeImage(812, 512));
    const keptHash = mediaHash(kept.image)!;
    const [stray, unused] = await leaveOrphans(813);
    fs.writeFileSync(path.join(mediaDir, `${stray.hash}-480.webp.0a1b2c3d4e5f.tmp`), 'partial');
    fs.renameSync(
      path.join(mediaDir, `${keptHash}-480.webp`),
      path.join(mediaDir, `${keptHash}-480.webp.0a1b2c3d4e5f.released`),
    );
    fs.writeFileSync(path.join(mediaDir, `${unused.hash}-814.webp.9a8b7c6d5e4f.released`), 'old');
    fs.writeFileSync(path.join(mediaDir, 'README.txt'), 'notes');

    expect(await sweepOrphanMedia(ctx)).toEqual({ removed: 2 });
    expect(mediaFiles()).toEqual(
      [`${keptHash}-480.webp`, `${keptHash}-720.webp`, `${keptHash}-812.webp`, 'README.txt'].sort(),
    );
    expect((await t.app.inject({ url: kept.image!.replace('-812.', '-480.') })).statusCode).toBe(200);
    expect(await db.select({ hash: media.hash }).from(media)).toEqual([{ hash: keptHash }]);
    // Nothing left to do.
    expect(await sweepOrphanMedia(ctx)).toEqual({ removed: 0 });
  });

  it('keeps the files of an upload being saved meanwhile', async () => {
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let written!: () => void;
    const filesWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    // An upload whose files are written and whose media row is not committed yet.
    const saving = writeWithMedia(ctx, [await makeImage(815, 515)], async ({ tx, images, references }) => {
      const [row] = await tx
        .insert(blogs)
        .values({ title: 'Saved Meanwhile', slug: 'saved-meanwhile', image: images[0].url })
        .returning();
      await references(blogMedia, row.id);
      written();
      await committing;
      return images[0].url;
    });
    await filesWritten;
    const sweep = sweepOrphanMedia(ctx);
    await someoneWaitsForALock(db, 'the sweep never waited for the upload');
    commit();
    const url = await saving;
    expect(await sweep).toEqual({ removed: 0 });
    expect(filesOf(url)).toHaveLength(3);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });

  it('runs once at a time however often it is asked, and not after stop', async () => {
    await leaveOrphans(816);
    const job = startMediaSweeps({ ...t, db, tokens: undefined as never, media: ctx.media }, silentLog);
    try {
      const runs = await Promise.all([job.runNow(), job.runNow()]);
      expect(runs.filter(Boolean)).toHaveLength(1);
      expect(await db.select({ hash: media.hash }).from(media)).toHaveLength(
        (await db.select().from(blogs)).length,
      );
    } finally {
      await job.stop();
    }
    expect(await job.runNow()).toBe(false);
  });
});

describe.skipIf(!TEST_PG_URL)('the media sweep on two instances of one PostgreSQL database', async () => {
  const t = await createTestApp({ SEED_DEMO: 'false' });
  // A second instance: its own connections to the same database (and, here, the same media folder).
  const second: Database = await openDatabase(t.config.databaseUrl, t.dataDir);
  afterAll(() => second.close());
  const contextOf = (database: Database) => ({
    config: t.config,
    database,
    db: database.db,
    tokens: undefined as never,
    media: mediaStoreFor(t.config),
  });
  const jobs = [
    startMediaSweeps(contextOf(t.database), silentLog),
    startMediaSweeps(contextOf(second), silentLog),
  ];
  afterAll(() => Promise.all(jobs.map((job) => job.stop())));
  const orphan = async (width: number) => {
    const stray = await storeImage(t.dataDir, await makeImage(width, 320));
    return () => filesOf(stray.url);
  };
  const { filesOf } = t;

  it('skip the run while another instance holds the job’s lock', async () => {
    const files = await orphan(821);
    const holder = new pg.Client({ connectionString: t.config.databaseUrl ?? '' });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1, $2)', [JOB_LOCK_CLASS, MEDIA_SWEEP_LOCK_KEY]);
      expect(await Promise.all(jobs.map((job) => job.runNow()))).toEqual([false, false]);
      expect(files()).toHaveLength(3);
    } finally {
      await holder.end();
    }
  });

  it('sweep on exactly one of them when both run it at the same moment', async () => {
    const files = await orphan(822);
    const runs = await Promise.all(jobs.map((job) => job.runNow()));
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(files()).toEqual([]);
    // The interval is claimed on the database: neither runs it again before it has passed.
    expect(await Promise.all(jobs.map((job) => job.runNow()))).toEqual([false, false]);
  });
});

describe.skipIf(TEST_PG_URL)('the media sweep on two instances', () => {
  it.skip('needs TEST_DATABASE_URL: the embedded database belongs to one process', () => {});
});
