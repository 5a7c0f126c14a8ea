import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { decodeMultikey, ED25519_PUBLIC_HEADER, ED25519_SECRET_HEADER, encodeMultikey } from './multibase.ts';

/**
 * The forum's credential signing keys: Ed25519, written as Multikey values. The newest key signs;
 * every earlier one stays listed in the forum's DID document, so what it signed still verifies.
 *
 * Kept in DATA_DIR/credential-keys.json (owner-only, like the token secret), made on first need,
 * or given as CREDENTIAL_SIGNING_KEY (the same on every instance of a shared database).
 */
export interface SigningKey {
  publicKeyMultibase: string;
  secretKeyMultibase: string;
  createdAt: string;
}

export interface KeyFile {
  keys: SigningKey[];
}

export const KEY_FILE_NAME = 'credential-keys.json';
export const keyFilePath = (dataDir: string) => path.join(dataDir, KEY_FILE_NAME);

// The PKCS #8 wrapping of a 32-byte Ed25519 seed, so node:crypto can take it.
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The public key (Multikey) of a secret key (Multikey); throws on anything that is not one. */
export function publicKeyOf(secretKeyMultibase: string): string {
  const seed = decodeMultikey(secretKeyMultibase, ED25519_SECRET_HEADER);
  if (!seed) throw new Error('not an Ed25519 secret key in Multikey form');
  const privateKey = crypto.createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const { x } = crypto.createPublicKey(privateKey).export({ format: 'jwk' });
  return encodeMultikey(Buffer.from(x as string, 'base64url'), ED25519_PUBLIC_HEADER);
}

/** A new random key. */
export function generateSigningKey(now = new Date()): SigningKey {
  const { privateKey } = crypto.generateKeyPairSync('ed25519');
  const { d } = privateKey.export({ format: 'jwk' });
  const secretKeyMultibase = encodeMultikey(Buffer.from(d as string, 'base64url'), ED25519_SECRET_HEADER);
  return {
    publicKeyMultibase: publicKeyOf(secretKeyMultibase),
    secretKeyMultibase,
    createdAt: now.toISOString(),
  };
}

/** The raw 32-byte public key of a Multikey public key (for checks outside the libraries). */
export function publicKeyBytes(publicKeyMultibase: string): Uint8Array | null {
  return decodeMultikey(publicKeyMultibase, ED25519_PUBLIC_HEADER);
}

/** The keys in DATA_DIR, oldest first, or null when there is no key file. */
export function readKeyFile(dataDir: string): KeyFile | null {
  const file = keyFilePath(dataDir);
  if (!fs.existsSync(file)) return null;
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as KeyFile;
  if (!Array.isArray(parsed.keys) || parsed.keys.length === 0) throw new Error(`${file} holds no key`);
  for (const key of parsed.keys) {
    if (publicKeyOf(key.secretKeyMultibase) !== key.publicKeyMultibase)
      throw new Error(`${file} holds a key whose halves do not match`);
  }
  return parsed;
}

/** Writes the key file owner-only, replacing it in one step (a crash leaves the old or the new one). */
export function writeKeyFile(dataDir: string, keys: KeyFile): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = keyFilePath(dataDir);
  const partial = `${file}.partial-${process.pid}`;
  fs.writeFileSync(partial, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(partial, file);
}

/**
 * The keys this instance signs with, oldest first (the last one signs): CREDENTIAL_SIGNING_KEY
 * when given, else the key file, made with one new key when missing.
 */
export function loadSigningKeys(configuredKey: string | null, dataDir: string): SigningKey[] {
  if (configuredKey) {
    return [
      {
        publicKeyMultibase: publicKeyOf(configuredKey),
        secretKeyMultibase: configuredKey,
        // Its first use is recorded in the database (the registry of public keys) instead.
        createdAt: new Date(0).toISOString(),
      },
    ];
  }
  const existing = readKeyFile(dataDir);
  if (existing) return existing.keys;
  const made = { keys: [generateSigningKey()] };
  writeKeyFile(dataDir, made);
  return made.keys;
}

/** Adds a new key to the key file (made when missing) and answers it; the earlier keys stay. */
export function rotateKeyFile(dataDir: string): SigningKey {
  const existing = readKeyFile(dataDir) ?? { keys: [] };
  const key = generateSigningKey();
  writeKeyFile(dataDir, { keys: [...existing.keys, key] });
  return key;
}

/** Adds keys (from a backup) to the key file, keeping those it has; the newest by date signs. */
export function mergeIntoKeyFile(dataDir: string, keys: SigningKey[]): void {
  const existing = readKeyFile(dataDir)?.keys ?? [];
  const known = new Set(existing.map((k) => k.publicKeyMultibase));
  const merged = [...existing, ...keys.filter((k) => !known.has(k.publicKeyMultibase))].sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  );
  if (merged.length) writeKeyFile(dataDir, { keys: merged });
}

/**
 * The keys a backup carries: the configured key (CREDENTIAL_SIGNING_KEY) and those of the key file.
 * Without them a restored site could not sign for its did:web, and a lost key cannot be made again.
 */
export function keysForBackup(configuredKey: string | null, dataDir: string): SigningKey[] {
  const fromFile = readKeyFile(dataDir)?.keys ?? [];
  if (!configuredKey) return fromFile;
  const publicKeyMultibase = publicKeyOf(configuredKey);
  return [
    ...fromFile.filter((k) => k.publicKeyMultibase !== publicKeyMultibase),
    { publicKeyMultibase, secretKeyMultibase: configuredKey, createdAt: new Date().toISOString() },
  ];
}
