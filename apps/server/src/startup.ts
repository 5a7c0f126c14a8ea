import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app.ts';
import { hasAdmin, upsertAdmin } from './modules/auth/service.ts';
import { demoSeeders } from './seed/demo.ts';

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
    await upsertAdmin(db, config.adminEmail, config.adminPassword);
    notices.push(
      `Admin: sign in at ${config.publicUrl}/admin/login as ${config.adminEmail} (password from ADMIN_PASSWORD).`,
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

  const seed = config.seedDemo ?? (database.kind === 'embedded' && database.isNew);
  if (seed && database.isNew) {
    for (const { name, seed: run } of demoSeeders) {
      await run(ctx);
      log.info({ seeder: name }, 'demo content added');
    }
    if (demoSeeders.length)
      notices.push('Demo content added (start with SEED_DEMO=false for an empty site).');
  }
  return { notices };
}
