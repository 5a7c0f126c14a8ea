// The web app's build for the benchmark: made when stale (scripts/web-build.mjs), then copied so
// that a rebuild during the run cannot change what is measured.
import fs from 'node:fs';
import path from 'node:path';

export { ensureWebBuild } from '../web-build.mjs';

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
