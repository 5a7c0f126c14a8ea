/** The JSON-LD contexts the forum's documents name (bundled in contexts.ts). */
export const VC_V2 = 'https://www.w3.org/ns/credentials/v2';
export const OB_V3 = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const DID_V1 = 'https://www.w3.org/ns/did/v1';
export const MULTIKEY_V1 = 'https://w3id.org/security/multikey/v1';
