import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_TTL_SECONDS } from '@ssf/domain/constants';

export interface TokenService {
  /** The signing secret, from which other signed values (device cookies) derive their own keys. */
  readonly secret: string;
  /** A token for the account's session `sessionId` (a row of `sessions`, see auth/sessions.ts). */
  sign(userId: string, sessionId: string): Promise<string>;
  /**
   * The user id, issue time (seconds) and session id of a valid token, or null for a missing,
   * malformed, wrongly signed or expired one, or one without a session.
   */
  verify(token: string): Promise<{ userId: string; issuedAt: number; sessionId: string } | null>;
}

/** JWT_SECRET when set, else a secret generated once into DATA_DIR (mode 0600). */
export function resolveJwtSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function createTokenService(secret: string, ttlSeconds = TOKEN_TTL_SECONDS): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    secret,
    sign: (userId, sessionId) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        // Every token this service signs carries an expiry and an issue time: one without them
        // (signed with the secret some other way) is refused, and none lives past the TTL.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
          maxTokenAge: ttlSeconds,
        });
        return typeof payload.sub === 'string' &&
          typeof payload.iat === 'number' &&
          typeof payload.sid === 'string'
          ? { userId: payload.sub, issuedAt: payload.iat, sessionId: payload.sid }
          : null;
      } catch {
        return null;
      }
    },
  };
}
