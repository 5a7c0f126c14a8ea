import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  adjustmentsFor,
  permissionsOf,
  ROLE_PRESETS,
  type Permissions,
  type Role,
} from '@ssf/domain/accounts';
import type { Account, InviteInput, UpdateAccountInput } from '@ssf/domain/schemas/accounts';
import type { UserData } from '@ssf/domain/schemas/auth';
import { normalizeEmail } from '@ssf/domain/email';
import { MSG } from '@ssf/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { isId } from '../../db/ids.ts';
import { adminSettings } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError } from '../../http/errors.ts';
import { actorOf, recordActivity, recordOwnAccountActivity } from '../activity/public.ts';
import * as auth from '../auth/public.ts';

export function toAccount(u: auth.UserRow): Account {
  const role = auth.roleOf(u);
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    role,
    permissions: permissionsOf(role, u.permissions),
    status: u.disabled ? 'disabled' : u.activatedAt ? 'active' : 'invited',
    twoFactor: u.totpSecret !== null,
    lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}

/** Every admin account, invited ones included, oldest first. */
export async function listAccounts(db: Db): Promise<Account[]> {
  const rows = await db.select().from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.createdAt));
  return rows.map(toAccount);
}

/** The stored adjustments for `role` when `wanted` (a full or partial permission map) was asked. */
const storedAdjustments = (role: Role, wanted: Partial<Permissions> | undefined) =>
  adjustmentsFor(role, { ...ROLE_PRESETS[role], ...(wanted ?? {}) }) as Record<string, string>;

const forbidden = (message: string = MSG.noPermission) => new HttpError(403, message);

/** Only an owner may make an owner (or an account with the accounts section could raise itself through another). */
function assertMayMakeOwner(by: UserData, role: Role | undefined) {
  if (role === 'owner' && by.role !== 'owner') throw forbidden();
}

/** Active owners left, counted with their rows locked so two simultaneous demotions cannot both pass. */
async function assertAnOwnerRemains(tx: Db) {
  const rows = await tx
    .select({ id: users.id, role: users.role, disabled: users.disabled })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.role, 'owner'), isNotNull(users.activatedAt)))
    .for('update');
  if (!rows.some((r) => !r.disabled)) throw new HttpError(409, MSG.lastOwner);
}

