import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context.ts';
import { type PeriodicJob, startPeriodicJob } from './jobs/periodic-job.ts';
import { sweepOrphanMedia } from './media/orphan-sweep.ts';
import { completeImageWidths } from './media/complete-widths.ts';
import { checkMedia } from './media/sweep.ts';
import { FEATURES } from './modules/index.ts';

export interface StartupReport {
  /** Lines to print once for the person starting the site (how to sign in). */
  notices: string[];
}

/**
 * What happens once at start-up, after migrations: each feature's `prepare` (the configured or
 * first admin), the stored images checked, and a new database's demo content.
 */
export async function prepareData(ctx: AppContext, log: FastifyBaseLogger): Promise<StartupReport> {
  const { config, database } = ctx;
  const notices: string[] = [];
  // What features must find in place (the first admin), with how to sign in.
  for (const feature of FEATURES) if (feature.prepare) notices.push(...(await feature.prepare(ctx, log)));

  // Stored images in step with the records: unrecorded ones in use adopted, unused ones removed.
  const media = await checkMedia(
    ctx,
    FEATURES.flatMap((f) => f.media ?? []),
  );
  if (media.adopted || media.removed) log.info(media, 'stored images checked');
  // Every standard width of each image, before a page names it in a srcset (a width added later).
  const widths = await completeImageWidths(ctx);
  if (widths.completed) log.info({ images: widths.completed }, 'stored images given their new widths');
  if (widths.failed.length) {
    log.warn(
      { images: widths.failed },
      'stored images that could not be given their new widths kept the ones they had',
    );
  }

  const seed = config.seedDemo ?? (database.kind === 'embedded' && database.isNew);
  if (seed && database.isNew) {
    // Each feature's demo content, in the features' order; each runs once, on an empty database.
    const seeded = FEATURES.filter((f) => f.seed);
    for (const { name, seed } of seeded) {
      await seed!(ctx);
      log.info({ seeder: name }, 'demo content added');
    }
    if (seeded.length) notices.push('Demo content added (start with SEED_DEMO=false for an empty site).');
  }
  return { notices };
}

/** The media sweep's advisory lock key among the periodic jobs (jobs/periodic-job.ts). */
export const MEDIA_SWEEP_LOCK_KEY = 1;

/**
 * After start-up, while the site serves: images nothing refers to any more (left by a crash, or by
 * a deletion from the object store that failed) are swept every MEDIA_SWEEP_MINUTES, on one
 * instance at a time (media/orphan-sweep.ts). Stop it before closing the database.
 */
export function startMediaSweeps(ctx: AppContext, log: FastifyBaseLogger): PeriodicJob {
  return startPeriodicJob(ctx.database, {
    name: 'media-sweep',
    lockKey: MEDIA_SWEEP_LOCK_KEY,
    everyMs: ctx.config.mediaSweepMinutes * 60_000,
    run: async () => {
      const { removed } = await sweepOrphanMedia(ctx);
      if (removed) log.info({ removed }, 'unused stored images removed');
    },
    onError: (err) => log.error({ err: { type: err.name, message: err.message } }, 'media sweep failed'),
  });
}
