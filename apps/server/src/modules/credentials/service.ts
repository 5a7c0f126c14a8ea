import crypto from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { API_BASE, FORUM_NAME } from '@ssf/domain/constants';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { credentialKeys, credentialStatusLists, issuedCredentials } from './tables.ts';
import type { DocumentLoader } from './contexts.ts';
import { didDocument, didWebOf, type JsonObject, resolveOwnDid } from './did.ts';
import { loadSigningKeys, type SigningKey } from '../../signing-keys/keys.ts';
import { type Achievement, forumProfile, newSalt, openBadgeCredential } from './open-badge.ts';
import type { VerificationReport } from './verify.ts';

/** The libraries, loaded on the first signature or verification (engine.ts). */
const engine = () => import('./engine.ts');

/**
 * Bitstring Status Lists (W3C): one bit per credential, set when it is revoked. A list has
 * 131,072 places (16 KB before compression, the specification's minimum, so a list does not tell
 * how many credentials exist); places are given at random, and a new list begins once a list is
 * half full, so a free place is found in a try or two.
 */
export const STATUS_LIST_LENGTH = 131_072;
const STATUS_LIST_FILL = STATUS_LIST_LENGTH / 2;

/** The kinds of award that carry a credential. */
export type AwardKind = 'membership' | 'participation';

/**
 * What any award's credential is made of: the achievement, the holder's name, the award's own id
 * (the member's badge id, the certificate's id) and, optionally, the holder's email (hashed).
 */
export interface Award {
  kind: AwardKind;
  subjectId: string;
  name: string;
  email: string | null;
  /** From when the award holds (the joining date, the event's date). */
  validFrom: Date;
  achievement: Achievement;
}

export interface CredentialService {
  /** The forum's did:web. */
  readonly did: string;
  /** The DID document, listing the current key and every earlier one. */
  didDocument(): Promise<JsonObject>;
  /**
   * The award's signed credential, issued on first request (a place in a status list, a salt,
   * a signature) and the same afterwards; null once the award was revoked.
   */
  credentialFor(award: Award): Promise<JsonObject | null>;
  /**
   * Revokes the award's credential: its bit is set and the status list re-signed, in `tx` when
   * given (the award's own removal then commits with it). False when none was ever issued.
   */
  revoke(kind: AwardKind, subjectId: string, tx?: Db): Promise<boolean>;
  /** The signed status list credential `listId`, or null for a list that does not exist. */
  statusList(listId: string): Promise<JsonObject | null>;
  /** Checks any credential: proof, issuer, status and dates, each in plain words. */
  verify(credential: unknown): Promise<VerificationReport>;
  /** The document loader: bundled contexts and the forum's own DID and status lists, nothing else. */
  loader: DocumentLoader;
}

export const statusListPath = (listId: string) => `/credentials/status/${encodeURIComponent(listId)}`;
const LIST_ID = /^[1-9]\d{0,8}$/;

