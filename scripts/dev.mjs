// npm run dev: the API server (restarting on changes) and the web app's development server (hot
// reload, /api and /media sent on to the server) side by side in one terminal, each line marked
// with where it came from. `npm run dev:server` or `npm run dev:web` (an argument: server or web)
// runs one of them.
//
// The server runs from the project's root with its .env, exactly as `npm start` runs it, so both
// use the same ./data (and the same admin). Each part is started as its own process group and
// stopped as a group: Ctrl+C or a SIGTERM to this process stops every process under it (the
// watcher's server included), and when one part stops, the other is stopped too.
import './node-check.mjs';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { envFileArgs } from './env-file.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(root, 'apps/web');
const viteBin = () => {
  const require = createRequire(path.join(webRoot, 'package.json'));
  const manifest = require('vite/package.json');
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin.vite;
  return path.join(path.dirname(require.resolve('vite/package.json')), bin);
};
const PARTS = {
  server: {
    label: 'server',
    colour: 36,
    cwd: root,
    args: () => [...envFileArgs(root), '--watch', 'apps/server/src/main.ts'],
  },
  web: { label: 'web   ', colour: 35, cwd: webRoot, args: () => [viteBin()] },
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in PARTS));
if (unknown.length > 0) {
  process.stderr.write(`Unknown part ${unknown.join(', ')}: use server, web or nothing for both\n`);
  process.exit(1);
}
const names = wanted.length > 0 ? wanted : Object.keys(PARTS);

let stopping = false;
const children = names.map((name) => {
  const { label, colour, cwd, args } = PARTS[name];
  const child = spawn(process.execPath, args(), { cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const mark = process.stdout.isTTY ? `\x1b[${colour}m${label}\x1b[0m |` : `${label} |`;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      // Once stopping, the children's complaints about being stopped are noise.
      if (!stopping) for (const line of lines) process.stdout.write(`${mark} ${line}\n`);
    });
  }
  return child;
});

/** The signal to each part's whole process group (a negative pid), so nothing under it survives. */
function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // That group has already gone.
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));

let running = children.length;
let failed = false;
for (const child of children) {
  child.on('exit', (code) => {
    if (code && !stopping) failed = true;
    stop('SIGTERM');
    if (--running === 0) process.exit(failed ? 1 : 0);
  });
}
