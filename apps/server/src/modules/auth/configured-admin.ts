import fs from 'node:fs';
import path from 'node:path';
import { normalizeEmail } from '@ssf/domain/email';
import type { Db } from '../../db/client.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { ensureAdmin, upsertAdmin } from './service.ts';

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD at start-up. The environment creates the admin when it is
 * missing, but it must not undo a password the admin changed since: an admin who replaces a leaked
 * password in the admin area would otherwise get the leaked one back at the next restart. So the
 * last value applied is remembered (as a password hash, in DATA_DIR) and the password is set again
 * only when the environment's value differs from it, that is when someone changed the setting.
 */
const RECORD = 'admin-password-applied.json';

interface Applied {
  email: string;
  hash: string;
}

export type ConfiguredAdminOutcome = 'created' | 'password set' | 'unchanged';

export async function applyConfiguredAdmin(
  db: Db,
  dataDir: string,
  email: string,
  password: string,
): Promise<ConfiguredAdminOutcome> {
  const file = path.join(dataDir, RECORD);
  const applied = readApplied(file);
  const sameSetting =
    applied?.email === normalizeEmail(email) && (await verifyPassword(applied.hash, password));
  if (sameSetting && (await ensureAdmin(db, email))) return 'unchanged';

  const existed = await ensureAdmin(db, email);
  await upsertAdmin(db, email, password);
  fs.mkdirSync(dataDir, { recursive: true });
  const record: Applied = { email: normalizeEmail(email), hash: await hashPassword(password) };
  fs.writeFileSync(file, `${JSON.stringify(record)}\n`, { mode: 0o600 });
  return existed ? 'password set' : 'created';
}

function readApplied(file: string): Applied | null {
  try {
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Applied>;
    return typeof value.email === 'string' && typeof value.hash === 'string'
      ? { email: value.email, hash: value.hash }
      : null;
  } catch {
    return null;
  }
}
