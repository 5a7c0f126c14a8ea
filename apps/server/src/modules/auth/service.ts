import { eq } from 'drizzle-orm';
import type { UserData } from '@ssf/domain/schemas/auth';
import { normalizeEmail } from '@ssf/domain/email';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';

type UserRow = typeof users.$inferSelect;

export function toUserData(u: UserRow): UserData {
  return { _id: u.id, name: u.name, email: u.email, isAdmin: u.isAdmin };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserById(db: Db, id: string): Promise<UserData | null> {
  if (!UUID.test(id)) return null;
  const [u] = await db.select().from(users).where(eq(users.id, id));
  return u ? toUserData(u) : null;
}

/** The user for these credentials, or null. An unknown email costs as much as a wrong password. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<UserData | null> {
  const [u] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  if (!u) {
    await verifyPassword(await dummyHash(), password);
    return null;
  }
  return (await verifyPassword(u.passwordHash, password)) ? toUserData(u) : null;
}

export async function changePassword(
  db: Db,
  userId: string,
  current: string,
  next: string,
): Promise<boolean> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u || !(await verifyPassword(u.passwordHash, current))) return false;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(next), updatedAt: new Date() })
    .where(eq(users.id, userId));
  return true;
}

/** Create the admin with this email, or make it an admin and set its password. */
export async function upsertAdmin(
  db: Db,
  email: string,
  password: string,
  name = 'Admin',
): Promise<UserData> {
  const passwordHash = await hashPassword(password);
  const [u] = await db
    .insert(users)
    .values({ email: normalizeEmail(email), name, passwordHash, isAdmin: true })
    .onConflictDoUpdate({ target: users.email, set: { passwordHash, isAdmin: true, updatedAt: new Date() } })
    .returning();
  return toUserData(u);
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
