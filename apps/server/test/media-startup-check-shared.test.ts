import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mediaHash } from '@ssf/domain/media';
import { blogs } from '../src/modules/blogs/tables.ts';
import { media, mediaReferences } from '../src/db/schema/media.ts';
import { writeWithMedia } from '../src/media/lifecycle.ts';
import { storeImage } from '../src/media/store.ts';
import { mediaStoreFor } from '../src/media/stores.ts';
import { checkMedia } from '../src/media/sweep.ts';
import { blogMedia } from '../src/modules/blogs/service.ts';
import { FEATURES } from '../src/modules/index.ts';
import { makeImage } from './fixtures/images.ts';
import { someoneWaitsForALock } from './fixtures/locks.ts';
import { createTestApp } from './helpers.ts';

// On one PostgreSQL database an instance runs its start-up check while the others go on saving
// uploads (a rolling deploy, a replica added): the check must leave their work alone. On PGlite
// (one connection) the check simply runs after the save; on PostgreSQL it runs during it.
describe('the start-up media check while another instance saves', async () => {
  const t = await createTestApp({ SEED_DEMO: 'false' });
  const db = t.database.db;
  const ctx = { db, config: t.config, media: mediaStoreFor(t.config) };
  const check = () =>
    checkMedia(
      ctx,
      FEATURES.flatMap((f) => f.media ?? []),
    );

  /** A save through `write` that stops before its commit until `commit` is called. */
  const pausedSave = (uploads: Buffer[], write: Parameters<typeof writeWithMedia<string>>[2]) => {
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let reached!: () => void;
    const beforeCommit = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const saved = writeWithMedia(ctx, uploads, async (m) => {
      const value = await write(m);
      reached();
      await committing;
      return value;
    });
    return { beforeCommit, commit, saved };
  };

  it('keeps the files of an upload whose row is not committed yet, and removes real orphans', async () => {
    const stray = await storeImage(ctx.media, await makeImage(831, 331));
    const save = pausedSave([await makeImage(832, 332)], async ({ tx, images, references }) => {
      const [row] = await tx
        .insert(blogs)
        .values({ title: 'Saved During Start', slug: 'saved-during-start', image: images[0].url })
        .returning();
      await references(blogMedia, row.id);
      return images[0].url;
    });
    await save.beforeCommit;
    const checking = check();
    // The check waits for the upload's lock; an unsafe one would finish without waiting.
    await Promise.race([
      checking,
      someoneWaitsForALock(t.database.db, 'the check never waited for the save'),
    ]);
    save.commit();
    const url = await save.saved;
    expect(await checking).toEqual({ adopted: 0, removed: 1 });
    expect(t.filesOf(url)).toHaveLength(3);
    expect(t.filesOf(stray.url)).toEqual([]);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });

  it('does not fail when a reference to an unused image is added during the check', async () => {
    // Recorded and referred to by nothing: what the check removes, unless a save takes it up.
    const unused = await storeImage(ctx.media, await makeImage(833, 333));
    await db
      .insert(media)
      .values({ hash: unused.hash, widths: [480, 833], bytes: 1, width: 833, height: 333 });
    const save = pausedSave([], async ({ tx, references }) => {
      const [row] = await tx
        .insert(blogs)
        .values({ title: 'Took Up A Picture', slug: 'took-up-a-picture', image: unused.url })
        .returning();
      await references(blogMedia, row.id);
      return row.id;
    });
    await save.beforeCommit;
    const checking = check();
    await Promise.race([
      checking,
      someoneWaitsForALock(t.database.db, 'the check never waited for the save'),
    ]);
    save.commit();
    const id = await save.saved;
    expect(await checking).toEqual({ adopted: 0, removed: 0 });
    expect(t.filesOf(unused.url)).toHaveLength(3);
    expect(
      await db
        .select({ recordId: mediaReferences.recordId })
        .from(mediaReferences)
        .where(eq(mediaReferences.hash, mediaHash(unused.url)!)),
    ).toEqual([{ recordId: id }]);
  });
});
