// npm start: build the web app when its build is missing or older than its sources, then run the
// server in this terminal. Signals are passed on so Ctrl+C and `kill` shut the server down cleanly
// (package.json runs this script with `exec`, so the signal npm forwards reaches this process and
// not only the shell between them). With WEB_DIST naming another build, nothing is built.
import './node-check.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { envFileArgs } from './env-file.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!process.env.WEB_DIST) {
  try {
    ensureWebBuild(root);
  } catch (err) {
    console.error(`Cannot start: ${err.message}.`);
    process.exit(1);
  }
}

// Settings may be kept in a .env file at the root (see .env.example); the environment wins over it.
const server = spawn(process.execPath, [...envFileArgs(root), 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) =>
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)),
);
