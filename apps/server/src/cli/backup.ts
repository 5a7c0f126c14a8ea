// npm run backup -- <file>: one file holding the database and the media, while the server runs.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BackupError, readBackup, writeBackup } from '../backup/archive.ts';
import { BACKUP_REQUEST, backupSocketPath } from '../backup/socket.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { DatabaseConnectError, openDatabase } from '../db/client.ts';
import { secureDataDir } from '../db/private-files.ts';
import { mediaStoreFor } from '../media/stores.ts';
import { keysForBackup } from '../signing-keys/keys.ts';
import { describe, fail } from './common.ts';

const args = process.argv.slice(2).filter((a) => a !== '--');
if (args.length !== 1 || args[0].startsWith('-')) fail('Usage: npm run backup -- <file>');
const target = path.resolve(args[0]);
const partial = `${target}.partial-${process.pid}`;

/** The running server's backup, through its socket in DATA_DIR; false when no server answers there. */
async function fromRunningServer(dataDir: string, out: fs.WriteStream): Promise<boolean> {
  const socket = net.connect(backupSocketPath(dataDir));
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return false;
    throw err;
  }
  socket.write(BACKUP_REQUEST);
  await pipeline(socket, out);
  return true;
}

try {
  const config = loadConfig();
  secureDataDir(config.dataDir);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const out = fs.createWriteStream(partial, { mode: 0o600 });
  const embedded = !config.databaseUrl;
  if (!(embedded && (await fromRunningServer(config.dataDir, out)))) {
    if (embedded && !fs.existsSync(path.join(config.dataDir, 'db', 'PG_VERSION')))
      throw new BackupError(`there is no database in ${config.dataDir}`);
    const database = await openDatabase(config.databaseUrl, config.dataDir);
    try {
      await writeBackup(database.db, mediaStoreFor(config), out, {
        credentialKeys: keysForBackup(config.credentialSigningKey, config.dataDir),
      });
    } finally {
      await database.close();
    }
  }
  // Read back before it takes the name: a backup that cannot be restored is no backup.
  const staging = fs.mkdtempSync(path.join(path.dirname(target), '.backup-check-'));
  let summary: Awaited<ReturnType<typeof readBackup>>['summary'];
  try {
    ({ summary } = await readBackup(partial, staging));
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  fs.renameSync(partial, target);
  const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
  process.stdout.write(
    `Backup written to ${target}: ${rows} rows in ${Object.keys(summary.rows).length} tables, ${summary.files} media files, ${summary.keys ?? 0} credential signing keys\n`,
  );
} catch (err) {
  fs.rmSync(partial, { force: true });
  if (err instanceof ConfigError || err instanceof DatabaseConnectError) fail(err.message);
  fail(`The backup failed: ${describe(err)}`);
}
