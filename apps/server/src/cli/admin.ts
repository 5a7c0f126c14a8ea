// npm run admin -- --email E --password P [--name N]: create an admin or reset its password.
import { parseArgs } from 'node:util';
import { MIN_PASSWORD_LENGTH } from '@ssf/domain/constants';
import { isValidEmail } from '@ssf/domain/email';
import { ConfigError, loadConfig } from '../config.ts';
import { DatabaseConnectError, openDatabase } from '../db/client.ts';
import { secureDataDir } from '../db/private-files.ts';
import { upsertAdmin } from '../modules/auth/service.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let values: { email?: string; password?: string; name?: string };
try {
  ({ values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  }));
} catch (err) {
  fail(
    `${(err as Error).message}\nUsage: npm run admin -- --email you@example.com --password 'at least 10 chars'`,
  );
}
if (!values.email || !values.password) {
  fail("Usage: npm run admin -- --email you@example.com --password 'at least 10 chars' [--name 'Your Name']");
}
if (!isValidEmail(values.email)) fail('--email must be an email address');
if (values.password.length < MIN_PASSWORD_LENGTH)
  fail(`--password must be at least ${MIN_PASSWORD_LENGTH} characters`);

try {
  const config = loadConfig();
  secureDataDir(config.dataDir);
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  const user = await upsertAdmin(database.db, values.email, values.password, values.name ?? 'Admin');
  await database.close();
  process.stdout.write(`Admin ${user.email} is ready; sign in at ${config.publicUrl}/admin/login\n`);
} catch (err) {
  if (err instanceof ConfigError || err instanceof DatabaseConnectError) fail(err.message);
  fail(`Cannot set the admin: ${(err as Error).message}`);
}
