import net from 'node:net';
import type { Db } from '../../db/client.ts';
import { activity } from './tables.ts';

/** Who did something: an account (its name and email are copied into the entry), or nobody known. */
export interface Actor {
  _id: string | null;
  name: string;
  email: string;
}

export interface ActivityInput {
  actor: Actor;
  /** What happened, a short verb phrase: 'create', 'update', 'delete', 'sign-in', 'export', ... */
  action: string;
  /** The section of the admin area (@ssf/domain/accounts), or 'auth' for signing in and out. */
  section: string;
  entity: { type: string; id?: string | null; label?: string | null };
  /** Names of the changed fields, never their values. */
  fields?: string[];
  ip?: string | null;
}

/** Field names never listed, even by name, because the name alone says a secret was sent. */
const SECRET_FIELD = /password|token|secret|code|challenge/i;

/** The address kept in the log: an IPv4 address's /24, an IPv6 address's /48. */
export function truncateIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const mapped = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (net.isIPv4(mapped)) return `${mapped.split('.').slice(0, 3).join('.')}.0/24`;
  if (net.isIPv6(mapped)) {
    // Expand '::' so the first three groups are the real ones.
    const [head, tail = ''] = mapped.split('::');
    const headGroups = head ? head.split(':') : [];
    const tailGroups = tail ? tail.split(':') : [];
    const groups = mapped.includes('::')
      ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
      : headGroups;
    return `${groups.slice(0, 3).join(':')}::/48`;
  }
  return null;
}

/**
 * Adds one entry to the activity log. Pass the transaction of the change (`tx`) where there is
 * one, so the entry and the change are kept or lost together.
 */
export async function recordActivity(db: Db, input: ActivityInput): Promise<void> {
  await db.insert(activity).values({
    actorId: input.actor._id,
    actorName: input.actor.name,
    actorEmail: input.actor.email,
    action: input.action,
    section: input.section,
    entityType: input.entity.type,
    entityId: input.entity.id ?? null,
    entityLabel: input.entity.label ? input.entity.label.slice(0, 120) : null,
    fields: [...new Set((input.fields ?? []).filter((f) => !SECRET_FIELD.test(f)))].slice(0, 50),
    ip: truncateIp(input.ip),
  });
}

/** The actor of a signed-in request's account. */
export const actorOf = (
  user: { name: string; email: string } & ({ _id: string } | { id: string }),
): Actor => ({
  _id: '_id' in user ? user._id : user.id,
  name: user.name,
  email: user.email,
});

/**
 * An account's action on itself (accepting its invitation, its password, its two-factor
 * sign-in): the account is both who did it and what it was done to.
 */
export function recordOwnAccountActivity(
  db: Db,
  account: Parameters<typeof actorOf>[0],
  change: { action: string; section: string; ip: string },
): Promise<void> {
  const actor = actorOf(account);
  return recordActivity(db, {
    actor,
    action: change.action,
    section: change.section,
    entity: { type: 'account', id: actor._id, label: account.name },
    ip: change.ip,
  });
}
