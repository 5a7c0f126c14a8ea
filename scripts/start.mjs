// npm start: build the web app when its build is missing or older than its sources, then run the
// server in this terminal. Signals are passed on so Ctrl+C and `kill` shut the server down cleanly
// (package.json runs this script with `exec`, so the signal npm forwards reaches this process and
// not only the shell between them). With WEB_DIST naming another build, nothing is built.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/domain/src'];

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

function webBuildIsStale() {
  if (!fs.existsSync(builtIndex)) return true;
  const built = fs.statSync(builtIndex).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

if (!process.env.WEB_DIST && webBuildIsStale()) {
  console.log('Building the web app...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The web app did not build; see the errors above.');
    process.exit(build.status ?? 1);
  }
}

// Settings may be kept in a .env file at the root (see .env.example); the environment wins over it.
const server = spawn(process.execPath, ['--env-file-if-exists=.env', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) =>
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)),
);
