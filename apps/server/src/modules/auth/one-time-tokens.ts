import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens } from '../../db/schema/accounts.ts';

export type TokenPurpose = 'invite' | 'reset' | 'challenge';

/** How long each kind of link or challenge works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  invite: 7 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  challenge: 5 * 60 * 1000,
};

/** Only this hash of a token is stored: a copy of the database does not hold working links. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * A new random token (256 bits) for `userId`, kept as its hash; earlier unused tokens of the
 * same purpose for the account stop working, so only the latest link does.
 */
export async function issueToken(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
): Promise<{ token: string; id: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]);
  if (purpose !== 'challenge') {
    await db
      .delete(accountTokens)
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
  }
  const [row] = await db
    .insert(accountTokens)
    .values({ userId, purpose, tokenHash: hashToken(token), expiresAt })
    .returning({ id: accountTokens.id });
  return { token, id: row.id, expiresAt };
}

/** The row of this token and purpose, if it still works: not used yet and not expired. */
const stillWorks = (token: string, purpose: TokenPurpose) =>
  and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  );

/** The account of a token that still works (unused, unexpired, of this purpose), or null. */
export async function peekToken(db: Db, token: string, purpose: TokenPurpose): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(stillWorks(token, purpose));
  return row?.userId ?? null;
}

/**
 * Uses a token once: marks it used and answers its account, or null when it is unknown, used or
 * expired. One UPDATE, so two simultaneous uses cannot both succeed.
 */
export async function useToken(db: Db, token: string, purpose: TokenPurpose): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(stillWorks(token, purpose))
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}
