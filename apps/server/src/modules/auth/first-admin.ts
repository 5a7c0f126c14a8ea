import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../context.ts';
import { applyConfiguredAdmin } from './configured-admin.ts';
import { hasAdmin, upsertAdmin } from './service.ts';

/**
 * At start-up: the configured admin (ADMIN_EMAIL and ADMIN_PASSWORD) is created or updated, or a
 * first admin is made on a database without one. Returns how to sign in, to print once.
 */
export async function prepareAdmin({ config, db }: AppContext): Promise<string[]> {
  const passwordFile = path.join(config.dataDir, 'admin-password.txt');
  if (config.adminEmail && config.adminPassword) {
    const outcome = await applyConfiguredAdmin(db, config.dataDir, config.adminEmail, config.adminPassword);
    return [
      outcome === 'unchanged'
        ? `Admin: sign in at ${config.publicUrl}/admin/login as ${config.adminEmail} (ADMIN_PASSWORD is unchanged since the last start, so a password changed in the admin area is kept).`
        : `Admin: sign in at ${config.publicUrl}/admin/login as ${config.adminEmail} (password from ADMIN_PASSWORD).`,
    ];
  }
  if (!(await hasAdmin(db))) {
    const email = 'admin@ssf.local';
    const password = crypto.randomBytes(12).toString('base64url');
    await upsertAdmin(db, email, password);
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(passwordFile, `${email}\n${password}\n`, { mode: 0o600 });
    return [
      `Admin account created: sign in at ${config.publicUrl}/admin/login`,
      `  email:    ${email}`,
      `  password: ${password}`,
      `  (shown once; also saved in ${passwordFile}, readable only by you)`,
    ];
  }
  if (fs.existsSync(passwordFile)) {
    return [`Admin: sign in at ${config.publicUrl}/admin/login with the credentials in ${passwordFile}.`];
  }
  return [`Admin: sign in at ${config.publicUrl}/admin/login; reset a password with npm run admin.`];
}
