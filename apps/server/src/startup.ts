import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context.ts';
import { type PeriodicJob, startPeriodicJob } from './jobs/periodic-job.ts';
import { sweepOrphanMedia } from './media/orphan-sweep.ts';
import { checkMedia } from './media/sweep.ts';
import { applyConfiguredAdmin } from './modules/auth/configured-admin.ts';
import { hasAdmin, upsertAdmin } from './modules/auth/service.ts';
import { FEATURES } from './modules/index.ts';

export interface StartupReport {
  /** Lines to print once for the person starting the site (how to sign in). */
  notices: string[];
}

/**
 * What happens once at start-up, after migrations: the configured admin is created or updated,
 * a first admin is made on a database without one, and a new database gets demo content.
 */
export async function prepareData(ctx: AppContext, log: FastifyBaseLogger): Promise<StartupReport> {
  const { config, db, database } = ctx;
  const notices: string[] = [];
  const passwordFile = path.join(config.dataDir, 'admin-password.txt');

  if (config.adminEmail && config.adminPassword) {
    const outcome = await applyConfiguredAdmin(db, config.dataDir, config.adminEmail, config.adminPassword);
    notices.push(
      outcome === 'unchanged'
        ? `Admin: sign in at ${config.publicUrl}/admin/login as ${config.adminEmail} (ADMIN_PASSWORD is unchanged since the last start, so a password changed in the admin area is kept).`
        : `Admin: sign in at ${config.publicUrl}/admin/login as ${config.adminEmail} (password from ADMIN_PASSWORD).`,
    );
  } else if (!(await hasAdmin(db))) {
    const email = 'admin@ssf.local';
    const password = crypto.randomBytes(12).toString('base64url');
    await upsertAdmin(db, email, password);
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(passwordFile, `${email}\n${password}\n`, { mode: 0o600 });
    notices.push(
      `Admin account created: sign in at ${config.publicUrl}/admin/login`,
      `  email:    ${email}`,
      `  password: ${password}`,
      `  (shown once; also saved in ${passwordFile}, readable only by you)`,
    );
  } else if (fs.existsSync(passwordFile)) {
    notices.push(
      `Admin: sign in at ${config.publicUrl}/admin/login with the credentials in ${passwordFile}.`,
    );
  } else {
    notices.push(`Admin: sign in at ${config.publicUrl}/admin/login; reset a password with npm run admin.`);
  }

  // Stored images in step with the records: unrecorded ones in use adopted, unused ones removed.
  const media = await checkMedia(
    ctx,
    FEATURES.flatMap((f) => f.media ?? []),
  );
  if (media.adopted || media.removed) log.info(media, 'stored images checked');

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
