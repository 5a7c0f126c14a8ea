/**
 * Base58btc multibase ('z' + base58), the encoding of Multikey values. Ed25519 keys are written
 * with their multicodec header: 0xed 0x01 before a public key, 0x80 0x26 before a secret one.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export const ED25519_PUBLIC_HEADER = Uint8Array.of(0xed, 0x01);
export const ED25519_SECRET_HEADER = Uint8Array.of(0x80, 0x26);

export function base58Encode(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let out = '';
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/** The bytes of a base58 string, or null when it holds a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** The key bytes of a multibase Ed25519 key with the given header, or null when it is not one. */
export function decodeMultikey(multibase: string, header: Uint8Array): Uint8Array | null {
  if (!multibase.startsWith('z')) return null;
  const bytes = base58Decode(multibase.slice(1));
  if (!bytes || bytes.length !== header.length + 32) return null;
  if (bytes[0] !== header[0] || bytes[1] !== header[1]) return null;
  return bytes.slice(header.length);
}

export const encodeMultikey = (key: Uint8Array, header: Uint8Array) =>
  `z${base58Encode(Uint8Array.from([...header, ...key]))}`;

/** Whether `text` is an Ed25519 secret key as Multikey writes it (z + base58 of 0x8026 and 32 bytes). */
export const isSecretKeyMultibase = (text: string) => decodeMultikey(text, ED25519_SECRET_HEADER) !== null;
