import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type MediaObject, type MediaStat, type MediaStore, RELEASED_SUFFIX } from './media-store.ts';

export const mediaDir = (dataDir: string) => path.join(dataDir, 'media');

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Every file under `dir`, as paths relative to it ('/'-separated), sorted. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Writes `tmp` with `write`, then renames it to `file`. A write that fails (a full disk: ENOSPC)
 * removes what it left of `tmp` at once, so a full disk does not fill up further with halves.
 */
async function writeThenRename(tmp: string, file: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
    await fs.promises.rename(tmp, file);
  } catch (err) {
    await fs.promises.rm(tmp, { force: true });
    throw err;
  }
}

/**
 * The files under DATA_DIR/media, readable by the server's account only (files 0600, folders
 * 0700). Each file is written under a temporary name and renamed, so a reader never sees half a
 * file; a released image's files are renamed aside until its transaction ends.
 */
export function fsMediaStore(dataDir: string): MediaStore {
  const dir = mediaDir(dataDir);
  const fileOf = (name: string) => {
    const file = path.resolve(dir, name);
    if (!file.startsWith(dir + path.sep)) throw new Error(`Media name outside the media folder: ${name}`);
    return file;
  };
  const stat = async (name: string): Promise<MediaStat | null> => {
    const s = await fs.promises.stat(fileOf(name)).catch(() => null);
    return s?.isFile() ? { size: s.size, lastModified: s.mtime } : null;
  };
  return {
    kind: 'fs',
    shared: false,
    async put(name, data) {
      const file = fileOf(name);
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      await writeThenRename(tmp, file, () => fs.promises.writeFile(tmp, data, { mode: 0o600 }));
    },
    async putFile(name, source) {
      const file = fileOf(name);
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      await writeThenRename(tmp, file, async () => {
        await fs.promises.copyFile(source, tmp);
        await fs.promises.chmod(tmp, 0o600);
      });
    },
    exists: (name) =>
      fs.promises.access(fileOf(name)).then(
        () => true,
        () => false,
      ),
    stat,
    async open(name): Promise<MediaObject | null> {
      const s = await stat(name);
      return s && { ...s, body: fs.createReadStream(fileOf(name)) };
    },
    async read(name) {
      try {
        return await fs.promises.readFile(fileOf(name));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    remove: (name) => fs.promises.rm(fileOf(name), { force: true }),
    list: async () => listFiles(dir),
    async ready() {
      try {
        await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
        await fs.promises.access(dir, fs.constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
    async moveAside(name) {
      const aside = `${name}.${crypto.randomBytes(6).toString('hex')}${RELEASED_SUFFIX}`;
      try {
        await fs.promises.rename(fileOf(name), fileOf(aside));
        return aside;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async moveBack(aside, name) {
      await fs.promises.rename(fileOf(aside), fileOf(name));
    },
  };
}
