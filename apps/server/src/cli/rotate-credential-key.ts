// npm run credentials:rotate-key: a new credential signing key; the earlier ones stay listed.
import { ConfigError, loadConfig } from '../config.ts';
import { secureDataDir } from '../db/private-files.ts';
import { generateSigningKey, keyFilePath, readKeyFile, rotateKeyFile } from '../signing-keys/keys.ts';
import { fail } from './common.ts';

const args = process.argv.slice(2).filter((a) => a !== '--');
if (args.length > 0) fail('Usage: npm run credentials:rotate-key');

try {
  const config = loadConfig();
  if (config.credentialSigningKey || config.databaseUrl) {
    // The key comes from the environment: the operator sets the new one on every instance. The
    // database already lists the current key (recorded when it first signed), so it stays valid.
    const key = generateSigningKey();
    process.stdout.write(
      [
        'A new credential signing key. Set it on every instance and restart them:',
        '',
        `  CREDENTIAL_SIGNING_KEY=${key.secretKeyMultibase}`,
        '',
        `Its public key is ${key.publicKeyMultibase}. Credentials signed with the current key stay valid:`,
        'the database keeps every key that has signed listed in /.well-known/did.json.',
        'Keep the new key secret, and keep it with your backups.',
        '',
      ].join('\n'),
    );
  } else {
    secureDataDir(config.dataDir);
    const before = readKeyFile(config.dataDir)?.keys.length ?? 0;
    const key = rotateKeyFile(config.dataDir);
    process.stdout.write(
      `Added the credential signing key ${key.publicKeyMultibase} to ${keyFilePath(config.dataDir)}` +
        ` (${before} earlier ${before === 1 ? 'key stays' : 'keys stay'} listed, so what they signed stays valid).\n` +
        'The server signs with it from its next start: restart it.\n',
    );
  }
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  fail(`The key could not be made: ${(err as Error).message}`);
}
