import fs from 'node:fs';
import path from 'node:path';

/**
 * The data directory holds student data (the embedded database) and secrets (the token key, the
 * first admin's password): only the account that runs the server may read it. Directories are
 * 0700 and files 0600 at the most.
 *
 * The process's umask covers what Node creates, but the embedded database engine sets 0666 on the
 * files it unpacks and on some it writes, whatever the umask: those are tightened after the
 * database opens and again when it closes, inside a directory nobody else may enter meanwhile.
 */
export const PRIVATE_UMASK = 0o077;

/** Removes group and other permissions from `root` and everything under it; returns how many it changed. */
export function tightenTree(root: string): number {
  let changed = 0;
  const visit = (p: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(p);
    } catch {
      return; // removed meanwhile (the database replaces files as it runs)
    }
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) {
      try {
        fs.chmodSync(p, stat.mode & 0o700);
        changed++;
      } catch {
        // removed meanwhile
      }
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  visit(root);
  return changed;
}

/**
 * Makes everything this process creates private from now on, creates the data directory 0700 or
 * tightens an existing one. Returns the number of entries that were open to other users (the
 * caller warns about them: they may already have been read).
 */
export function secureDataDir(dataDir: string): number {
  process.umask(PRIVATE_UMASK);
  if (!fs.existsSync(dataDir)) {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    return 0;
  }
  return tightenTree(dataDir);
}
