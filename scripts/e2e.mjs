// npm run test:e2e: the Playwright specs in Debian's Chromium (or CHROME_PATH). Without a browser
// the specs are skipped loudly on a developer machine and fail in CI (CI=true), where a skipped
// browser run would hide breakage.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { chromiumPath } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromium = chromiumPath();
const ci = ['true', '1'].includes(String(process.env.CI).toLowerCase());

if (!chromium) {
  const where = process.env.CHROME_PATH
    ? `CHROME_PATH=${process.env.CHROME_PATH} does not exist`
    : 'no Chromium at /usr/bin/chromium and CHROME_PATH is not set';
  if (ci) {
    console.error(`test:e2e: ${where}. Install it (apt-get install chromium) or set CHROME_PATH.`);
    process.exit(1);
  }
  const bar = '!'.repeat(78);
  console.warn(
    `\n${bar}\n!! END-TO-END SPECS SKIPPED: ${where}.\n!! Install it with \`sudo apt-get install chromium\` or set CHROME_PATH, then run npm run test:e2e.\n${bar}\n`,
  );
  process.exit(0);
}

/** A port nobody listens on right now, for the server the specs start. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const port = process.env.E2E_PORT || String(await freePort());
const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromium, E2E_PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
