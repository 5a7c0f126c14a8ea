// npm run admin | backup | restore | credentials:rotate-key: the command-line tools, run with the configuration the server
// gets from `npm start`: the environment, and a .env file in the folder the command runs in (the
// project's root under npm), with the environment winning over the file.
import './node-check.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { envFileArgs } from './env-file.mjs';

const TOOLS = ['admin', 'backup', 'restore', 'rotate-credential-key'];
const [tool, ...args] = process.argv.slice(2);
if (!TOOLS.includes(tool)) {
  process.stderr.write(`Usage: node scripts/cli.mjs ${TOOLS.join('|')} [arguments]\n`);
  process.exit(1);
}

const entry = path.join(import.meta.dirname, '../apps/server/src/cli', `${tool}.ts`);
const child = spawn(process.execPath, [...envFileArgs(), entry, ...args], { stdio: 'inherit' });
// Ctrl+C reaches both processes (one terminal group); a SIGTERM sent to this one is passed on.
process.on('SIGTERM', () => child.kill('SIGTERM'));
process.on('SIGINT', () => {});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
