// npm run admin -- --email E [--name N]: create an admin or reset its password. The password is
// asked for on the terminal without echo, or read from ADMIN_CLI_PASSWORD (scripts): never an
// argument, which npm prints and the shell keeps in its history.
import { parseArgs } from 'node:util';
import { MIN_PASSWORD_LENGTH } from '@ssf/domain/constants';
import { isValidEmail } from '@ssf/domain/email';
import { ConfigError, loadConfig } from '../config.ts';
import { DatabaseConnectError, openDatabase } from '../db/client.ts';
import { secureDataDir } from '../db/private-files.ts';
import { upsertAdmin } from '../modules/auth/public.ts';
import { fail, promptSecret } from './common.ts';

const USAGE =
  "Usage: npm run admin -- --email you@example.com [--name 'Your Name']\n" +
  'The password is asked for, or taken from the ADMIN_CLI_PASSWORD environment variable.';

let values: { email?: string; name?: string };
try {
  ({ values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } }));
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`);
}
if (!values.email) fail(USAGE);
if (!isValidEmail(values.email)) fail('--email must be an email address');

/** The password from the environment, else typed twice on the terminal. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_CLI_PASSWORD;
  if (fromEnv) return fromEnv;
  const first = await promptSecret(
    `Password for ${values.email} (at least ${MIN_PASSWORD_LENGTH} characters): `,
  );
  if (first === null) fail(`No terminal to ask for the password: set ADMIN_CLI_PASSWORD.\n${USAGE}`);
  if (first.length < MIN_PASSWORD_LENGTH)
    fail(`The password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  if ((await promptSecret('The same password again: ')) !== first) fail('The two passwords differ');
  return first;
}

const password = await readPassword();
if (password.length < MIN_PASSWORD_LENGTH)
  fail(`The password must be at least ${MIN_PASSWORD_LENGTH} characters`);

try {
  const config = loadConfig();
  secureDataDir(config.dataDir);
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  const user = await upsertAdmin(database.db, values.email, password, values.name ?? 'Admin');
  await database.close();
  process.stdout.write(`Admin ${user.email} is ready; sign in at ${config.publicUrl}/admin/login\n`);
} catch (err) {
  if (err instanceof ConfigError || err instanceof DatabaseConnectError) fail(err.message);
  fail(`Cannot set the admin: ${(err as Error).message}`);
}
