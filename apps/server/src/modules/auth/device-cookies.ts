import crypto from 'node:crypto';

/**
 * Device cookies (OWASP's defence for a lockout that others can cause): a browser that has signed
 * in to an account successfully receives a signed cookie naming that account and a random device
 * id. Wrong passwords from anyone else count against the account's address-wide allowance, but a
 * browser holding the account's device cookie is counted on its own, so a stranger on the shared
 * campus address cannot lock the admin out. A device that guesses wrong too often is limited too.
 */
export const DEVICE_COOKIE = 'ssf_device';
/** A year: the browser stays trusted for the account while it keeps signing in. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface DeviceCookies {
  /** A new cookie value for `email` (lower-cased by the caller). */
  issue(email: string): string;
  /** The device id of a genuine cookie for `email`, or null (missing, forged, another account's). */
  deviceOf(value: string | undefined, email: string): string | null;
  /** The Set-Cookie header for `value`. */
  header(value: string): string;
}

export function createDeviceCookies(secret: string, secure: boolean): DeviceCookies {
  // Its own key, derived from the token secret, so a cookie can never pass for a token.
  const key = crypto.createHmac('sha256', secret).update('ssf device cookie').digest();
  const mac = (payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(email) {
      const payload = Buffer.from(
        JSON.stringify({ e: email, d: crypto.randomBytes(16).toString('base64url') }),
      ).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    deviceOf(value, email) {
      const [payload, signature, extra] = (value ?? '').split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
      try {
        const { e, d } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
          e?: unknown;
          d?: unknown;
        };
        return e === email && typeof d === 'string' ? d : null;
      } catch {
        return null;
      }
    },
    header(value) {
      return [
        `${DEVICE_COOKIE}=${value}`,
        'Path=/api/v1/auth/login',
        `Max-Age=${MAX_AGE_SECONDS}`,
        'HttpOnly',
        'SameSite=Strict',
        ...(secure ? ['Secure'] : []),
      ].join('; ');
    },
  };
}

/** The value of cookie `name` in a Cookie header, if present. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}
