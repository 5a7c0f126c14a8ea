import crypto from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { FORUM_NAME } from '@ssf/domain/constants';

/**
 * TOTP as authenticator apps expect it (RFC 6238: SHA-1, 6 digits, 30-second steps), through the
 * otpauth library. A code of the step before or after is accepted too (clocks drift), and a step
 * once accepted is not accepted again (a code seen over a shoulder cannot be replayed).
 */
const PERIOD = 30;

export const totpFor = (secret: string, label = '') =>
  new OTPAuth.TOTP({
    issuer: FORUM_NAME,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

/** A new random secret (160 bits, base32, as RFC 4226 recommends). */
export const newTotpSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, email: string) => totpFor(secret, email).toString();

/**
 * The time step a correct code belongs to, or null when the code is wrong or its step is not
 * after `lastStep` (already used).
 */
export function checkTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  const clean = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(clean)) return null;
  const delta = totpFor(secret).validate({ token: clean, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** Ten recovery codes, each 16 base32 characters (80 random bits), shown as xxxx-xxxx-xxxx-xxxx. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from({ length: 10 }, () => {
    const bytes = crypto.randomBytes(16);
    const chars = Array.from(bytes, (b) => alphabet[b & 31]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/** The stored form of a recovery code: case, spaces and dashes do not matter when it is typed. */
export const hashRecoveryCode = (code: string) =>
  crypto.createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
