// The settings file the server and the command-line tools read: `.env` in the folder they run in
// (the project's root under npm), the environment winning over it. Passed as --env-file only when
// it exists: Node's --env-file-if-exists prints a notice on every run without one.
import fs from 'node:fs';
import path from 'node:path';

/** Node's arguments that load `cwd/.env`, or none when there is no such file. */
export function envFileArgs(cwd = process.cwd()) {
  return fs.existsSync(path.join(cwd, '.env')) ? ['--env-file=.env'] : [];
}
