import { and, eq, ne, sql } from 'drizzle-orm';
import { NO_PERMISSIONS, permissionsOf, ROLES, type Role } from '@ssf/domain/accounts';
import type { UserData } from '@ssf/domain/schemas/auth';
import { normalizeEmail } from '@ssf/domain/email';
import { MSG } from '@ssf/domain/messages';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { isId } from '../../db/ids.ts';
import { adminSettings, recoveryCodes, sessions } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/users.ts';
import type { Caller } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { assertNotLimited, rateLimiter } from '../../http/rate-limit.ts';
import { actorOf, recordActivity, recordOwnAccountActivity } from '../activity/public.ts';
import { enqueueMail } from '../mail/public.ts';
import { createDeviceCookies } from './device-cookies.ts';
import { issueToken, peekToken, useToken } from './one-time-tokens.ts';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';
import { checkTotp, hashRecoveryCode } from './two-factor.ts';

export type UserRow = typeof users.$inferSelect;

export const roleOf = (u: UserRow): Role =>
  (ROLES as readonly string[]).includes(u.role) ? (u.role as Role) : 'editor';

/**
 * The account as the API shows it. An account that is not an admin account (the product makes
 * none; tests do) has no section at all.
 */
export function toUserData(u: UserRow, requireTwoFactor = false): UserData {
  const role = roleOf(u);
  const twoFactor = u.totpSecret !== null;
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    isAdmin: u.isAdmin,
    role,
    permissions: u.isAdmin ? permissionsOf(role, u.permissions) : { ...NO_PERMISSIONS },
    twoFactor,
    mustSetUpTwoFactor: requireTwoFactor && u.isAdmin && !twoFactor,
  };
}

/** Whether an owner requires two-factor sign-in of every account (PUT /admin/settings). */
export async function twoFactorRequired(db: Db): Promise<boolean> {
  const [row] = await db.select().from(adminSettings).where(eq(adminSettings.key, 'requireTwoFactor'));
  return row?.value === true;
}

/** How often a session's "last seen" is written: at most once a minute, not on every request. */
const LAST_SEEN_EVERY_MS = 60_000;

/**
 * The account and session a token names, read on every request so that ending a session,
 * disabling or removing an account works at once on every instance; null when the session was
 * ended, the account is gone or disabled.
 */
