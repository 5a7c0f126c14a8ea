import { BitstringStatusList, checkStatus, createCredential } from '@digitalbazaar/vc-bitstring-status-list';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import type { DocumentLoader } from './contexts.ts';
import type { JsonObject } from './did.ts';

/** Bitstring Status Lists (W3C): one bit per credential, set when it is revoked (see service.ts). */

/** The unsigned BitstringStatusListCredential of list `url` with the `revoked` places set. */
export async function statusListCredential(
  url: string,
  issuer: string,
  revoked: readonly number[],
  validFrom: string,
  length: number,
): Promise<JsonObject> {
  const list = new BitstringStatusList({ length });
  for (const index of revoked) list.setStatus(index, true);
  const credential = await createCredential({ id: url, list, statusPurpose: 'revocation' });
  return { ...credential, issuer, validFrom };
}

export type StatusResult = { state: 'active' } | { state: 'revoked' } | { state: 'unknown'; error: string };

/** Reads the credential's bit in its status list (loaded, and its own proof checked, through `documentLoader`). */
export async function readStatus(
  credential: JsonObject,
  documentLoader: DocumentLoader,
): Promise<StatusResult> {
  const result = await checkStatus({
    credential: structuredClone(credential),
    documentLoader,
    suite: new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 }),
    verifyBitstringStatusListCredential: true,
    verifyMatchingIssuers: true,
  });
  if (!result.verified) return { state: 'unknown', error: String(result.error?.message ?? 'not verified') };
  const revoked = (result.results as { status: boolean }[]).some((r) => r.status);
  return revoked ? { state: 'revoked' } : { state: 'active' };
}
