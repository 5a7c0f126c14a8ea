import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBackup } from '../src/backup/archive.ts';
import { mediaStoreFor } from '../src/media/stores.ts';
import { cleanEnv, cleanupAll, root, tempDir } from './fault-server.ts';
import { createTestApp } from './helpers.ts';

// A restore of an archive holding one very large media file: the entry is streamed to disk as it
// is read and copied into the media store without being loaded, so the restore's peak memory grows
// by far less than the entry's size (it once grew by several times it). Peak memory is the
// process's own maximum resident set as the kernel counts it, in a process of its own that reads
// the archive and writes its media files as npm run restore does (the database's own memory,
// over a gigabyte for the embedded one, would hide the difference).
afterAll(cleanupAll);

const source = await createTestApp();
const ENTRY_MB = 128;
const MB = 1024 * 1024;
const BLOCK = crypto.randomBytes(3 * 64 * 1024);

/** The archive of `source`'s database, with a media file of `entryBytes` added when asked. */
async function archive(dir: string, entryBytes: number): Promise<string> {
  const plain = path.join(dir, 'plain.backup');
  await writeBackup(source.database.db, mediaStoreFor(source.config), fs.createWriteStream(plain));
  if (entryBytes === 0) return plain;
  const lines = zlib.gunzipSync(fs.readFileSync(plain)).toString('utf8').split('\n').filter(Boolean);
  const end = JSON.parse(lines.pop() as string) as { end: { files: number } };
  end.end.files += 1;
  const file = path.join(dir, 'large.backup');
  const gzip = zlib.createGzip({ level: 1 });
  const out = gzip.pipe(fs.createWriteStream(file));
  const write = async (text: string) => {
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  for (const line of lines) await write(`${line}\n`);
  await write('{"f":"large-entry.bin","d":"');
  // Random blocks, repeated: the archive stays small on disk, the entry is as large as asked.
  for (let written = 0; written < entryBytes; written += BLOCK.length) await write(BLOCK.toString('base64'));
  await write(`"}\n${JSON.stringify(end)}\n`);
  gzip.end();
  await once(out, 'finish');
  return file;
}

/** Reads `file` and restores its media files in a process of its own: how much its peak memory grew (MB). */
async function restore(file: string): Promise<{ grewMb: number; restoredBytes: number }> {
  const dataDir = tempDir('ssf-restore-large-');
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'fixtures', 'restore-memory.ts'), file, dataDir],
    {
      cwd: root,
      env: cleanEnv({ DATA_DIR: dataDir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const [code] = (await once(child, 'exit')) as [number | null];
  expect(code, stderr).toBe(0);
  const { before, after } = JSON.parse(stdout) as { before: number; after: number };
  const restored = path.join(dataDir, 'media', 'large-entry.bin');
  return {
    grewMb: (after - before) / 1024,
    restoredBytes: fs.existsSync(restored) ? fs.statSync(restored).size : 0,
  };
}

describe('restoring a large archive entry', () => {
  it(`streams a ${ENTRY_MB} MB media file instead of holding it in memory`, async () => {
    const dir = tempDir('ssf-large-backup-');
    const large = await restore(await archive(dir, ENTRY_MB * MB));
    expect(large.restoredBytes).toBe(Math.ceil((ENTRY_MB * MB) / BLOCK.length) * BLOCK.length);
    // Holding the entry once would already cost ENTRY_MB (its line as text, 4/3 of it, more); the
    // streamed restore needs a few buffers.
    expect(large.grewMb).toBeLessThan(ENTRY_MB / 4);
  }, 300_000);
});
