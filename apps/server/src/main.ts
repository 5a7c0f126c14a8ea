// The server's entry (`npm start`). Two things that only help when done before any other module
// is loaded, then the server itself (serve.ts): see docs/decisions/0103-cold-start.md.
import fs from 'node:fs';
import module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PRIVATE_UMASK } from './db/private-files.ts';
import { resolveDrizzle } from './drizzle-resolution.ts';

// Everything this process creates is private (serve.ts says so again for DATA_DIR).
process.umask(PRIVATE_UMASK);
enableCompileCache();
// drizzle-orm's imports, resolved without Node re-reading its large package.json each time.
module.registerHooks({ resolve: resolveDrizzle });
await import('./serve.ts');

/**
 * Node keeps the compiled form of every module it loads (type-stripped TypeScript included) in a
 * directory and reuses it on the next start, instead of compiling the server's ~1,300 modules
 * again. The directory is this user's own under the OS temporary directory, made 0700 here: code
 * there is run without further checks, so a directory another local user could write to (as
 * Node's default shared one could be) is not used. It is kept out of DATA_DIR, where nothing may
 * appear before the configuration has been accepted. A temporary directory emptied at reboot only
 * costs the first start after it; NODE_COMPILE_CACHE, when set, chooses another directory instead.
 */
function enableCompileCache() {
  if (process.env.NODE_COMPILE_CACHE || process.env.NODE_DISABLE_COMPILE_CACHE) return;
  const uid = process.getuid?.() ?? -1;
  const dir = path.join(os.tmpdir(), `ssf-compile-cache-${uid}`);
  try {
    fs.mkdirSync(dir, { mode: 0o700 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') return;
  }
  try {
    const stat = fs.lstatSync(dir);
    const own = stat.isDirectory() && (uid === -1 || stat.uid === uid) && (stat.mode & 0o077) === 0;
    if (!own) return; // someone else's, or open to others: start without the cache
  } catch {
    return;
  }
  // A directory that cannot be used only means compiling as before: nothing to report.
  module.enableCompileCache(dir);
}
