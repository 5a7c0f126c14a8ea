import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Database } from '../db/client.ts';
import type { MediaStore } from '../media/media-store.ts';
import { readKeyFile, type SigningKey } from '../signing-keys/keys.ts';
import { writeBackup } from './archive.ts';

/**
 * Only one process may hold the embedded database, so `npm run backup` cannot open it while the
 * server runs: the running server makes the backup itself, for whoever connects to this socket in
 * DATA_DIR. The data directory is private to the account that runs the server (0700, and the
 * socket 0600), so only that account can ask; no port and no password are involved.
 */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

/** The request line a client sends before the backup streams back. */
export const BACKUP_REQUEST = 'backup\n';

export async function serveBackups(
  database: Database,
  store: MediaStore,
  dataDir: string,
  onError: (err: Error) => void,
  /** The credential signing keys the backup carries (those of DATA_DIR by default). */
  credentialKeys: () => SigningKey[] = () => readKeyFile(dataDir)?.keys ?? [],
): Promise<() => Promise<void>> {
  const file = backupSocketPath(dataDir);
  // Left by a server that was killed: this process holds the database lock, so it is no one's.
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    let request = '';
    socket.setEncoding('utf8');
    socket.on('data', function onData(chunk: string) {
      request += chunk;
      if (!request.includes('\n')) return;
      socket.off('data', onData);
      if (request !== BACKUP_REQUEST) return void socket.destroy();
      Promise.resolve()
        .then(() => writeBackup(database.db, store, socket, { credentialKeys: credentialKeys() }))
        .catch((err: Error) => {
          onError(err);
          socket.destroy(); // the client sees an incomplete file and says so
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
  fs.chmodSync(file, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(file, { force: true });
    });
}