export async function loadCaller(db: Db, userId: string, sessionId: string): Promise<Caller | null> {
  if (!isId(userId) || !isId(sessionId)) return null;
  const [row] = await db
    .select({
      user: users,
      lastSeenAt: sessions.lastSeenAt,
      requireTwoFactor: sql<unknown>`(select value from ${adminSettings} where key = 'requireTwoFactor')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  if (!row || row.user.disabled || !row.user.activatedAt) return null;
  if (Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
  }
  return { user: toUserData(row.user, row.requireTwoFactor === true), sessionId };
}

/** A new session of the account, and the token that names it. */
export async function startSession(
  { db, tokens }: Pick<AppContext, 'db' | 'tokens'>,
  userId: string,
  userAgent: string,
): Promise<string> {
  const [session] = await db
    .insert(sessions)
    .values({ userId, userAgent: userAgent.slice(0, 300) })
    .returning({ id: sessions.id });
  await db.update(users).set({ lastSignInAt: sql`now()` }).where(eq(users.id, userId));
  return tokens.sign(userId, session.id);
}

/** Ends every session of the account, or every one but `keep`. */
export async function endSessions(db: Db, userId: string, keep?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
}

/** The account for these credentials, or null. An unknown email costs as much as a wrong password. */
async function findByCredentials(db: Db, email: string, password: string): Promise<UserRow | null> {
  const [u] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  if (!u?.passwordHash) {
    await verifyPassword(await dummyHash(), password);
    return null;
  }
  return (await verifyPassword(u.passwordHash, password)) ? u : null;
}

/** The user for these credentials, or null. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<UserData | null> {
  const u = await findByCredentials(db, email, password);
  return u ? toUserData(u) : null;
}

/** Sets the account's password (and marks it active, for an invitation being accepted). */
export async function setPassword(db: Db, userId: string, password: string, name?: string): Promise<UserRow> {
  const [u] = await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      passwordChangedAt: sql`now()`,
      activatedAt: sql`coalesce(${users.activatedAt}, now())`,
      ...(name ? { name } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return u;
}

/**
 * Create the owner with this email, or make it an owner and set its password. Setting the same
 * password again (ADMIN_PASSWORD at every start) changes nothing, so signed-in sessions survive a
 * restart; a new password signs the account out everywhere.
 */
export async function upsertAdmin(
  db: Db,
  email: string,
  password: string,
  name = 'Admin',
): Promise<UserData> {
  const [existing] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  if (existing?.passwordHash && (await verifyPassword(existing.passwordHash, password))) {
    return (await ensureAdmin(db, email)) as UserData;
  }
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const [u] = await db
    .insert(users)
    .values({ email: normalizeEmail(email), name, passwordHash, isAdmin: true, role: 'owner' })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        passwordHash,
        isAdmin: true,
        role: 'owner',
        disabled: false,
        activatedAt: sql`coalesce(${users.activatedAt}, now())`,
        passwordChangedAt: sql`now()`,
        updatedAt: now,
      },
    })
    .returning();
  await endSessions(db, u.id);
  return toUserData(u);
}

/** Makes an existing account an active owner without touching its password (and so its sessions). */
export async function ensureAdmin(db: Db, email: string): Promise<UserData | null> {
  const [u] = await db
    .update(users)
    .set({ isAdmin: true, role: 'owner', disabled: false })
    .where(eq(users.email, normalizeEmail(email)))
    .returning();
  return u ? toUserData(u) : null;
}

export async function hasAdmin(db: Db): Promise<boolean> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  return Boolean(u);
}

/** A plain (non-admin) user; the product has no sign-up, so this serves tests. */
export async function createUser(db: Db, email: string, password: string, name: string): Promise<UserData> {
  const [u] = await db
    .insert(users)
    .values({
      email: normalizeEmail(email),
      name,
      passwordHash: await hashPassword(password),
      isAdmin: false,
    })
    .returning();
  return toUserData(u);
}

/** An admin account with this role, signed in with this password (tests, `npm run admin` makes owners). */
export async function createAccount(
  db: Db,
  input: { email: string; password: string; name: string; role: Role; permissions?: Record<string, string> },
): Promise<UserData> {
  const [u] = await db
    .insert(users)
    .values({
      email: normalizeEmail(input.email),
      name: input.name,
      passwordHash: await hashPassword(input.password),
      isAdmin: true,
      role: input.role,
      permissions: input.permissions ?? {},
    })
    .returning();
  return toUserData(u);
}

/**
 * Checks a second-factor code of the account: a TOTP code (each time step once) or one of its
 * unused recovery codes (then used up). True when it was right.
 */
export async function checkSecondFactor(db: Db, user: UserRow, code: string): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = checkTotp(user.totpSecret, code, user.totpLastStep);
  if (step !== null) {
    // Conditional, so two requests with the same code cannot both pass.
    const [won] = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(
        and(eq(users.id, user.id), sql`(${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`),
      )
      .returning({ id: users.id });
    return Boolean(won);
  }
  const [used] = await db
    .update(recoveryCodes)
    .set({ used: true })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        eq(recoveryCodes.used, false),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return Boolean(used);
}

export async function findUser(db: Db, id: string): Promise<UserRow | null> {
  if (!isId(id)) return null;
  const [u] = await db.select().from(users).where(eq(users.id, id));
  return u ?? null;
}

const LIMIT_WINDOW_MS = 15 * 60 * 1000;

export type SignInResult =
  | { token: string; userData: UserData; setCookie: string }
  | { challenge: string; setCookie: string };

/**
 * The sign-in and password use cases, with their guess counters (in memory for the embedded
 * database, in PostgreSQL shared by every instance otherwise: see http/rate-limit.ts): each throws
 * the API's error (401, 400, 429 with Retry-After) or returns the answer.
 */
export function createAuthUseCases(ctx: Pick<AppContext, 'db' | 'database' | 'config' | 'tokens'>) {
  const { db, database, config, tokens } = ctx;
  const limit = config.loginRateLimit;
  // Failed logins are counted per (address, email), so one campus address cannot lock out
  // everyone, and per address at ten times the allowance, so one address cannot spray emails.
  const perPair = rateLimiter(database, 'login-pair', limit, LIMIT_WINDOW_MS);
  const perAddress = rateLimiter(database, 'login-address', limit * 10, LIMIT_WINDOW_MS);
  // A wrong current password on a password change is a failed guess too. It is counted per
  // session: a stolen token gets a few guesses and no more, while the real person, signing in
  // anew, is never locked out of changing their own password by it.
  const perSession = rateLimiter(database, 'password-change', limit, LIMIT_WINDOW_MS);
  // Two-factor codes: per account (whatever the address) and per address.
  const perAccountCode = rateLimiter(database, 'login-code', limit, LIMIT_WINDOW_MS);
  // Reset requests: per address and per email, like sign-in.
  const perResetPair = rateLimiter(database, 'reset-pair', limit, LIMIT_WINDOW_MS);

  // A browser that signed in to the account before (device cookie) is counted on its own.
  const perDevice = rateLimiter(database, 'login-device', limit, LIMIT_WINDOW_MS);
  const devices = createDeviceCookies(tokens.secret, config.publicUrl.startsWith('https:'));

  const signedIn = async (user: UserRow, userAgent: string, ip: string, how: string) => {
    const token = await startSession(ctx, user.id, userAgent);
    await recordActivity(db, {
      actor: actorOf(user),
      action: 'sign-in',
      section: 'auth',
      entity: { type: 'account', id: user.id, label: how },
      ip,
    });
    return { token, userData: toUserData(user, await twoFactorRequired(db)) };
  };

  return {
    /**
     * A token for these credentials, asked from address `ip` by a browser holding `deviceCookie`
     * (or none), or a challenge to answer with a second-factor code; also the device cookie to
     * keep for the next sign-in.
     */
    async signIn(
      ip: string,
      email: string,
      password: string,
      deviceCookie?: string,
      userAgent = '',
    ): Promise<SignInResult> {
      const account = normalizeEmail(email);
      const device = devices.deviceOf(deviceCookie, account);
      const pairKey = `${ip}|${account}`;
      const deviceKey = `${account}|${device}`;
      assertNotLimited(
        device
          ? await perDevice.blocked(deviceKey)
          : Math.max(...(await Promise.all([perPair.blocked(pairKey), perAddress.blocked(ip)]))),
        MSG.tooManyLogins,
      );
      const user = await findByCredentials(db, email, password);
      if (!user || user.disabled) {
        if (device) await perDevice.hit(deviceKey);
        else await Promise.all([perPair.hit(pairKey), perAddress.hit(ip)]);
        const [known] = await db.select().from(users).where(eq(users.email, account));
        // The attempt is recorded under the account it aimed at; an unknown email is not kept.
        await recordActivity(db, {
          actor: known ? actorOf(known) : { _id: null, name: 'Unknown', email: '' },
          action: 'sign-in failed',
          section: 'auth',
          entity: { type: 'account', id: known?.id ?? null, label: null },
          ip,
        });
        throw new HttpError(401, MSG.invalidCredentials);
      }
      await (device ? perDevice.reset(deviceKey) : perPair.reset(pairKey));
      const setCookie = devices.header(device ? (deviceCookie as string) : devices.issue(account));
      if (user.totpSecret) {
        const { token: challenge } = await issueToken(db, user.id, 'challenge');
        return { challenge, setCookie };
      }
      return { ...(await signedIn(user, userAgent, ip, 'password')), setCookie };
    },

    /** The second step of a two-factor sign-in: the challenge and a TOTP or recovery code. */
    async completeSignIn(ip: string, challenge: string, code: string, userAgent = '') {
      assertNotLimited(await perAddress.blocked(ip), MSG.tooManyLogins);
      const userId = await peekToken(db, challenge, 'challenge');
      const user = userId ? await findUser(db, userId) : null;
      if (!user || user.disabled) {
        await perAddress.hit(ip);
        throw new HttpError(401, MSG.wrongCode);
      }
      assertNotLimited(await perAccountCode.blocked(user.id), MSG.tooManyCodes);
      if (!(await checkSecondFactor(db, user, code))) {
        await Promise.all([perAddress.hit(ip), perAccountCode.hit(user.id)]);
        await recordActivity(db, {
          actor: actorOf(user),
          action: 'sign-in failed',
          section: 'auth',
          entity: { type: 'account', id: user.id, label: 'wrong two-factor code' },
          ip,
        });
        throw new HttpError(401, MSG.wrongCode);
      }
      // The challenge works once: a second use (even a simultaneous one) is refused.
      if (!(await useToken(db, challenge, 'challenge'))) throw new HttpError(401, MSG.wrongCode);
      await perAccountCode.reset(user.id);
      return signedIn(user, userAgent, ip, 'two-factor');
    },

    /**
     * Change the account's password; every session of the account ends, and the device that
     * asked continues in a new session with the token returned.
     */
    async changePassword(
      user: UserData,
      sessionId: string,
      current: string,
      next: string,
      ip: string,
    ): Promise<string> {
      assertNotLimited(await perSession.blocked(sessionId), MSG.tooManyPasswordTries);
      const row = await findUser(db, user._id);
      if (!row || !(await verifyPassword(row.passwordHash, current))) {
        await perSession.hit(sessionId);
        throw new HttpError(400, MSG.wrongCurrentPassword, { currentPassword: MSG.wrongCurrentPassword });
      }
      await perSession.reset(sessionId);
      // Every session ends, this one included: a token copied before the change stops working
      // too. The device that asked goes on in a new session, under the token returned.
      return db.transaction(async (tx) => {
        await setPassword(tx, user._id, next);
        const [asking] = await tx
          .select({ userAgent: sessions.userAgent })
          .from(sessions)
          .where(eq(sessions.id, sessionId));
        await endSessions(tx, user._id);
        await recordOwnAccountActivity(tx, user, { action: 'change password', section: 'auth', ip });
        return startSession({ db: tx, tokens }, user._id, asking?.userAgent ?? '');
      });
    },

    /**
     * Forgot-password: a reset link for the account with this email, if there is one. The answer
     * is the same either way, and takes about as long (a token is made and thrown away).
     */
    async forgotPassword(ip: string, email: string): Promise<void> {
      const account = normalizeEmail(email);
      assertNotLimited(
        Math.max(await perResetPair.blocked(`${ip}|${account}`), await perAddress.blocked(ip)),
        MSG.tooManyRequests,
      );
      await Promise.all([perResetPair.hit(`${ip}|${account}`), perAddress.hit(ip)]);
      const [user] = await db.select().from(users).where(eq(users.email, account));
      if (!user || user.disabled || !user.activatedAt) return;
      await db.transaction(async (tx) => {
        const { token } = await issueToken(tx, user.id, 'reset');
        await queueResetMail(tx, config, { email: user.email, name: user.name, token });
      });
    },

    /** Sets a new password with a reset link; every session of the account ends, a new one starts. */
    async resetPassword(ip: string, token: string, password: string, userAgent = '') {
      const userId = await useToken(db, token, 'reset');
      const user = userId ? await findUser(db, userId) : null;
      if (!user || user.disabled) throw new HttpError(404, MSG.invitationNotFound);
      const updated = await setPassword(db, user.id, password);
      await endSessions(db, user.id);
      await recordOwnAccountActivity(db, updated, { action: 'reset password', section: 'auth', ip });
      // A reset link does not replace the second factor: an account with one answers a challenge.
      if (updated.totpSecret) return { challenge: (await issueToken(db, user.id, 'challenge')).token };
      return signedIn(updated, userAgent, ip, 'reset link');
    },
  };
}

export const resetUrl = (publicUrl: string, token: string) => `${publicUrl}/admin/reset/${token}`;
export const inviteUrl = (publicUrl: string, token: string) => `${publicUrl}/admin/invite/${token}`;

/** The password-reset mail, stored in the outbox by the transaction that made its link. */
export function queueResetMail(
  tx: Db,
  config: Pick<Config, 'smtp'>,
  message: { email: string; name: string; token: string },
): Promise<string | null> {
  return enqueueMail(tx, config, {
    template: 'passwordReset',
    to: message.email,
    data: { name: message.name, token: message.token },
  });
}

/** The invitation mail, stored in the outbox by the transaction that made the account. */
export function queueInvitationMail(
  tx: Db,
  config: Pick<Config, 'smtp'>,
  message: { email: string; name: string; invitedBy: string; role: Role; token: string },
): Promise<string | null> {
  return enqueueMail(tx, config, {
    template: 'invitation',
    to: message.email,
    data: { name: message.name, role: message.role, token: message.token, invitedBy: message.invitedBy },
  });
}
