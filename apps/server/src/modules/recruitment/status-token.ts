import crypto from 'node:crypto';
import { STATUS_TOKEN_BYTES } from '@ssf/domain/recruitment/review';

/** A new status-link token and the SHA-256 (hex) that is stored in its place. */
export function newStatusToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(STATUS_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashStatusToken(token) };
}

export const hashStatusToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