export function createCredentialService(
  config: Pick<Config, 'publicUrl' | 'credentialSigningKey' | 'dataDir' | 'timeZone'>,
  db: Db,
  keys: SigningKey[] = loadSigningKeys(config.credentialSigningKey, config.dataDir),
): CredentialService {
  const did = didWebOf(config.publicUrl);
  const issuer = forumProfile(did, config.publicUrl);
  const current = keys[keys.length - 1];
  const listUrl = (listId: string) => `${config.publicUrl}${API_BASE}${statusListPath(listId)}`;
  const listPrefix = `${config.publicUrl}${API_BASE}/credentials/status/`;

  // The public keys are recorded once per process; the DID document reads them from the database,
  // so every instance lists every key any instance ever signed with.
  let recorded: Promise<void> | null = null;
  const recordKeys = () => {
    recorded ??= db
      .insert(credentialKeys)
      .values(
        keys.map((k) => ({
          publicKeyMultibase: k.publicKeyMultibase,
          ...(k.createdAt > new Date(0).toISOString() ? { createdAt: new Date(k.createdAt) } : {}),
        })),
      )
      .onConflictDoNothing()
      .then(() => undefined)
      .catch((err) => {
        recorded = null;
        throw err;
      });
    return recorded;
  };

  async function publicKeys(): Promise<string[]> {
    await recordKeys();
    const rows = await db
      .select({ key: credentialKeys.publicKeyMultibase })
      .from(credentialKeys)
      .orderBy(asc(credentialKeys.createdAt), asc(credentialKeys.publicKeyMultibase));
    return rows.map((r) => r.key);
  }

  const ownDocument = async (url: string) => {
    if (url === did || url.startsWith(`${did}#`)) return resolveOwnDid(did, await publicKeys(), url);
    if (url.startsWith(listPrefix)) return statusList(decodeURIComponent(url.slice(listPrefix.length)));
    return null;
  };
  let bundledLoader: Promise<DocumentLoader> | null = null;
  const loader: DocumentLoader = async (url) => {
    bundledLoader ??= engine().then(({ documentLoader }) => documentLoader(ownDocument));
    return (await bundledLoader)(url);
  };

  const sign = async (document: JsonObject, at: Date) => {
    await recordKeys();
    return (await engine()).signCredential(document, current, did, loader, at);
  };

  /** Signs list `listId` again from the revoked places, under a lock on its row (in `tx`). */
  async function resignList(tx: Db, listId: string): Promise<JsonObject> {
    await tx.insert(credentialStatusLists).values({ id: listId, signed: null }).onConflictDoNothing();
    await tx.execute(sql`select id from credential_status_lists where id = ${listId} for update`);
    const revoked = await tx
      .select({ index: issuedCredentials.statusIndex })
      .from(issuedCredentials)
      .where(and(eq(issuedCredentials.statusList, listId), isNotNull(issuedCredentials.revokedAt)));
    const now = new Date();
    const { signCredential, statusListCredential } = await engine();
    const unsigned = await statusListCredential(
      listUrl(listId),
      did,
      revoked.map((r) => r.index),
      `${now.toISOString().slice(0, 19)}Z`,
      STATUS_LIST_LENGTH,
    );
    // Not through sign(): recording the keys would query outside `tx`, which the embedded database
    // (one connection) would wait on for ever. Verifying reads them first anyway (publicKeys).
    const signed = await signCredential(unsigned, current, did, loader, now);
    await tx
      .update(credentialStatusLists)
      .set({ signed, updatedAt: now })
      .where(eq(credentialStatusLists.id, listId));
    return signed;
  }

  async function statusList(listId: string): Promise<JsonObject | null> {
    if (!LIST_ID.test(listId)) return null;
    const [row] = await db
      .select({ signed: credentialStatusLists.signed })
      .from(credentialStatusLists)
      .where(eq(credentialStatusLists.id, listId));
    if (row?.signed) return row.signed as JsonObject;
    const [used] = await db
      .select({ id: issuedCredentials.id })
      .from(issuedCredentials)
      .where(eq(issuedCredentials.statusList, listId))
      .limit(1);
    if (!used) return null;
    await recordKeys();
    return db.transaction((tx) => resignList(tx as unknown as Db, listId));
  }

  /** The list new credentials go to: the newest one, until it is half full. */
  async function openList(): Promise<string> {
    const rows = (await db.execute(
      sql`select status_list as id, count(*)::int as n from issued_credentials
          group by status_list order by status_list::int desc limit 1`,
    )) as unknown as { rows: { id: string; n: number }[] };
    const newest = rows.rows[0];
    if (!newest) return '1';
    return newest.n < STATUS_LIST_FILL ? newest.id : String(Number(newest.id) + 1);
  }

  const findIssued = async (kind: AwardKind, subjectId: string) =>
    (
      await db
        .select()
        .from(issuedCredentials)
        .where(and(eq(issuedCredentials.kind, kind), eq(issuedCredentials.subjectId, subjectId)))
    )[0] ?? null;

  async function credentialFor(award: Award): Promise<JsonObject | null> {
    let row = await findIssued(award.kind, award.subjectId);
    for (let attempt = 0; !row && attempt < 20; attempt++) {
      const [inserted] = await db
        .insert(issuedCredentials)
        .values({
          kind: award.kind,
          subjectId: award.subjectId,
          statusList: await openList(),
          statusIndex: crypto.randomInt(STATUS_LIST_LENGTH),
          salt: newSalt(),
        })
        .onConflictDoNothing()
        .returning();
      // Nothing inserted: a simultaneous request issued it, or the place was taken (try another).
      row = inserted ?? (await findIssued(award.kind, award.subjectId));
    }
    if (!row) throw new Error('no free place in the status list');
    if (row.revokedAt) return null;
    if (row.signed) return row.signed as JsonObject;
    const signed = await sign(
      openBadgeCredential({
        id: `urn:uuid:${row.id}`,
        issuer,
        achievement: award.achievement,
        name: award.name,
        email: award.email,
        salt: row.salt,
        validFrom: award.validFrom,
        status: { listUrl: listUrl(row.statusList), index: row.statusIndex },
      }),
      row.issuedAt,
    );
    const [stored] = await db
      .update(issuedCredentials)
      .set({ signed })
      .where(
        and(
          eq(issuedCredentials.id, row.id),
          isNull(issuedCredentials.signed),
          isNull(issuedCredentials.revokedAt),
        ),
      )
      .returning({ signed: issuedCredentials.signed });
    // What was stored, as every later download reads it.
    if (stored) return stored.signed as JsonObject;
    // Signed by a simultaneous request (the same document), or revoked meanwhile.
    const again = await findIssued(award.kind, award.subjectId);
    return again && !again.revokedAt ? (again.signed as JsonObject) : null;
  }

  async function revoke(kind: AwardKind, subjectId: string, tx?: Db): Promise<boolean> {
    const run = async (t: Db) => {
      const [row] = await t
        .update(issuedCredentials)
        .set({ revokedAt: new Date(), signed: null })
        .where(
          and(
            eq(issuedCredentials.kind, kind),
            eq(issuedCredentials.subjectId, subjectId),
            isNull(issuedCredentials.revokedAt),
          ),
        )
        .returning({ statusList: issuedCredentials.statusList });
      if (!row) return false;
      await resignList(t, row.statusList);
      return true;
    };
    if (tx) return run(tx);
    await recordKeys();
    return db.transaction((t) => run(t as unknown as Db));
  }

  return {
    did,
    loader,
    didDocument: async () => didDocument(did, await publicKeys()),
    credentialFor,
    revoke,
    statusList,
    verify: async (credential) =>
      (await engine()).verifyCredential(credential, {
        did,
        issuerName: FORUM_NAME,
        loader,
        timeZone: config.timeZone,
      }),
  };
}