export function createAccountUseCases({ db, config, tokens }: Pick<AppContext, 'db' | 'config' | 'tokens'>) {
  return {
    /** Invites an officer: an account waiting for its password, and a link that sets it (7 days, once). */
    async invite(by: UserData, input: InviteInput, ip: string) {
      assertMayMakeOwner(by, input.role);
      const email = normalizeEmail(input.email);
      return db.transaction(async (tx) => {
        let row: auth.UserRow;
        try {
          [row] = await tx
            .insert(users)
            .values({
              email,
              name: input.name,
              passwordHash: '',
              isAdmin: true,
              role: input.role,
              permissions: storedAdjustments(input.role, input.permissions),
              activatedAt: null,
            })
            .returning();
        } catch (err) {
          if (isUniqueViolation(err))
            throw new HttpError(409, MSG.accountExists, { email: MSG.accountExists });
          throw err;
        }
        const { token, id, expiresAt } = await auth.issueToken(tx, row.id, 'invite');
        const url = auth.inviteUrl(config.publicUrl, token);
        await recordActivity(tx, {
          actor: actorOf(by),
          action: 'invite',
          section: 'accounts',
          entity: { type: 'account', id: row.id, label: row.name },
          fields: ['name', 'email', 'role', ...(input.permissions ? ['permissions'] : [])],
          ip,
        });
        await auth.queueInvitationMail(tx, config, {
          email,
          name: row.name,
          invitedBy: by.name,
          role: input.role,
          token,
        });
        return {
          invite: { _id: id, email, role: input.role, expiresAt: expiresAt.toISOString() },
          inviteUrl: url,
        };
      });
    },

    /** What an invitation link shows before it is accepted; 404 for an unknown, used or expired one. */
    async invitation(token: string) {
      const userId = await auth.peekToken(db, token, 'invite');
      const u = userId ? await auth.findUser(db, userId) : null;
      if (!u || u.disabled) throw new HttpError(404, MSG.invitationNotFound);
      return { email: u.email, name: u.name, role: auth.roleOf(u) };
    },

    /** Accepts an invitation: the password is set, the account becomes active and is signed in. */
    async accept(token: string, password: string, name: string | undefined, ip: string, userAgent: string) {
      const accepted = await db.transaction(async (tx) => {
        const userId = await auth.useToken(tx, token, 'invite');
        const u = userId ? await auth.findUser(tx, userId) : null;
        if (!u || u.disabled) throw new HttpError(404, MSG.invitationNotFound);
        const row = await auth.setPassword(tx, u.id, password, name);
        await recordOwnAccountActivity(tx, row, { action: 'accept invitation', section: 'accounts', ip });
        return row;
      });
      const sessionToken = await auth.startSession({ db, tokens }, accepted.id, userAgent);
      return { token: sessionToken, userData: auth.toUserData(accepted, await auth.twoFactorRequired(db)) };
    },

    /** Changes an account's name, role, permissions or disabled flag, with the self and last-owner rules. */
    async update(by: UserData, id: string, input: UpdateAccountInput, ip: string) {
      const self = id === by._id;
      const touchesAccess =
        input.role !== undefined || input.permissions !== undefined || input.disabled !== undefined;
      if (self && touchesAccess) throw forbidden(MSG.cannotChangeSelf);
      return db.transaction(async (tx) => {
        const current = await lockAccount(tx, id);
        if (auth.roleOf(current) !== 'owner') assertMayMakeOwner(by, input.role);
        const role = input.role ?? auth.roleOf(current);
        const permissions =
          input.permissions !== undefined
            ? storedAdjustments(role, { ...permissionsOf(role, current.permissions), ...input.permissions })
            : input.role !== undefined
              ? {}
              : current.permissions;
        const [row] = await tx
          .update(users)
          .set({
            ...(input.name !== undefined ? { name: input.name } : {}),
            role,
            permissions,
            ...(input.disabled !== undefined ? { disabled: input.disabled } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, id))
          .returning();
        await assertAnOwnerRemains(tx);
        if (input.disabled) await auth.endSessions(tx, id);
        await recordActivity(tx, {
          actor: actorOf(by),
          action: input.disabled === true ? 'disable' : input.disabled === false ? 'enable' : 'update',
          section: 'accounts',
          entity: { type: 'account', id, label: row.name },
          // The fields whose values differ after the change, not those merely sent.
          fields: changedAccountFields(current, row),
          ip,
        });
        return toAccount(row);
      });
    },

    /** Removes an account: its sessions end at once; what it did stays in the log under its name. */
    async remove(by: UserData, id: string, ip: string) {
      if (id === by._id) throw forbidden(MSG.cannotRemoveSelf);
      await db.transaction(async (tx) => {
        const current = await lockAccount(tx, id);
        await tx.delete(users).where(eq(users.id, id));
        await assertAnOwnerRemains(tx);
        await recordActivity(tx, {
          actor: actorOf(by),
          action: 'delete',
          section: 'accounts',
          entity: { type: 'account', id, label: current.name },
          ip,
        });
      });
    },

    /** A password-reset link for an account (1 hour, once), for an officer who forgot theirs. */
    async resetLink(by: UserData, id: string, ip: string) {
      const u = await auth.findUser(db, id);
      if (!u?.isAdmin) throw new HttpError(404, MSG.accountNotFound);
      const token = await db.transaction(async (tx) => {
        const made = await auth.issueToken(tx, u.id, 'reset');
        await recordActivity(tx, {
          actor: actorOf(by),
          action: 'make reset link',
          section: 'accounts',
          entity: { type: 'account', id: u.id, label: u.name },
          ip,
        });
        // Mailed as well as shown once to the owner, who may pass it on another way.
        await auth.queueResetMail(tx, config, { email: u.email, name: u.name, token: made.token });
        return made.token;
      });
      return auth.resetUrl(config.publicUrl, token);
    },

    async settings() {
      return { requireTwoFactor: await auth.twoFactorRequired(db) };
    },

    async saveSettings(by: UserData, input: { requireTwoFactor: boolean }, ip: string) {
      if (by.role !== 'owner') throw forbidden();
      await db.transaction(async (tx) => {
        await tx
          .insert(adminSettings)
          .values({ key: 'requireTwoFactor', value: input.requireTwoFactor })
          .onConflictDoUpdate({ target: adminSettings.key, set: { value: sql`excluded.value` } });
        await recordActivity(tx, {
          actor: actorOf(by),
          action: 'update',
          section: 'accounts',
          entity: { type: 'settings', id: null, label: 'Require two-factor sign-in' },
          fields: ['requireTwoFactor'],
          ip,
        });
      });
      return { requireTwoFactor: input.requireTwoFactor };
    },
  };
}

/** The names of an account's fields whose values differ between two versions of its row. */
function changedAccountFields(before: auth.UserRow, after: auth.UserRow): string[] {
  const shown = (r: auth.UserRow) => ({
    name: r.name,
    role: auth.roleOf(r),
    permissions: JSON.stringify(r.permissions ?? {}),
    disabled: r.disabled,
  });
  const [a, b] = [shown(before), shown(after)];
  return (Object.keys(a) as (keyof typeof a)[]).filter((k) => a[k] !== b[k]);
}

async function lockAccount(tx: Db, id: string): Promise<auth.UserRow> {
  if (!isId(id)) throw new HttpError(404, MSG.accountNotFound);
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row?.isAdmin) throw new HttpError(404, MSG.accountNotFound);
  return row;
}
