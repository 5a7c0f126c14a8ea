import { DID_V1, MULTIKEY_V1 } from './context-urls.ts';

/**
 * The forum's did:web and its DID document: plain data, without the signing libraries (which are
 * loaded on the first signature or verification, not at start-up).
 */

export type JsonObject = Record<string, unknown>;

/** The did:web of the site's public address: its host (and port), as the did:web method writes it. */
export function didWebOf(publicUrl: string): string {
  return `did:web:${encodeURIComponent(new URL(publicUrl).host)}`;
}

export const verificationMethodId = (did: string, publicKeyMultibase: string) =>
  `${did}#${publicKeyMultibase}`;

/** One key as its verification method (Multikey). */
export function verificationMethod(did: string, publicKeyMultibase: string): JsonObject {
  return {
    id: verificationMethodId(did, publicKeyMultibase),
    type: 'Multikey',
    controller: did,
    publicKeyMultibase,
  };
}

/** The DID document: every key, current and earlier, may assert (sign) credentials. */
export function didDocument(did: string, publicKeys: readonly string[]): JsonObject {
  return {
    '@context': [DID_V1, MULTIKEY_V1],
    id: did,
    verificationMethod: publicKeys.map((key) => verificationMethod(did, key)),
    assertionMethod: publicKeys.map((key) => verificationMethodId(did, key)),
  };
}

/**
 * Resolves the forum's DID and its keys without the network: the DID itself answers the DID
 * document, a key's id answers that key (with its context), anything else null.
 */
export function resolveOwnDid(did: string, publicKeys: readonly string[], url: string): JsonObject | null {
  if (url === did) return didDocument(did, publicKeys);
  const key = publicKeys.find((k) => url === verificationMethodId(did, k));
  return key ? { '@context': MULTIKEY_V1, ...verificationMethod(did, key) } : null;
}
