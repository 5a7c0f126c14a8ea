// npm run restore -- <file> [--force]: bring an empty data directory or database back to a backup.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readBackup, restoreBackup } from '../backup/archive.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { DatabaseConnectError, openDatabase } from '../db/client.ts';
import { secureDataDir } from '../db/private-files.ts';
import { mediaStoreFor } from '../media/stores.ts';
import { mergeIntoKeyFile } from '../signing-keys/keys.ts';
import { describe, fail } from './common.ts';

const USAGE = 'Usage: npm run restore -- <file> [--force]';
let file: string;
let force: boolean;
try {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) fail(USAGE);
  file = path.resolve(positionals[0]);
  force = values.force ?? false;
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`);
}
if (!fs.existsSync(file)) fail(`No backup file at ${file}`);

let staging: string | null = null;
try {
  const config = loadConfig();
  secureDataDir(config.dataDir);
  staging = fs.mkdtempSync(path.join(config.dataDir, '.restore-'));
  const backup = await readBackup(file, staging);
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  try {
    await restoreBackup(database.db, mediaStoreFor(config), backup, { force });
  } finally {
    await database.close();
  }
  // The credential keys go back into DATA_DIR beside any it has (unless CREDENTIAL_SIGNING_KEY
  // names the key to sign with), so credentials signed before the backup keep verifying.
  if (!config.credentialSigningKey) mergeIntoKeyFile(config.dataDir, backup.credentialKeys);
  const rows = Object.values(backup.summary.rows).reduce((a, b) => a + b, 0);
  process.stdout.write(
    `Restored ${file} (made ${backup.header.createdAt}): ${rows} rows, ${backup.summary.files} media files, ${backup.credentialKeys.length} credential signing keys\n`,
  );
} catch (err) {
  if (staging) fs.rmSync(staging, { recursive: true, force: true });
  if (err instanceof ConfigError || err instanceof DatabaseConnectError) fail(err.message);
  fail(`The restore failed: ${describe(err)}`);
}
if (staging) fs.rmSync(staging, { recursive: true, force: true });
