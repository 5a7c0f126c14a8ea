// The web app's build, made when it is missing or older than its sources: `npm start` and
// `npm run bench` serve the pages as they are in the working tree.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'packages/domain/src',
];

/** The newest modification time under `p` (a file or a directory), 0 when it does not exist. */
function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function ensureWebBuild(root) {
  const index = path.join(root, 'apps/web/dist/index.html');
  // The server's page renderer is built last (apps/web/package.json): a build without it is unfinished.
  const renderer = path.join(root, 'apps/web/dist/.ssr/entry-server.js');
  const stale =
    !fs.existsSync(index) ||
    !fs.existsSync(renderer) ||
    SOURCES.some((s) => newestMtime(path.join(root, s)) > fs.statSync(index).mtimeMs);
  if (!stale) return false;
  console.log('Building the web app...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web app did not build; see the errors above');
  return true;
}
