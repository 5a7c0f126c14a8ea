import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import jsigs from 'jsonld-signatures';
import type { DocumentLoader } from './contexts.ts';
import { type JsonObject, verificationMethodId } from './did.ts';
import type { SigningKey } from '../../signing-keys/keys.ts';

/**
 * Data Integrity proofs with the cryptosuite eddsa-rdfc-2022 (RDF canonicalization, SHA-256,
 * Ed25519), made and checked by the Digital Bazaar libraries, the reference implementation the
 * W3C specifications were tested with.
 */

/** Signs `credential` with `key` of the DID `controller` (an assertion); answers the signed copy. */
export async function signCredential(
  credential: JsonObject,
  key: SigningKey,
  controller: string,
  documentLoader: DocumentLoader,
  date: Date = new Date(),
): Promise<JsonObject> {
  const keyPair = await Ed25519Multikey.from({
    id: verificationMethodId(controller, key.publicKeyMultibase),
    controller,
    publicKeyMultibase: key.publicKeyMultibase,
    secretKeyMultibase: key.secretKeyMultibase,
  });
  const suite = new DataIntegrityProof({
    signer: keyPair.signer(),
    cryptosuite: eddsaRdfc2022,
    // Whole seconds, as the specification's examples write them.
    date: `${date.toISOString().slice(0, 19)}Z`,
  });
  return vc.issue({ credential: structuredClone(credential), suite, documentLoader });
}

export interface ProofResult {
  verified: boolean;
  /** Why not, in the libraries' words (for the log and tests; the page says it plainly). */
  error?: string;
}

/** Collects the innermost messages of the libraries' nested errors. */
function messagesOf(error: unknown): string[] {
  if (!error) return [];
  const e = error as { message?: string; errors?: unknown[] };
  if (Array.isArray(e.errors) && e.errors.length) return e.errors.flatMap(messagesOf);
  if (Array.isArray(error)) return error.flatMap(messagesOf);
  return [String(e.message ?? error)];
}

/**
 * Checks the credential's proof: the signature over its canonical form, with a key its issuer
 * controls and may assert with. Contexts and keys come only from `documentLoader`.
 */
export async function verifyProof(
  credential: JsonObject,
  documentLoader: DocumentLoader,
): Promise<ProofResult> {
  try {
    const result = await jsigs.verify(structuredClone(credential), {
      suite: new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 }),
      purpose: new vc.CredentialIssuancePurpose(),
      documentLoader,
    });
    if (result.verified) return { verified: true };
    return { verified: false, error: messagesOf(result.error).join('; ') || 'not verified' };
  } catch (err) {
    return { verified: false, error: messagesOf(err).join('; ') };
  }
}
