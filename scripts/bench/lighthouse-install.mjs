// Lighthouse and chrome-launcher (about 130 MB with their dependencies) are only needed by the
// benchmark's Lighthouse step, so they are not in the project's install: the first run that
// measures with Lighthouse installs this version from the npm registry into a cache folder of its
// own (node_modules/.cache/ssf-bench-lighthouse, gone with the next `npm ci`), and later runs reuse it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const LIGHTHOUSE_VERSION = '13.5.0';
const root = path.resolve(import.meta.dirname, '../..');
const cache = path.join(root, 'node_modules/.cache/ssf-bench-lighthouse');

/** The installed copy's version, or null when there is none. */
function installedVersion() {
  try {
    return JSON.parse(fs.readFileSync(path.join(cache, 'node_modules/lighthouse/package.json'), 'utf8'))
      .version;
  } catch {
    return null;
  }
}

/** Lighthouse's run function and chrome-launcher's module, installed first when missing. */
export async function loadLighthouse() {
  if (installedVersion() !== LIGHTHOUSE_VERSION) {
    console.log(
      `Installing Lighthouse ${LIGHTHOUSE_VERSION} for the benchmark into ${path.relative(root, cache)}`,
    );
    fs.mkdirSync(cache, { recursive: true });
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const install = spawnSync(
      npm,
      [
        'install',
        '--prefix',
        cache,
        '--no-save',
        '--no-audit',
        '--no-fund',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
    if (install.status !== 0) throw new Error(`npm could not install lighthouse@${LIGHTHOUSE_VERSION}`);
  }
  const entry = (name, file) => pathToFileURL(path.join(cache, 'node_modules', name, file)).href;
  const manifest = (name) =>
    JSON.parse(fs.readFileSync(path.join(cache, 'node_modules', name, 'package.json'), 'utf8'));
  const lighthouse = await import(entry('lighthouse', manifest('lighthouse').main));
  const chromeLauncher = await import(entry('chrome-launcher', manifest('chrome-launcher').main));
  return { lighthouse: lighthouse.default, chromeLauncher };
}
