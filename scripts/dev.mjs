// npm run dev: the API server (restarting on changes) and the web app's development server (hot
// reload, /api and /media sent on to the server) side by side in one terminal, each line marked
// with where it came from. Ctrl+C or a SIGTERM stops both; when one stops, the other is stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const parts = [
  { name: 'server', colour: 36, args: ['run', 'dev', '-w', '@ssf/server'] },
  { name: 'web   ', colour: 35, args: ['run', 'dev', '-w', '@ssf/web'] },
];

const children = parts.map(({ name, colour, args }) => {
  const child = spawn(npm, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const label = process.stdout.isTTY ? `\x1b[${colour}m${name}\x1b[0m |` : `${name} |`;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      // Once stopping, the children's complaints about being stopped are noise.
      if (!stopping) for (const line of lines) process.stdout.write(`${label} ${line}\n`);
    });
  }
  return child;
});

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
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
