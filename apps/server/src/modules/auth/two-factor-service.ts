import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { MSG } from '@ssf/domain/messages';
import type { UserData } from '@ssf/domain/schemas/auth';
import type { Db } from '../../db/client.ts';
import { recoveryCodes } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError } from '../../http/errors.ts';
import { recordOwnAccountActivity } from '../activity/public.ts';
import { verifyPassword } from './passwords.ts';
import { checkSecondFactor, findUser } from './service.ts';
import { checkTotp, hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUrl } from './two-factor.ts';

/** Starts setting up two-factor sign-in: a new secret, kept aside until a code confirms it. */
export async function setUpTwoFactor(db: Db, user: UserData) {
  const secret = newTotpSecret();
  await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, user._id));
  const url = otpauthUrl(secret, user.email);
  return { secret, otpauthUrl: url, qrCode: await QRCode.toDataURL(url, { margin: 1, width: 240 }) };
}

/** Turns two-factor sign-in on with a code from the app; answers ten recovery codes, shown once. */
export async function enableTwoFactor(db: Db, user: UserData, code: string, ip: string): Promise<string[]> {
  const row = await findUser(db, user._id);
  if (!row?.totpPendingSecret) throw new HttpError(400, MSG.twoFactorNotStarted);
  const step = checkTotp(row.totpPendingSecret, code, null);
  if (step === null) throw new HttpError(400, MSG.wrongCode, { code: MSG.wrongCode });
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpLastStep: step })
      .where(eq(users.id, user._id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user._id));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((c) => ({ userId: user._id, codeHash: hashRecoveryCode(c) })));
    await recordOwnAccountActivity(tx, user, { action: 'enable two-factor', section: 'auth', ip });
  });
  return codes;
}

/** Turns two-factor sign-in off: needs the password and a current code (or a recovery code). */
export async function disableTwoFactor(db: Db, user: UserData, password: string, code: string, ip: string) {
  const row = await findUser(db, user._id);
  if (!row?.totpSecret) throw new HttpError(400, MSG.twoFactorNotEnabled);
  if (!(await verifyPassword(row.passwordHash, password)))
    throw new HttpError(400, MSG.wrongPassword, { password: MSG.wrongPassword });
  if (!(await checkSecondFactor(db, row, code)))
    throw new HttpError(400, MSG.wrongCode, { code: MSG.wrongCode });
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(eq(users.id, user._id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user._id));
    await recordOwnAccountActivity(tx, user, { action: 'disable two-factor', section: 'auth', ip });
  });
}
