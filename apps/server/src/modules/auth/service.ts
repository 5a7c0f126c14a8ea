import { eq, sql } from 'drizzle-orm';
import type { UserData } from '@ssf/domain/schemas/auth';
import { normalizeEmail } from '@ssf/domain/email';
import { MSG } from '@ssf/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { isId } from '../../db/ids.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError } from '../../http/errors.ts';
import { assertNotLimited, rateLimiter } from '../../http/rate-limit.ts';
import { createDeviceCookies } from './device-cookies.ts';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';

type UserRow = typeof users.$inferSelect;

export function toUserData(u: UserRow): UserData {
  return { _id: u.id, name: u.name, email: u.email, isAdmin: u.isAdmin };
}

/**
 * An account's session version: the moment its password last changed, in milliseconds. Every
 * token carries the version it was issued under and is accepted only while the account still has
 * it, so a password change ends every session begun before it, however close in time (comparing
 * issue times in whole seconds let tokens of the same second through).
 */
const sessionVersion = (u: UserRow): number => u.passwordChangedAt.getTime();
/** The next session version: now, and always at least a millisecond after the current one. */
const nextSessionVersion = sql`greatest(now(), ${users.passwordChangedAt} + interval '1 millisecond')`;

/** The user a token speaks for, or null when the account is gone or its sessions were ended since. */
export async function findSessionUser(db: Db, id: string, session: number): Promise<UserData | null> {
  if (!isId(id)) return null;
  const [u] = await db.select().from(users).where(eq(users.id, id));
  if (!u || sessionVersion(u) !== session) return null;
  return toUserData(u);
}

/** The account for these credentials, or null. An unknown email costs as much as a wrong password. */
async function findByCredentials(db: Db, email: string, password: string): Promise<UserRow | null> {
  const [u] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  if (!u) {
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

/** Sets a new password; returns the account's new session version, or null for a wrong current one. */
export async function changePassword(
  db: Db,
  userId: string,
  current: string,
  next: string,
): Promise<number | null> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u || !(await verifyPassword(u.passwordHash, current))) return null;
  const [changed] = await db
    .update(users)
    .set({
      passwordHash: await hashPassword(next),
      passwordChangedAt: nextSessionVersion,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return sessionVersion(changed);
}

/**
 * Create the admin with this email, or make it an admin and set its password. Setting the same
 * password again (ADMIN_PASSWORD at every start) changes nothing, so signed-in sessions survive a
 * restart; a new password signs the account out everywhere else.
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
  if (existing && (await verifyPassword(existing.passwordHash, password))) {
    if (existing.isAdmin) return toUserData(existing);
    const [u] = await db
      .update(users)
      .set({ isAdmin: true, updatedAt: new Date() })
      .where(eq(users.id, existing.id))
      .returning();
    return toUserData(u);
  }
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const [u] = await db
    .insert(users)
    .values({ email: normalizeEmail(email), name, passwordHash, isAdmin: true })
    .onConflictDoUpdate({
      target: users.email,
      set: { passwordHash, isAdmin: true, passwordChangedAt: nextSessionVersion, updatedAt: now },
    })
    .returning();
  return toUserData(u);
}

/** Makes an existing account an admin without touching its password (and so its sessions). */
export async function ensureAdmin(db: Db, email: string): Promise<UserData | null> {
  const [u] = await db
    .update(users)
    .set({ isAdmin: true })
    .where(eq(users.email, normalizeEmail(email)))
    .returning();
  return u ? toUserData(u) : null;
}

export async function hasAdmin(db: Db): Promise<boolean> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  return Boolean(u);
}

/** A plain (non-admin) user; the product has no sign-up, so this serves tests and future roles. */
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

const LIMIT_WINDOW_MS = 15 * 60 * 1000;

/**
 * The sign-in and password-change use cases, with their guess counters (in memory for the embedded
 * database, in PostgreSQL shared by every instance otherwise: see http/rate-limit.ts): each throws
 * the API's error (401, 400, 429 with Retry-After) or returns the answer.
 */
export function createAuthUseCases({
  db,
  database,
  config,
  tokens,
}: Pick<AppContext, 'db' | 'database' | 'config' | 'tokens'>) {
  const limit = config.loginRateLimit;
  // Failed logins are counted per (address, email), so one campus address cannot lock out
  // everyone, and per address at ten times the allowance, so one address cannot spray emails.
  const perPair = rateLimiter(database, 'login-pair', limit, LIMIT_WINDOW_MS);
  const perAddress = rateLimiter(database, 'login-address', limit * 10, LIMIT_WINDOW_MS);
  // A wrong current password on a password change is a failed guess too: counted per account,
  // whatever the address, so holding a token does not give unlimited guesses at the password.
  const perAccount = rateLimiter(database, 'password-change', limit, LIMIT_WINDOW_MS);

  // A browser that signed in to the account before (device cookie) is counted on its own.
  const perDevice = rateLimiter(database, 'login-device', limit, LIMIT_WINDOW_MS);
  const devices = createDeviceCookies(tokens.secret, config.publicUrl.startsWith('https:'));

  return {
    /**
     * A token for these credentials, asked from address `ip` by a browser holding `deviceCookie`
     * (or none); also the device cookie to keep for the next sign-in.
     */
    async signIn(
      ip: string,
      email: string,
      password: string,
      deviceCookie?: string,
    ): Promise<{ token: string; userData: UserData; setCookie: string }> {
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
      if (!user) {
        if (device) await perDevice.hit(deviceKey);
        else await Promise.all([perPair.hit(pairKey), perAddress.hit(ip)]);
        throw new HttpError(401, MSG.invalidCredentials);
      }
      await (device ? perDevice.reset(deviceKey) : perPair.reset(pairKey));
      return {
        token: await tokens.sign(user.id, sessionVersion(user)),
        userData: toUserData(user),
        setCookie: devices.header(device ? (deviceCookie as string) : devices.issue(account)),
      };
    },

    /**
     * Change the account's password; tokens issued before then stop working, so the session that
     * asked continues with the new token returned.
     */
    async changePassword(userId: string, current: string, next: string): Promise<string> {
      assertNotLimited(await perAccount.blocked(userId), MSG.tooManyPasswordTries);
      const session = await changePassword(db, userId, current, next);
      if (session === null) {
        await perAccount.hit(userId);
        throw new HttpError(400, MSG.wrongCurrentPassword, { currentPassword: MSG.wrongCurrentPassword });
      }
      await perAccount.reset(userId);
      return tokens.sign(userId, session);
    },
  };
}
