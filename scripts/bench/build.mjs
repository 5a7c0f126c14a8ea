// Builds the web app when its build is missing or older than its sources (as npm start does), so
// the benchmark measures the pages as they are in the working tree.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/domain/src'];

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
  const stale =
    !fs.existsSync(index) ||
    SOURCES.some((s) => newestMtime(path.join(root, s)) > fs.statSync(index).mtimeMs);
  if (!stale) return false;
  console.log('Building the web app...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web app did not build; see the errors above');
  return true;
}

/** Whether every /assets file that `dir`/index.html names is in `dir`. */
function isWholeBuild(dir) {
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return false;
  const named = [...fs.readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map(
    (m) => m[1],
  );
  return named.length > 0 && named.every((file) => fs.existsSync(path.join(dir, file)));
}

/**
 * Copy the web app's build to `dest` and return it: the server measured serves this copy
 * (WEB_DIST), so a rebuild in the working tree during the run (npm run dev, another build)
 * cannot swap the files under it. A copy caught halfway through such a rebuild is taken again.
 */
export async function snapshotWebBuild(root, dest) {
  const dist = path.join(root, 'apps/web/dist');
  for (let attempt = 1; ; attempt++) {
    fs.rmSync(dest, { recursive: true, force: true });
    fs.cpSync(dist, dest, { recursive: true });
    if (isWholeBuild(dest)) return dest;
    if (attempt === 5)
      throw new Error(`${dist} is not a whole build (index.html names missing assets); run npm run build`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}
